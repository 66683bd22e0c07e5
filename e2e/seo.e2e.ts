import { DEFAULT_ADMIN } from '../api/src/config';
import { siteSession } from './testSite';

/**
 * What a search engine and a link preview get from the site: each storefront page's own head
 * and status, robots.txt and a sitemap of the live catalogue, all changing with the catalogue.
 */
const session = siteSession();

async function page(path: string) {
  const response = await fetch(session.url(path));
  return { status: response.status, html: await response.text() };
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

async function firstProduct(section: string): Promise<{ _id: string; name: string; price: number }> {
  const response = await fetch(`${session.site.apiUrl}/api/products/${section}?limit=1`);
  return ((await response.json()) as { _id: string; name: string; price: number }[])[0] as never;
}

/** Signs the local admin in on the API; returns a fetch for admin calls. */
async function adminCalls() {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'store' };
  const login = await fetch(`${session.site.apiUrl}/auth/adminlogin`, {
    method: 'POST',
    headers,
    body: JSON.stringify(DEFAULT_ADMIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${session.site.apiUrl}${path}`, {
      method,
      headers: body === undefined ? { 'x-requested-with': 'store', cookie } : { ...headers, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  };
}

it('sends a product page with its own title, preview tags and structured data', async () => {
  const product = await firstProduct('womens');
  const { status, html } = await page(`/product/${product._id}`);
  expect(status).toBe(200);
  expect(html).toContain(`<title>${product.name} | Elegance</title>`);
  expect(meta(html, 'og:title')).toBe(`${product.name} | Elegance`);
  expect(meta(html, 'og:image')).toMatch(/\/media\/.+\?tr=w-1200,q-90,f-auto$/);
  expect(html).toContain(`<link rel="canonical" href="${session.url(`/product/${product._id}`)}">`);
  expect(html).toContain(`"priceCurrency":"INR"`);
  expect(html).toContain(`"price":"${product.price.toFixed(2)}"`);
  // Its Offer follows its stock: the seeded product has its sizes in stock.
  expect(html).toContain(`"availability":"https://schema.org/InStock"`);
  // Only one title: the build's generic one made way.
  expect(html.match(/<title>/g)).toHaveLength(1);
  // The preview image is really there at that size.
  const image = await fetch(meta(html, 'og:image') ?? '');
  expect(image.status).toBe(200);
});

it('answers 404 for an unknown product or path, with the app that shows the not-found page', async () => {
  for (const path of ['/product/00000000-0000-4000-8000-000000000000', '/product/not-an-id', '/no-such-page']) {
    const { status, html } = await page(path);
    expect([path, status]).toEqual([path, 404]);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<div id="root"></div>');
  }
  await session.page.goto(session.url('/no-such-page'));
  await session.page.getByRole('heading', { name: /not found/i }).waitFor();
});

it('keeps checkout, accounts and the admin out of the index; listings are canonical without search or filters', async () => {
  expect(meta((await page('/checkout')).html, 'robots')).toBe('noindex');
  const listing = await page('/womens?type=ball-gown&search=silk&sort=newest');
  expect(listing.html).toContain('<title>Ball Gown | Womens Wear | Elegance</title>');
  expect(listing.html).toContain(`<link rel="canonical" href="${session.url('/womens?type=ball-gown')}">`);
  // Filters are not pages of their own either.
  const filtered = await page('/womens?type=ball-gown&colour=Red&fabric=Silk&minPrice=1000&size=M');
  expect(filtered.html).toContain(`<link rel="canonical" href="${session.url('/womens?type=ball-gown')}">`);
  const robots = await (await fetch(session.url('/robots.txt'))).text();
  expect(robots).toContain('Disallow: /admin\n');
  expect(robots).toContain('Disallow: /checkout\n');
  expect(robots).toContain('Disallow: /customer-dashboard\n');
});

it('follows an admin edit on the next request: the title, the 404 and the sitemap', async () => {
  const admin = await adminCalls();
  const product = await firstProduct('mens');
  const path = `/product/${product._id}`;
  expect((await page(path)).status).toBe(200);
  const sitemap = async () => (await fetch(session.url('/sitemap.xml'))).text();
  expect(await sitemap()).toContain(`<loc>${session.url(path)}</loc>`);

  const full = await (await fetch(`${session.site.apiUrl}/products/${product._id}`)).json();
  await admin('PUT', `/products/admin/${product._id}`, {
    name: `${product.name} (Festive)`,
    price: full.price,
    description: full.description,
  });
  expect((await page(path)).html).toContain(`<title>${product.name} (Festive) | Elegance</title>`);

  await admin('PATCH', `/products/admin/${product._id}/toggle-active`);
  expect((await page(path)).status).toBe(404);
  expect(await sitemap()).not.toContain(`<loc>${session.url(path)}</loc>`);
  await admin('PATCH', `/products/admin/${product._id}/toggle-active`);
  await admin('PUT', `/products/admin/${product._id}`, {
    name: product.name,
    price: full.price,
    description: full.description,
  });
});

it('lists every page in Hindi too in the sitemap, each naming its other language', async () => {
  const product = await firstProduct('mens');
  const { status, html: xml } = await page('/sitemap.xml');
  expect(status).toBe(200);
  const hindi = xml
    .split('\n')
    .find((line) => line.includes(`<loc>${session.url(`/hi/product/${product._id}`)}</loc>`));
  expect(hindi).toContain(`hreflang="en-IN" href="${session.url(`/product/${product._id}`)}"`);
  expect(xml).toContain(`<loc>${session.url('/hi/womens')}</loc>`);
});
