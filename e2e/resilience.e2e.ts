import { fillAddress, signInAsAdmin, signInByPhone } from './shopper';
import { siteSession } from './testSite';

// Its own site on other ports: it stops the API and the remotes, which every other file relies on.
const session = siteSession({ ownSite: true });
const url = session.url;
const UNAVAILABLE = 'This part of the store is unavailable right now.';
const REMOTE_DIRS = ['remote-catalog', 'remote-checkout', 'remote-account', 'remote-admin'];
const stopRemote = (dir: string) => session.site.stopApp(dir);
const startRemote = (dir: string) => session.site.startApp(dir);

/** Every test starts with all remotes up, whatever the one before stopped. */
afterEach(async () => {
  for (const dir of REMOTE_DIRS) await startRemote(dir);
});

async function addAccessoryToBag() {
  const { page } = session;
  await session.open('/accessories', page);
  await page.getByTestId('product-card').first().click();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.getByText('Added to cart!').waitFor();
}

it('catalog down: checkout and the admin panel still work', async () => {
  await stopRemote('remote-catalog');
  const { page } = session;
  await page.goto(url('/'));
  await page.getByText(UNAVAILABLE).waitFor();
  await session.open('/checkout', page);
  await page.getByText('Your cart is empty.').waitFor();
  await signInAsAdmin(session, page);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
});

it('checkout down: browsing and adding to the bag still work; the bag says it is unavailable', async () => {
  await stopRemote('remote-checkout');
  await addAccessoryToBag();
  const { page } = session;
  expect(await page.getByTestId('cart-count').textContent()).toBe('1');
  // Adding opened the bag, which says its part of the store is down.
  const bag = page.getByRole('dialog', { name: 'Shopping bag' });
  await bag.getByText(UNAVAILABLE).waitFor();
  await bag.getByRole('button', { name: 'Close' }).click();
  await session.open('/mens', page);
  await page.getByTestId('product-card').first().waitFor();
});

it('account down: browsing and a guest checkout still work; Login says it is unavailable', async () => {
  await stopRemote('remote-account');
  const { page } = session;
  await session.open('/', page);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByText(UNAVAILABLE).waitFor();
  await addAccessoryToBag();
  await session.open('/checkout', page);
  const form = page.getByRole('form', { name: 'Shipping address' });
  await fillAddress(form, [
    ['Full name', 'Asha Rao'],
    ['Phone', '9876543210'],
    ['Address', '12 MG Road'],
    ['City', 'Bengaluru'],
    ['State', 'Karnataka'],
    ['Pincode', '560001'],
  ]);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
  await widget.getByRole('radio', { name: 'UPI ID' }).check();
  await widget.getByLabel('UPI address').fill('success@razorpay');
  await widget.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(url('/ordersuccess'));
});

it('admin down: the shop is untouched and /adminlogin says it is unavailable', async () => {
  await stopRemote('remote-admin');
  const { page } = session;
  await page.goto(url('/adminlogin'));
  await page.getByText(UNAVAILABLE).waitFor();
  await session.open('/', page);
  await page.getByRole('heading', { name: 'ELEGANCE AT A GLANCE' }).waitFor();
  await addAccessoryToBag();
});

it('a remote that is back within the retry window loads without the shopper doing anything', async () => {
  await stopRemote('remote-catalog');
  const { page } = session;
  const navigation = page.goto(url('/mens'));
  await new Promise((resolve) => setTimeout(resolve, 150));
  await startRemote('remote-catalog');
  await navigation;
  await page.getByTestId('product-card').first().waitFor();
  // The server drew the list; the browser's own load of the remote (to take the page over)
  // succeeds on its retry.
  await page.waitForFunction(() =>
    /^\d+\.\d+\.\d+$/.test(document.documentElement.getAttribute('data-catalog-version') ?? ''),
  );
  expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
});

it('API stopped and restarted: a clear notice, then recovery without a reload; bag and sign-in kept', async () => {
  const { page } = session;
  await signInByPhone(session, '9811144455');
  await addAccessoryToBag();
  await session.open('/mens', page);
  await page.getByTestId('product-card').first().waitFor();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await session.site.stopApi();
  try {
    // A category change asks the API for the list: it cannot answer.
    await page.getByRole('link', { name: 'Suits', exact: true }).first().click();
    await page.getByText('We cannot reach the store right now.', { exact: false }).waitFor();
  } finally {
    await session.site.startApi();
  }
  await page
    .getByText('We cannot reach the store right now.', { exact: false })
    .waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByTestId('product-card').first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(await page.getByTestId('cart-count').textContent()).toBe('1');
  await page.getByText('+91 98111 44455').waitFor();
}, 90_000);
