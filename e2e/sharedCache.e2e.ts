import http from 'node:http';
import { addProductByApi, adminApi } from './shopper';
import { siteSession } from './testSite';

/**
 * Through nginx, as in the containers: the storefront's pages are kept in nginx's shared cache
 * (X-Cache-Status), an admin's edit shows on the next request, a signed-in shopper never meets
 * the cache, and the catalogue's pictures come from the site's own /media, kept in a cache too.
 */
// Its own site on other ports: it expects a page's first request to be drawn afresh (MISS), which
// another file's visit to the same page within the cache's five minutes would have kept already.
const session = siteSession({ ownSite: true });

const get = (route: string, headers: Record<string, string> = {}) => fetch(session.url(route), { headers });
const cacheStatus = async (route: string, headers: Record<string, string> = {}) => {
  const answer = await get(route, headers);
  await answer.arrayBuffer();
  return answer.headers.get('x-cache-status');
};

beforeAll(() => {
  if (session.site.staticServer !== 'nginx') throw new Error('these tests need nginx (apt-get install nginx)');
});

it('draws a listing once and serves the next request for it from the shared cache', async () => {
  expect(await cacheStatus('/womens?sort=newest')).toBe('MISS');
  expect(await cacheStatus('/womens?sort=newest')).toBe('HIT');
  const kept = await get('/womens?sort=newest');
  expect(kept.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60');
  // The browser revalidates by the page's ETag and gets a 304 from the cache.
  const revalidated = await get('/womens?sort=newest', { 'If-None-Match': kept.headers.get('etag') as string });
  expect(revalidated.status).toBe(304);
});

it("shows an admin's edit of a product on the next request", async () => {
  const product = {
    price: 2199,
    description: 'A shawl for the cache test.',
    mainCategory: 'accessories' as const,
    type: 'bag',
  };
  const id = await addProductByApi(session, { ...product, name: 'Cache Test Shawl' });
  const route = `/product/${id}`;
  await cacheStatus(route);
  expect(await cacheStatus(route)).toBe('HIT');

  await adminApi(session, 'PUT', `/admin/products/${id}`, { ...product, name: 'Renamed Cache Shawl' });
  const next = await get(route);
  const html = await next.text();
  expect(html).toContain('Renamed Cache Shawl');
  expect(html).not.toContain('Cache Test Shawl');
  expect(next.headers.get('x-cache-status')).toBe('MISS');
});

it('never serves a signed-in shopper from the shared cache, nor keeps their page in it', async () => {
  const signedIn = { cookie: 'theme=light; sid=a-shoppers-session' };
  // A page already kept is not served to them...
  await cacheStatus('/mens');
  expect(await cacheStatus('/mens')).toBe('HIT');
  expect(await cacheStatus('/mens', signedIn)).toBe('BYPASS');
  // ...and their request keeps nothing: the next stranger's is still drawn afresh.
  expect(await cacheStatus('/accessories?sort=price-asc', signedIn)).toBe('BYPASS');
  expect(await cacheStatus('/accessories?sort=price-asc', { cookie: '__Host-sid=another' })).toBe('BYPASS');
  expect(await cacheStatus('/accessories?sort=price-asc')).toBe('MISS');
  // The shopper's own pages are private: never kept, whoever asks.
  await cacheStatus('/checkout');
  expect(await cacheStatus('/checkout')).not.toBe('HIT');
  expect((await get('/checkout')).headers.get('cache-control')).toBe('private, no-cache');
});

it('never serves a kept English page to a shopper who chose Hindi: she is sent to the Hindi one, kept apart', async () => {
  await cacheStatus('/accessories?sort=newest');
  expect(await cacheStatus('/accessories?sort=newest')).toBe('HIT');
  const chosen = await fetch(session.url('/accessories?sort=newest'), {
    headers: { cookie: 'lang=hi' },
    redirect: 'manual',
  });
  expect(chosen.status).toBe(302);
  expect(chosen.headers.get('location')).toBe('/hi/accessories?sort=newest');
  const hindi = { cookie: 'lang=hi' };
  expect(await cacheStatus('/hi/accessories?sort=newest', hindi)).toBe('MISS');
  const kept = await get('/hi/accessories?sort=newest', hindi);
  expect(kept.headers.get('x-cache-status')).toBe('HIT');
  expect(await kept.text()).toContain('<html lang="hi-IN"');
});

it("names the catalogue's pictures on the site's own /media, passed on with their caching headers", async () => {
  const html = await (await get('/mens')).text();
  const src = /<img[^>]*?\ssrc="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  expect(src.startsWith(`${session.site.shellUrl}/media/`)).toBe(true);
  // No connection to open early: the pictures come on the page's own.
  expect(html).not.toContain('rel="preconnect"');
  const policy = (await get('/mens')).headers.get('content-security-policy') ?? '';
  expect(policy).toContain("img-src 'self' data: blob:;");

  const picture = await fetch(src, { headers: { accept: 'image/webp' } });
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/webp');
  expect(picture.headers.get('cache-control')).toContain('max-age=31536000');
  const etag = picture.headers.get('etag') as string;
  expect(etag).toBeTruthy();
  // (Node's fetch would add Cache-Control: no-cache to a conditional request; a browser's does not.)
  const again = await new Promise<number | undefined>((resolve, reject) =>
    http
      .get(src, { headers: { accept: 'image/webp', 'If-None-Match': etag } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      })
      .on('error', reject),
  );
  expect(again).toBe(304);
  // ImageKit's path form is passed on too.
  const path = new URL(src).pathname.slice('/media/'.length);
  expect((await fetch(`${session.site.shellUrl}/media/tr:w-300/${path}`)).status).toBe(200);
});

it('keeps each picture variant in the shared cache, apart for browsers that take WebP and those that do not', async () => {
  const html = await (await get('/womens')).text();
  const src = /<img[^>]*?\ssrc="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const picture = async (accept: string) => {
    const answer = await fetch(src, { headers: { accept } });
    await answer.arrayBuffer();
    return [answer.headers.get('x-cache-status'), answer.headers.get('content-type')];
  };
  const webp = 'image/avif,image/webp,image/apng,*/*;q=0.8';
  await picture(webp);
  expect(await picture(webp)).toEqual(['HIT', 'image/webp']);
  // Another browser's Accept with WebP in it is the same entry; one without WebP gets its own.
  expect(await picture('image/webp,*/*')).toEqual(['HIT', 'image/webp']);
  const [, older] = await picture('image/png,image/*;q=0.8');
  expect(older).not.toBe('image/webp');
  expect(await picture('image/png,image/*;q=0.8')).toEqual(['HIT', older]);
});
