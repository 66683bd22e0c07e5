import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { seedImageFileId } from '../api/src/seed/catalogSeed';
import { accessoriesInStock, placeOrderByApi, signInAsAdmin, signInByPhone } from './shopper';
import { siteSession } from './testSite';

/** A download's bytes. The browser is shared over a connection, so the file is saved here (its own path is the browser's). */
async function downloaded(download: Download): Promise<Buffer> {
  const saved = path.join(os.tmpdir(), `download-${process.pid}-${Date.now()}`);
  await download.saveAs(saved);
  try {
    return fs.readFileSync(saved);
  } finally {
    fs.rmSync(saved, { force: true });
  }
}

const session = siteSession();

/** Two of the seeded product photos, as an admin would pick them from disk. */
function photos(): string[] {
  const dir = path.join(os.tmpdir(), 'store-test-media', 'products');
  return [0, 1].map((index) => path.join(dir, `${seedImageFileId(index, 0)}.jpg`));
}

/**
 * Whether an input's placeholder is drawn whole: its text (in the input's font) fits the box
 * inside the padding, and the input does not scroll sideways.
 */
function placeholderFits(input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  const field = input as HTMLInputElement;
  const style = getComputedStyle(field);
  const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  context.font = style.font;
  const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return {
    fits: context.measureText(field.placeholder).width <= room,
    overflows: field.scrollWidth > field.clientWidth,
  };
}

/** Waits for the shop's listing to finish loading, then says whether a product is on it. */
async function onShop(page: Page, route: string, name: string): Promise<boolean> {
  await session.open(route, page);
  await page.getByTestId('product-card').first().waitFor();
  return (await page.getByTestId('product-card').filter({ hasText: name }).count()) > 0;
}

it('adds a product with two images (progress shown), sees it in the shop, and deactivates it', async () => {
  const { page } = session;
  await signInAsAdmin(session, page);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByText('Mens Products', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('form', { name: 'Add product' });
  await form.getByLabel('Name', { exact: true }).fill('Zari Silk Kurta');
  await form.getByLabel('Price (Rs.)').fill('3499');
  await form.getByLabel('Category').selectOption('mens');
  await form.getByLabel('Type').selectOption('kurta-set');
  // Stock by each part of the set; a negative count is said beside its box and nothing is sent.
  await form.getByLabel('Upper L', { exact: true }).fill('-2');
  await form.getByRole('button', { name: 'Save Product' }).click();
  await form.getByText('Stock for Upper L must be 0 or more').waitFor();
  await form.getByLabel('Upper L', { exact: true }).fill('2');
  await form.getByLabel('Lower 34', { exact: true }).fill('5');
  await form.getByLabel('Colour').selectOption('Gold');
  await form.getByLabel('Description', { exact: true }).fill('Handwoven silk with zari borders.');
  await form.getByText('33/400').waitFor();

  // A slow uplink, so the progress can be watched as an admin on a phone network would.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 48 * 1024,
  });
  await form.locator('input[type=file]').setInputFiles(photos());
  await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
  expect(await form.getByRole('button', { name: 'Save Product' }).isDisabled()).toBe(true);
  await page
    .getByTestId('upload-progress')
    .filter({ hasText: /\d+% · [\d.]+ [KM]B\/s · \d+ s left/ })
    .waitFor();
  await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor({ state: 'detached', timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(await form.getByRole('list', { name: 'Product images' }).getByRole('img').count()).toBe(2);

  await form.getByRole('button', { name: 'Save Product' }).click();
  await page.getByText('Product added successfully!').waitFor();
  expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('');
  await form.getByText('0/400').waitFor();
  expect(await form.getByRole('list', { name: 'Product images' }).count()).toBe(0);

  const shopper = await session.browser.newPage();
  expect(await onShop(shopper, '/mens?type=kurta-set', 'Zari Silk Kurta')).toBe(true);
  await shopper.getByTestId('product-card').filter({ hasText: 'Zari Silk Kurta' }).click();
  await shopper.getByRole('heading', { name: 'Zari Silk Kurta' }).waitFor();
  expect(
    await shopper
      .locator('img[alt="Zari Silk Kurta"]')
      .first()
      .evaluate((img: HTMLImageElement) => img.src),
  ).toMatch(/\/media\/products\/[0-9a-f]{24}\.jpg/);

  await page.getByRole('button', { name: 'Mens', exact: true }).click();
  await page.waitForURL(session.url('/admin/allmens'));
  await page.getByLabel('Search by name').fill('zari');
  const row = page.getByTestId('admin-product').filter({ hasText: 'Zari Silk Kurta' });
  // 2 + 5 pieces; Upper L is low; the other 13 sizes of the set are out.
  await row.getByText('7 in stock · 1 size low · 13 out').waitFor();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByText('Deactivated!').waitFor();
  await row.getByText('Inactive').waitFor();
  expect(await onShop(shopper, '/mens', 'Zari Silk Kurta')).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('admin_active_tab'))).toBe('mensall');
  await shopper.close();
});

