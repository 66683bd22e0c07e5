import type { Page } from 'playwright-core';
import { addProductByApi, placeOrderByApi, signInAsAdmin, signInByPhone } from './shopper';
import { siteSession } from './testSite';

const session = siteSession();

// Markup an admin (or anyone who got into the admin account) might type into a product.
const NAME = '<img src=x onerror="window.__xss=1">Mirror Clutch';
const DESCRIPTION = '<script>window.__xss=2</script><b>Hand-stitched</b> mirror work';

/** The page shows the markup as the text it is: nothing ran, no element came of it. */
async function expectShownAsText(page: Page) {
  await page.getByText(NAME).first().waitFor();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], b:text("Hand-stitched")').count()).toBe(0);
}

it('shows product names and descriptions with markup as text in the shop, the bag, the dashboard and the admin panel', async () => {
  const id = await addProductByApi(session, {
    name: NAME,
    price: 1499,
    description: DESCRIPTION,
    mainCategory: 'accessories',
    type: 'bag',
  });
  await placeOrderByApi(session, id, '+919811144455');
  const { page } = session;

  await session.open('/accessories', page);
  await expectShownAsText(page);
  await session.open(`/product/${id}`, page);
  await expectShownAsText(page);
  await page.getByText(DESCRIPTION).waitFor();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.getByText('Added to cart!').waitFor();
  // Adding opens the bag's drawer.
  await page.getByRole('dialog', { name: 'Shopping cart' }).getByText(NAME).waitFor();
  await expectShownAsText(page);
  await session.open('/checkout', page);
  await expectShownAsText(page);

  await signInByPhone(session, '9811144455');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expectShownAsText(page);

  const admin = await session.browser.newPage();
  await signInAsAdmin(session, admin);
  await admin.goto(session.url('/admin/allaccessories'));
  await expectShownAsText(admin);
  await admin.getByRole('button', { name: 'Orders' }).click();
  await expectShownAsText(admin);
  await admin.close();
});
