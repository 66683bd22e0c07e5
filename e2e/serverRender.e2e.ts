import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../scripts/lib/apps';
import { startStaticServer } from '../scripts/lib/staticServer';
import { siteSession } from './testSite';

/**
 * The storefront's pages arrive as HTML drawn by the remotes' own code on the server, and the
 * browser takes them over (hydration) without redrawing or complaining.
 */
const session = siteSession();
const url = session.url;

type Listed = { _id: string; name: string; price: number; images: unknown[] };
async function products(section: string): Promise<Listed[]> {
  return (await fetch(`${session.site.apiUrl}/api/products/${section}?limit=24`)).json() as Promise<Listed[]>;
}

/** The markup the server put in #root. */
async function rootOf(route: string): Promise<string> {
  const html = await (await fetch(url(route))).text();
  return /<div id="root">([\s\S]*)<\/div>\s*<script id="store-server-state"/.exec(html)?.[1] ?? '';
}

/**
 * Waits until the server draws `route` with `mark` in it. After a test moved the catalogue's
 * release, its first draws load the remote's code again, and on a loaded machine may run past
 * their budget and leave the page to the browser, by design; a test of what the browser does
 * with a drawn page needs it drawn.
 */
async function drawnByServer(route: string, mark: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await rootOf(route)).includes(mark)) {
    if (Date.now() > deadline) throw new Error(`the server did not draw ${route} with ${mark} in 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it('shows a product and a listing with JavaScript off: name, price, images and the first cards', async () => {
  const [product] = await products('womens');
  const context = await session.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url(`/product/${product?._id}`));
    expect(await page.getByRole('heading', { name: product?.name }).isVisible()).toBe(true);
    expect(await page.getByText(`Rs.${product?.price.toLocaleString('en-IN')}`).isVisible()).toBe(true);
    const image = page.getByRole('img', { name: product?.name }).first();
    await page.waitForFunction(() => [...document.images].some((img) => img.complete && img.naturalWidth > 0));
    expect(await image.getAttribute('src')).toMatch(/\/media\/.+\?tr=w-800,q-90,f-auto$/);

    // The home's blocks below the landing need the code: without it, the sections and their
    // categories as plain links, and no empty space held for them.
    await page.goto(url('/'));
    const sections = page.getByRole('navigation', { name: 'Shop by category' });
    await sections.getByRole('link', { name: 'Sarees', exact: true }).click();
    await page.waitForURL(url('/womens?type=sarees'));

    await page.goto(url('/mens'));
    const cards = page.getByTestId('product-card');
    expect(await cards.count()).toBe((await products('mens')).length);
    expect(await cards.first().textContent()).toMatch(/₹[\d,]+/);
    expect(await page.getByRole('heading', { name: 'Mens Wear' }).isVisible()).toBe(true);

    // A listing's category, search and sort are drawn too, in the API's order.
    const cheapest = (await (
      await fetch(`${session.site.apiUrl}/api/products/accessories?limit=24&type=watch&sort=price-asc`)
    ).json()) as Listed[];
    expect(cheapest.length).toBeGreaterThan(1);
    await page.goto(url('/accessories?type=watch&sort=price-asc'));
    expect(await page.getByTestId('card-price').allTextContents()).toEqual(
      cheapest.map((product) => `₹${product.price.toLocaleString('en-IN')}`),
    );
    // Filters are drawn too: the server reads the page with them, and draws their chips.
    const maxPrice = cheapest[1]?.price ?? 0;
    const filtered = (await (
      await fetch(
        `${session.site.apiUrl}/api/products/accessories?limit=24&type=watch&sort=price-asc&maxPrice=${maxPrice}`,
      )
    ).json()) as Listed[];
    await page.goto(url(`/accessories?type=watch&sort=price-asc&maxPrice=${maxPrice}`));
    expect(await page.getByTestId('card-price').allTextContents()).toEqual(
      filtered.map((product) => `₹${product.price.toLocaleString('en-IN')}`),
    );
    const chip = page.getByRole('link', { name: `Remove filter: Up to ₹${maxPrice.toLocaleString('en-IN')}` });
    expect(await chip.getAttribute('href')).toBe('/accessories?type=watch&sort=price-asc');
    // A search with no match arrives saying so, not loading.
    await page.goto(url('/mens?search=zzzz'));
    expect(await page.getByText(/^No products found matching zzzz/).isVisible()).toBe(true);
  } finally {
    await context.close();
  }
});

it('hydrates without an error, stays interactive, and brings the bag back after hydration', async () => {
  const [product] = await products('womens');
  const errors: string[] = [];
  session.page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  session.page.on('pageerror', (error) => errors.push(error.message));
  let apiReads = 0;
  session.page.on('request', (request) => {
    // The product's own read (its reviews are asked for apart, when scrolled near).
    const read = new URL(request.url());
    if (request.url().startsWith(session.site.apiUrl) && /^\/products\/[^/]+$/.test(read.pathname)) apiReads += 1;
  });
  // The catalogue's code arrives late (a slow phone line): the drawn page is up before it.
  const catalog = new URL('.', (await (await fetch(url('/runtime-config.json'))).json()).remotes.catalog).href;
  await session.page.route(`${catalog}**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await session.page.goto(url(`/product/${product?._id}`));
  // Its controls are off until its code is live (a size picked before would be lost), then work.
  expect(await session.page.getByRole('button', { name: 'ADD TO CART' }).isDisabled()).toBe(true);
  await session.page.getByRole('radio', { name: 'S', exact: true }).click();
  await session.page.getByRole('button', { name: 'ADD TO CART' }).click();
  await session.page.getByText('Added to cart!').waitFor();
  expect(await session.page.getByTestId('cart-count').textContent()).toBe('1');
  // The product came with the page: the browser did not ask the API for it again.
  expect(apiReads).toBe(0);

  // A fresh visit: the server draws an empty bag, the browser's own bag arrives after hydration.
  await session.page.goto(url('/mens'));
  await session.page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1');
  await session.page.getByTestId('product-card').first().click();
  await session.page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
  expect(errors).toEqual([]);
});

