import fs from 'node:fs';
import path from 'node:path';
import type { OrderJson } from '@store/shared/api';
import { siteSession } from './testSite';
import { addWomensPieceToCart, codeFor, fillAddress, signInAsAdmin } from './shopper';

const session = siteSession();
const SHOTS = process.env.COD_SCREENSHOTS ?? '';

/** The cash order's confirmation link texted to a phone, read from the console SMS outbox. */
async function confirmationLink(phone: string): Promise<string> {
  const outbox = path.join(session.dataDir, 'sms-outbox.jsonl');
  for (let attempt = 0; attempt < 100; attempt++) {
    const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').split('\n') : [];
    const link = lines
      .filter((line) => line.includes(phone) && line.includes('cash on delivery: confirm'))
      .map((line) => /confirm it at (\S+) or/.exec(line)?.[1])
      .pop();
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation text to ${phone}`);
}

/** Screenshots for the review at phone and desktop widths (only when COD_SCREENSHOTS names a folder). */
async function shoot(name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1366]) {
    await session.page.setViewportSize({ width, height: 900 });
    await session.page.waitForTimeout(200);
    await session.page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await session.page.setViewportSize({ width: 1280, height: 800 });
}

it('lets a guest pay in cash: confirm the phone, place the order, confirm it from the texted link', async () => {
  const { page } = session;
  const digits = '9812300077';
  // The cheapest piece: cash on delivery is offered up to Rs.25,000.
  const price = await addWomensPieceToCart(session, '/womens?sort=price-asc');
  await session.open('/checkout');
  const form = page.getByRole('form', { name: 'Shipping address' });
  await fillAddress(form, [
    ['Full name', 'Meera Iyer'],
    ['Phone', digits],
    ['Email (optional)', 'meera@example.in'],
    ['Address', '4 Temple Street'],
    ['City', 'Bengaluru'],
    ['State', 'Karnataka'],
    ['Pincode', '560001'],
  ]);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('button', { name: 'Edit Address' }).waitFor();
  // A guest's phone is confirmed with a one-time code before cash is offered.
  await page.getByText('Confirm your phone to pay in cash').waitFor();
  expect(await page.getByRole('radio', { name: /^Cash on delivery/ }).isDisabled()).toBe(true);
  await shoot('checkout-cash-phone');
  await page.getByRole('button', { name: /^Text a code to/ }).click();
  await page.getByLabel('Code', { exact: true }).fill(await codeFor(session, `+91${digits}`));
  await page.getByRole('button', { name: 'Confirm phone' }).click();
  const cash = page.getByRole('radio', { name: /^Cash on delivery/ });
  // The quote asked again with the code's proof offers cash, and the page has chosen it.
  await page.waitForFunction(() => {
    const [, cashInput] = document.querySelectorAll<HTMLInputElement>('input[name="payment-method"]');
    return Boolean(cashInput && !cashInput.disabled && cashInput.checked);
  });
  expect(await cash.isChecked()).toBe(true);
  await shoot('checkout-cash-chosen');
  await page.getByRole('button', { name: 'PLACE ORDER, PAY IN CASH' }).first().click();
  await page.waitForURL(session.url('/ordersuccess'));
  await page.getByText(/^Please confirm your order: we texted a link and a code/).waitFor();
  const number = await page.getByTestId('order-number').textContent();

  // The link from the text, opened as the shopper would: it confirms the order at once.
  await page.goto(await confirmationLink(`+91${digits}`));
  await page.getByTestId('confirmed-order').waitFor();
  expect(await page.getByTestId('confirmed-order').textContent()).toBe(number);
  await shoot('confirm-order');

  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_order_tokens') ?? '[]') as string[]);
  const orders = (await (
    await fetch(`${session.site.apiUrl}/orders/my-orders`, { headers: { 'x-guest-token': tokens.join(',') } })
  ).json()) as OrderJson[];
  expect(orders[0]).toMatchObject({
    orderNumber: number,
    paymentMethod: 'cash',
    totalAmount: price,
    paidAmount: 0,
    cash: { state: 'confirmed' },
  });

  if (SHOTS) {
    // The desk's view of it, for the review.
    await signInAsAdmin(session);
    await page
      .getByRole('button', { name: /Orders/ })
      .first()
      .click();
    await page.getByText('Cash: confirmed').first().waitFor();
    await shoot('desk-orders');
  }
}, 90_000);
