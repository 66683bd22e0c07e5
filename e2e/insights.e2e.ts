import fs from 'node:fs';
import path from 'node:path';
import { addProductByApi, placeOrderByApi, signInAsAdmin } from './shopper';
import { siteSession } from './testSite';

const session = siteSession();
/** Where the phone and laptop pictures of the Insights tab go, to look at after a run. */
const SHOTS = '/tmp/shots-insights';

it('the Insights tab draws its charts, each with its numbers, on a phone and on a laptop', async () => {
  const { page } = session;
  const productId = await addProductByApi(session, {
    name: 'Insights Test Potli Bag',
    price: 1499,
    description: 'A potli bag for the insights tests.',
    mainCategory: 'accessories',
    type: 'bag',
  });
  await placeOrderByApi(session, productId, '+919822200045');

  await signInAsAdmin(session, page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Insights', exact: true })
    .click();
  await page.getByRole('heading', { name: 'Insights', exact: true }).waitFor();
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The bag placed today counts under its section, and the revenue line is drawn (an SVG path).
    const sections = page.getByRole('table', { name: 'Pieces sold by section: the numbers' });
    await sections.getByRole('row').filter({ hasText: 'Accessories' }).waitFor();
    for (const chart of ['Revenue received', 'Orders placed', 'Money by payment method', 'Pieces sold by section']) {
      const figure = page.getByRole('figure', { name: chart });
      await figure.locator('svg.recharts-surface').first().waitFor();
      const box = await figure.boundingBox();
      // The chart fits the screen: nothing wider than the window.
      expect(box?.width ?? Infinity).toBeLessThanOrEqual(width);
    }
    await page.locator('.recharts-line path.recharts-curve').first().waitFor();
    await page.screenshot({
      path: path.join(SHOTS, `insights-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  // Orders in the range: at least the one placed, in the headline.
  const orders = page.getByRole('region', { name: 'Sales' }).locator('dt:text-is("Orders") + dd');
  expect(Number((await orders.textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
});