it("completes a customer's order once delivered, and the customer can then rate what they bought", async () => {
  const bought = (await accessoriesInStock(session))[0] as { _id: string; name: string };
  await placeOrderByApi(session, bought._id, '+919811133344');

  const { page } = session;
  await signInAsAdmin(session, page);
  await page.getByRole('button', { name: 'Orders' }).click();
  const order = page.getByTestId('admin-order').filter({ hasText: '+919811133344' });
  // Completing follows delivery: until then the button's place says so.
  await order.getByText('Can be completed once delivered').waitFor();
  await order.getByLabel(/^Move order of/).selectOption('shipped');
  await order.getByLabel('Courier').fill('Blue Dart');
  await order.getByLabel('Tracking number').fill('BD77001234');
  await order.getByRole('button', { name: 'Ship' }).click();
  await order.getByText(/· Shipped/).waitFor();
  await order.getByLabel(/^Move order of/).selectOption('delivered');
  await order.getByRole('button', { name: 'Mark Completed' }).click();
  await order.getByRole('button', { name: 'Mark Undone' }).waitFor();
  await order
    .getByText(/Completed/)
    .first()
    .waitFor();

  const customer = await session.browser.newPage();
  await signInByPhone(session, '9811133344', customer);
  await customer.getByRole('button', { name: 'Dashboard' }).click();
  const stars = customer.getByRole('group', { name: `Rate ${bought.name}` });
  await stars.getByLabel('4 stars').check();
  await customer.getByText(`Thanks for rating ${bought.name}!`).waitFor();
  const product = (await (await fetch(`${session.site.apiUrl}/products/${bought._id}`)).json()) as {
    rating: { count: number } | null;
  };
  expect(product.rating?.count).toBeGreaterThan(0);
  await customer.close();
});

it('finds an order on the desk by phone, ships it with a tracking number the customer then follows, and exports the list', async () => {
  const accessories = await accessoriesInStock(session);
  await placeOrderByApi(session, String(accessories[1]?._id), '+919811155566');

  const { page } = session;
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAsAdmin(session, page);
  await page.getByRole('button', { name: 'Orders' }).click();
  // At laptop width the search says all of what it finds, uncut.
  const search = page.getByRole('searchbox', { name: 'Search', exact: true });
  expect(await search.evaluate(placeholderFits)).toEqual({ fits: true, overflows: false });
  await search.fill('98111 55566');
  const found = page.getByTestId('admin-order');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="admin-order"]').length === 1);
  const number = (await found.getByRole('button', { name: /^ELG-/ }).textContent()) ?? '';
  expect(number).toMatch(/^ELG-\d{4}-\d{6}$/);
  // An order's number and its total read on one line each (they wrapped over three to five).
  for (const figure of [found.getByRole('button', { name: number }), found.getByText(/^₹[\d,]+$/)])
    expect((await figure.boundingBox())?.height).toBeLessThan(30);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await downloaded(await download)).toString('utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(2);
  expect(csv).toContain(`"${number}"`);

  await found.getByRole('button', { name: number }).click();
  const order = page.getByRole('article', { name: `Order ${number}` });
  await order.getByRole('region', { name: 'Payments' }).getByText(/pay_/).waitFor();
  // The way back starts the line, where the eye goes back to; not centred over the order.
  const back = await order.getByRole('button', { name: '← All orders' }).boundingBox();
  const title = await order.getByRole('heading', { name: number }).boundingBox();
  expect(Math.abs((back?.x ?? 0) - (title?.x ?? 0))).toBeLessThanOrEqual(4);
  const invoice = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Download tax invoice' }).click();
  const pdf = await downloaded(await invoice);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await invoice).suggestedFilename()).toMatch(/^invoice-ELG-\d{4}-\d{2}-\d{6}\.pdf$/);
  await order.getByLabel(/^Move order of/).selectOption('shipped');
  await order.getByLabel('Courier').fill('Delhivery');
  await order.getByLabel('Tracking number').fill('DL123456789IN');
  await order.getByRole('button', { name: 'Ship' }).click();
  await order
    .getByRole('region', { name: 'History' })
    .getByText(/Processing → Shipped · by Admin \(admin@elegance.local\)/)
    .waitFor();
  await order.getByLabel('Add a note (the customer never sees it)').fill('Gift wrap requested');
  await order.getByRole('button', { name: 'Add note' }).click();
  await order.getByText(/Admin \(admin@elegance.local\): Gift wrap requested/).waitFor();

  const customer = await session.browser.newPage();
  await signInByPhone(session, '9811155566', customer);
  await customer.getByRole('button', { name: 'Dashboard' }).click();
  const card = customer.getByRole('article').filter({ hasText: number });
  await card.getByText(`${number} · Shipped`).waitFor();
  expect(await card.getByRole('link', { name: 'Track your parcel' }).getAttribute('href')).toBe(
    'https://www.delhivery.com/track-v2/package/DL123456789IN',
  );
  expect(await card.textContent()).not.toContain('Gift wrap');
  const own = customer.waitForEvent('download');
  await card.getByRole('button', { name: 'Download invoice' }).click();
  expect((await own).suggestedFilename()).toBe((await invoice).suggestedFilename());
  await customer.close();
});

