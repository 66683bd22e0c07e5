import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { signInAsAdmin, signInByPhone } from './shopper';
import { siteSession } from './testSite';

/*
 * Visual regression: each screen at a phone's and a laptop's width, compared with the baseline
 * committed in e2e/visual/. `npm run test:visual:update` writes new baselines on purpose; a
 * failing comparison leaves the actual and a diff image in e2e/visual/.diff/ (not committed).
 */
const BASELINES = path.join(__dirname, 'visual');
const DIFFS = path.join(BASELINES, '.diff');
const UPDATE = process.env.UPDATE_VISUAL === '1';
/** Share of pixels that may differ (anti-aliasing of a glyph or two), and how different one may be. */
const MAX_DIFF_RATIO = 0.002;
const PIXEL_THRESHOLD = 0.12;

const WIDTHS = [
  { label: '390', width: 390, height: 844 },
  { label: '1366', width: 1366, height: 900 },
] as const;

// Its own site on other ports: its screens (the admin dashboard's counts, a listing's stock and
// ratings) are compared pixel by pixel with baselines drawn on the untouched demo data.
const session = siteSession({ ownSite: true });

/** Fonts loaded, images decoded, nothing moving: what a shopper would see once the page settles. */
async function settle(page: Page) {
  // The pointer off the page's controls: no hover state, and toasts (which pause under it) close.
  await page.mouse.move(0, (page.viewportSize()?.height ?? 1) - 1);
  await page.evaluate(() => document.fonts.ready);
  // Images on screen decoded (a lazy one below the fold, or scrolled out of a gallery's row, is
  // never fetched, so it is not awaited): each image's box clipped by its scrolling ancestors.
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      let [left, right, top, bottom] = [box.left, box.right, box.top, box.bottom];
      for (let parent = img.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      const onScreen =
        box.width > 0 &&
        right > Math.max(left, 0) &&
        left < innerWidth &&
        bottom > Math.max(top, 0) &&
        top < innerHeight;
      return !onScreen || (img.complete && img.naturalWidth > 0);
    }),
  );
  await page.locator('.Toastify__toast').waitFor({ state: 'detached', timeout: 10_000 });
  await page.waitForTimeout(300);
}

async function compare(page: Page, name: string) {
  await settle(page);
  const actual = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const file = path.join(BASELINES, `${name}.png`);
  if (UPDATE) {
    fs.mkdirSync(BASELINES, { recursive: true });
    fs.writeFileSync(file, actual);
    return;
  }
  if (!fs.existsSync(file)) throw new Error(`no baseline for ${name}: run npm run test:visual:update and commit it`);
  const expected = PNG.sync.read(fs.readFileSync(file));
  const shot = PNG.sync.read(actual);
  expect({ width: shot.width, height: shot.height }).toEqual({ width: expected.width, height: expected.height });
  const diff = new PNG({ width: shot.width, height: shot.height });
  const changed = pixelmatch(expected.data, shot.data, diff.data, shot.width, shot.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = changed / (shot.width * shot.height);
  if (ratio <= MAX_DIFF_RATIO) return;
  fs.mkdirSync(DIFFS, { recursive: true });
  fs.writeFileSync(path.join(DIFFS, `${name}.actual.png`), actual);
  fs.writeFileSync(path.join(DIFFS, `${name}.diff.png`), PNG.sync.write(diff));
  throw new Error(
    `${name}: ${(ratio * 100).toFixed(2)}% of the pixels changed (allowed ${MAX_DIFF_RATIO * 100}%); see e2e/visual/.diff/${name}.diff.png`,
  );
}

/** The first womens product's page, and its path. */
async function firstProduct(page: Page): Promise<string> {
  await session.open('/womens', page);
  const href = await page.getByTestId('product-card').first().getAttribute('href');
  if (!href) throw new Error('no product card on /womens');
  return href;
}

describe.each(WIDTHS)('at $label px', ({ label, width, height }) => {
  let page: Page;
  beforeEach(async () => {
    page = await session.browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  });
  afterEach(() => page.close());

  it('home, a listing and a product', async () => {
    await session.open('/', page);
    // The landing's background grid is drawn after the page: its pictures are part of the look.
    await page.getByTestId('background-grid').locator('img').first().waitFor();
    await compare(page, `home-${label}`);
    await session.open('/mens', page);
    await compare(page, `listing-${label}`);
    await session.open(await firstProduct(page), page);
    await compare(page, `product-${label}`);
  });

  it('the bag drawer and checkout', async () => {
    await session.open(await firstProduct(page), page);
    await page.getByRole('radio', { name: 'S', exact: true }).check();
    await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
    // Adding opens the drawer itself; clicking the bag as well raced it (once the drawer's code
    // was cached, the open drawer's overlay took the click and the test timed out).
    await page.getByRole('button', { name: /^Shopping bag, 1 item/ }).waitFor();
    await page.getByRole('dialog', { name: /cart|bag/i }).waitFor();
    await compare(page, `drawer-${label}`);
    await session.open('/checkout', page);
    await page.getByRole('heading', { name: 'Shipping address' }).waitFor();
    await compare(page, `checkout-${label}`);
  });

  it('the dashboard and the admin panel', async () => {
    // Signed in at a laptop's width (the header shows the phone there), then looked at at this one.
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInByPhone(session, width === 390 ? '9000000390' : '9000001366', page);
    await page.setViewportSize({ width, height });
    await session.open('/customer-dashboard', page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await compare(page, `dashboard-${label}`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAsAdmin(session, page);
    await page.setViewportSize({ width, height });
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Mens Products', { exact: true }).waitFor();
    await compare(page, `admin-${label}`);
  });
});
