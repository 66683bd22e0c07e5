import { siteSession } from './testSite';

const session = siteSession();
const url = session.url;
const cards = () => session.page.getByTestId('product-card');

async function cardTexts(): Promise<string[]> {
  await cards().first().waitFor();
  return cards().allTextContents();
}

/** Waits until the grid shows a list for which `accept` holds (the list refetches after a change). */
async function waitForCards(accept: (texts: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const texts = await cards().allTextContents();
    if (texts.length && accept(texts)) return texts;
    if (Date.now() > deadline) throw new Error(`cards never matched: ${JSON.stringify(texts)}`);
    await session.page.waitForTimeout(100);
  }
}

const rupees = (text: string) => Number(/₹([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ''));

it('changes the category from the sidebar: the URL and the list follow', async () => {
  await session.open('/mens');
  const all = await cardTexts();
  expect(all.length).toBeGreaterThanOrEqual(12);
  await session.page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: 'Suits' }).click();
  await session.page.waitForURL(url('/mens?type=suits'));
  const suits = await waitForCards((texts) => texts.every((t) => t.toLowerCase().startsWith('suits')));
  expect(suits.length).toBeLessThan(all.length);
});

it('narrows the list with the search box and keeps the search in the URL', async () => {
  await session.open('/womens');
  const all = await cardTexts();
  await session.page.getByRole('searchbox', { name: 'Search products' }).fill('gown');
  await session.page.waitForURL(/search=gown/);
  const found = await waitForCards((texts) => texts.length < all.length);
  expect(found.every((text) => /gown/i.test(text))).toBe(true);

  await session.page.getByRole('searchbox', { name: 'Search products' }).fill('no such thing');
  await session.page.getByText('No products found matching no such thing').waitFor();
  // The way back: the section's best sellers, and Clear search, which brings the whole list back.
  await session.page.getByRole('heading', { name: 'Best sellers in Womens Wear' }).waitFor();
  await session.page.getByRole('link', { name: 'Clear search' }).click();
  await session.page.waitForURL(url('/womens?type=all'));
  expect(await session.page.getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe('');
  await waitForCards((texts) => texts.length === all.length);
});

it("filters from the sidebar: the URL, the API's query and a removable chip follow; Clear all undoes them", async () => {
  await session.open('/mens?type=all');
  await cardTexts();
  const sidebar = session.page.getByRole('complementary', { name: 'Filters' });
  await sidebar.getByText('Colour', { exact: true }).click();
  // The listing's read with the colour (its counts are asked for at /facets as well).
  const asked = session.page.waitForRequest((request) => {
    const read = new URL(request.url());
    return read.searchParams.get('colour') === 'Gold' && !read.pathname.endsWith('/facets');
  });
  await sidebar.getByRole('list', { name: 'Colour' }).getByRole('checkbox', { name: /^Gold/ }).check();
  await sidebar.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await session.page.waitForURL(url('/mens?type=all&colour=Gold'));
  expect(new URL((await asked).url()).pathname).toBe('/api/products/mens');

  await sidebar.getByText('Price', { exact: true }).click();
  await sidebar.getByLabel('Max ₹').fill('20000');
  await sidebar.getByRole('button', { name: /^Show/ }).click();
  await session.page.waitForURL(url('/mens?type=all&maxPrice=20000&colour=Gold'));
  const chips = session.page.getByRole('list', { name: 'Active filters' });
  // The URL changes first; the chips follow with the page's next render.
  await chips.getByRole('link', { name: /Up to ₹20,000/ }).waitFor();
  expect(await chips.getByRole('link').allTextContents()).toEqual(['Up to ₹20,000✕', 'Gold✕', 'Clear all']);
  await chips.getByRole('link', { name: 'Clear all' }).click();
  await session.page.waitForURL(url('/mens?type=all'));
  await session.page.getByRole('list', { name: 'Active filters' }).waitFor({ state: 'detached' });
});

it('sorts by price both ways', async () => {
  await session.open('/accessories');
  await cardTexts();
  await session.page.getByRole('button', { name: /^Sort:/ }).click();
  await session.page.getByRole('link', { name: 'Price: Low to High' }).click();
  await session.page.waitForURL(/sort=price-asc/);
  const ascending = await waitForCards((texts) => {
    const prices = texts.map(rupees);
    return prices.every((price, i) => i === 0 || price >= (prices[i - 1] as number));
  });
  expect(ascending.length).toBeGreaterThanOrEqual(12);

  await session.page.getByRole('button', { name: /^Sort:/ }).click();
  await session.page.getByRole('link', { name: 'Price: High to Low' }).click();
  await session.page.waitForURL(/sort=price-desc/);
  const descending = await waitForCards(
    (texts) => rupees(texts[0] as string) > rupees(texts[texts.length - 1] as string),
  );
  expect(descending.map(rupees)).toEqual([...ascending.map(rupees)].reverse());
});

/** The cards' prices are in ascending order. */
function ascending(texts: string[]): boolean {
  const prices = texts.map(rupees);
  return prices.length > 0 && prices.every((price, i) => i === 0 || price >= (prices[i - 1] as number));
}

it('sorts, filters and searches a listing on a phone with JavaScript off: the server draws each answer', async () => {
  const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(url('/mens'));
    await page.getByRole('button', { name: 'Sort: Most Popular ▾' }).click();
    await page.getByRole('link', { name: 'Price: Low to High' }).click();
    await page.waitForURL(url('/mens?type=all&sort=price-asc'));
    const all = await page.getByTestId('product-card').allTextContents();
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(ascending(all)).toBe(true);

    await page.getByRole('button', { name: 'Filter' }).click();
    // The filters come first; the categories are folded under the current one.
    await page.getByText('Category: All', { exact: true }).click();
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Suits' }).click();
    await page.waitForURL(url('/mens?type=suits&sort=price-asc'));
    const suits = await page.getByTestId('product-card').allTextContents();
    expect(suits.every((text) => text.toLowerCase().startsWith('suits'))).toBe(true);
    expect(ascending(suits)).toBe(true);
    expect(await page.getByRole('button', { name: 'Sort: Price: Low to High ▾' }).isVisible()).toBe(true);

    const search = page.getByRole('searchbox', { name: 'Search products' });
    const name = await page.getByTestId('product-card').first().getByRole('heading').textContent();
    const word = name?.split(' ')[0] ?? '';
    await search.fill(word);
    await search.press('Enter');
    await page.waitForURL((address) => address.searchParams.get('search') === word);
    const found = new URL(page.url()).searchParams;
    expect([found.get('type'), found.get('sort')]).toEqual(['suits', 'price-asc']);
    const matches = await page.getByTestId('product-card').allTextContents();
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(suits.length);
    expect(await search.inputValue()).toBe(word);

    // Filters too: a colour link, then the price form, each keeping the rest of the query.
    await page.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByRole('list', { name: 'Filters' });
    await filters.getByText('Colour', { exact: true }).click();
    await filters.getByRole('list', { name: 'Colour' }).getByRole('checkbox', { name: /^Gold/ }).check();
    await filters.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL((address) => address.searchParams.get('colour') === 'Gold');
    await page.getByRole('button', { name: 'Filter (1)' }).click();
    const menu = page.getByRole('list', { name: 'Filters' });
    await menu.getByText('Price', { exact: true }).click();
    await menu.getByLabel('Min ₹').fill('1000');
    await menu.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL((address) => address.searchParams.get('minPrice') === '1000');
    const filtered = new URL(page.url()).searchParams;
    expect([filtered.get('type'), filtered.get('sort'), filtered.get('search'), filtered.get('colour')]).toEqual([
      'suits',
      'price-asc',
      word,
      'Gold',
    ]);
    const chips = page.getByRole('list', { name: 'Active filters' });
    expect(await chips.getByRole('link').allTextContents()).toEqual(['From ₹1,000✕', 'Gold✕', 'Clear all']);
    await chips.getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL((address) => !address.searchParams.has('colour') && !address.searchParams.has('minPrice'));
    expect(new URL(page.url()).searchParams.get('search')).toBe(word);
  } finally {
    await context.close();
  }
});