it('moves a made-to-measure piece through the workshop, and the customer follows it', async () => {
  const mens = (await (await fetch(`${session.site.apiUrl}/products/mens`)).json()) as { _id: string; name: string }[];
  const suit = mens[0] as { _id: string; name: string };
  await placeOrderByApi(session, suit._id, '+919811177788', { custom: true, chest: 40, waist: 34 });

  const { page } = session;
  await signInAsAdmin(session, page);
  await page.getByRole('button', { name: 'Orders' }).click();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('98111 77788');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="admin-order"]').length === 1);
  await page.getByTestId('admin-order').getByRole('button', { name: /^ELG-/ }).click();
  const order = page.getByRole('article', { name: /^Order ELG-/ });
  await order.getByLabel(`Move ${suit.name} to`).selectOption('cutting');
  await page.getByText('Moved to Cutting').waitFor();
  const items = order.getByRole('region', { name: 'Items' });
  await items.getByText(/Made to measure · Cutting/).waitFor();
  // Labelled as the shopper's form asked for them, upper body then lower.
  expect(await items.getByRole('group', { name: `${suit.name}: Upper body` }).textContent()).toContain('Chest40');
  expect(await items.getByRole('group', { name: `${suit.name}: Lower body` }).textContent()).toContain('Waist34');

  const customer = await session.browser.newPage();
  await signInByPhone(session, '9811177788', customer);
  await customer.getByRole('button', { name: 'Dashboard' }).click();
  const timeline = customer.getByRole('list', { name: `Progress of ${suit.name}` });
  expect(await timeline.locator('[aria-current="step"]').textContent()).toBe('Cutting');
  await customer.close();
  // The customer was told by text.
  const texts = fs.readFileSync(path.join(session.dataDir, 'sms-outbox.jsonl'), 'utf8');
  expect(texts).toContain(`your ${suit.name} is now cutting`);
});

it('after three wrong passwords, signs the admin in by solving the captcha the API then asks for', async () => {
  const page = await session.browser.newPage();
  await session.open('/adminlogin', page);
  const dialog = page.getByRole('dialog', { name: 'Admin Sign In' });
  await dialog.getByLabel('Email').fill('admin@elegance.local');
  for (let i = 0; i < 3; i++) {
    await dialog.getByLabel('Password').fill(`wrong-password-${i}`);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign In' }).waitFor();
  }
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/adminlogin')) sent.push(request.postData() ?? '');
  });
  await dialog.getByLabel('Password').fill('elegance-admin-123');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Admin login successful!').waitFor();
  // The first try was refused for want of a captcha; the form solved one and tried again.
  expect(sent).toHaveLength(2);
  expect(JSON.parse(sent[1] as string)).toHaveProperty('captcha.solution.counter');
  await page.close();
});
