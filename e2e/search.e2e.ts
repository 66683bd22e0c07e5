import type { Page } from 'playwright-core';
import { siteSession } from './testSite';

/**
 * Issue 44, the shopper's side: the header's search on a budget phone, its suggestions picked
 * with the keyboard, the results page with a filter, "Did you mean" for a word typed in a hurry,
 * and the Hindi results. Against the real API and its seeded catalogue (the seed names its
 * lehengas 'Lengha' and its saris 'Sarees'/'Saree').
 */
const session = siteSession();
const url = session.url;

/** A phone: 390 px wide, touch. */
const phone = () => session.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const box = (page: Page) => page.getByRole('combobox', { name: 'Search the store' });

it('suggests pieces as she thumbs "lengha" on a phone, and the keyboard picks one', async () => {
  const page = await phone();
  try {
    await session.open('/', page);
    // On a phone the box hides behind the magnifier, which opens it the header's full width.
    expect(await box(page).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Search' }).tap();
    expect(await box(page).isVisible()).toBe(true);
    expect(await box(page).evaluate((element) => element === document.activeElement)).toBe(true);
    const width = (await box(page).boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(250);

    // One question for the burst of letters, once she pauses.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search/suggest')) asked.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    await box(page).pressSequentially('lengha', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor();
    expect(asked.at(-1)).toBe('lengha');
    expect(asked.length).toBeLessThan(3);
    const options = list.getByRole('option');
    // The categories first ('Party Wear Lehenga, 1 piece in Womens Wear'), then the pieces, priced.
    const texts = await options.allTextContents();
    expect(texts[0]).toMatch(/(Lehenga|Lengha).* in Womens Wear$/i);
    const piece = texts.findIndex((text) => /₹[\d,]+$/.test(text));
    expect(texts[piece]).toMatch(/Lengha|Lehenga/i);
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');

    // Each press moves one option down (the box keeps focus and names the active one).
    for (let step = 0; step <= piece; step += 1) {
      await box(page).press('ArrowDown');
      const id = await options.nth(step).getAttribute('id');
      await page.waitForFunction(
        (expected) => document.activeElement?.getAttribute('aria-activedescendant') === expected,
        id,
      );
    }
    const chosen = options.nth(piece);
    expect(await box(page).getAttribute('aria-activedescendant')).toBe(await chosen.getAttribute('id'));
    expect(await chosen.getAttribute('aria-selected')).toBe('true');
    const name = (await chosen.locator('strong').textContent()) ?? '';
    await box(page).press('Enter');
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  } finally {
    await page.close();
  }
});

it('searches "sari" from the header into the results page, narrows it with a filter, and forgives a slip', async () => {
  const page = await phone();
  try {
    await session.open('/mens', page);
    await page.getByRole('link', { name: 'Search' }).tap();
    await box(page).pressSequentially('sari', { delay: 30 });
    await box(page).press('Enter');
    await page.waitForURL(url('/search?q=sari'));
    await page.getByRole('heading', { level: 1, name: 'Results for “sari”' }).waitFor();
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    expect(await cards.allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/sare/i)]));

    // A filter from the listing's own: the phone's Filter menu, one colour, Show results.
    const colour = /^Colour$/;
    await page.getByText('Filter', { exact: true }).tap();
    await page.getByRole('form', { name: 'Filter choices' }).first().getByText(colour).first().tap();
    const choice = page.getByRole('form', { name: 'Filter choices' }).first().getByRole('checkbox').first();
    const chosen = (await choice.getAttribute('value')) ?? '';
    await choice.check();
    await page.getByRole('form', { name: 'Filter choices' }).first().getByRole('button', { name: /^Show/ }).tap();
    await page.waitForURL(new RegExp(`/search\\?q=sari&colour=${chosen}`));
    // The URL moves before the results redraw: wait for the chip rather than read it at once.
    await page.getByRole('link', { name: new RegExp(`Remove filter: ${chosen}`) }).waitFor();

    // A slip the search forgives: the lehengas found, and the word it understood offered.
    await session.open('/search?q=lenhga', page);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByText('Did you mean:').getByRole('link').textContent()).toMatch(/^le/);

    // Two slips in a short word: nothing found, the close word offered, and popular pieces.
    await session.open('/search?q=kurtxx', page);
    await page.getByText('Nothing found for “kurtxx”').waitFor();
    const meant = page.getByText('Did you mean:').getByRole('link');
    const word = (await meant.textContent()) ?? '';
    expect(word).toBe('kurta');
    expect(
      await page.getByRole('region', { name: 'Popular pieces' }).getByTestId('product-card').count(),
    ).toBeGreaterThan(0);
    await meant.tap();
    await page.waitForURL(url(`/search?q=${encodeURIComponent(word)}`));
    await page.getByTestId('product-card').first().waitFor();
  } finally {
    await page.close();
  }
});

it('draws the results in Hindi and without JavaScript, where Enter in the header box still searches', async () => {
  const hindi = await (await fetch(url('/hi/search?q=sari'))).text();
  expect(hindi).toContain('<html lang="hi-IN"');
  expect(hindi).toContain('<meta name="robots" content="noindex">');
  expect(hindi).toContain('“sari” के नतीजे');

  const context = await session.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1366, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.goto(url('/hi/womens'));
    const header = page.getByRole('banner');
    await header.getByRole('combobox').fill('sari');
    await header.getByRole('combobox').press('Enter');
    await page.waitForURL(url('/hi/search?q=sari'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('“sari” के नतीजे');
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
