import type { OrderJson } from '@store/shared/api';
import { seriousViolations } from './axe';
import { siteSession } from './testSite';
import { addWomensPieceToCart, fillAddress } from './shopper';

const session = siteSession();
const url = session.url;

const ADDRESS: [string, string][] = [
  ['Full name', 'Asha Rao'],
  ['Phone', '9876543210'],
  ['Email (optional)', 'asha@example.in'],
  ['Address', '12 MG Road'],
  ['City', 'Bengaluru'],
  ['State', 'Karnataka'],
  ['Pincode', '560001'],
];

const addToCart = () => addWomensPieceToCart(session);

async function saveAddress() {
  const form = session.page.getByRole('form', { name: 'Shipping address' });
  await fillAddress(form, ADDRESS);
  await form.getByRole('button', { name: 'Save address' }).click();
  await session.page.getByRole('button', { name: 'Edit Address' }).waitFor();
}

async function payWithCard(cardNumber: string) {
  const widget = session.page.getByRole('dialog', { name: 'Sandbox payment' });
  await widget.waitFor();
  await widget.getByLabel('Card number').fill(cardNumber);
  await widget.getByLabel('Expiry').fill('12/30');
  await widget.getByLabel('CVV').fill('123');
  await widget.getByRole('button', { name: /^Pay ₹/ }).click();
  return widget;
}

