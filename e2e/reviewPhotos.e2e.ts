import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seedImageFileId } from '../api/src/seed/catalogSeed';
import { accessoriesInStock, adminApi, placeOrderByApi, signInAsAdmin, signInByPhone } from './shopper';
import { siteSession } from './testSite';

const session = siteSession();
/** Screenshots at phone and desktop widths, for a look at the screens (only when REVIEW_PHOTOS_SCREENSHOTS names a folder). */
const SHOTS = process.env.REVIEW_PHOTOS_SCREENSHOTS ?? '';

async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  const viewport = page.viewportSize();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** Two of the seeded product photos, as a buyer would pick them from their phone. */
function photos(): string[] {
  const dir = path.join(os.tmpdir(), 'store-test-media', 'products');
  return [0, 1].map((index) => path.join(dir, `${seedImageFileId(index, 0)}.jpg`));
}

/** A completed order of the product for this phone, as the desk leaves it after delivery. */
async function completedOrder(productId: string, phone: string) {
  const { order } = await placeOrderByApi(session, productId, phone);
  const route = `/admin/orders/${order._id}`;
  const shipped = { status: 'shipped', courier: 'Blue Dart', trackingNumber: 'BD77009911' };
  await adminApi(session, 'PUT', `${route}/fulfilment`, shipped);
  await adminApi(session, 'PUT', `${route}/fulfilment`, { status: 'delivered' });
  await adminApi(session, 'PUT', `${route}/completed`, { completed: true });
}

it('lets a buyer add photos to a review, shows them under it and larger in a dialog, and the admin hides them', async () => {
  const bought = (await accessoriesInStock(session))[0] as { _id: string; name: string };
  await completedOrder(bought._id, '+919811177799');
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

  const customer = session.page;
  await signInByPhone(session, '9811177799', customer);
  await customer.getByRole('button', { name: 'Dashboard' }).click();
  // The review is signed with the account's name, which the dashboard asks for.
  await customer.getByLabel('Name', { exact: true }).fill('Meera Iyer');
  await customer.getByRole('button', { name: 'Save name' }).click();
  await customer.getByText('Name saved').waitFor();
  const stars = customer.getByRole('group', { name: `Rate ${bought.name}` });
  await stars.getByLabel('5 stars').check();
  await customer.getByText(`Thanks for rating ${bought.name}!`).waitFor();
  // Each star is a 44 px target.
  const box = await stars.locator('label').first().boundingBox();
  expect([box?.width, box?.height]).toEqual([44, 44]);

  await customer.getByRole('button', { name: `Review ${bought.name}` }).click();
  const form = customer.getByRole('form', { name: `Review of ${bought.name}` });
  await form.getByLabel('Your review (optional)').fill('The stitching is neat and the colour is as shown.');
  const picker = form.getByRole('group', { name: 'Photos (optional, up to 3)' });
  const notes = path.join(os.tmpdir(), 'review-notes.txt');
  fs.writeFileSync(notes, 'not a picture');
  await picker.getByLabel('Add photos').setInputFiles([...photos(), notes]);
  await picker.getByRole('alert').filter({ hasText: 'review-notes.txt is not a picture' }).waitFor();
  expect(await picker.getByRole('img').count()).toBe(2);
  const remove = await picker.getByRole('button', { name: 'Remove photo 1' }).boundingBox();
  expect(remove?.height).toBeGreaterThanOrEqual(44);
  await shoot(customer, 'account-review-form');
  await form.getByRole('button', { name: 'Save review' }).click();
  await customer.getByText(`Thanks for reviewing ${bought.name}!`).waitFor();

  const shopper = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await session.open(`/product/${bought._id}`, shopper);
  const alt = "Photo from Meera I.'s review";
  const thumbnails = shopper.getByRole('img', { name: alt });
  await shopper.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  await thumbnails.nth(1).waitFor();
  expect(await thumbnails.count()).toBe(2);
  // Lazy, in a box of its own size before the picture arrives: nothing below it moves.
  expect(await thumbnails.first().getAttribute('loading')).toBe('lazy');
  const thumbnailBox = await shopper.getByRole('button', { name: alt }).first().boundingBox();
  expect([thumbnailBox?.width, thumbnailBox?.height]).toEqual([80, 80]);
  await shoot(shopper, 'product-reviews');
  await shopper.getByRole('button', { name: alt }).first().click();
  const dialog = shopper.getByRole('dialog', { name: alt });
  const large = dialog.getByRole('img', { name: alt });
  await large.waitFor();
  await shopper.waitForFunction((img) => (img as HTMLImageElement).complete, await large.elementHandle());
  expect(await large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  await shoot(shopper, 'product-review-dialog', false);
  await shopper.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  const admin = await session.browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsAdmin(session, admin);
  await admin.getByRole('button', { name: 'Reviews' }).click();
  const review = admin.getByRole('listitem').filter({ hasText: 'The stitching is neat' });
  await review.getByText('+91 ••••••7799').waitFor();
  expect(await review.getByRole('img', { name: alt }).count()).toBe(2);
  await shoot(admin, 'admin-reviews');
  await review.getByRole('button', { name: 'Hide' }).click();
  await admin.getByText(`Review of ${bought.name} hidden`).waitFor();

  await session.open(`/product/${bought._id}`, shopper);
  await shopper.getByRole('heading', { name: bought.name }).waitFor();
  await shopper.mouse.wheel(0, 4000);
  await shopper.waitForTimeout(500);
  expect(await shopper.getByRole('img', { name: alt }).count()).toBe(0);
  expect(await shopper.getByText('The stitching is neat').count()).toBe(0);
  await Promise.all([shopper.close(), admin.close()]);
});
