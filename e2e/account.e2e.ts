import { accessoriesInStock, fillAddress, signInByPhone } from './shopper';
import { siteSession } from './testSite';

const session = siteSession();

const signIn = (digits: string) => signInByPhone(session, digits);

it('signs a customer in with the OTP from the SMS outbox, keeps them signed in, and logs out', async () => {
  const { page } = session;
  await signIn('9811122233');

  // The session is a cookie the API checks: a reload stays signed in.
  await page.reload();
  await page.getByRole('button', { name: 'Dashboard' }).waitFor();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Login' }).waitFor();
  const me = await page.evaluate(
    (api) => fetch(`${api}/auth/me`, { credentials: 'include' }).then((r) => r.status),
    session.site.apiUrl,
  );
  expect(me).toBe(401);
});

it('saves an address in the address book, checks out to it and shows the order on the dashboard', async () => {
  const { page } = session;
  await signIn('9811122244');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'Shipping address' });
  const fields: [string, string][] = [
    ['Full name', 'Ravi Kumar'],
    ['Phone', '9811122244'],
    ['Address', '7 Park Street'],
    ['City', 'Kolkata'],
    ['State', 'West Bengal'],
    ['Pincode', '700016'],
  ];
  await fillAddress(form, fields);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByText('Address saved').waitFor();
  const saved = await page.evaluate(
    (api) => fetch(`${api}/address`, { credentials: 'include' }).then((r) => r.json() as Promise<{ _id: string }[]>),
    session.site.apiUrl,
  );
  expect(saved).toHaveLength(1);

  // A piece still in stock: the site's data is shared, and other files buy the listing's first ones.
  const [piece] = await accessoriesInStock(session);
  await session.open(`/product/${piece?._id}`, page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await session.open('/checkout', page);
  const select = page.getByRole('combobox', { name: 'Saved addresses' });
  await select.waitFor();
  expect(await select.inputValue()).toBe(saved[0]?._id);
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
  await widget.getByRole('radio', { name: 'UPI ID' }).check();
  await widget.getByLabel('UPI address').fill('success@razorpay');
  await widget.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(session.url('/ordersuccess'));
  await page.getByRole('button', { name: 'View My Orders' }).click();
  await page.waitForURL(session.url('/customer-dashboard'));
  await page.getByRole('article').getByText('7 Park Street, Kolkata, West Bengal 700016').waitFor();
  const orders = await page.evaluate(
    (api) => fetch(`${api}/orders/my-orders`, { credentials: 'include' }).then((r) => r.json()),
    session.site.apiUrl,
  );
  expect(orders).toEqual([expect.objectContaining({ guest: false, status: 'paid' })]);
});

it("saves a measurement profile on the dashboard and fills a product's custom form from it", async () => {
  const { page } = session;
  await signIn('9811122255');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Add profile' }).click();
  const form = page.getByRole('form', { name: 'Measurement profile' });
  await form.getByLabel('Profile name').fill('Father');
  await form.getByLabel('Chest').fill('42');
  await form.getByLabel('Fly U').fill('11.5');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Profile saved').waitFor();
  await page.getByText("Men's · 2 measurements").waitFor();
  // Editing goes through PUT across origins: the API's CORS must allow it.
  await page.getByRole('button', { name: 'Edit' }).last().click();
  await form.getByLabel('Neck').fill('15.5');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText("Men's · 3 measurements").waitFor();

  await session.open('/mens', page);
  await page.getByTestId('product-card').first().click();
  await page.getByRole('checkbox', { name: 'Enter custom measurements' }).check();
  await page.getByLabel('Fill from a saved profile').selectOption({ label: 'Father' });
  expect(await page.getByLabel('Chest').inputValue()).toBe('42');
  expect(await page.getByLabel('Fly U').inputValue()).toBe('11.5');
  // The rest of the set is still asked for before the garment can be ordered.
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.getByText('Please enter Upper Length').first().waitFor();
});