it('opens the Sort list of a drawn listing before its code has arrived, and its choice works', async () => {
  // Before the catalogue's code arrives (a slow phone line) the page is only what was drawn: a
  // browser without JavaScript sees exactly that, with no race against the code's arrival.
  const context = await session.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url('/accessories'));
    await page.getByRole('button', { name: /^Sort:/ }).click();
    await page.getByRole('link', { name: 'Price: Low to High' }).click();
    await page.waitForURL(/sort=price-asc/);
    const cheapestFirst = await page.getByTestId('product-card').allTextContents();
    expect(cheapestFirst.length).toBeGreaterThanOrEqual(12);
    expect(ascending(cheapestFirst)).toBe(true);
  } finally {
    await context.close();
  }
});

it('adds a sized product to the cart from its page and the header count goes up', async () => {
  await session.open('/mens?type=suits');
  await cards().first().click();
  await session.page.waitForURL(/\/product\//);
  await session.page.getByRole('button', { name: 'ADD TO CART' }).waitFor();
  const name = (await session.page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(await session.page.title()).toBe(`${name} | Elegance`);
  expect(await session.page.getByTestId('cart-count').textContent()).toBe('0');

  await session.page.getByRole('button', { name: 'ADD TO CART' }).click();
  await session.page.getByText('Please select both upper and lower sizes').first().waitFor();
  await session.page.getByRole('radio', { name: 'L', exact: true }).check();
  await session.page.getByRole('radio', { name: '34', exact: true }).check();
  await session.page.getByRole('button', { name: 'ADD TO CART' }).click();
  await session.page.getByText('Added to cart!').waitFor();
  expect(await session.page.getByTestId('cart-count').textContent()).toBe('1');
  // The main image came through the image pipeline at the product's size (800 wide by default),
  // and the width the browser chose from its srcset (half of this 1280 px window) is real too.
  const main = session.page.getByRole('button', { name: /^Zoom image 1/ }).locator('img');
  expect(await main.getAttribute('src')).toMatch(/\?tr=w-800,q-90,f-auto$/);
  const chosen = await main.evaluate((img: HTMLImageElement) =>
    img.decode().then(() => ({ src: img.currentSrc, width: img.naturalWidth })),
  );
  expect(chosen.src).toMatch(/\?tr=w-640,q-90,f-auto$/);
  expect(chosen.width).toBe(640);
});

it("on a phone, a product's bar follows the choice with its price, toasts stay under the header, the chart says it scrolls", async () => {
  const { page } = session;
  await page.setViewportSize({ width: 390, height: 844 });
  await session.open('/womens');
  await cards().first().click();
  const bar = page.getByRole('region', { name: 'Buy' });
  await bar.getByRole('button', { name: 'Select size' }).waitFor();
  const price =
    (await page
      .getByText(/^Rs\.[\d,]+$/)
      .first()
      .textContent()) ?? '';
  expect(await bar.getByText(price).isVisible()).toBe(true);

  // The size chart's last columns lie beyond a phone's edge: it says so until they are reached.
  await page.getByRole('button', { name: 'View Size Guide' }).click();
  await page.getByText('Scroll for more →').waitFor();
  await page
    .getByRole('region', { name: 'Size chart' })
    .evaluate((chart) => chart.scrollTo({ left: chart.scrollWidth }));
  await page.getByText('Scroll for more →').waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');

  // Measurements given: the bar says so, keeps the price, and adds the piece.
  await page.getByRole('checkbox', { name: 'Enter custom measurements' }).check();
  for (const input of await page.locator('input[inputmode="decimal"]').all()) await input.fill('30');
  await page.evaluate(() => window.scrollTo(0, 0));
  await bar.getByText('Your measurements').waitFor();
  expect(await bar.getByText(price).isVisible()).toBe(true);
  await bar.getByRole('button', { name: 'ADD TO CART' }).click();
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'Added to cart!' });
  await toast.waitFor();
  await page.waitForTimeout(800); // its entrance has settled
  const header = await page.locator('header').first().boundingBox();
  const box = await toast.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 64));
  expect(await page.getByTestId('cart-count').textContent()).toBe('1');
  // Adding opened the bag; closed, the bar opens it again.
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await drawer.waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await bar.getByRole('button', { name: 'View bag' }).click();
  await drawer.waitFor();
});

