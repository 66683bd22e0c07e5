import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { stockKeysFor } from '@store/shared/catalog';
import { addProductByApi, adminApi, placeOrderByApi, signInAsAdmin, signInByPhone } from './shopper';
import { siteSession } from './testSite';

const session = siteSession();
/** Where the phone and desktop pictures of the two screens go, to look at after a run. */
const SHOTS = path.join(os.tmpdir(), 'returns-screenshots');

const SET = {
  price: 2999,
  description: 'A linen kurta set for the return tests.',
  mainCategory: 'mens' as const,
  type: 'kurta-set',
};

/** A men's set with ten of every size, bought in M / 32 by this phone and delivered by the desk. */
async function deliveredSet(name: string, phone: string) {
  const productId = await addProductByApi(session, { ...SET, name });
  const { order } = await placeOrderByApi(session, productId, phone, { upper: 'M', lower: '32' });
  await adminApi(session, 'PUT', `/admin/orders/${order._id}/fulfilment`, {
    status: 'shipped',
    courier: 'Delhivery',
    trackingNumber: 'DL55500011',
  });
  await adminApi(session, 'PUT', `/admin/orders/${order._id}/fulfilment`, { status: 'delivered' });
  return { productId, orderId: order._id };
}

/** A part of the screen on a phone and on a laptop, saved for a person to look at. */
async function shoot(page: Page, name: string, part: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The fixed header and the skip link would lie over the part once it is scrolled to.
    await part.screenshot({
      path: path.join(SHOTS, `${name}-${width}.png`),
      animations: 'disabled',
      style: 'header, a[href="#content"], .Toastify { visibility: hidden !important; }',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

it('a shopper asks for an exchange from the order card, for a size in stock, and follows its steps', async () => {
  const { page } = session;
  const { productId } = await deliveredSet('Return Test Kurta Set', '+919844400011');
  // Upper L has none left: the form offers it as out of stock.
  await adminApi(session, 'PUT', `/admin/products/${productId}`, {
    ...SET,
    name: 'Return Test Kurta Set',
    stock: { ...Object.fromEntries(stockKeysFor('mens').map((key) => [key, 10])), 'upper:L': 0 },
  });
  await signInByPhone(session, '9844400011');
  await session.open('/customer-dashboard', page);
  const card = page.getByRole('article').filter({ hasText: 'Return Test Kurta Set' });
  await card.getByText(/Returns and exchanges until/).waitFor();
  await card.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('form', { name: 'Return or exchange Return Test Kurta Set' });
  // Sizes come from the stock: L has none left, so it is offered as out of stock.
  await form.getByRole('option', { name: 'L (out of stock)' }).waitFor({ state: 'attached' });
  expect(await form.getByRole('option', { name: 'L (out of stock)' }).isDisabled()).toBe(true);
  await form.getByLabel('New upper size').selectOption('XL');
  await form.getByLabel('New waist').selectOption('34');
  // Sending without a reason says so, and sends nothing.
  await form.getByRole('button', { name: 'Send request' }).click();
  await form.getByRole('alert').filter({ hasText: 'Choose a reason' }).waitFor();
  await form.getByLabel('Reason').selectOption('too-small');
  await form.getByLabel('Anything to add (optional)').fill('The chest is tight.');
  await shoot(page, 'order-card-return-form', card);
  await form.getByRole('button', { name: 'Send request' }).click();
  await page.getByText('Your request is sent').waitFor();
  const status = card.getByLabel('Return of this piece: Requested');
  await status.getByText(/to Upper: XL, Lower: 34/).waitFor();
  await status
    .getByRole('list', { name: 'Return timeline' })
    .getByText(/^Requested ·/)
    .waitFor();
  expect(await card.getByRole('button', { name: 'Return or exchange' }).count()).toBe(0);
  expect(await form.count()).toBe(0);
  await shoot(page, 'order-card-return-timeline', card);
});

it("the desk's Returns queue approves a return and moves it along to the refund and back on sale", async () => {
  const { page } = session;
  await deliveredSet('Desk Return Kurta Set', '+919844400012');
  await signInByPhone(session, '9844400012');
  await session.open('/customer-dashboard', page);
  const card = page.getByRole('article').filter({ hasText: 'Desk Return Kurta Set' });
  await card.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('form', { name: 'Return or exchange Desk Return Kurta Set' });
  await form.getByRole('radio', { name: 'Refund' }).check();
  await form.getByLabel('Reason').selectOption('defect');
  await form.getByRole('button', { name: 'Send request' }).click();
  await page.getByText('Your request is sent').waitFor();

  const desk = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await signInAsAdmin(session, desk);
    await desk.getByRole('button', { name: 'Returns', exact: true }).click();
    const entry = desk.getByRole('listitem', { name: /Return of Desk Return Kurta Set/ });
    await entry.getByText('Requested', { exact: true }).waitFor();
    await shoot(desk, 'returns-queue', desk.getByRole('main'));
    await entry.getByRole('button', { name: 'Approve', exact: true }).click();
    // Approved, the courier's reverse pickup is booked (a job) and the return moves to pickup
    // scheduled by itself: the desk, opened again, offers the next step.
    const received = entry.getByRole('button', { name: 'Mark received', exact: true });
    for (let look = 0; look < 40 && !(await received.count()); look++) {
      await desk.waitForTimeout(500);
      await desk.reload();
      await desk.getByRole('button', { name: 'Returns', exact: true }).click();
      await entry.getByRole('button').first().waitFor();
    }
    await entry.getByText('Pickup scheduled', { exact: true }).waitFor();
    for (const [button, state] of [
      ['Mark received', 'Received at our store'],
      ['Refund', 'Refund on its way'],
    ] as const) {
      await entry.getByRole('button', { name: button, exact: true }).click();
      await entry.getByText(state, { exact: true }).waitFor();
    }
    await entry.getByText(/₹2,999 refund pending|₹2,999 refunded/).waitFor();
    await entry.getByRole('button', { name: 'Mark sellable' }).click();
    await entry.getByText('Back on sale').waitFor();
    await entry.getByRole('button', { name: /^Credit note CN\// }).waitFor();
  } finally {
    await desk.close();
  }
});
