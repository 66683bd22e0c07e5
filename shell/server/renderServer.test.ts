/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createElement } from 'react';
import { normalizeRuntimeConfig, PARKED_SCRIPT_TYPE } from '@store/shared/config';
import { useLocale } from '@store/shared/i18n';
import { Link } from '@store/shared/router';
import { sharedEndpoints, type ApiAnswer, type PagePrefetch } from '@store/shared/store';
import type { CatalogReader } from './catalogReader';
import { startRenderServer, type RenderServerOptions } from './renderServer';

/**
 * The render server streams a drawn page: the document's start (status, head, parked scripts)
 * leaves before the body is drawn, so the browser fetches the head's files while the server
 * still reads the API. Here the API read the listing needs is held open by the test.
 */
const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Build title</title>
    <script defer src="/static/js/index.1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let root: string;
let server: http.Server;
let listing: { answer: (read: ApiAnswer) => void; fail: (error: Error) => void };

function heldRead(): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    listing = { answer: resolve, fail: reject };
  });
}

/** Whether the test answers the listing's read itself; else it is at hand, as a product read by the head is. */
let holdListing = true;
const catalog: CatalogReader = {
  read: (apiPath) =>
    apiPath === '/products/mens?limit=24' && holdListing
      ? heldRead()
      : Promise.resolve({ status: 200, body: [], headers: {} }),
  product: () => Promise.resolve(null),
  version: () => Promise.resolve(1),
  sitemap: () => Promise.resolve({ sections: [], products: [] }),
};

/** The catalogue's listing module, as its node container gives it; `slowDraw` makes its draw take that long. */
let slowDraw = 0;
const Listing = () => {
  const until = Date.now() + slowDraw;
  while (Date.now() < until);
  return createElement('main', null, 'Drawn listing');
};
/** The module's first read, through the store's API slice as a real page's. */
const prefetch: PagePrefetch = (_page, dispatch) =>
  void dispatch(sharedEndpoints.endpoints.sectionSample.initiate({ section: 'mens', limit: 24 }));
const remotes = {
  load: () => Promise.resolve({ component: Listing, prefetch }),
};

/** A render server over the test's build, catalogue and remotes. */
const renderServer = (options: Partial<RenderServerOptions> = {}) =>
  startRenderServer({
    root,
    port: 0,
    apiUrl: 'http://127.0.0.1:9',
    publicOrigin: 'http://shop.test',
    catalog,
    remotes,
    runtimeConfig: () => normalizeRuntimeConfig({ remotes: { catalog: 'http://127.0.0.1:9/mf-manifest.json' } }),
    ...options,
  });

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'render-server-'));
  fs.writeFileSync(path.join(root, 'index.html'), TEMPLATE);
  server = await renderServer({ cacheEntries: 0 });
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** GETs `route` and reports each piece of the answer as it arrives (gunzipped when asked for gzip). */
function get(route: string, gzip: boolean) {
  const pieces: string[] = [];
  let arrived: () => void = () => undefined;
  let status = 0;
  let buffering = '';
  const done = new Promise<void>((resolve, reject) => {
    const { port } = server.address() as { port: number };
    http
      .get({ port, path: route, headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} }, (response) => {
        status = response.statusCode ?? 0;
        buffering = String(response.headers['x-accel-buffering']);
        const body = gzip ? response.pipe(zlib.createGunzip()) : response;
        body.on('data', (chunk: Buffer) => {
          pieces.push(chunk.toString('utf8'));
          arrived();
        });
        body.on('end', resolve);
        body.on('error', reject);
      })
      .on('error', reject);
  });
  const nextPiece = () =>
    new Promise<void>((resolve) => {
      arrived = resolve;
    });
  return { pieces, done, nextPiece, status: () => status, buffering: () => buffering };
}

it.each([false, true])("sends a drawn page's head before its body is drawn (gzip: %s)", async (gzip) => {
  const page = get('/mens', gzip);
  await page.nextPiece();
  // The API read is still open: the head has left, the body has not.
  const start = page.pieces.join('');
  expect(page.status()).toBe(200);
  // A proxy in front (nginx) is told not to hold the start back.
  expect(page.buffering()).toBe('no');
  expect(start).toContain('<title>');
  expect(start).toContain(`<script type="${PARKED_SCRIPT_TYPE}" data-src="/static/js/index.1.js">`);
  expect(start).not.toContain('</head>');
  expect(start).not.toContain('Drawn listing');

  listing.answer({ status: 200, body: [], headers: {} });
  await page.done;
  const html = page.pieces.join('');
  expect(html).toContain('<main>Drawn listing</main>');
  const state = /<script id="store-server-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  // The browser's store starts from the page's API cache: the read, answered.
  expect(Object.values(JSON.parse(state ?? '{}').queries)).toEqual([
    expect.objectContaining({ endpointName: 'sectionSample', status: 'fulfilled', data: [] }),
  ]);
  expect(html).toMatch(/<\/html>\s*$/);
});