it('BUY NOW adds the item and lands on /checkout', async () => {
  await session.open('/womens');
  await cards().first().click();
  await session.page.getByRole('radio', { name: 'S', exact: true }).check();
  await session.page.getByRole('button', { name: 'BUY NOW' }).click();
  await session.page.waitForURL(url('/checkout'));
  expect(await session.page.getByTestId('cart-count').textContent()).toBe('1');
});

it('zooms an image: arrows wrap around and Escape closes', async () => {
  const response = await fetch(`${session.site.apiUrl}/api/products/womens?limit=100`);
  const many = ((await response.json()) as { _id: string; images: unknown[] }[]).find((p) => p.images.length >= 2);
  expect(many).toBeDefined();
  await session.open(`/product/${many?._id}`);
  const count = many?.images.length ?? 0;
  await session.page.getByRole('button', { name: `Zoom image 1 of ${count}` }).click();
  const zoom = session.page.getByRole('dialog', { name: new RegExp(`image 1 of ${count}$`) });
  await zoom.waitFor();
  await session.page.keyboard.press('ArrowLeft');
  await session.page.getByRole('dialog', { name: new RegExp(`image ${count} of ${count}$`) }).waitFor();
  await session.page.keyboard.press('Escape');
  await zoom.waitFor({ state: 'detached' });
});

