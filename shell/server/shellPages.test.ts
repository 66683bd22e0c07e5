/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { normalizeRuntimeConfig } from '@store/shared/config';
import type { CatalogReader } from './catalogReader';
import { startRenderServer } from './renderServer';

/**
 * The pages a shopper without JavaScript meets: the shell's own (customer care, sign-in) drawn
 * whole, and the ones the browser draws (their content lives there) with the store's header,
 * footer and a plain word, never a blank page. English and Hindi.
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
let apiAway = false;
let dispatch = { standard: 3, tailored: 12 };
const catalog: CatalogReader = {
  read: (apiPath) =>
    apiAway
      ? Promise.reject(new Error('away'))
      : Promise.resolve(
          apiPath === '/store/dispatch'
            ? { status: 200, body: dispatch, headers: {} }
            : { status: 404, body: { message: 'No route' }, headers: {} },
        ),
  product: () => Promise.resolve(null),
  version: () => Promise.resolve(1),
  sitemap: () => Promise.resolve({ sections: [], products: [] }),
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'render-shell-pages-'));
  fs.writeFileSync(path.join(root, 'index.html'), TEMPLATE);
  server = await startRenderServer({
    root,
    port: 0,
    apiUrl: 'http://127.0.0.1:9',
    publicOrigin: 'http://shop.test',
    catalog,
    // No remote answers: these pages need none.
    remotes: { load: () => Promise.resolve(null) },
    runtimeConfig: () => normalizeRuntimeConfig({}),
  });
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function page(route: string) {
  const { port } = server.address() as { port: number };
  const answer = await fetch(`http://127.0.0.1:${port}${route}`, { headers: { 'X-Whole-Page': '1' } });
  const html = await answer.text();
  return {
    status: answer.status,
    html,
    root: /<div id="root">([\s\S]*?)<\/div>\s*<(?:script|noscript)/.exec(html)?.[1],
  };
}

const noscriptOf = (html: string) => /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';

it.each([
  ['/help', 'Customer care', 'within 3 days'],
  ['/hi/help', 'कस्टमर केयर', '3 दिनों'],
])('draws the customer-care page %s whole, with the dispatch days the API names', async (route, title, days) => {
  const { status, html } = await page(route);
  expect(status).toBe(200);
  expect(html).toMatch(new RegExp(`<div id="root">[\\s\\S]*<h1[^>]*>${title}</h1>[\\s\\S]*${days}`));
  // The browser hydrates it from the same answers.
  expect(html).toContain('<script id="store-server-state" type="application/json">');
});

it.each([
  ['/login', 'Sign in to Elegance', 'Browse the collection', '/mens', 'Signing in needs JavaScript'],
  ['/hi/login', 'Elegance में साइन इन करें', 'कलेक्शन देखें', '/hi/mens', 'साइन इन के लिए JavaScript ज़रूरी है'],
])(
  'draws a real page behind the sign-in dialog at %s, with a way into the shop',
  async (route, title, browse, href, noscript) => {
    const { status, html } = await page(route);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<div id="root">[\\s\\S]*<h1[^>]*>${title}</h1>`));
    expect(html).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${browse}</a>`));
    // Sign-in is the dialog's: without JavaScript the page says so.
    expect(html).toMatch(new RegExp(`<noscript><p>${noscript}`));
  },
);

it.each([
  ['/confirm-order?order=ELG-1', 'Turn on JavaScript in your browser to confirm your cash-on-delivery order', ''],
  ['/wishlist', 'Turn on JavaScript in your browser to see the pieces you saved', ''],
  ['/customer-dashboard', 'Turn on JavaScript in your browser to see your orders', ''],
  ['/delivery-issue/ndr.e1.sig', 'Turn on JavaScript in your browser to choose a new delivery day', ''],
  ['/hi/confirm-order', 'कैश ऑन डिलीवरी ऑर्डर कन्फ़र्म करने के लिए ब्राउज़र में JavaScript चालू करें', '/hi'],
  ['/hi/wishlist', 'ब्राउज़र में JavaScript चालू करें', '/hi'],
  ['/hi/customer-dashboard', 'ब्राउज़र में JavaScript चालू करें', '/hi'],
  ['/hi/delivery-issue/ndr.e1.sig', 'डिलीवरी का नया दिन चुनने', '/hi'],
])(
  'sends %s, which the browser draws, with the store around a plain word for a browser without JavaScript',
  async (route, words, base) => {
    const { status, html } = await page(route);
    expect(status).toBe(200);
    // The app draws into an empty #root, as before (nothing to hydrate).
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('store-server-state');
    const frame = noscriptOf(html);
    expect(frame).toContain(words);
    // The header's sections and the footer's customer care work as links.
    expect(frame).toMatch(new RegExp(`<header[\\s\\S]*href="${base}/mens"`));
    expect(frame).toMatch(new RegExp(`<footer[\\s\\S]*href="${base}/help`));
    expect(frame).toMatch(/<style[^>]*data-styled/);
  },
);

it('leaves the customer-care page to the browser, uncached, while the API is away', async () => {
  apiAway = true;
  try {
    const { status, html } = await page('/help');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  } finally {
    apiAway = false;
  }
  // Back: drawn again (nothing kept from the outage).
  expect((await page('/help')).html).toContain('within 3 days');
});

it("never keeps the customer-care page: the admin's dispatch days are not the catalogue's version", async () => {
  expect((await page('/help')).html).toContain('within 3 days');
  dispatch = { standard: 5, tailored: 12 };
  try {
    expect((await page('/help')).html).toContain('within 5 days');
  } finally {
    dispatch = { standard: 3, tailored: 12 };
  }
});