/** What the catalogue's modules do: words in the page's language, links through the router. */
function InLanguage() {
  return createElement(Link, { to: '/product/p1' }, `भाषा: ${useLocale()}`);
}

it('draws a Hindi page (/hi/...) in Hindi: its language, head, links and the reads its routes know', async () => {
  holdListing = false;
  const seen: string[] = [];
  const hindi = await renderServer({
    cacheEntries: 0,
    remotes: {
      load: () =>
        Promise.resolve({
          component: InLanguage,
          prefetch: ({ url }) => void seen.push(url.pathname),
        }),
    },
  });
  try {
    const { port } = hindi.address() as { port: number };
    const html = await (await fetch(`http://127.0.0.1:${port}/hi/mens`)).text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toContain('<title>पुरुषों के कपड़े | Elegance</title>');
    expect(html).toContain('<link rel="canonical" href="http://shop.test/hi/mens">');
    expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="http://shop.test/mens">');
    expect(html).toMatch(/<a href="\/hi\/product\/p1"[^>]*>भाषा: hi<\/a>/);
    expect(seen).toEqual(['/mens']);
    const english = await (await fetch(`http://127.0.0.1:${port}/mens`)).text();
    expect(english).toContain('<html lang="en-IN"');
    expect(english).toMatch(/<a href="\/product\/p1"[^>]*>भाषा: en<\/a>/);
  } finally {
    hindi.close();
    holdListing = true;
  }
});

it('ends a page whose draw failed after its head left with an empty #root the browser draws', async () => {
  const page = get('/mens', false);
  await page.nextPiece();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  listing.fail(new Error('the listing read broke'));
  await page.done;
  error.mockRestore();
  const html = page.pieces.join('');
  expect(page.status()).toBe(200);
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('store-server-state');
  expect(html).toMatch(/<\/html>\s*$/);
});

/** A client in its own process (a draw holds this one's event loop): when each piece of `route` arrives. */
function piecesFromAnotherProcess(route: string): Promise<{ at: number; text: string }[]> {
  const { port } = server.address() as { port: number };
  const client = `
    const started = Date.now();
    const pieces = [];
    require('node:http').get({ port: ${port}, path: ${JSON.stringify(route)} }, (response) => {
      response.on('data', (chunk) => pieces.push({ at: Date.now() - started, text: chunk.toString() }));
      response.on('end', () => process.stdout.write(JSON.stringify(pieces)));
    });`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', client], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });
}

it('sends the start before a slow draw, even when the reads it waits for are at hand', async () => {
  // The read answers at once: the draw follows the start in the same tick.
  holdListing = false;
  slowDraw = 400;
  try {
    const [first, ...rest] = await piecesFromAnotherProcess('/mens');
    expect(first?.text).toContain('<title>');
    expect(first?.text).not.toContain('Drawn listing');
    expect(rest.map((piece) => piece.text).join('')).toContain('Drawn listing');
    // The start did not wait for the draw.
    expect((rest.at(-1)?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(300);
  } finally {
    holdListing = true;
    slowDraw = 0;
  }
});

it('serves a new build of the shell from the next request, not a page kept from the old one', async () => {
  const cached = await renderServer();
  const { port } = cached.address() as { port: number };
  const page = async () => (await fetch(`http://127.0.0.1:${port}/help`)).text();
  try {
    expect(await page()).toContain('/static/js/index.1.js');
    const file = path.join(root, 'index.html');
    fs.writeFileSync(file, TEMPLATE.replace('index.1.js', 'index.2.js'));
    // A later modification time, as a deploy writes (the file system's clock may be coarse).
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const html = await page();
    expect(html).toContain('/static/js/index.2.js');
    expect(html).not.toContain('/static/js/index.1.js');
  } finally {
    fs.writeFileSync(path.join(root, 'index.html'), TEMPLATE);
    cached.close();
  }
});

describe('shared caching', () => {
  let version = 1;
  const versioned = { ...catalog, version: () => Promise.resolve(version) };

  it('lets a shared cache keep a storefront page per catalogue generation, and never a private page', async () => {
    holdListing = false;
    const cached = await renderServer({ catalog: versioned });
    const { port } = cached.address() as { port: number };
    const get = (route: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${route}`, { headers: { 'X-Whole-Page': '1', ...headers } });
    try {
      await get('/mens');
      const kept = await get('/mens');
      expect(kept.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60');
      const etag = kept.headers.get('etag') as string;
      expect(etag).toMatch(/^W\/"/);
      const generation = async () => (await get('/__page-generation')).headers.get('x-page-generation');
      expect(etag).toBe(`W/"${await generation()}"`);
      // Unchanged: the browser's revalidation costs no page.
      expect((await get('/mens', { 'If-None-Match': etag })).status).toBe(304);

      // An admin's edit: a new generation, so a new cache key and a new ETag.
      version = 2;
      expect(`W/"${await generation()}"`).not.toBe(etag);
      expect((await get('/mens', { 'If-None-Match': etag })).status).toBe(200);

      for (const route of ['/checkout', '/customer-dashboard', '/wishlist', '/admin/products']) {
        await get(route);
        const own = await get(route);
        expect(own.headers.get('cache-control')).toBe('private, no-cache');
        expect(own.headers.get('etag')).toBeNull();
      }
    } finally {
      holdListing = true;
      cached.close();
    }
  });

  it('names no generation while the API is away, so nothing is kept', async () => {
    const away = await renderServer({ catalog: { ...catalog, version: () => Promise.reject(new Error('away')) } });
    const { port } = away.address() as { port: number };
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/__page-generation`);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('x-page-generation')).toBe('');
    } finally {
      away.close();
    }
  });
});

