import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { addProductByApi, placeOrderByApi, signInAsAdmin } from './shopper';
import { siteSession } from './testSite';

const session = siteSession();
/** Where the phone and laptop pictures of the desk's screens go, to look at after a run. */
const SHOTS = path.join(os.tmpdir(), 'shipping-screenshots');

/** A part of the screen on a phone and on a laptop, saved for a person to look at. */
async function shoot(page: Page, name: string, part: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await part.screenshot({
      path: path.join(SHOTS, `${name}-${width}.png`),
      animations: 'disabled',
      style: 'header, a[href="#content"], .Toastify { visibility: hidden !important; }',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The sandbox courier's steps from pickup to the door, as the order's shipment panel names them. */
const TO_THE_DOOR = ['Picked up', 'In transit', 'Out for delivery', 'Delivered'] as const;

it('the desk books a ready order, prints its label, and sees it delivered with the courier’s events', async () => {
  const { page } = session;
  // A bag in stock, paid in full: all its pieces are ready, so it waits in the queue at once.
  const productId = await addProductByApi(session, {
    name: 'Shipping Test Potli Bag',
    price: 1499,
    description: 'A potli bag for the shipping tests.',
    mainCategory: 'accessories',
    type: 'bag',
  });
  const placed = await placeOrderByApi(session, productId, '+919822200033');
  const { orderNumber } = placed.order as unknown as { orderNumber: string };

  await signInAsAdmin(session, page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Shipping', exact: true })
    .click();
  await page.getByRole('heading', { name: 'Shipping', exact: true }).waitFor();
  const queue = page.getByRole('table', { name: /^Ready to ship/ });
  const row = queue.getByRole('row').filter({ hasText: orderNumber });
  await row.waitFor();
  await row.getByText('Prepaid').waitFor();
  await shoot(page, 'ready-queue', page.getByRole('region', { name: 'Shipping' }));

  await row.getByRole('checkbox', { name: `Select ${orderNumber}` }).check();
  await page.getByRole('button', { name: 'Book selected' }).click();
  const results = page.getByRole('region', { name: 'Booking results' });
  await results.getByText(/^Booked 1, failed 0$/).waitFor({ timeout: 20_000 });
  const bookedLine = results.getByRole('list', { name: 'Booked parcels' }).getByText(orderNumber);
  const awb = /AWB (\S+)$/.exec((await bookedLine.textContent()) ?? '')?.[1] ?? '';
  expect(awb).not.toBe('');
  // Booked, it has left the queue.
  await row.waitFor({ state: 'detached' });

  // The label batch is a PDF that carries the parcel's AWB; the browser saves it.
  const labels = page.waitForResponse(
    (response) => response.url().endsWith('/admin/shipping/labels') && response.request().method() === 'POST',
  );
  const download = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Print labels' }).click();
  const answer = await labels;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
  const pdf = await answer.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(awb);
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // On the order's page: the parcel, then the sandbox courier takes it to the door.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Orders', exact: true })
    .click();
  await page.getByRole('button', { name: orderNumber, exact: true }).click();
  const panel = page.getByRole('article', { name: `Order ${orderNumber}` }).getByRole('region', { name: 'Shipment' });
  await panel.getByText(`AWB ${awb}`).waitFor();
  for (const step of TO_THE_DOOR) {
    await panel.getByLabel(`Sandbox: advance ${awb} to`).selectOption({ label: step });
    await panel.getByRole('button', { name: `Advance ${awb}` }).click();
    await panel.locator('strong', { hasText: new RegExp(`^${step}$`) }).waitFor({ timeout: 20_000 });
  }
  await panel.getByText('Status: Delivered').waitFor();
  const timeline = panel.getByRole('list', { name: 'Courier events' });
  // Newest first: the delivery, after the courier's earlier scans.
  await timeline.getByRole('listitem').first().filter({ hasText: 'Delivered' }).waitFor();
  expect(await timeline.getByRole('listitem').count()).toBeGreaterThanOrEqual(TO_THE_DOOR.length);
  await shoot(page, 'order-shipment-delivered', panel);
});
