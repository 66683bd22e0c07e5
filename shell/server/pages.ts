import { isSection } from '@store/shared/catalog';
import type { Locale } from '@store/shared/i18n';
import { remoteRouteFor, SHELL_PATHS } from '../src/routing/remoteRoutes';
import type { CatalogReader } from './catalogReader';
import {
  homeHead,
  listingHead,
  notFoundHead,
  privateHead,
  productHead,
  searchHead,
  type PageHead,
} from './seo/pageHead';

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
  /** Checkout, accounts and the admin: the shopper's own pages, never kept by a shared cache. */
  private?: true;
}

/** Private pages' names for their titles, as their headings say them (the page sets the same in the browser). */
const PRIVATE_NAMES: Record<Locale, Partial<Record<string, string>>> = {
  en: { 'checkout/Checkout': 'Checkout', 'account/CustomerDashboard': 'Customer Dashboard' },
  hi: { 'checkout/Checkout': 'चेकआउट', 'account/CustomerDashboard': 'मेरा अकाउंट' },
};

/**
 * What the page at `url` is, for its status and <head>: the storefront's pages carry their own
 * words; checkout, accounts and the admin are the shell's, kept out of the index; an unknown
 * path or product is a 404 (the client shows its not-found page). `url` is the address the app's
 * routes know (a Hindi page's without its /hi); `locale` the page's language.
 */
export async function resolvePage(
  url: URL,
  origin: string,
  catalog: CatalogReader,
  locale: Locale = 'en',
): Promise<ResolvedPage> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { status: 200, head: homeHead(origin, locale) };
  const section = path.slice(1);
  if (isSection(section)) {
    const type = url.searchParams.get('type');
    return { status: 200, head: listingHead(origin, section, type && type !== 'all' ? type : null, locale) };
  }
  if (path === '/search') return { status: 200, head: searchHead(url.searchParams.get('q') ?? '', locale) };
  const route = remoteRouteFor(path);
  if (route?.module === 'catalog/ProductDetail') {
    const product = await catalog.product(route.params.id ?? '');
    return product
      ? { status: 200, head: productHead(origin, product, locale) }
      : { status: 404, head: notFoundHead(locale, 'product') };
  }
  if (route || (SHELL_PATHS as readonly string[]).includes(path))
    return { status: 200, head: privateHead(locale, route && PRIVATE_NAMES[locale][route.module]), private: true };
  return { status: 404, head: notFoundHead(locale) };
}