it("passes the site's own /media/... to the image store, with its caching headers both ways", async () => {
  const asked: { url?: string; ifNoneMatch?: string }[] = [];
  const store = http.createServer((request, response) => {
    asked.push({ url: request.url, ifNoneMatch: request.headers['if-none-match'] });
    const headers = { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: '"pic-1"' };
    if (request.headers['if-none-match'] === '"pic-1"') response.writeHead(304, headers).end();
    else response.writeHead(200, { ...headers, 'Content-Type': 'image/webp' }).end('picture');
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  const media = `http://127.0.0.1:${(store.address() as { port: number }).port}/media`;
  const front = await renderServer({ mediaUpstream: media });
  const { port } = front.address() as { port: number };
  try {
    const picture = await fetch(`http://127.0.0.1:${port}/media/products/a%20b.jpg?tr=w-800,q-90,f-auto`);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toBe('picture');
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(picture.headers.get('etag')).toBe('"pic-1"');
    const again = await fetch(`http://127.0.0.1:${port}/media/tr:w-300/products/a.jpg`, {
      headers: { 'If-None-Match': '"pic-1"' },
    });
    expect(again.status).toBe(304);
    expect(asked).toEqual([
      { url: '/media/products/a%20b.jpg?tr=w-800,q-90,f-auto', ifNoneMatch: undefined },
      { url: '/media/tr:w-300/products/a.jpg', ifNoneMatch: '"pic-1"' },
    ]);
  } finally {
    front.close();
    store.close();
  }
});

it('sends a texted short link (/c/<code>) on to the API, which knows the code', async () => {
  const front = await renderServer({
    runtimeConfig: () =>
      normalizeRuntimeConfig({ apiUrl: 'https://api.shop.test', remotes: { catalog: 'http://127.0.0.1:9/mf.json' } }),
  });
  const { port } = front.address() as { port: number };
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/c/Ab3dE6gH9`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://api.shop.test/c/Ab3dE6gH9');
  } finally {
    front.close();
  }
});

describe('the shopper’s language', () => {
  const at = (route: string, cookie?: string) => {
    const { port } = server.address() as { port: number };
    return fetch(`http://127.0.0.1:${port}${route}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  };

  it('keeps the choice the switch asks for (no JavaScript needed) and sends her to the clean address', async () => {
    const answer = await at('/hi/mens?type=suits&lang=hi');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/hi/mens?type=suits');
    expect(answer.headers.get('set-cookie')).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
    const back = await at('/mens?lang=en', 'lang=hi');
    expect(back.headers.get('location')).toBe('/mens');
    expect(back.headers.get('set-cookie')).toContain('lang=en');
  });

  it('sends a page asked for in the other language to the chosen one, and serves the chosen one as asked', async () => {
    const english = await at('/product/p1?size=M', 'sid=x; lang=hi');
    expect(english.status).toBe(302);
    expect(english.headers.get('location')).toBe('/hi/product/p1?size=M');
    expect((await at('/hi', 'lang=en')).headers.get('location')).toBe('/');
    holdListing = false;
    try {
      expect((await at('/hi/mens', 'lang=hi')).status).toBe(200);
      expect((await at('/mens')).status).toBe(200);
    } finally {
      holdListing = true;
    }
  });

  it('never sends the shopper to another site, however the path starts', async () => {
    const cases: [string, string | undefined][] = [
      ['/hi//evil.example/x?lang=en', undefined],
      ['/hi//evil.example/x', 'lang=en'],
      ['//evil.example/x?lang=hi', undefined],
      ['//evil.example/x?lang=xx', undefined],
      ['/\\evil.example/x?lang=xx', undefined],
      ['/hi/%2f/evil.example/x?lang=en', undefined],
      ['/hi/%5C%5Cevil.example/x', 'lang=en'],
      ['/hi/\\evil.example/x', 'lang=en'],
    ];
    for (const [route, cookie] of cases) {
      const answer = await at(route, cookie);
      expect([route, answer.status]).toEqual([route, 302]);
      const location = answer.headers.get('location') ?? '';
      // A path of this shop: one slash, then a name, never a second slash or backslash (encoded or not).
      expect([route, location]).toEqual([route, expect.stringMatching(/^\/(?![/\\]|%2f|%5c)/i)]);
      expect(new URL(location, 'http://shop.test').host).toBe('shop.test');
    }
    expect((await at('/hi//evil.example/x?lang=en')).headers.get('location')).toBe('/evil.example/x');
  });

  it('keeps nothing for a value that is no language', async () => {
    const answer = await at('/mens?lang=xx');
    expect(answer.headers.get('location')).toBe('/mens');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});

it("serves the build's files when asked: hashed chunks for a year and precompressed, entry files revalidated", async () => {
  const chunk = 'console.log("chunk");'.repeat(100);
  fs.mkdirSync(path.join(root, 'static/js'), { recursive: true });
  fs.writeFileSync(path.join(root, 'static/js/index.0123abcd.js'), chunk);
  // The build's zopfli copy: a different body than the server's own gzip would make.
  const precompressed = zlib.gzipSync(chunk, { level: 1 });
  fs.writeFileSync(path.join(root, 'static/js/index.0123abcd.js.gz'), precompressed);
  fs.writeFileSync(path.join(root, 'runtime-config.json'), JSON.stringify({ remotes: {}, padding: 'x'.repeat(2000) }));
  const files = await renderServer({ serveFiles: true });
  const { port } = files.address() as { port: number };
  const get = (route: string) => fetch(`http://127.0.0.1:${port}${route}`, { headers: { 'Accept-Encoding': 'gzip' } });
  try {
    const script = await get('/static/js/index.0123abcd.js');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(Number(script.headers.get('content-length'))).toBe(precompressed.length);
    expect(await script.text()).toBe(chunk);
    // Unchanged since the browser's copy: no body (node:http, as fetch's revalidation sends no-cache).
    const revalidated = await new Promise<number | undefined>((resolve, reject) => {
      const headers = { 'Accept-Encoding': 'gzip', 'If-None-Match': script.headers.get('etag') ?? '' };
      http
        .get({ port, path: '/static/js/index.0123abcd.js', headers }, (answer) => resolve(answer.resume().statusCode))
        .on('error', reject);
    });
    expect(revalidated).toBe(304);

    const config = await get('/runtime-config.json');
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(config.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(await config.text()).padding).toHaveLength(2000);
    expect((await get('/static/js/missing.0123abcd.js')).status).toBe(404);
  } finally {
    files.close();
  }
  // Without serveFiles (nginx serves them), a file's name is never a page.
  const { port: pagesOnly } = server.address() as { port: number };
  expect((await fetch(`http://127.0.0.1:${pagesOnly}/static/js/index.0123abcd.js`)).status).toBe(404);
});

it('draws the results page (/search?q=) with her words in its title, kept out of the index, in either language', async () => {
  holdListing = false;
  const seen: string[] = [];
  const results = await renderServer({
    cacheEntries: 0,
    remotes: {
      load: () =>
        Promise.resolve({
          component: () => createElement('main', null, 'Drawn results'),
          prefetch: ({ url }) => void seen.push(`${url.pathname}${url.search}`),
        }),
    },
  });
  try {
    const { port } = results.address() as { port: number };
    const page = await fetch(`http://127.0.0.1:${port}/search?q=${encodeURIComponent('red sari <b>')}&colour=Red`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Results for “red sari &#60;b&#62;” | Elegance</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('Drawn results');
    expect(seen).toEqual(['/search?q=red%20sari%20%3Cb%3E&colour=Red']);

    const hindi = await (await fetch(`http://127.0.0.1:${port}/hi/search?q=lengha`)).text();
    expect(hindi).toContain('<html lang="hi-IN"');
    expect(hindi).toContain('<title>“lengha” के नतीजे | Elegance</title>');
    expect(hindi).toContain('<meta name="robots" content="noindex">');
  } finally {
    results.close();
    holdListing = true;
  }
});