it('opens a product with several images at the top of the page, its name in view', async () => {
  const response = await fetch(`${session.site.apiUrl}/api/products/mens?limit=100`);
  const many = ((await response.json()) as { _id: string; name: string; images: unknown[] }[]).find(
    (p) => p.images.length >= 2,
  );
  await session.page.setViewportSize({ width: 1366, height: 900 });
  await session.open(`/product/${many?._id}`);
  await session.page.getByRole('heading', { name: many?.name }).waitFor();
  // The thumbnails load lazily below the image; give any late scroll its chance.
  await session.page.waitForTimeout(500);
  expect(await session.page.evaluate(() => window.scrollY)).toBe(0);
  const heading = await session.page.getByRole('heading', { name: many?.name }).boundingBox();
  expect(heading?.y).toBeGreaterThan(0);
});

it('shows a not-found page for an unknown product', async () => {
  await session.open('/product/00000000-0000-4000-8000-000000000000');
  await session.page.getByRole('heading', { name: 'Product not found' }).waitFor();
});

it('loads the home blocks below the landing only as they near the screen', async () => {
  const requested: string[] = [];
  session.page.on('request', (request) => requested.push(request.url()));
  await session.open('/');
  await session.page.getByTestId('background-grid').locator('img').first().waitFor();
  await session.page.waitForLoadState('networkidle');
  expect(await session.page.getByRole('heading', { name: 'Why choose us' }).count()).toBe(0);
  const atStart = requested.length;
  expect(requested.filter((u) => /\/products\/\w+\?limit=4/.test(u))).toEqual([]);

  await session.page.getByTestId('lazy-why').scrollIntoViewIfNeeded();
  await session.page.getByRole('heading', { name: 'Why choose us' }).waitFor();
  expect(requested.length).toBeGreaterThan(atStart);
});

it('shows one warning for the same mistake made three times, and closes it after 2 seconds', async () => {
  const { page } = session;
  await session.open('/womens');
  await page.getByTestId('product-card').first().click();
  const add = page.getByRole('button', { name: 'ADD TO CART' });
  await add.waitFor();
  await page.waitForSelector('html[data-live]', { state: 'attached' });
  for (let i = 0; i < 3; i++) await add.click();
  const warnings = page.locator('.Toastify__toast').filter({ hasText: 'Please select a size' });
  await warnings.first().waitFor();
  expect(await warnings.count()).toBe(1);
  // The pointer away from the toast (hovering holds it): it goes after the product's 2 seconds.
  await page.mouse.move(0, 500);
  await warnings.first().waitFor({ state: 'detached', timeout: 4_000 });
});
