import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@store/shared/config';
import { ROOT } from '../scripts/lib/apps';
import { startStaticServer } from '../scripts/lib/staticServer';
import { siteSession } from './testSite';

const session = siteSession();
const url = session.url;

it('renders the landing through the catalog remote, with the header and chat button', async () => {
  await session.open('/');
  await session.page.getByRole('heading', { name: 'ELEGANCE AT A GLANCE' }).waitFor();
  await session.page.getByRole('button', { name: 'Dive into Elegance' }).waitFor();
  for (const name of ['Mens', 'Accessories', 'Womens']) {
    expect(
      await session.page
        .getByRole('navigation', { name: 'Shop sections' })
        .getByRole('link', { name, exact: true })
        .count(),
    ).toBe(1);
  }
  expect(await session.page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
  expect(await session.page.getByTestId('chat-button').isVisible()).toBe(true);
});

it('shows product cards from the API on /mens, with the category written into the URL', async () => {
  await session.open('/mens');
  const cards = session.page.getByTestId('product-card');
  await cards.first().waitFor();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  expect(session.page.url()).toBe(url('/mens?type=all'));
  const first = cards.first();
  expect(await first.textContent()).toMatch(/₹[\d,]+/);
  const src = await first.locator('img').getAttribute('src');
  expect(src).toContain('/media/products/');
  // The image really loaded (from the site's own /media, passed on to the API).
  await session.page.waitForFunction(() => [...document.images].some((img) => img.complete && img.naturalWidth > 0));
});

it('a page fetches its own remote only, each file once, with its chunks hinted, and reads the API without preflights', async () => {
  const config = JSON.parse(
    fs.readFileSync(path.join(session.site.shellRoot, 'runtime-config.json'), 'utf8'),
  ) as RuntimeConfig;
  const base = (remote: keyof RuntimeConfig['remotes']) => new URL('.', config.remotes[remote]).href;
  const requested: string[] = [];
  session.page.on('request', (request) => requested.push(request.url()));
  const from = (remote: keyof RuntimeConfig['remotes']) => requested.filter((u) => u.startsWith(base(remote)));

  const reads: Record<string, string>[] = [];
  session.page.on('request', (request) => {
    if (request.url().startsWith(session.site.apiUrl) && request.method() === 'GET') reads.push(request.headers());
  });
  await session.open('/mens');
  await session.page.getByTestId('product-card').first().waitFor();
  // The listing's first page came with the page (the render server ran the listing's prefetch)
  // and the page took that answer from its cache: a prefetch with other arguments than the list's
  // would be read again.
  const apiReads = requested.filter((u) => u.startsWith(`${session.site.apiUrl}/api/products/`));
  expect(apiReads).toEqual([]);
  expect(await session.page.evaluate(() => Object.keys(window.__STORE_EARLY_START__?.reads ?? {}))).toEqual([]);
  // The early start fetched the manifest; the federation runtime took it over instead of asking again.
  expect(from('catalog').filter((u) => u === config.remotes.catalog)).toHaveLength(1);
  expect(new Set(from('catalog')).size).toBe(from('catalog').length);
  expect([...from('checkout'), ...from('account'), ...from('admin')]).toEqual([]);
  // The server drew the listing: its remote's code (for hydration only) is not preloaded beside
  // the page's images.
  const preloads = () =>
    session.page.$$eval('link[rel=preload][as=script]', (links) => links.map((link) => (link as HTMLLinkElement).href));
  expect((await preloads()).filter((href) => href.startsWith(base('catalog')))).toEqual([]);

  // A product page: its product came with the page (the render server read it), read no more.
  const card = session.page.getByTestId('product-card').first();
  const productPath = new URL((await card.getAttribute('href')) ?? '', url('/')).pathname;
  requested.length = 0;
  await session.open(productPath);
  await session.page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
  const id = productPath.split('/').pop();
  expect(requested.filter((u) => u === `${session.site.apiUrl}/products/${id}`)).toHaveLength(0);
  expect(await session.page.evaluate(() => Object.keys(window.__STORE_EARLY_START__?.reads ?? {}))).toEqual([]);

  requested.length = 0;
  await session.open('/checkout');
  await session.page
    .getByRole('heading', { name: /checkout/i })
    .first()
    .waitFor();
  expect(from('checkout').filter((u) => u === config.remotes.checkout)).toHaveLength(1);
  expect([...from('catalog'), ...from('account'), ...from('admin')]).toEqual([]);
  // The server drew the checkout's frame: its code, for hydration, is not preloaded either.
  expect((await preloads()).filter((href) => href.startsWith(base('checkout')))).toEqual([]);

  requested.length = 0;
  await session.open('/customer-dashboard');
  await session.page.getByRole('heading', { name: 'Customer Dashboard' }).waitFor();
  expect(from('account').filter((u) => u === config.remotes.account)).toHaveLength(1);
  expect([...from('catalog'), ...from('checkout'), ...from('admin')]).toEqual([]);
  // A page the browser draws: the early start hinted the remote's entry and the page's chunks.
  expect((await preloads()).filter((href) => href.startsWith(base('account'))).length).toBeGreaterThanOrEqual(2);
  // Reads carry no custom header, so the browser sends them without a CORS preflight first.
  // (The drawn pages read nothing from the API, their pictures come from the site's own /media.)
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.filter((headers) => 'x-requested-with' in headers)).toEqual([]);
});

