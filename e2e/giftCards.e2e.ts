import fs from 'node:fs';
import path from 'node:path';
import { indiaDay } from '@store/shared/format';
import { siteSession } from './testSite';
import { addWomensPieceToCart, adminApi, fillAddress } from './shopper';

const session = siteSession();
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;
const ADDRESS: [string, string][] = [
  ['Full name', 'Asha Menon'],
  ['Phone', '9811143002'],
  ['Address', '2 Lavelle Road'],
  ['City', 'Bengaluru'],
  ['State', 'Karnataka'],
  ['Pincode', '560001'],
];

/** The gift card code mailed to an address, read from the e-mail outbox once the API has sent it. */
async function codeMailedTo(email: string): Promise<string> {
  const outbox = path.join(session.dataDir, 'outbox', 'mail.jsonl');
  for (let attempt = 0; attempt < 150; attempt++) {
    const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').split('\n') : [];
    // The API may be writing a line right now: only whole lines count.
    const code = lines
      .filter((line) => line.includes(email))
      .map((line) => CODE.exec(line)?.[0])
      .filter(Boolean)
      .pop();
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no gift card mailed to ${email}`);
}

beforeAll(async () => {
  await adminApi(session, 'PUT', '/admin/gift-cards/amounts', { amounts: [500, 1000, 2000] });
});

it('buys a gift card on the sandbox widget; its code reaches the recipient that day and the balance page reads it', async () => {
  const { page } = session;
  const email = 'meera.e2e@example.in';
  await session.open('/gift-cards');
  await page.getByRole('heading', { name: 'Gift cards' }).waitFor();
  await page.getByRole('radio', { name: 'Rs.1,000' }).check();
  await page.getByLabel("Recipient's name").fill('Meera');
  await page.getByLabel("Recipient's e-mail").fill(email);
  await page.getByLabel('Your message').fill('Happy birthday, Meera!');
  expect(await page.getByLabel('Send on').inputValue()).toBe(indiaDay());
  await page.getByLabel('Your name').fill('Asha');
  await page.getByRole('button', { name: 'PAY Rs.1,000' }).click();

  const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
  await widget.waitFor();
  await widget.getByLabel('Card number').fill('4100 2800 0000 1007');
  await widget.getByLabel('Expiry').fill('12/30');
  await widget.getByLabel('CVV').fill('123');
  await widget.getByRole('button', { name: /^Pay ₹/ }).click();
  const bought = page.getByTestId('gift-card-bought');
  await bought.waitFor();
  expect(await bought.textContent()).toMatch(/Your gift card of Rs\.1,000 goes to Meera on/);

  const code = await codeMailedTo(email);
  await page.getByRole('link', { name: "Check a gift card's balance" }).click();
  await page.getByRole('heading', { name: 'Gift card balance' }).waitFor();
  // Typed as people do: lower case, spaces for dashes.
  await page.getByLabel('Gift card code').fill(code.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: 'CHECK BALANCE' }).click();
  const balance = page.getByTestId('gift-card-balance');
  await balance.waitFor();
  expect(await balance.textContent()).toMatch(`The gift card ending ${code.slice(-4)} has Rs.1,000 left`);

  // Redeemed at checkout: the card pays Rs.1,000 of a dearer bag, the card or UPI the rest.
  const price = await addWomensPieceToCart(session);
  expect(price).toBeGreaterThan(1001);
  await session.open('/checkout');
  const form = page.getByRole('form', { name: 'Shipping address' });
  await fillAddress(form, ADDRESS);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('button', { name: 'Edit Address' }).waitFor();
  await page.getByRole('textbox', { name: 'Gift card code' }).fill(code);
  await page.getByRole('form', { name: 'Gift card code' }).getByRole('button', { name: 'APPLY' }).click();
  await page.getByText(`Gift card ending ${code.slice(-4)} pays Rs.1,000`).waitFor();
  await page.screenshot({ path: '/tmp/shots-wallet/checkout-giftcard-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const rest = page.getByRole('dialog', { name: 'Sandbox payment' });
  await rest.waitFor();
  expect(await rest.textContent()).toContain(`₹${(price - 1000).toLocaleString('en-IN')}`);
  await rest.getByLabel('Card number').fill('4100 2800 0000 1007');
  await rest.getByLabel('Expiry').fill('12/30');
  await rest.getByLabel('CVV').fill('123');
  await rest.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(session.url('/ordersuccess'));
  await page.getByText('Payment and order placed!').waitFor();
  // Her order is paid in full; the card has nothing left.
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_order_tokens') ?? '[]') as string[]);
  const orders = (await (
    await fetch(`${session.site.apiUrl}/orders/my-orders`, { headers: { 'x-guest-token': tokens.join(',') } })
  ).json()) as { totalAmount: number; paidAmount: number; status: string }[];
  expect(orders).toEqual([expect.objectContaining({ status: 'paid', totalAmount: price, paidAmount: price })]);
  const left = await fetch(`${session.site.apiUrl}/gift-cards/balance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'store' },
    body: JSON.stringify({ code }),
  });
  expect(((await left.json()) as { balance: number }).balance).toBe(0);
}, 180_000);

it('says in Hindi why a code opens nothing, and shows no balance', async () => {
  const { page } = session;
  await session.open('/hi/gift-cards/balance');
  await page.getByRole('heading', { name: 'गिफ़्ट कार्ड बैलेंस' }).waitFor();
  await page.getByLabel('गिफ़्ट कार्ड कोड').fill('ABCD-EFGH-JKMN-PQRS');
  await page.getByRole('button', { name: 'बैलेंस देखें' }).click();
  await page.getByText('यह गिफ़्ट कार्ड कोड हमें नहीं मिला: कृपया इसे जाँचें').first().waitFor();
  expect(await page.getByTestId('gift-card-balance').count()).toBe(0);
});
