import fs from 'node:fs';
import path from 'node:path';
import type { OrderJson } from '@store/shared/api';
import { siteSession } from './testSite';
import { addWomensPieceToCart, codeFor, fillAddress, signInAsAdmin, signInByPhone } from './shopper';

const session = siteSession();
const SHOTS = process.env.COD_SCREENSHOTS ?? '';

/** The cash orders' confirmation texts to a phone, read from the console SMS outbox. */
function confirmationTexts(phone: string): string[] {
  const outbox = path.join(session.dataDir, 'sms-outbox.jsonl');
  const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').split('\n') : [];
  return lines.filter((line) => line.includes(phone) && line.includes('cash on delivery: confirm'));
}

/** The cash order's confirmation link texted to a phone (its short link), read from the console SMS outbox. */
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

it('lets a guest pay in cash: her phone proven by its code, the order is confirmed as it is placed', async () => {
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
  // One proof is enough: the code she typed confirmed the order; nothing more is asked.
  await page.getByText(/^Your order is confirmed: your phone is verified, so there is nothing more to do/).waitFor();
  expect(await page.getByText(/Please confirm your order/).count()).toBe(0);
  const number = await page.getByTestId('order-number').textContent();
  await shoot('ordersuccess-cash-confirmed');
  expect(confirmationTexts(`+91${digits}`)).toEqual([]);

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

/** The WhatsApp sandbox's messages to a phone, as the tester's phone shows them, once there are some. */
async function whatsappMessages(phone: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${session.site.apiUrl}/whatsapp/sandbox/messages?to=${encodeURIComponent(phone)}`);
    const messages = (await response.json()) as { id: string; text: string; buttons: { text: string }[] }[];
    if (messages.length) return messages;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no WhatsApp message to ${phone}`);
}

it('sends the order confirmation by WhatsApp, asking nothing, to a proven shopper who opted in', async () => {
  const { page } = session;
  const digits = '9812300078';
  await addWomensPieceToCart(session, '/womens?sort=price-asc');
  await session.open('/checkout');
  const form = page.getByRole('form', { name: 'Shipping address' });
  await fillAddress(form, [
    ['Full name', 'Kavya Nair'],
    ['Phone', digits],
    ['Address', '9 Lake View Road'],
    ['City', 'Bengaluru'],
    ['State', 'Karnataka'],
    ['Pincode', '560001'],
  ]);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('button', { name: /^Text a code to/ }).click();
  await page.getByLabel('Code', { exact: true }).fill(await codeFor(session, `+91${digits}`));
  await page.getByRole('button', { name: 'Confirm phone' }).click();
  await page.waitForFunction(
    () => document.querySelectorAll<HTMLInputElement>('input[name="payment-method"]')[1]?.checked === true,
  );
  // Unticked until the shopper ticks it, naming the number the updates go to.
  const optIn = page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' });
  expect(await optIn.isChecked()).toBe(false);
  await page.getByText('To +91 98123 00078: confirmation, tailoring stages').waitFor();
  await optIn.check();
  await shoot('checkout-whatsapp-optin');
  await page.getByRole('button', { name: 'PLACE ORDER, PAY IN CASH' }).first().click();
  await page.waitForURL(session.url('/ordersuccess'));
  await page.getByText(/^Your order is confirmed: your phone is verified/).waitFor();
  const number = await page.getByTestId('order-number').textContent();

  // The shopper's WhatsApp: the order's confirmation, with no Confirm button to tap.
  const [message] = await whatsappMessages(`+91${digits}`);
  expect(message?.text).toContain(`Elegance order ${number}`);
  expect(message?.buttons).toEqual([]);

  // Where the shopper looks: her orders say it is confirmed.
  await session.open('/customer-dashboard');
  const card = page.getByRole('article').filter({ hasText: number ?? '' });
  expect(await card.getByTestId('cash-state').textContent()).toBe('Cash: confirmed');
  await shoot('orders-whatsapp-confirmed');
}, 90_000);

it('asks a signed-in customer delivering to another, unproven phone to confirm, by a short link in the text', async () => {
  const { page } = session;
  const own = '9812300079';
  const other = '9812300080';
  await signInByPhone(session, own);
  await addWomensPieceToCart(session, '/womens?sort=price-asc');
  await session.open('/checkout');
  const form = page.getByRole('form', { name: 'Shipping address' });
  await fillAddress(form, [
    ['Full name', 'Lata Menon'],
    ['Phone', other],
    ['Address', '12 Church Street'],
    ['City', 'Bengaluru'],
    ['State', 'Karnataka'],
    ['Pincode', '560001'],
  ]);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('button', { name: 'Edit Address' }).waitFor();
  // Signed in, cash is offered without a code; the order then waits for the delivery phone.
  const cash = page.getByRole('radio', { name: /^Cash on delivery/ });
  await page.waitForFunction(
    () => document.querySelectorAll<HTMLInputElement>('input[name="payment-method"]')[1]?.disabled === false,
  );
  await cash.check();
  await page.getByRole('button', { name: 'PLACE ORDER, PAY IN CASH' }).first().click();
  await page.waitForURL(session.url('/ordersuccess'));
  await page.getByText(/^Please confirm your order: we texted a link and a code to \+91 98123 00080/).waitFor();
  const number = await page.getByTestId('order-number').textContent();

  // The text's short link: well under 40 characters, opened as the shopper would. The shop
  // sends it to the API, which sends it to the signed link; that page confirms at once.
  const link = await confirmationLink(`+91${other}`);
  expect(link).toMatch(/\/c\/[0-9A-Za-z]{8,10}$/);
  expect(link.length).toBeLessThan(40);
  await page.goto(link);
  await page.waitForURL(/\/confirm-order\?order=/);
  await page.getByTestId('confirmed-order').waitFor();
  expect(await page.getByTestId('confirmed-order').textContent()).toBe(number);
  await shoot('confirm-order');

  // An unknown code says so.
  const unknown = await fetch(new URL('/c/Zz9Zz9Zz9', link), { redirect: 'follow' });
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('This link is not valid or has expired');
}, 90_000);
