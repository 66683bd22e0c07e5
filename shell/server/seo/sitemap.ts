import { INTL_LOCALES, LOCALES, localizedPath } from '@store/shared/i18n';
import type { SitemapEntries } from '@store/shared/schemas';
import { escapeHtml } from './escape';

/**
 * sitemap.xml: home, the sections, and every active product with its last change, each in every
 * language (`/hi/...` too), every entry naming its other languages (hreflang), as search engines
 * ask of a site whose pages come in several. A sold-out product stays: its page still answers
 * (made to measure, or back in stock soon) and says OutOfStock in its Offer, which search
 * engines read; dropping it would lose its place.
 */
export function sitemapXml(origin: string, entries: SitemapEntries): string {
  const page = (path: string, lastmod?: string) => {
    const links = LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${INTL_LOCALES[locale]}" href="${escapeHtml(`${origin}${localizedPath(path, locale)}`)}"/>`,
    ).join('');
    return LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeHtml(`${origin}${localizedPath(path, locale)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`,
    );
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...page('/'),
    ...entries.sections.flatMap((section) => page(`/${section}`)),
    ...entries.products.flatMap((product) =>
      page(`/product/${encodeURIComponent(product._id)}`, product.updatedAt.slice(0, 10)),
    ),
    '</urlset>',
    '',
  ].join('\n');
}

const PRIVATE_PATHS = [
  '/admin',
  '/adminlogin',
  '/checkout',
  '/ordersuccess',
  '/confirm-order',
  '/bag',
  '/customer-dashboard',
  '/delivery-issue',
  '/wishlist',
  '/login',
  '/register',
];

/** robots.txt: the shop is open to crawlers; checkout, accounts, the wishlist and the admin (in every language) are not pages to index. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => `Disallow: ${localizedPath(path, locale)}`)),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
