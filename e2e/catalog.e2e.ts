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
  await session.page.getByRole('complementary', { name: 'Categories' }).getByRole('button', { name: 'Suits' }).click();
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
});

it('sorts by price both ways', async () => {
  await session.open('/accessories');
  await cardTexts();
  await session.page.getByRole('button', { name: /^Sort:/ }).click();
  await session.page.getByRole('menuitemradio', { name: 'Price: Low to High' }).click();
  await session.page.waitForURL(/sort=price-asc/);
  const ascending = await waitForCards((texts) => {
    const prices = texts.map(rupees);
    return prices.every((price, i) => i === 0 || price >= (prices[i - 1] as number));
  });
  expect(ascending.length).toBeGreaterThanOrEqual(12);

  await session.page.getByRole('button', { name: /^Sort:/ }).click();
  await session.page.getByRole('menuitemradio', { name: 'Price: High to Low' }).click();
  await session.page.waitForURL(/sort=price-desc/);
  const descending = await waitForCards(
    (texts) => rupees(texts[0] as string) > rupees(texts[texts.length - 1] as string),
  );
  expect(descending.map(rupees)).toEqual([...ascending.map(rupees)].reverse());
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
