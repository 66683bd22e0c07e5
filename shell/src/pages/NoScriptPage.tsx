import { Link } from '@store/shared/router';
import { GlobalStyles, theme } from '@store/shared/ui';
import { SiteFooter } from '../app/SiteFooter';
import { Header } from '../header/Header';
import type { RemoteModuleId } from '../federation/contract';
import { useT } from '../i18n';
import { InfoPage } from './InfoPage';

type ShellKey = Parameters<ReturnType<typeof useT>>[0];

/**
 * Pages the browser draws (what they show lives there: a session, this browser's wishlist, a code
 * to send, a signed link's answer), by the module that draws them, so a route with a param
 * (`/delivery-issue/:token`) has its words too.
 */
export const NOSCRIPT_PAGES = {
  'checkout/ConfirmOrder': { title: 'shell.noscript.confirmOrder.title', text: 'shell.noscript.confirmOrder.text' },
  'checkout/GiftCards': { title: 'shell.noscript.giftCards.title', text: 'shell.noscript.giftCards.text' },
  'checkout/RestoreBag': { title: 'shell.noscript.restoreBag.title', text: 'shell.noscript.restoreBag.text' },
  'catalog/Wishlist': { title: 'shell.noscript.wishlist.title', text: 'shell.noscript.wishlist.text' },
  'account/CustomerDashboard': { title: 'shell.noscript.dashboard.title', text: 'shell.noscript.dashboard.text' },
  'account/DeliveryIssue': { title: 'shell.noscript.deliveryIssue.title', text: 'shell.noscript.deliveryIssue.text' },
} as const satisfies Partial<Record<RemoteModuleId, { title: ShellKey; text: ShellKey }>>;
export type NoScriptModule = keyof typeof NOSCRIPT_PAGES;

/** The page's module, when it is one of those. */
export function noScriptModuleOf(module: RemoteModuleId | undefined): NoScriptModule | null {
  return module && Object.hasOwn(NOSCRIPT_PAGES, module) ? (module as NoScriptModule) : null;
}

/**
 * Such a page as the render server sends it for a browser without JavaScript (in a <noscript>
 * beside the empty #root the app draws into): the store's header and footer, whose links work,
 * and a plain word on what the page needs, rather than a blank page.
 */
export function NoScriptPage({ module }: { module: NoScriptModule }) {
  const t = useT();
  const words = NOSCRIPT_PAGES[module];
  return (
    <>
      <GlobalStyles $headerOffset={theme.headerHeight} />
      <Header />
      <InfoPage title={t(words.title)}>
        <p>{t(words.text)}</p>
        <p>
          {t('shell.noscript.help')} <Link to="/help">{t('shell.help.title')}</Link>
        </p>
      </InfoPage>
      <SiteFooter />
    </>
  );
}