it("draws the checkout's frame with the HTML, and the browser's own bag after hydration", async () => {
  const [product] = await products('accessories');
  // The server cannot know a bag: its page is the title and a status line, never an empty bag.
  const html = await (await fetch(url('/checkout'))).text();
  expect(html).toContain('data-drawn="server"');
  expect(html).toMatch(/<h1[^>]*>Checkout<\/h1>/);
  expect(html).toContain('Loading your bag...');
  expect(html).not.toContain('Your cart is empty');

  const errors: string[] = [];
  session.page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  session.page.on('pageerror', (error) => errors.push(error.message));
  await session.page.goto(url(`/product/${product?._id}`));
  await session.page.getByRole('button', { name: 'ADD TO CART' }).click();
  await session.page.getByText('Added to cart!').waitFor();
  await session.page.waitForFunction(() => (localStorage.getItem('persist:store') ?? '').includes('itemId'));
  await session.page.goto(url('/checkout'));
  await session.page.getByRole('heading', { name: 'Your cart' }).waitFor();
  await session.page
    .getByText(product?.name ?? '')
    .first()
    .waitFor();
  expect(await session.page.getByText('Loading your bag...').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('draws what the live release of the remote draws: a release changes the server HTML, no restart', async () => {
  const [product] = await products('mens');
  expect(await rootOf(`/product/${product?._id}`)).toContain('Material: ');
  // A new release of the catalogue: the same build, with one word changed in its code.
  const release = fs.mkdtempSync(path.join(os.tmpdir(), 'store-release-'));
  fs.cpSync(path.join(ROOT, 'remote-catalog', 'dist'), release, { recursive: true });
  for (const file of fs.readdirSync(release, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.js')) {
      const full = path.join(release, file);
      fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replaceAll('Material: ', 'Fabric: '));
    }
  const server = await startStaticServer({ root: release, port: 3412, corsOrigin: session.site.shellUrl });
  const original = await session.site.moveRemote('catalog', 'http://localhost:3412/mf-manifest.json');
  try {
    expect(await rootOf(`/product/${product?._id}`)).toContain('Fabric: ');
  } finally {
    await session.site.moveRemote('catalog', original);
    server.close();
    server.closeAllConnections();
    fs.rmSync(release, { recursive: true, force: true });
  }
  // Rolled back: the server draws the old release again.
  expect(await rootOf(`/product/${product?._id}`)).toContain('Material: ');
});

it('falls back to the browser drawing the page when a release has no server entry: 200, never blank', async () => {
  const [, product] = await products('mens');
  // An older release of the catalogue, built before it had a node container.
  const release = fs.mkdtempSync(path.join(os.tmpdir(), 'store-release-'));
  fs.cpSync(path.join(ROOT, 'remote-catalog', 'dist'), release, { recursive: true });
  fs.rmSync(path.join(release, 'server'), { recursive: true });
  const server = await startStaticServer({ root: release, port: 3413, corsOrigin: session.site.shellUrl });
  const original = await session.site.moveRemote('catalog', 'http://localhost:3413/mf-manifest.json');
  try {
    const response = await fetch(url(`/product/${product?._id}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${product?.name} | Elegance</title>`);
    expect(html).toContain('<div id="root"></div>');
    // The browser draws it, as before server rendering.
    await session.page.goto(url(`/product/${product?._id}`));
    await session.page.getByRole('heading', { name: product?.name }).waitFor();
  } finally {
    await session.site.moveRemote('catalog', original);
    server.close();
    server.closeAllConnections();
    fs.rmSync(release, { recursive: true, force: true });
  }
  expect(await rootOf(`/product/${product?._id}`)).toContain(product?.name);
});

it('keeps the drawn HTML when the page comes alive: the same elements, never a Loading line in between', async () => {
  const [product] = await products('womens');
  const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    // Marks the drawn page's main and heading and watches for a status line, before any of the page's code runs.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const seen = window as unknown as { drawn: Element[]; statusShown: boolean };
        seen.drawn = [document.querySelector('main'), document.querySelector('h1')].filter((e) => e !== null);
        seen.statusShown = false;
        new MutationObserver(() => {
          if (document.querySelector('#content > [role="status"]')) seen.statusShown = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    const page = await context.newPage();
    // A remote's page, a product's, and a shell page whose code loads when opened.
    const routes = ['/mens', `/product/${product?._id}`, '/help'];
    // What is tested here is what the browser does with a drawn page.
    for (const route of routes) await drawnByServer(route, '<h1');
    for (const route of routes) {
      await session.open(route, page);
      const kept = await page.evaluate(() => {
        const seen = window as unknown as { drawn: Element[]; statusShown: boolean };
        return {
          drawn: seen.drawn.length,
          kept: seen.drawn.every((e) => e.isConnected),
          statusShown: seen.statusShown,
        };
      });
      // A redrawn page would drop a click or an open list made while it came alive.
      expect({ route, ...kept }).toEqual({ route, drawn: 2, kept: true, statusShown: false });
    }
  } finally {
    await context.close();
  }
});

it('keeps what a shopper on a slow phone did before the code arrived: typed words, a tapped size, a sort chosen', async () => {
  // A phone on a slow line with a slow processor, whose catalogue code is held back until the
  // shopper has acted: everything below happens on the drawn HTML alone.
  const context = await session.browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const catalog = new URL('.', (await (await fetch(url('/runtime-config.json'))).json()).remotes.catalog).href;
  let release = () => {};
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await context.route(`${catalog}**`, async (route) => {
    await codeHeld;
    await route.continue();
  });
  const live = (page: Page) => page.waitForSelector('html[data-live]', { state: 'attached' });
  const isLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-live'));
  for (const route of ['/mens', '/mens?sort=price-asc', '/womens'])
    await drawnByServer(route, 'data-testid="product-card"');
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // The Sort list is a plain <details> of links: chosen early, the browser loads the sorted page.
    await page.goto(url('/mens'), { waitUntil: 'domcontentloaded' });
    await page.getByText(/^Sort: /).tap();
    await page.getByRole('link', { name: 'Price: Low to High' }).tap();
    await page.waitForURL((address) => address.searchParams.get('sort') === 'price-asc');
    expect(await isLive(page)).toBe(false);
    const prices = await page
      .getByTestId('product-card')
      .evaluateAll((cards) =>
        cards.map((card) => Number(/₹([\d,]+)/.exec(card.textContent ?? '')?.[1]?.replace(/,/g, ''))),
      );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Words typed in the search box before the code arrived are searched once it has.
    await page.goto(url('/womens'), { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.tap();
    await page.keyboard.type('gown');
    expect(await isLive(page)).toBe(false);

    // A size tapped on a drawn product page stays chosen.
    const [product] = await products('womens');
    const productPage = await context.newPage();
    await productPage.goto(url(`/product/${product?._id}`), { waitUntil: 'domcontentloaded' });
    const inStock = productPage.locator('input[type="radio"][name="size"]:not([disabled])').first();
    const size = await inStock.getAttribute('value');
    await inStock.tap();
    expect(await isLive(productPage)).toBe(false);

    release();
    await live(page);
    await page.waitForURL((address) => address.searchParams.get('search') === 'gown');
    expect(await search.inputValue()).toBe('gown');
    const found = await page.getByTestId('product-card').allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((text) => /gown/i.test(text))).toBe(true);

    await live(productPage);
    expect(await productPage.locator(`input[name="size"][value="${size}"]`).isChecked()).toBe(true);
    // Added without choosing again: the choice is in the app's state too.
    await productPage.getByRole('button', { name: 'ADD TO CART' }).first().tap();
    await productPage.getByText('Added to cart!').waitFor();
  } finally {
    await context.close();
  }
});

describe('the store in Hindi', () => {
  type Hindi = Listed & { nameHi: string | null };

  it('draws Hindi pages with JavaScript off on a phone: words, product names, links and addresses in Hindi', async () => {
    const [product] = (await products('mens')) as Hindi[];
    expect(product?.nameHi).toBeTruthy();
    const context = await session.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      const answer = await page.goto(url('/hi/mens'));
      expect(answer?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
      expect(await page.title()).toBe('पुरुषों के कपड़े | Elegance');
      expect(await page.getByRole('heading', { name: 'पुरुषों के कपड़े' }).isVisible()).toBe(true);
      // The search engines' view: this page's own address, and the English one as its alternate.
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url('/hi/mens'));
      expect(await page.locator('link[hreflang="en-IN"]').getAttribute('href')).toBe(url('/mens'));
      // The first card: the admin's Hindi name, a price in rupees, and a link that stays in Hindi.
      const card = page.getByTestId('product-card').first();
      expect(await card.textContent()).toContain(product?.nameHi);
      expect(await card.textContent()).toMatch(/₹[\d,]+/);
      await card.click();
      await page.waitForURL(url(`/hi/product/${product?._id}`));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product?.nameHi);
      expect(await page.getByRole('button', { name: 'कार्ट में डालें' }).count()).toBe(1);
      // The footer's language choice works as a plain link and keeps the choice for next time.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Read in English (अंग्रेज़ी में पढ़ें)' }).click();
      await page.waitForURL(url(`/product/${product?._id}`));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product?.name);
      expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('keeps the language a shopper switched to: the next English address opens in Hindi, and the page comes alive in it', async () => {
    const errors: string[] = [];
    session.page.on('pageerror', (error) => errors.push(error.message));
    await session.open('/womens');
    await session.page.getByRole('banner').getByRole('link', { name: 'हिन्दी में पढ़ें (Read in Hindi)' }).click();
    await session.page.waitForURL((address) => address.pathname === '/hi/womens');
    await session.open('/accessories');
    expect(new URL(session.page.url()).pathname).toBe('/hi/accessories');
    await session.page.getByRole('heading', { name: 'एक्सेसरीज़' }).first().waitFor();
    // Live: the app's own navigation stays in Hindi.
    await session.page.getByRole('navigation', { name: 'स्टोर के सेक्शन' }).getByRole('link', { name: 'महिला' }).click();
    await session.page.waitForURL((address) => address.pathname === '/hi/womens');
    // The app draws the new listing after the address changes: wait for it.
    await session.page.getByRole('heading', { name: 'महिलाओं के कपड़े' }).waitFor();
    expect(errors).toEqual([]);
  });
});
