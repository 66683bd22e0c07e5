import { Link } from '@store/shared/router';
import { GlobalStyles, theme } from '@store/shared/ui';
import { SiteFooter } from '../app/SiteFooter';
import { Header } from '../header/Header';
import { useT } from '../i18n';
import { InfoPage } from './InfoPage';

/** Pages the browser draws (what they show lives there: a session, this browser's wishlist, a code to send). */
export const NOSCRIPT_PAGES = {
  '/confirm-order': { title: 'shell.noscript.confirmOrder.title', text: 'shell.noscript.confirmOrder.text' },
  '/wishlist': { title: 'shell.noscript.wishlist.title', text: 'shell.noscript.wishlist.text' },
  '/customer-dashboard': { title: 'shell.noscript.dashboard.title', text: 'shell.noscript.dashboard.text' },
} as const;
export type NoScriptPath = keyof typeof NOSCRIPT_PAGES;

export function isNoScriptPath(path: string): path is NoScriptPath {
  return Object.hasOwn(NOSCRIPT_PAGES, path);
}

/**
 * Such a page as the render server sends it for a browser without JavaScript (in a <noscript>
 * beside the empty #root the app draws into): the store's header and footer, whose links work,
 * and a plain word on what the page needs, rather than a blank page.
 */
export function NoScriptPage({ path }: { path: NoScriptPath }) {
  const t = useT();
  const words = NOSCRIPT_PAGES[path];
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
