import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { signInAsAdmin, signInByPhone } from './shopper';
import { siteSession } from './testSite';

const session = siteSession();
async function visit(page: Page, route: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  await session.open(route, page);
  await ready(page);
  return seriousViolations(page);
}

const cards = (page: Page) => page.getByTestId('product-card').first().waitFor();

it('has no serious or critical accessibility violation on the shop pages', async () => {
  const { page } = session;
  const product = ((await (await fetch(`${session.site.apiUrl}/products/mens`)).json()) as { _id: string }[])[0];
  const found = [
    ...(await visit(page, '/', (p) => p.getByRole('heading', { name: 'ELEGANCE AT A GLANCE' }).waitFor())),
    ...(await visit(page, '/mens', cards)),
    ...(await visit(page, '/accessories', cards)),
    ...(await visit(page, `/product/${product?._id}`, (p) => p.getByRole('button', { name: 'ADD TO CART' }).waitFor())),
    ...(await visit(page, '/product/00000000-0000-0000-0000-000000000000', (p) =>
      p
        .getByText(/not found/i)
        .first()
        .waitFor(),
    )),
    ...(await visit(page, '/nowhere', (p) =>
      p
        .getByText(/not found/i)
        .first()
        .waitFor(),
    )),
    ...(await visit(page, '/womens', cards)),
    ...(await visit(page, '/login', (p) => p.getByRole('dialog', { name: 'Login' }).waitFor())),
    ...(await visit(page, '/terms', (p) => p.getByRole('heading', { name: 'Terms of Service' }).waitFor())),
    ...(await visit(page, '/privacy', (p) => p.getByRole('heading', { name: 'Privacy Policy' }).waitFor())),
    ...(await visit(page, '/unauthorized', (p) => p.getByRole('heading', { name: /restricted/ }).waitFor())),
  ];
  await session.open(`/product/${product?._id}`, page);
  await page.getByRole('radio', { name: 'M', exact: true }).check();
  await page.getByRole('radio', { name: '32', exact: true }).check();
  // Adding opens the bag's drawer.
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.getByRole('dialog', { name: 'Shopping cart' }).getByTestId('cart-line').waitFor();
  found.push(...(await seriousViolations(page)));
  found.push(...(await visit(page, '/checkout', (p) => p.getByRole('button', { name: /pay/i }).first().waitFor())));
  expect(found).toEqual([]);
});

it('has no serious or critical accessibility violation on the sign-in, dashboard and admin screens', async () => {
  const { page } = session;
  await session.open('/', page);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByLabel('Phone number').waitFor();
  const found = await seriousViolations(page);
  await signInByPhone(session, '9811155577');
  found.push(
    ...(await visit(page, '/customer-dashboard', (p) =>
      p
        .getByRole('heading', { name: /addresses/i })
        .first()
        .waitFor(),
    )),
  );

  const admin = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await admin.goto(session.url('/adminlogin'));
  await admin.getByRole('dialog', { name: 'Admin Sign In' }).waitFor();
  found.push(...(await seriousViolations(admin)));
  await signInAsAdmin(session, admin);
  await admin.getByText('Mens Products', { exact: true }).waitFor();
  found.push(...(await seriousViolations(admin)));
  for (const tab of ['Add Product', 'Orders', 'Mens', 'Coupons']) {
    await admin.getByRole('button', { name: tab, exact: true }).click();
    await admin.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(admin)));
  }
  await admin.close();
  expect(found).toEqual([]);
});

it('lets a keyboard skip the header: the first Tab reaches "Skip to content", Enter moves focus to the page', async () => {
  const { page } = session;
  await session.open('/mens');
  await cards(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
  expect(await skip.isVisible()).toBe(true);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
  // The next Tab goes into the page, past the header's links.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(false);
  expect(page.url()).toBe(session.url('/mens?type=all'));
});