it('hides the header and chat button on /login', async () => {
  await session.open('/login');
  await session.page.getByRole('dialog', { name: 'Login' }).waitFor();
  expect(await session.page.getByRole('link', { name: 'Elegance home' }).count()).toBe(0);
  expect(await session.page.getByTestId('chat-button').count()).toBe(0);
});

it('draws figures in the display serif as lining figures (not old-style "ooo010")', async () => {
  await session.open('/mens');
  await session.page.getByTestId('product-card').first().click();
  await session.page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
  const serif = await session.page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .map((element) => getComputedStyle(element))
      .filter((style) => style.fontFamily.startsWith('"Elegance Display"'))
      .map((style) => style.fontVariantNumeric),
  );
  expect(serif.length).toBeGreaterThan(0);
  expect(serif.filter((numeric) => !numeric.includes('lining-nums'))).toEqual([]);
});

it('keeps the chat button off the price and buttons, and out of the admin and the checkout', async () => {
  const { page } = session;
  const overlaps = async (other: string) => {
    const chat = page.getByTestId('chat-button');
    if (!(await chat.isVisible())) return false;
    const [a, b] = [await chat.boundingBox(), await page.locator(other).first().boundingBox()];
    if (!a || !b) return false;
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 768 });
    await session.open('/mens');
    expect(await page.getByTestId('chat-button').isVisible()).toBe(true);
    await page.getByTestId('product-card').first().click();
    await page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
    // Scrolled through the page: at no point does the bubble sit on the price or the buttons.
    for (let y = 0; y < 900; y += 150) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      for (const target of ['text=/^Rs\\./', 'button:has-text("ADD TO CART")', 'button:has-text("BUY NOW")'])
        expect([width, y, target, await overlaps(target)]).toEqual([width, y, target, false]);
    }
    // A product page has no floating chat (at 1366 x 768 it sat on BUY NOW): it is offered under the buttons.
    expect(await page.getByTestId('chat-button').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Chat with us' }).last().isVisible()).toBe(true);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of ['/checkout', '/ordersuccess', '/adminlogin']) {
    await page.goto(url(route));
    await page.waitForLoadState('networkidle');
    expect([route, await page.getByTestId('chat-button').count()]).toEqual([route, 0]);
  }
});

it("gives a phone's header a menu to the sections and the store's one search, with or without JavaScript", async () => {
  const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Menu' }).click();
    // The magnifier leads to the results page's own box, a GET form the browser sends itself.
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL(url('/search'));
    await page.getByRole('searchbox', { name: 'Search the store' }).fill('gown');
    await page.getByRole('searchbox', { name: 'Search the store' }).press('Enter');
    await page.waitForURL(url('/search?q=gown'));
    const found = await page.getByTestId('product-card').allTextContents();
    expect(found.length).toBeGreaterThan(0);
    // The best match first: a gown by its name.
    expect(found[0]).toMatch(/gown/i);
  } finally {
    await context.close();
  }

  const { page } = session;
  await page.setViewportSize({ width: 390, height: 844 });
  await session.open('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  expect(await menu.isVisible()).toBe(true);
  await menu.click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  await panel.getByRole('link', { name: 'Accessories' }).click();
  await page.waitForURL(/\/accessories/);
  await panel.waitFor({ state: 'detached' });
  // A laptop's header has the section links themselves, no menu.
  // The media query applies on the next frame after the resize, which a loaded machine may delay.
  await page.setViewportSize({ width: 1366, height: 800 });
  await menu.waitFor({ state: 'hidden', timeout: 5_000 });
  await page.getByRole('navigation', { name: 'Store sections' }).waitFor({ state: 'visible', timeout: 5_000 });
});

it('keeps the site working when the catalog remote is down, and recovers on Retry', async () => {
  await session.site.stopApp('remote-catalog');

  await session.page.goto(url('/mens'));
  await session.page.getByText('This part of the store is unavailable right now.').waitFor();
  // The header and other remotes still work.
  expect(await session.page.getByTestId('cart-count').textContent()).toBe('0');
  await session.page.getByRole('link', { name: 'Elegance home' }).waitFor();
  await session.open('/ordersuccess');
  await session.page.getByRole('heading', { name: 'Thank You for Your Order!' }).waitFor();

  await session.page.goto(url('/mens'));
  await session.page.getByText('This part of the store is unavailable right now.').waitFor();
  await session.site.startApp('remote-catalog');
  await session.page.getByRole('button', { name: 'Retry' }).click();
  await session.page.getByTestId('product-card').first().waitFor();
});

