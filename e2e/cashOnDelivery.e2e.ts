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

it('confirms a cash order with the Confirm button of its WhatsApp message, for a shopper who opted in', async () => {
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
  await page.getByText(/^Please confirm your order: tap Confirm in the WhatsApp message/).waitFor();
  const number = await page.getByTestId('order-number').textContent();

  // The shopper's WhatsApp: the template with its Confirm button, tapped through the sandbox.
  const [message] = await whatsappMessages(`+91${digits}`);
  expect(message?.text).toContain(`Elegance order ${number}`);
  expect(message?.buttons.map((button) => button.text)).toEqual(['Confirm']);
  const tapped = await fetch(`${session.site.apiUrl}/whatsapp/sandbox/messages/${message?.id}/tap`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'store' },
    body: '{}',
  });
  expect(tapped.status).toBe(202);

  // Where the shopper looks: their orders say it is confirmed (the webhook lands a moment later).
  let state: string | null = null;
  for (let visit = 0; visit < 20 && state !== 'Cash: confirmed'; visit++) {
    if (visit) await page.waitForTimeout(500);
    await session.open('/customer-dashboard');
    const card = page.getByRole('article').filter({ hasText: number ?? '' });
    state = await card.getByTestId('cash-state').textContent();
  }
  expect(state).toBe('Cash: confirmed');
  await shoot('orders-whatsapp-confirmed');
}, 90_000);