/** The guest's orders, read from the API with the order tokens the store kept in the browser. */
async function guestOrders(): Promise<OrderJson[]> {
  const tokens = await session.page.evaluate(
    () => JSON.parse(localStorage.getItem('guest_order_tokens') ?? '[]') as string[],
  );
  const response = await fetch(`${session.site.apiUrl}/orders/my-orders`, {
    headers: { 'x-guest-token': tokens.join(',') },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as OrderJson[];
}

it('disables the pay button while the cart is empty', async () => {
  await session.open('/checkout');
  await session.page.getByText('Your cart is empty.').waitFor();
  expect(await session.page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).isDisabled()).toBe(true);
});

it('asks a guest for an address, with a message beside each bad field', async () => {
  await addToCart();
  await session.open('/checkout');
  await session.page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  await session.page.getByText('Please provide a shipping address').waitFor();
  const form = session.page.getByRole('form', { name: 'Shipping address' });
  await form.getByLabel('Pincode').fill('5600');
  await form.getByRole('button', { name: 'Save address' }).click();
  await form.getByText('Pincode must be 6 digits', { exact: true }).waitFor();
  await form.getByText('Name is required', { exact: true }).waitFor();
  // The summary above the form lists each problem and takes focus (a phone scrolls to it).
  const summary = form.getByRole('alert');
  expect(await summary.textContent()).toMatch(/^Please correct \d+ fields/);
  await session.page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
  await summary.getByRole('link', { name: /^Full name: Name is required/ }).click();
  await session.page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
});

it('fills city and state from the pincode, refuses an unknown one, and shows the GST split for the state', async () => {
  await addToCart();
  await session.open('/checkout');
  const form = session.page.getByRole('form', { name: 'Shipping address' });
  await form.getByLabel('Pincode').fill('999999');
  await form.getByText('We could not find pincode 999999: please check it').waitFor();
  await form.getByLabel('Pincode').fill('682001');
  await session.page.waitForFunction(
    () => (document.querySelector('select[name="state"]') as HTMLSelectElement | null)?.value === 'Kerala',
  );
  expect(await form.getByLabel('City', { exact: true }).inputValue()).toBe('Ernakulam');
  await fillAddress(
    form,
    ADDRESS.filter(([label]) => !['City', 'State', 'Pincode'].includes(label)),
  );
  await form.getByRole('button', { name: 'Save address' }).click();
  // Kerala is not the seller's state (Karnataka): the GST inside the total is IGST.
  await session.page
    .getByRole('definition')
    .filter({ hasText: /^Included: IGST\sRs\.[\d,.]+$/ })
    .waitFor();
});

it('takes a guest from cart to paid order with the sandbox test card', async () => {
  // Nothing on the normal path may log an error (a refused call shows in the console too).
  const errors: string[] = [];
  session.page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const price = await addToCart();
  await session.open('/checkout');
  await saveAddress();
  await session.page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  await payWithCard('4100 2800 0000 1007');
  await session.page.waitForURL(url('/ordersuccess'));
  await session.page.getByText('Payment and order placed!').waitFor();
  await session.page.getByRole('heading', { name: 'Thank You for Your Order!' }).waitFor();
  expect(await session.page.getByTestId('cart-count').textContent()).toBe('0');
  expect(await seriousViolations(session.page)).toEqual([]);
  const [order] = await guestOrders();
  expect(order).toMatchObject({ status: 'paid', totalAmount: price, paidAmount: price });
  // The order is named by the number the shopper can quote on the phone, here and on the dashboard.
  expect(await session.page.getByTestId('order-number').textContent()).toBe(order?.orderNumber);
  expect(order?.orderNumber).toMatch(/^ELG-\d{4}-\d{6}$/);
  // The summary: the piece, what was paid, where it goes and when it leaves; the e-mail was given.
  const summary = session.page.getByRole('region', { name: `Order ${order?.orderNumber}` });
  expect(await summary.textContent()).toMatch(
    new RegExp(
      `\\(Size: S\\).*PaidRs\\.${price.toLocaleString('en-IN')}.*Delivery toAsha Rao, 12 MG Road, Bengaluru, Karnataka 560001.*Expected dispatch\\d{1,2} [A-Z][a-z]{2} \\d{4}`,
    ),
  );
  await session.page.getByText(/A confirmation e-mail with your order details is on its way/).waitFor();
  await session.page.waitForTimeout(500);
  expect(errors).toEqual([]);

  // The guest's phone and token are kept: View My Orders shows the order.
  await session.page.getByRole('button', { name: 'View My Orders' }).click();
  await session.page.waitForURL(url('/customer-dashboard'));
  const card = session.page.getByRole('article').first();
  await card.getByText('12 MG Road, Bengaluru, Karnataka 560001').waitFor();
  await card.getByText(`${order?.orderNumber} · Being prepared`).waitFor();
  expect(await card.textContent()).toContain(`₹${price.toLocaleString('en-IN')}`);
});

it('pays 20% now, rounded to a whole rupee, and the balance later from the dashboard', async () => {
  const price = await addToCart();
  await session.open('/checkout');
  await saveAddress();
  await session.page.getByRole('checkbox', { name: /Pay 20% now/ }).check();
  const due = Math.round(price * 0.2);
  const label = `PAY 20% NOW (Rs.${due.toLocaleString('en-IN')})`;
  await session.page.getByRole('button', { name: label }).click();
  await payWithCard('4100 2800 0000 1007');
  await session.page.waitForURL(url('/ordersuccess'));
  const [order] = await guestOrders();
  expect(order).toMatchObject({ status: 'partial-paid', totalAmount: price, paidAmount: due });

  await session.page.getByRole('button', { name: 'View My Orders' }).click();
  const balance = `Pay balance (Rs.${(price - due).toLocaleString('en-IN')})`;
  await session.page.getByRole('button', { name: balance }).click();
  await payWithCard('4100 2800 0000 1007');
  await session.page.getByText('Balance paid. Thank you!').waitFor();
  expect(await session.page.getByRole('button', { name: /^Pay balance/ }).count()).toBe(0);
  const [settled] = await guestOrders();
  expect(settled).toMatchObject({ status: 'paid', totalAmount: price, paidAmount: price });
});

it('shows why a card was declined and keeps the cart', async () => {
  await addToCart();
  await session.open('/checkout');
  await saveAddress();
  await session.page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const widget = await payWithCard('4100 2800 0008 0001');
  await widget.getByRole('alert').getByText('Your payment was declined due to insufficient funds.').waitFor();
  await widget.getByRole('button', { name: 'Cancel' }).click();
  expect(session.page.url()).toBe(url('/checkout'));
  expect(await session.page.getByTestId('cart-count').textContent()).toBe('1');
});

it('opens the cart drawer on adding and from the bag; Escape closes it and focus returns to the bag', async () => {
  await addToCart();
  const { page } = session;
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await drawer.getByTestId('cart-line').waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  const bag = page.getByRole('button', { name: 'Shopping bag, 1 item' });
  await bag.click();
  await drawer.getByTestId('cart-line').waitFor();
  expect(await drawer.getByText('Shipping and taxes calculated at checkout.').isVisible()).toBe(true);
  // Tab stays inside the drawer.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  expect(await bag.evaluate((node) => node === document.activeElement)).toBe(true);
});

it('on a phone keeps the way to buy within reach: a sticky size bar, View bag, and a sticky pay bar', async () => {
  const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await session.open('/womens', page);
    await page.getByTestId('product-card').first().click();
    await page.waitForSelector('html[data-live]', { state: 'attached' });
    // The buttons are below the gallery: the bar offers the way to them.
    const bar = page.getByRole('region', { name: 'Buy' });
    await bar.getByRole('button', { name: 'Select size' }).click();
    // It scrolls smoothly: once the page is at rest the sizes are in view, and she taps one (a
    // tap while the page still glides may land beside the chip).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = Number.NaN;
          let still = 0;
          const frame = () => {
            still = window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
            if (still >= 10) resolve();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    const size = page.getByRole('radio', { name: 'S', exact: true });
    expect(await size.evaluate((input) => input.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await size.check();
    // Back at the top, the bar follows the choice: it adds the piece, and the bag opens.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByRole('dialog', { name: 'Shopping cart' }).waitFor();
    await session.open('/checkout', page);
    // The bag folds into one line above the form; the total and the pay button stay at the bottom.
    expect(await page.getByRole('group').filter({ hasText: 'Your cart' }).getAttribute('open')).toBeNull();
    const pay = page.getByRole('region', { name: 'Pay' });
    expect(await pay.textContent()).toMatch(/Total\s*Rs\.[\d,]+/);
    const box = await pay.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await pay.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
    await page.getByText('Please provide a shipping address').waitFor();
    // A filled form is what the shopper means to pay with: Pay saves it and opens the payment.
    const form = page.getByRole('form', { name: 'Shipping address' });
    await fillAddress(form, ADDRESS);
    await pay.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
    await page.getByRole('dialog', { name: 'Sandbox payment' }).waitFor();
    await page.getByRole('button', { name: 'Edit Address' }).waitFor();
  } finally {
    await page.close();
  }
});

it('gives focus back to the pay button when the payment dialog is closed with Escape', async () => {
  await addToCart();
  await session.open('/checkout');
  await saveAddress();
  const pay = session.page.getByRole('button', { name: 'PROCEED TO PAYMENT' });
  await pay.click();
  await session.page.getByRole('dialog', { name: 'Sandbox payment' }).waitFor();
  await session.page.keyboard.press('Escape');
  await session.page.getByRole('dialog', { name: 'Sandbox payment' }).waitFor({ state: 'detached' });
  // Pay stays busy while the held pieces are given back (a second try must not hold them twice),
  // then takes focus and clicks again.
  await session.page.waitForFunction(() => {
    const focused = document.activeElement as HTMLButtonElement | null;
    // Busy shows as aria-disabled (the button keeps its focus while the hold is given back).
    return (
      focused?.textContent === 'PROCEED TO PAYMENT' &&
      !focused.disabled &&
      focused.getAttribute('aria-disabled') !== 'true'
    );
  });
  expect(await pay.isEnabled()).toBe(true);
});

it('gives the held pieces back when the payment is closed unpaid, without alarming the shopper', async () => {
  await addToCart();
  await session.open('/checkout');
  await saveAddress();
  const { page } = session;
  const opened = page.waitForResponse((response) => response.url().endsWith('/payment/create-order'));
  await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
  const { order } = (await (await opened).json()) as { order: { id: string } };
  const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
  const release = page.waitForRequest((request) => request.url().endsWith('/payment/release'));
  await widget.getByRole('button', { name: 'Cancel' }).click();
  expect((await release).postDataJSON()).toEqual({ orderId: order.id });
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.getByTestId('cart-count').textContent()).toBe('1');
});

it('says that checkout needs JavaScript when it is off, instead of loading the bag forever', async () => {
  const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(url('/checkout'));
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    // Playwright's text and role queries look past <noscript>: its drawn content is found by CSS.
    const message = page.locator('noscript p');
    expect(await message.isVisible()).toBe(true);
    expect(await message.textContent()).toMatch(/^Checkout needs JavaScript: please turn it on/);
    expect(await message.locator('a').getAttribute('href')).toBe('/');
    expect(await page.getByText('Loading your bag...').isVisible()).toBe(false);
  } finally {
    await context.close();
  }
});