it('loads a remote from the address in runtime-config.json, with no rebuild of the shell', async () => {
  const moved = await startStaticServer({
    root: path.join(ROOT, 'remote-catalog', 'dist'),
    port: 3411,
    corsOrigin: session.site.shellUrl,
  });
  const original = await session.site.moveRemote('catalog', 'http://localhost:3411/mf-manifest.json');
  try {
    const requested: string[] = [];
    session.page.on('request', (request) => requested.push(request.url()));
    await session.open('/');
    await session.page.getByRole('heading', { name: 'ELEGANCE AT A GLANCE' }).waitFor();
    expect(requested).toContain('http://localhost:3411/mf-manifest.json');
    expect(requested.some((u) => u.startsWith('http://localhost:3401/'))).toBe(false);
  } finally {
    await session.site.moveRemote('catalog', original);
    moved.close();
    moved.closeAllConnections();
  }
});

it('serves entry files for revalidation, hashed chunks for a year and precompressed, and remotes with CORS for the shell', async () => {
  const shell = session.site.shellUrl;
  const index = await fetch(`${shell}/mens`, { headers: { 'accept-encoding': 'gzip' } });
  // A kept storefront page: browsers revalidate it each time, a shared cache may keep it.
  expect(index.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60');
  const html = await index.text();
  const chunk = /src="([^"]+\.[0-9a-f]{8,}\.js)"/.exec(html)?.[1] as string;
  const script = await fetch(new URL(chunk, shell), { headers: { 'accept-encoding': 'gzip' } });
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(script.headers.get('content-encoding')).toBe('gzip');
  // The build's zopfli copy, sent as it is (smaller than the server's own gzip would be).
  const precompressed = path.join(session.site.shellRoot, `${new URL(chunk, shell).pathname}.gz`);
  expect(Number(script.headers.get('content-length'))).toBe(fs.statSync(precompressed).size);
  const manifest = await fetch('http://localhost:3401/mf-manifest.json', { headers: { origin: shell } });
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(manifest.headers.get('access-control-allow-origin')).toBe(shell);
  expect((await fetch(`${shell}/runtime-config.json`)).headers.get('cache-control')).toBe('no-cache');
  // In CI the apps are served by nginx with the container images' own configs.
  if (session.site.staticServer === 'nginx') expect(index.headers.get('server')).toMatch(/^nginx/);
});

it('sends a security policy that lets the page reach only the API and the remotes, and never be framed', async () => {
  const shell = session.site.shellUrl;
  for (const route of ['/', '/mens', '/runtime-config.json']) {
    const headers = (await fetch(`${shell}${route}`)).headers;
    expect(headers.get('content-security-policy')).toContain(
      "connect-src 'self' http://localhost:4400 http://localhost:3401 http://localhost:3402 http://localhost:3403 http://localhost:3404;",
    );
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('content-security-policy')).not.toContain('unsafe-eval');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }
  const remote = (await fetch('http://localhost:3401/mf-manifest.json')).headers;
  expect(remote.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(remote.get('x-content-type-options')).toBe('nosniff');
  // Another site cannot frame the shop (on a page of its own: the refusal is logged there).
  const framing = await session.browser.newPage();
  const refusals: string[] = [];
  framing.on('console', (message) => refusals.push(message.text()));
  await framing.setContent(`<iframe src="${shell}/mens"></iframe>`);
  for (let waited = 0; waited < 5000 && !refusals.some((r) => r.includes('frame-ancestors')); waited += 100)
    await framing.waitForTimeout(100);
  expect(refusals.join('\n')).toMatch(/frame-ancestors 'none'/);
  expect(await framing.frames()[1]?.locator('header').count()).toBe(0);
  await framing.close();
});

it('shows the footer on every storefront page; its help links open customer care at their section', async () => {
  const { page } = session;
  for (const route of ['/', '/mens', '/checkout', '/customer-dashboard']) {
    await session.open(route);
    expect(await page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' }).count()).toBe(1);
  }
  await session.open('/mens');
  await page.getByTestId('product-card').first().click();
  await page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
  const help = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
  expect(await help.getByRole('link').allTextContents()).toEqual([
    'Shipping',
    'Returns and alterations',
    'Made-to-measure lead time',
    'Contact us',
  ]);
  await help.getByRole('link', { name: 'Made-to-measure lead time' }).click();
  await page.waitForURL(session.url('/help#made-to-measure'));
  const section = page.getByRole('region', { name: 'Made-to-measure lead time' });
  // The dispatch days the API promises, and the section scrolled into view.
  await section.getByText(/leaves our workshop within 10 days of payment/).waitFor();
  expect(await section.evaluate((element) => element.getBoundingClientRect().top < innerHeight)).toBe(true);
  // The admin's pages have none.
  await session.open('/adminlogin');
  await page.getByRole('dialog', { name: 'Admin Sign In' }).waitFor();
  expect(await page.getByRole('contentinfo').count()).toBe(0);
});
