import type { SitemapEntries } from '@store/shared/schemas';
import { escapeHtml } from './escape';

/**
 * sitemap.xml: home, the sections, and every active product with its last change. A sold-out
 * product stays: its page still answers (made to measure, or back in stock soon) and says
 * OutOfStock in its Offer, which search engines read; dropping it would lose its place.
 */
export function sitemapXml(origin: string, entries: SitemapEntries): string {
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${origin}/`),
    ...entries.sections.map((section) => url(`${origin}/${section}`)),
    ...entries.products.map((product) =>
      url(`${origin}/product/${encodeURIComponent(product._id)}`, product.updatedAt.slice(0, 10)),
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the shop is open to crawlers; checkout, accounts, the wishlist and the admin are not pages to index. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /adminlogin',
    'Disallow: /checkout',
    'Disallow: /ordersuccess',
    'Disallow: /confirm-order',
    'Disallow: /customer-dashboard',
    'Disallow: /wishlist',
    'Disallow: /login',
    'Disallow: /register',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
