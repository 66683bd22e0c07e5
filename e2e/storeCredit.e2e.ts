import {
  accessoriesInStock,
  adminApi,
  addWomensPieceToCart,
  fillAddress,
  placeOrderByApi,
  signInByPhone,
} from './shopper';
import { siteSession } from './testSite';

const session = siteSession();
const PHONE = '9811143001';
const CASH_PHONE = '9811143002';

/** A signed-in shopper with a first order placed by the API (so the desk's page names her account) and `amount` rupees of goodwill. */
async function shopperWithCredit(phone: string, amount: number) {
  const { page } = session;
  await signInByPhone(session, phone);
  const [accessory] = await accessoriesInStock(session);
  if (!accessory) throw new Error('no accessory in stock');
  const sid = (await page.context().cookies(session.site.apiUrl)).find((cookie) => cookie.name === 'sid');
  if (!sid) throw new Error('not signed in');
  const first = await placeOrderByApi(session, accessory._id, phone, undefined, `sid=${sid.value}`);
  const detail = (await adminApi(session, 'GET', `/admin/orders/${first.order._id}`)) as {
    contact: { customerId: string };
  };
  await adminApi(session, 'POST', `/admin/customers/${detail.contact.customerId}/store-credit/grant`, {
    amount,
    reason: 'Sorry for the late parcel',
  });
}

/**
 * Store credit in the browser (issue 43): the desk grants a shopper goodwill from her order's
 * page (the owner's 'credit' permission), she ticks "Use store credit" at checkout, pays the rest
 * by card, and her dashboard's store credit shows the grant and the spend.
 */
it('lets a shopper pay with her store credit and a card, and shows the debit in her account', async () => {
  const { page } = session;
  await shopperWithCredit(PHONE, 300);

  // Her bag is kept on the server too: the checkout opens once it is saved there (else the page
  // load would read the server's empty bag first).
  const bagSaved = page.waitForResponse(
    (response) => response.url().endsWith('/bag') && response.request().method() === 'PUT' && response.ok(),
  );
  const price = await addWomensPieceToCart(session);
  expect(price).toBeGreaterThan(301);
  await bagSaved;
  await session.open('/checkout');
  const form = page.getByRole('form', { name: 'Shipping address' });
  const saved = page.getByRole('combobox', { name: 'Saved addresses' });
  // Her first order's address may be in her book already; else she types it. Asked only once her
  // book has answered: while it loads neither shows, and a loaded machine answers late.
  await saved.or(form).first().waitFor();
  if (!(await saved.isVisible())) {
    await fillAddress(form, [
      ['Full name', 'Kavya Rao'],
      ['Phone', PHONE],
      ['Address', '9 Brigade Road'],
      ['City', 'Bengaluru'],
      ['State', 'Karnataka'],
      ['Pincode', '560025'],
    ]);
    await form.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('button', { name: 'Edit Address' }).waitFor();
  }
  const credit = page.getByRole('checkbox', { name: 'Use store credit (Rs.300 available)' });
  await credit.check();
  // What is left after the credit (the bag's total, less the prepaid nudge if the store gives one).
  const split = page.getByText(/^Rs\.300 from store credit now, Rs\.[\d,]+ by card or UPI$/);
  await split.waitFor();
  const rest = Number(/, Rs\.([\d,]+) by card/.exec((await split.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  expect(rest).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/shots-wallet/checkout-credit-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
  await widget.waitFor();
  expect(await widget.textContent()).toContain(`₹${rest.toLocaleString('en-IN')}`);
  await widget.getByLabel('Card number').fill('4100 2800 0000 1007');
  await widget.getByLabel('Expiry').fill('12/30');
  await widget.getByLabel('CVV').fill('123');
  await widget.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(session.url('/ordersuccess'));

  // Her account: nothing left to spend, the spend and the grant in its history.
  await session.open('/customer-dashboard');
  const section = page.getByRole('region', { name: 'Store credit' });
  await section.getByText('Rs.0 to spend at checkout').waitFor();
  const history = section.getByRole('list', { name: 'Store credit history' });
  await history.getByText('Spent').waitFor();
  expect(await history.textContent()).toContain('−Rs.300');
  expect(await history.textContent()).toContain('Sorry for the late parcel');
  await page.screenshot({ path: '/tmp/shots-wallet/account-credit-1366.png', fullPage: true });
}, 180_000);

it('lets a shopper pay with her store credit and cash on delivery for the rest', async () => {
  const { page } = session;
  await shopperWithCredit(CASH_PHONE, 300);
  const bagSaved = page.waitForResponse(
    (response) => response.url().endsWith('/bag') && response.request().method() === 'PUT' && response.ok(),
  );
  // The cheapest piece: cash on delivery is offered up to Rs.25,000.
  await addWomensPieceToCart(session, '/womens?sort=price-asc');
  await bagSaved;
  await session.open('/checkout');
  const form = page.getByRole('form', { name: 'Shipping address' });
  const saved = page.getByRole('combobox', { name: 'Saved addresses' });
  await saved.or(form).first().waitFor();
  if (!(await saved.isVisible())) {
    await fillAddress(form, [
      ['Full name', 'Meera Iyer'],
      ['Phone', CASH_PHONE],
      ['Address', '12 Residency Road'],
      ['City', 'Bengaluru'],
      ['State', 'Karnataka'],
      ['Pincode', '560001'],
    ]);
    await form.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('button', { name: 'Edit Address' }).waitFor();
  }
  // Signed in to her own phone: cash is offered once the quote answers.
  await page.waitForFunction(
    () => document.querySelectorAll<HTMLInputElement>('input[name="payment-method"]')[1]?.disabled === false,
  );
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('checkbox', { name: 'Use store credit (Rs.300 available)' }).check();
  const split = page.getByText(/^Rs\.300 from store credit now, Rs\.[\d,]+ in cash on delivery$/);
  await split.waitFor();
  const rest = /, (Rs\.[\d,]+) in cash/.exec((await split.textContent()) ?? '')?.[1] ?? '';
  const totals = page.getByRole('term').filter({ hasText: 'To pay on delivery' });
  await totals.waitFor();
  await page.screenshot({ path: '/tmp/shots-wallet/checkout-credit-cash-1366.png', fullPage: true });
  await page.getByRole('button', { name: `PLACE ORDER, PAY ${rest} IN CASH` }).click();
  await page.waitForURL(session.url('/ordersuccess'));
  // Her own phone, proven at sign-in: confirmed at once; the courier collects only the rest.
  await page.getByText(`Please keep ${rest} in cash for the courier.`, { exact: false }).waitFor();

  await session.open('/customer-dashboard');
  const section = page.getByRole('region', { name: 'Store credit' });
  await section.getByText('Rs.0 to spend at checkout').waitFor();
}, 180_000);
