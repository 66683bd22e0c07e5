import { GUEST_PHONE_KEY, GUEST_TOKEN_KEY, itemAdded } from '@store/shared/store';
import { HttpResponse } from 'msw';
import {
  api,
  fillAddressForm,
  pincodesHandler,
  renderWithStore,
  requestsTo,
  SAMPLE_ADDRESS,
  SAMPLE_ORDER,
  sampleProduct,
  setupApiServer,
} from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { saveGuestAddress } from '../guestAddress';
import { CheckoutPage } from './CheckoutPage';

const server = setupApiServer();
// The address form looks up the pincode it is given.
beforeEach(() => server.use(pincodesHandler));

const gown = sampleProduct({
  _id: 'p1',
  name: 'Noor Gown',
  price: 12501,
  category: 'womens',
  type: 'ball-gown',
  images: [],
  availability: { XS: 'in_stock', S: 'in_stock', M: 'in_stock', L: 'in_stock', XL: 'in_stock', XXL: 'in_stock' },
});
const cartItem = { productId: 'p1', name: 'Noor Gown', size: 'S', price: 12501, image: '' };

beforeEach(() => {
  localStorage.clear();
  // The cart's product by id; a section's listing (the related products) is empty here.
  server.use(
    api.get('/products/:idOrSection', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(query.get('type') ? [] : gown);
    }),
  );
  // Cash on delivery is not offered unless a test says it is.
  server.use(
    cashQuote({
      offered: false,
      reason: 'Cash on delivery is not available for 560001',
      fee: 0,
      total: 12501,
      payOnDelivery: 12501,
    }),
    api.get('/store/whatsapp', () => HttpResponse.json({ offered: true })),
    // A signed-in shopper's store credit: none, unless a test gives her some.
    api.get('/account/store-credit', () => HttpResponse.json({ balance: 0, entries: [] })),
    api.get('/store/tax', () =>
      HttpResponse.json({
        sellerState: 'Karnataka',
        slabs: {
          apparel: [
            { upToRupees: 2500, rate: 5 },
            { upToRupees: null, rate: 18 },
          ],
          accessories: [{ upToRupees: null, rate: 18 }],
        },
      }),
    ),
  );
});

/** The cash quote's answer: cash offered on a Rs.12,501 bag with its Rs.49 fee, unless `changes` say otherwise. */
const cashQuote = (changes: Record<string, unknown>) =>
  api.post('/payment/cash-quote', () =>
    HttpResponse.json({
      offered: true,
      reason: null,
      needsPhone: false,
      fee: 49,
      total: 12550,
      payNow: 0,
      payOnDelivery: 12550,
      ...changes,
    }),
  );

async function renderCheckout(state?: unknown, signedIn = false) {
  const view = renderWithStore(<CheckoutPage />, {
    route: state ? { pathname: '/checkout', state } : '/checkout',
    path: '/checkout',
    preloadedState: signedIn
      ? { session: { currentUser: { name: '', phone: '+919876543210', role: 'customer' } } }
      : undefined,
  });
  await screen.findAllByText('Rs.12,501');
  return view;
}

/** The API opens a sandbox payment order for the cart and the sandbox pays it. */
function openSandbox() {
  server.use(
    api.post('/payment/create-order', () =>
      HttpResponse.json({
        order: { id: 'order_1', amount: 1250100, currency: 'INR' },
        keyId: 'k',
        provider: 'sandbox',
      }),
    ),
    api.post('/payment/sandbox/pay', () =>
      HttpResponse.json({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_1',
        razorpay_signature: 'f'.repeat(64),
      }),
    ),
  );
}

async function fillAddress() {
  await fillAddressForm(await screen.findByRole('form', { name: 'Shipping address' }));
  await screen.findByRole('button', { name: 'Edit Address' });
}

it('adds the BUY NOW product once and clears the navigation state', async () => {
  const { store } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  expect(store.getState().cart.items).toHaveLength(1);
  expect(screen.getByTestId('location')).toHaveAttribute('data-state', 'null');
});

it('shows the totals and switches the pay button to 20% now', async () => {
  const { store, user } = renderWithStore(<CheckoutPage />);
  act(() => void store.dispatch(itemAdded(cartItem)));
  await screen.findAllByText('Rs.12,501');
  expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.12,501');
  expect(screen.getByText('GST').nextSibling).toHaveTextContent('Included.');
  expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Rs.0');
  await user.click(screen.getByRole('checkbox', { name: /Pay 20% now/ }));
  expect(screen.getByRole('button', { name: 'PAY 20% NOW (Rs.2,500)' })).toBeEnabled();
});

it('needs an address, then pays through the sandbox and lands on /ordersuccess', async () => {
  const { store, user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  expect(await screen.findByText('Please provide a shipping address')).toBeInTheDocument();
  expect(requestsTo('POST /payment/create-order')).toEqual([]);

  await fillAddress();
  openSandbox();
  server.use(api.post('/orders', () => HttpResponse.json({ order: SAMPLE_ORDER, guestToken: 'token-1' })));
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));

  const widget = await screen.findByRole('dialog', { name: 'Sandbox payment' });
  expect(requestsTo('POST /payment/create-order')[0]?.body).toMatchObject({
    amount: 12501,
    partialPayment: false,
    items: [{ productId: 'p1', size: 'S' }],
    whatsappUpdates: false,
  });
  const card = within(widget).getByLabelText('Card number');
  await user.clear(card);
  await user.type(card, '4100 2800 0000 1007');
  await user.click(within(widget).getByRole('button', { name: 'Pay ₹12,501' }));

  expect(await screen.findByText('Payment and order placed!')).toBeInTheDocument();
  // Router navigations are transitions: the URL follows in a later render.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ordersuccess'));
  expect(store.getState().cart.items).toEqual([]);
  // The order is made from the checkout the server stored: only the payment is posted.
  expect(requestsTo('POST /orders')[0]?.body).toEqual({
    razorpay: { orderId: 'order_1', paymentId: 'pay_1', signature: 'f'.repeat(64) },
  });
  expect(localStorage.getItem(GUEST_PHONE_KEY)).toBe('+919876543210');
  expect(JSON.parse(localStorage.getItem(GUEST_TOKEN_KEY) ?? '[]')).toEqual(['token-1']);
  // Each step that changes something carries a key of its own, so a retry of it is done once.
  const keys = ['POST /payment/create-order', 'POST /payment/sandbox/pay', 'POST /orders'].map(
    (call) => requestsTo(call)[0]?.headers['idempotency-key'],
  );
  for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(keys).size).toBe(3);
});

it('pays with an address typed but not saved: the pay button saves it first', async () => {
  const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  const form = await screen.findByRole('form', { name: 'Shipping address' });
  await user.type(within(form).getByLabelText('Full name'), 'Asha Rao');
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  // Bad fields: the spec's message, each field's own, and nothing is charged.
  expect(await screen.findByText('Please provide a shipping address')).toBeInTheDocument();
  expect(within(form).getByText('Pincode must be 6 digits')).toBeInTheDocument();
  expect(requestsTo('POST /payment/create-order')).toEqual([]);

  await user.type(within(form).getByLabelText('Phone'), '9876543210');
  await user.type(within(form).getByLabelText('Address'), '12 MG Road');
  await user.type(within(form).getByLabelText('Pincode'), '560001');
  await waitFor(() => expect(within(form).getByLabelText('State')).toHaveValue('Karnataka'));
  openSandbox();
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  await screen.findByRole('dialog', { name: 'Sandbox payment' });
  expect(requestsTo('POST /payment/create-order')[0]?.body).toMatchObject({
    shippingAddress: { name: 'Asha Rao', phone: '+919876543210', zip: '560001', state: 'Karnataka' },
  });
  expect(screen.getByRole('button', { name: 'Edit Address' })).toBeInTheDocument();
});

it('reports the server message when the payment cannot start, and keeps the cart', async () => {
  const { store, user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await fillAddress();
  server.use(
    api.post('/payment/create-order', () =>
      HttpResponse.json({ message: 'amount: the amount due is now Rs.13,000' }, { status: 409 }),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  expect(
    await screen.findByText('Payment initiation failed: amount: the amount due is now Rs.13,000'),
  ).toBeInTheDocument();
  server.use(api.post('/payment/create-order', () => HttpResponse.error()));
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  expect(await screen.findByText('Payment initiation failed.')).toBeInTheDocument();
  expect(store.getState().cart.items).toHaveLength(1);
});

it('says so when the order cannot be saved after payment', async () => {
  const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await fillAddress();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  openSandbox();
  server.use(api.post('/orders', () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })));
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Sandbox payment' })).getByRole('button', { name: /^Pay/ }),
  );
  expect(await screen.findByText('Order placed but failed to save in DB.')).toBeInTheDocument();
});

it('shows a signed-out shopper the address form at once, without asking for saved addresses', async () => {
  await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  expect(screen.getByRole('form', { name: 'Shipping address' })).toBeInTheDocument();
  expect(requestsTo('GET /address')).toEqual([]);
});

describe('signed-in customer with saved addresses', () => {
  const home = SAMPLE_ADDRESS;
  const office = { ...home, _id: 'a2', street: '1 Residency Road', zip: '560025' };

  it('preselects the first saved address, lets another be chosen, and pays to it', async () => {
    server.use(api.get('/address', () => HttpResponse.json([home, office])));
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    const select = await screen.findByRole('combobox', { name: 'Saved addresses' });
    await waitFor(() => expect(select).toHaveValue('a1'));
    await user.selectOptions(select, 'a2');
    openSandbox();
    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(requestsTo('POST /payment/create-order')[0]?.body).toMatchObject({
      shippingAddress: { street: '1 Residency Road', zip: '560025' },
    });
  });

  it('adds another address on the server and selects it', async () => {
    // The address book as the API keeps it: a new address is in the next read.
    const book = [home];
    server.use(
      api.get('/address', () => HttpResponse.json([...book])),
      api.post('/address', async ({ request }) => {
        const body = await request.json();
        book.push({ ...(body as typeof home), _id: 'a3' });
        return HttpResponse.json(book[1]);
      }),
    );
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    await user.click(await screen.findByRole('button', { name: 'Add Another Address' }));
    await fillAddress();
    expect(requestsTo('POST /address')[0]?.body).toMatchObject({ street: '12 MG Road', phone: '+919876543210' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved addresses' })).toHaveValue('a3'));
    // The save refreshes the address book (its tag): read again, the new address stays chosen.
    await waitFor(() => expect(requestsTo('GET /address')).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Saved addresses' })).toHaveValue('a3');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});

describe('store credit', () => {
  const home = SAMPLE_ADDRESS;
  const withCredit = (balance: number) =>
    server.use(
      api.get('/address', () => HttpResponse.json([home])),
      api.get('/account/store-credit', () => HttpResponse.json({ balance, entries: [] })),
    );

  it('offers her credit, shows the split, and pays the rest by card with the credit named', async () => {
    withCredit(2000);
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    await user.click(await screen.findByRole('checkbox', { name: 'Use store credit (Rs.2,000 available)' }));
    expect(screen.getByText('Rs.2,000 from store credit now, Rs.10,501 by card or UPI')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved addresses' })).toHaveValue('a1'));
    openSandbox();
    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(requestsTo('POST /payment/create-order')[0]?.body).toMatchObject({ amount: 10501, useStoreCredit: true });
  });

  it('places an order her credit pays in full at once, with no payment to make', async () => {
    withCredit(20000);
    server.use(
      api.post('/payment/create-order', () =>
        HttpResponse.json({
          order: { id: 'paid-by-balance-1', amount: 0, currency: 'INR' },
          keyId: 'k',
          provider: 'sandbox',
          holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          placed: { order: SAMPLE_ORDER, guestToken: null },
        }),
      ),
    );
    const { store, user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    await user.click(await screen.findByRole('checkbox', { name: 'Use store credit (Rs.20,000 available)' }));
    expect(screen.getByText('Store credit pays all of it (Rs.12,501)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved addresses' })).toHaveValue('a1'));
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER WITH STORE CREDIT' }));
    expect(await screen.findByText('Payment and order placed!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ordersuccess'));
    expect(requestsTo('POST /payment/create-order')[0]?.body).toMatchObject({ amount: 0, useStoreCredit: true });
    expect(screen.queryByRole('dialog', { name: 'Sandbox payment' })).not.toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });

  it('takes a gift card first, her credit next and the card the rest, and sends the code', async () => {
    withCredit(2000);
    server.use(
      api.post('/gift-cards/balance', () =>
        HttpResponse.json({ last4: 'T4PW', balance: 1500, expiresAt: '2027-12-01T00:00:00.000Z' }),
      ),
    );
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'K7QM-3XD2-9HVA-T4PW');
    await user.click(
      within(screen.getByRole('form', { name: 'Gift card code' })).getByRole('button', { name: 'APPLY' }),
    );
    expect(await screen.findByText('Gift card ending T4PW pays Rs.1,500')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Use store credit (Rs.2,000 available)' }));
    expect(screen.getByText('Rs.2,000 from store credit now, Rs.9,001 by card or UPI')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved addresses' })).toHaveValue('a1'));
    openSandbox();
    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(requestsTo('POST /payment/create-order')[0]?.body).toMatchObject({
      amount: 9001,
      useStoreCredit: true,
      giftCardCode: 'K7QM-3XD2-9HVA-T4PW',
    });
  });

  it('pays with her credit and cash on delivery for the rest: the split in the totals, the button and the order', async () => {
    withCredit(2000);
    // The API's quote weighs what cash pays once her credit is named: the Rs.49 fee on the whole, the rest to the courier.
    server.use(
      api.post('/payment/cash-quote', async ({ request }) => {
        const body = (await request.json()) as { useStoreCredit?: boolean };
        const credit = body.useStoreCredit ? 2000 : 0;
        return HttpResponse.json({
          offered: true,
          reason: null,
          needsPhone: false,
          fee: 49,
          total: 12550,
          payNow: 0,
          payOnDelivery: 12550 - credit,
          balances: credit,
        });
      }),
      api.post('/payment/cash-order', () =>
        HttpResponse.json({ placed: { order: SAMPLE_ORDER, guestToken: null }, payment: null }, { status: 201 }),
      ),
    );
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved addresses' })).toHaveValue('a1'));
    await user.click(await screen.findByRole('radio', { name: 'Cash on delivery (+Rs.49 fee)' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Use store credit (Rs.2,000 available)' }));
    expect(
      await screen.findByText('Rs.2,000 from store credit now, Rs.10,550 in cash on delivery'),
    ).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.12,550');
    expect(screen.getByText('Store credit').nextSibling).toHaveTextContent('−Rs.2,000');
    expect((await screen.findByText('To pay on delivery')).nextSibling).toHaveTextContent('Rs.10,550');
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER, PAY Rs.10,550 IN CASH' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ordersuccess'));
    expect(requestsTo('POST /payment/cash-order')[0]?.body).toMatchObject({ amount: 12550, useStoreCredit: true });
    expect(requestsTo('POST /payment/cash-quote').at(-1)?.body).toMatchObject({ useStoreCredit: true });
    expect(requestsTo('POST /payment/create-order')).toEqual([]);
  });

  it('places a bag her credit pays in full as a prepaid order, even with cash chosen: no fee', async () => {
    withCredit(20000);
    server.use(cashQuote({ payOnDelivery: 0 }));
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved addresses' })).toHaveValue('a1'));
    await user.click(await screen.findByRole('radio', { name: 'Cash on delivery (+Rs.49 fee)' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Use store credit (Rs.20,000 available)' }));
    expect(screen.getByText('Store credit pays all of it (Rs.12,501)')).toBeInTheDocument();
    expect(screen.queryByText('Cash on delivery fee')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PLACE ORDER WITH STORE CREDIT' })).toBeInTheDocument();
  });

  it('offers no credit to a guest', async () => {
    await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    expect(screen.queryByRole('checkbox', { name: /Use store credit/ })).not.toBeInTheDocument();
    expect(requestsTo('GET /account/store-credit')).toEqual([]);
  });
});

it('shows the GST inside the total as the invoice will: CGST + SGST in the seller state, IGST elsewhere', async () => {
  const { store, user } = renderWithStore(<CheckoutPage />);
  act(() => void store.dispatch(itemAdded(cartItem)));
  await screen.findAllByText('Rs.12,501');
  const gst = () => screen.getByText('GST').nextSibling;
  expect(gst()).toHaveTextContent('Included.');
  const form = await screen.findByRole('form', { name: 'Shipping address' });
  await fillAddressForm(form);
  // Rs.12,501 at 18%: Rs.1,906.93 of GST, as two equal halves (the invoice's), never a paisa apart.
  await waitFor(() => expect(gst()).toHaveTextContent('Included: CGST Rs.953.47 + SGST Rs.953.47'));
  await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
  const edit = await screen.findByRole('form', { name: 'Shipping address' });
  await fillAddressForm(edit, { State: 'Kerala', Pincode: '682001' });
  await waitFor(() => expect(gst()).toHaveTextContent('Included: IGST Rs.1,906.93'));
});

it('drops an applied coupon without asking the server once the cart is emptied', async () => {
  server.use(
    api.post('/coupons/check', async ({ request }) => {
      const body = await request.json();
      const { subtotal } = body as { subtotal: number };
      return subtotal > 0
        ? HttpResponse.json({ code: 'FESTIVE10', label: '10% off', discount: 1250, total: subtotal - 1250 })
        : HttpResponse.json({ message: 'Subtotal must be positive' }, { status: 400 });
    }),
  );
  const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await user.type(screen.getByPlaceholderText('Coupon code'), 'FESTIVE10');
  await user.click(within(screen.getByRole('form', { name: 'Coupon code' })).getByRole('button', { name: 'APPLY' }));
  expect(await screen.findByText(/FESTIVE10/)).toBeInTheDocument();
  const checks = requestsTo('POST /coupons/check').length;
  await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Clear your cart?' })).getByRole('button', { name: 'Clear Cart' }),
  );
  await screen.findByText('Your cart is empty.');
  expect(requestsTo('POST /coupons/check')).toHaveLength(checks);
  expect(screen.queryByText('Subtotal must be positive')).not.toBeInTheDocument();
});

it('asks before Clear Cart empties the bag: Cancel keeps it', async () => {
  const { store, user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
  const ask = screen.getByRole('dialog', { name: 'Clear your cart?' });
  expect(ask).toHaveTextContent('The 1 piece in your cart will be removed.');
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog', { name: 'Clear your cart?' })).not.toBeInTheDocument();
  expect(store.getState().cart.items).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Clear your cart?' })).getByRole('button', { name: 'Clear Cart' }),
  );
  expect(store.getState().cart.items).toEqual([]);
  expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
});

describe('a coupon kept with the bag', () => {
  /** The checkout after a reload: the bag as this browser kept it, with its coupon. */
  const reloaded = (couponCode: string | null, quantity = 1) =>
    renderWithStore(<CheckoutPage />, {
      route: '/checkout',
      path: '/checkout',
      preloadedState: { cart: { items: [{ ...cartItem, itemId: 'p1-S', quantity }], couponCode } },
    });

  it('is kept with the bag once applied', async () => {
    server.use(
      api.post('/coupons/check', async ({ request }) => {
        const body = await request.json();
        const { subtotal } = body as { subtotal: number };
        return HttpResponse.json({ code: 'FESTIVE10', label: '10% off', discount: 1250, total: subtotal - 1250 });
      }),
    );
    const { store, user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    await user.type(screen.getByPlaceholderText('Coupon code'), 'festive10');
    await user.click(within(screen.getByRole('form', { name: 'Coupon code' })).getByRole('button', { name: 'APPLY' }));
    expect(await screen.findByText('FESTIVE10: 10% off (−Rs.1,250)')).toBeInTheDocument();
    expect(store.getState().cart.couponCode).toBe('FESTIVE10');
  });

  it('is asked about again after a reload and applies', async () => {
    server.use(
      api.post('/coupons/check', async ({ request }) => {
        const body = await request.json();
        const { subtotal } = body as { subtotal: number };
        return HttpResponse.json({ code: 'FESTIVE10', label: '10% off', discount: 1250, total: subtotal - 1250 });
      }),
    );
    reloaded('FESTIVE10');
    expect(await screen.findByText('FESTIVE10: 10% off (−Rs.1,250)')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Coupon code')).toHaveValue('FESTIVE10');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.11,251');
    expect(requestsTo('POST /coupons/check').at(-1)?.body).toEqual({ code: 'FESTIVE10', subtotal: 12501 });
  });

  it('says why when it no longer applies, instead of dropping it silently', async () => {
    server.use(
      api.post('/coupons/check', () =>
        HttpResponse.json({ message: 'coupon: FESTIVE10 has expired' }, { status: 400 }),
      ),
    );
    const { store } = reloaded('FESTIVE10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'FESTIVE10 has expired: the coupon was taken off your order.',
    );
    expect(store.getState().cart.couponCode).toBeNull();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.12,501');
  });
});

describe('quantities', () => {
  const reloaded = (quantity: number) =>
    renderWithStore(<CheckoutPage />, {
      route: '/checkout',
      path: '/checkout',
      preloadedState: { cart: { items: [{ ...cartItem, itemId: 'p1-S', quantity }], couponCode: null } },
    });

  it('pays for two of one size: the totals count both, and the API gets one line a piece to price', async () => {
    const { user } = reloaded(1);
    await screen.findAllByText('Rs.12,501');
    await user.click(screen.getByRole('button', { name: 'One more Noor Gown' }));
    expect(screen.getByText('Sub-total: Rs.25,002')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.25,002');
    expect(screen.getByText(/2 items/)).toBeInTheDocument();
    await fillAddress();
    openSandbox();
    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(requestsTo('POST /payment/create-order')[0]?.body).toMatchObject({
      amount: 25002,
      items: [
        { productId: 'p1', size: 'S' },
        { productId: 'p1', size: 'S' },
      ],
    });
  });

  it("says the API's refusal of more pieces than the size has beside the pay button", async () => {
    const { user } = reloaded(3);
    await screen.findAllByText('Rs.37,503');
    await fillAddress();
    server.use(
      api.post('/payment/create-order', () =>
        HttpResponse.json(
          { message: 'Only 2 of Noor Gown in size S are left: choose 2 or fewer', field: 'items.2' },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    expect(await screen.findByText('Only 2 of Noor Gown in size S are left: choose 2 or fewer')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sandbox payment' })).not.toBeInTheDocument();
  });
});

it("shows only the answer for the code entered last, never an older code's late answer", async () => {
  // OLD10's answer is held back until the test lets it go; NEW20's comes at once.
  let answerOld: () => void = () => {};
  const oldAnswered = new Promise<void>((resolve) => (answerOld = resolve));
  server.use(
    api.post('/coupons/check', async ({ request }) => {
      const body = await request.json();
      const { code, subtotal } = body as { code: string; subtotal: number };
      if (code === 'OLD10') {
        await oldAnswered;
        return HttpResponse.json({ code, label: '10% off', discount: 1250, total: subtotal - 1250 });
      }
      return HttpResponse.json({ code, label: 'Rs.500 off', discount: 500, total: subtotal - 500 });
    }),
  );
  const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  const input = screen.getByPlaceholderText('Coupon code');
  await user.type(input, 'OLD10');
  await user.click(within(screen.getByRole('form', { name: 'Coupon code' })).getByRole('button', { name: 'APPLY' }));
  await user.clear(input);
  await user.type(input, 'NEW20');
  await user.click(within(screen.getByRole('form', { name: 'Coupon code' })).getByRole('button', { name: 'APPLY' }));
  expect(await screen.findByText('NEW20: Rs.500 off (−Rs.500)')).toBeInTheDocument();
  answerOld();
  await waitFor(() => expect(requestsTo('POST /coupons/check').every((call) => call.body)).toBe(true));
  await act(() => oldAnswered);
  expect(screen.queryByText(/OLD10/)).not.toBeInTheDocument();
  expect(screen.getByText('Coupon').nextSibling).toHaveTextContent('−Rs.500');
  expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.12,001');
  // The old code's check was dropped on its way; each check carries its own key.
  expect(requestsTo('POST /coupons/check')[0]).toMatchObject({ body: { code: 'OLD10' }, aborted: true });
  const keys = requestsTo('POST /coupons/check').map((call) => call.headers['idempotency-key']);
  expect(new Set(keys).size).toBe(keys.length);
});

describe('stock', () => {
  const kurta = sampleProduct({
    _id: 'p2',
    name: 'Mira Kurta',
    price: 4999,
    category: 'womens',
    type: 'kurta',
    images: [],
    availability: { S: 'out', M: 'low' },
    left: { M: 2 },
  });
  const inBag = { productId: 'p2', name: 'Mira Kurta', price: 4999, image: '' };
  const line = (name: string) =>
    screen.getAllByTestId('cart-line').find((element) => element.textContent?.includes(name)) as HTMLElement;
  const payButton = () => screen.getByRole('button', { name: 'PROCEED TO PAYMENT' });
  const totals = () => screen.getByRole('region', { name: 'Cart Totals' });

  /** The gown in S (bought now) and the kurta in `kurtaSize`, with the address saved. */
  async function renderBag(kurtaSize: string) {
    server.use(
      api.get<{ idOrSection: string }>('/products/:idOrSection', ({ params, request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('type')) return HttpResponse.json([]);
        return HttpResponse.json(params.idOrSection === 'p2' ? kurta : gown);
      }),
    );
    const view = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    act(() => void view.store.dispatch(itemAdded({ ...inBag, size: kurtaSize })));
    await screen.findByText('Mira Kurta');
    await fillAddress();
    return view;
  }

  it('says Only 2 left on a low line and lets the bag be paid for', async () => {
    await renderBag('M');
    expect(line('Mira Kurta')).toHaveTextContent('Size: MOnly 2 left');
    expect(line('Noor Gown')).not.toHaveTextContent(/left|stock/);
    expect(payButton()).toBeEnabled();
  });

  it('holds the pay button while a line is out of stock, says why, and frees it once the line is removed', async () => {
    const { store, user } = await renderBag('S');
    expect(line('Mira Kurta')).toHaveTextContent('Size: SOut of stock');
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription('Remove the pieces that sold out to continue');
    expect(within(totals()).getByText('Remove the pieces that sold out to continue')).toBeInTheDocument();

    await user.click(within(line('Mira Kurta')).getByRole('button', { name: 'Remove Mira Kurta' }));
    expect(store.getState().cart.items.map((item) => item.itemId)).toEqual(['p1-S']);
    expect(payButton()).toBeEnabled();
    expect(screen.queryByText('Remove the pieces that sold out to continue')).not.toBeInTheDocument();
    openSandbox();
    await user.click(payButton());
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(requestsTo('POST /payment/create-order')[0]?.body).toMatchObject({
      items: [{ productId: 'p1', size: 'S' }],
    });
  });

  it('on a phone opens the folded bag on the out line and says why in the pay bar', async () => {
    // A phone's width: no media query at the desktop breakpoint holds (jsdom has no matchMedia).
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
    try {
      await renderBag('S');
      expect(screen.getByText('Your cart').closest('details')).toHaveAttribute('open');
      const bar = screen.getByRole('region', { name: 'Pay' });
      expect(within(bar).getByRole('button', { name: 'PROCEED TO PAYMENT' })).toBeDisabled();
      expect(bar).toHaveTextContent(/^Remove the pieces that sold out to continueTotal/);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('names a piece that sold out as payment started, marks its line, and opens no payment', async () => {
    const { store, user } = await renderBag('M');
    const message = 'Sorry, Mira Kurta in M just sold out.';
    server.use(
      api.post('/payment/create-order', () =>
        HttpResponse.json({ message, soldOut: [{ productId: 'p2', size: 'M' }] }, { status: 409 }),
      ),
    );
    await user.click(payButton());

    expect(await within(totals()).findByRole('alert')).toHaveTextContent(message);
    expect(line('Mira Kurta')).toHaveTextContent('Size: MSold out');
    expect(line('Noor Gown')).not.toHaveTextContent('Sold out');
    expect(screen.queryByRole('dialog', { name: 'Sandbox payment' })).not.toBeInTheDocument();
    expect(requestsTo('POST /payment/create-order')[0]?.body).toMatchObject({
      items: [
        { productId: 'p1', size: 'S' },
        { productId: 'p2', size: 'M' },
      ],
    });
    // Not a failure to start: no 'Payment initiation failed' toast, and the bag is as it was.
    expect(screen.queryByText(/Payment initiation failed/)).not.toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(2);
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription(`${message} Remove the pieces that sold out to continue`);

    await user.click(within(line('Mira Kurta')).getByRole('button', { name: 'Remove Mira Kurta' }));
    expect(payButton()).toBeEnabled();
    openSandbox();
    await user.click(payButton());
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

describe('the stock hold', () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  let orders = 0;
  afterEach(() => jest.restoreAllMocks());

  /** Each payment start opens a new sandbox order (order_1, order_2, ...) holding for `minutes`. */
  function openHolding(minutes: number) {
    orders = 0;
    server.use(
      api.post('/payment/create-order', () =>
        HttpResponse.json({
          order: { id: `order_${++orders}`, amount: 1250100, currency: 'INR' },
          keyId: 'k',
          provider: 'sandbox',
          holdExpiresAt: inMinutes(minutes),
        }),
      ),
    );
  }

  async function openAndCancel(user: ReturnType<typeof renderWithStore>['user']) {
    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    const widget = await screen.findByRole('dialog', { name: 'Sandbox payment' });
    await user.click(within(widget).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' })).not.toHaveAttribute('aria-disabled'),
    );
  }

  it('says the pieces are held while the payment is open, and gives them back when it is closed unpaid', async () => {
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    await fillAddress();
    openHolding(15);
    server.use(api.post('/payment/release', () => HttpResponse.json({ released: 1 })));
    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    const widget = await screen.findByRole('dialog', { name: 'Sandbox payment' });
    const totals = screen.getByRole('region', { name: 'Cart Totals' });
    expect(within(totals).getByRole('status')).toHaveTextContent("We're holding your pieces for 15 minutes");

    await user.click(within(widget).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(requestsTo('POST /payment/release')).toHaveLength(1));
    expect(requestsTo('POST /payment/release')[0]?.body).toEqual({ orderId: 'order_1' });
    expect(within(totals).queryByRole('status')).not.toBeInTheDocument();

    // Released: another try starts a new payment order with a hold of its own.
    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(requestsTo('POST /payment/create-order')).toHaveLength(2);
  });

  it('when the release is refused, pays against the same hold while it lasts, and never an expired one', async () => {
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    await fillAddress();
    openHolding(15);
    server.use(api.post('/payment/release', () => HttpResponse.error()));
    await openAndCancel(user);
    // Nothing to alarm the shopper: the hold runs out by itself.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Payment initiation failed/)).not.toBeInTheDocument();

    // Within the hold: the same order (a new one would be refused the pieces held for this one).
    await openAndCancel(user);
    expect(requestsTo('POST /payment/create-order')).toHaveLength(1);
    // Each release got no answer and was sent once more under its own key (the API does it once).
    const releases = requestsTo('POST /payment/release');
    expect(releases.map((call) => call.body)).toEqual(Array(4).fill({ orderId: 'order_1' }));
    const keys = releases.map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).toBe(keys[3]);
    expect(keys[0]).not.toBe(keys[2]);

    // Past the hold: a new payment order.
    const later = Date.now() + 16 * 60_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(requestsTo('POST /payment/create-order')).toHaveLength(2);
  });
});

it('shows the API message and keeps the bag when a late payment could not be applied', async () => {
  const { store, user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await fillAddress();
  openSandbox();
  const message =
    'This payment could not be added to the order (the price changed after the hold expired). It is recorded and will be refunded.';
  server.use(api.post('/orders', () => HttpResponse.json({ message }, { status: 409 })));
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Sandbox payment' })).getByRole('button', { name: /^Pay/ }),
  );
  const totals = screen.getByRole('region', { name: 'Cart Totals' });
  expect(await within(totals).findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByText('Order placed but failed to save in DB.')).not.toBeInTheDocument();
  expect(store.getState().cart.items).toHaveLength(1);
  expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  expect(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' })).toBeEnabled();
});

describe('cash on delivery', () => {
  it('says why cash is not offered, and keeps card and UPI', async () => {
    await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    expect(screen.getByText('Save your delivery address to see whether you can pay in cash.')).toBeInTheDocument();
    await fillAddress();
    expect(await screen.findByText('Cash on delivery is not available for 560001')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Card or UPI' })).toBeChecked();
  });

  it('places a cash order with its fee in the total, and lands on /ordersuccess asking to confirm', async () => {
    const { store, user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    server.use(cashQuote({}));
    await fillAddress();
    await user.click(await screen.findByRole('radio', { name: 'Cash on delivery (+Rs.49 fee)' }));
    expect(screen.getByText('Cash on delivery fee').nextSibling).toHaveTextContent('Rs.49');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.12,550');
    expect(screen.queryByRole('checkbox', { name: /Pay 20% now/ })).not.toBeInTheDocument();
    server.use(
      api.post('/payment/cash-order', () =>
        HttpResponse.json(
          { placed: { order: SAMPLE_ORDER, guestToken: 'token-cash' }, payment: null },
          { status: 201 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER, PAY IN CASH' }));
    expect(await screen.findByText('Order placed: please confirm it from the text we sent')).toBeInTheDocument();
    expect(requestsTo('POST /payment/cash-order')[0]?.body).toMatchObject({
      amount: 12550,
      items: [{ productId: 'p1', size: 'S' }],
    });
    expect(requestsTo('POST /payment/create-order')).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ordersuccess'));
    expect(store.getState().cart.items).toEqual([]);
    expect(JSON.parse(localStorage.getItem(GUEST_TOKEN_KEY) ?? '[]')).toEqual(['token-cash']);
  });

  it('asks a shopper whose phone was proven at checkout to confirm nothing: the order is confirmed', async () => {
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    server.use(cashQuote({ fee: 0, total: 12501, payOnDelivery: 12501 }));
    await fillAddress();
    const cash = await screen.findByRole('radio', { name: 'Cash on delivery' });
    await waitFor(() => expect(cash).toBeEnabled());
    await user.click(cash);
    const confirmed = {
      ...SAMPLE_ORDER,
      paymentMethod: 'cash' as const,
      cash: { fee: 0, state: 'confirmed' as const, confirmBy: null, confirmedHow: 'phone proven at checkout' },
    };
    server.use(
      api.post('/payment/cash-order', () =>
        HttpResponse.json({ placed: { order: confirmed, guestToken: 'token-cash' }, payment: null }, { status: 201 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER, PAY IN CASH' }));
    expect(await screen.findByText('Order placed and confirmed: pay in cash on delivery')).toBeInTheDocument();
    expect(screen.queryByText(/please confirm/i)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ordersuccess'));
  });

  it('sends the WhatsApp opt-in only when ticked, and asks to confirm from the WhatsApp message', async () => {
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    server.use(cashQuote({ fee: 0, total: 12501, payOnDelivery: 12501 }));
    expect(screen.queryByRole('checkbox', { name: 'Send me order updates on WhatsApp' })).not.toBeInTheDocument();
    await fillAddress();
    // The choice is drawn disabled until the quote for the saved address answers.
    const cash = await screen.findByRole('radio', { name: 'Cash on delivery' });
    await waitFor(() => expect(cash).toBeEnabled());
    await user.click(cash);
    const optIn = await screen.findByRole('checkbox', { name: 'Send me order updates on WhatsApp' });
    expect(optIn).not.toBeChecked();
    expect(optIn).toHaveAccessibleDescription(
      /^To \+91 \d{5} \d{5}: confirmation, tailoring stages, shipping and returns/,
    );
    await user.click(optIn);
    server.use(
      api.post('/payment/cash-order', () =>
        HttpResponse.json(
          { placed: { order: SAMPLE_ORDER, guestToken: 'token-cash' }, payment: null },
          { status: 201 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER, PAY IN CASH' }));
    expect(
      await screen.findByText('Order placed: please confirm it from the WhatsApp message we sent'),
    ).toBeInTheDocument();
    expect(requestsTo('POST /payment/cash-order')[0]?.body).toMatchObject({ whatsappUpdates: true });
  });

  it('shows no WhatsApp box when the store sends no WhatsApp', async () => {
    server.use(api.get('/store/whatsapp', () => HttpResponse.json({ offered: false })));
    await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    await fillAddress();
    await waitFor(() => expect(requestsTo('GET /store/whatsapp')).toHaveLength(1));
    await screen.findByText('Cash on delivery is not available for 560001');
    expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it("says the API's refusal beside the button when a rule changed meanwhile, and keeps the bag", async () => {
    const { store, user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
    server.use(cashQuote({ fee: 0, total: 12501, payOnDelivery: 12501 }));
    await fillAddress();
    const cash = screen.getByRole('radio', { name: 'Cash on delivery' });
    await waitFor(() => expect(cash).toBeEnabled());
    await user.click(cash);
    const refusal =
      'This phone has placed 3 cash orders in the last 24 hours, the most we take. Please pay by card or UPI.';
    server.use(
      api.post('/payment/cash-order', () =>
        HttpResponse.json({ message: refusal, field: 'shippingAddress.phone' }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER, PAY IN CASH' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(1);
  });
});

describe('in Hindi', () => {
  /** A guest who saved an address here before, with the gown (its Hindi name given) in the bag. */
  async function renderHindi() {
    saveGuestAddress(SAMPLE_ADDRESS);
    server.use(
      api.get('/products/:idOrSection', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return HttpResponse.json(query.get('type') ? [] : { ...gown, nameHi: 'नूर गाउन' });
      }),
    );
    const view = await act(async () => renderWithStore(<CheckoutPage />, { locale: 'hi' }));
    act(() => void view.store.dispatch(itemAdded(cartItem)));
    await screen.findByRole('heading', { name: 'आपका कार्ट' });
    await screen.findAllByText('नूर गाउन');
    return view;
  }

  it('reads the bag, totals, GST, payment choices and pay button in Hindi, the amounts filled in', async () => {
    const { user } = await renderHindi();
    expect(screen.getByText(/^1 आइटम · Rs.12,501$/)).toBeInTheDocument();
    expect(screen.getByText('साइज़: S')).toBeInTheDocument();
    expect(screen.getByText('सबटोटल: Rs.12,501')).toBeInTheDocument();
    // The totals' list is named by its heading's words.
    const totals = screen.getAllByLabelText('कार्ट का कुल').find((node) => node.tagName === 'DL') as HTMLElement;
    expect(within(totals).getByText('कुल').nextSibling).toHaveTextContent('Rs.12,501');
    expect(within(totals).getByText('शिपिंग').nextSibling).toHaveTextContent('Rs.0');
    await waitFor(() =>
      expect(within(totals).getByText('GST').nextSibling).toHaveTextContent('शामिल: CGST Rs.953.47 + SGST Rs.953.47'),
    );
    expect(screen.getByRole('group', { name: 'पेमेंट का तरीका' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'कार्ड या UPI' })).toBeChecked();
    // Why cash is not offered is the API's own sentence.
    expect(await screen.findByText('Cash on delivery is not available for 560001')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'कैश ऑन डिलीवरी' })).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: 'मुझे WhatsApp पर ऑर्डर अपडेट भेजें' })).not.toBeChecked();
    expect(screen.getByText(/^\+91 98765 43210 पर: कन्फ़र्मेशन, सिलाई के चरण/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पेमेंट के लिए आगे बढ़ें' })).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'अभी 20% पेमेंट करें, बाकी डिस्पैच से पहले' }));
    expect(screen.getByRole('button', { name: 'अभी 20% पेमेंट करें (Rs.2,500)' })).toBeEnabled();
  });

  it('offers cash with its fee in Hindi and places the order, saying what to do next', async () => {
    server.use(cashQuote({}));
    const { user } = await renderHindi();
    await user.click(await screen.findByRole('radio', { name: 'कैश ऑन डिलीवरी (+Rs.49 फ़ीस)' }));
    expect(screen.getByText('कैश ऑन डिलीवरी फ़ीस').nextSibling).toHaveTextContent('Rs.49');
    expect(screen.getByText('कुल').nextSibling).toHaveTextContent('Rs.12,550');
    server.use(
      api.post('/payment/cash-order', () =>
        HttpResponse.json(
          { placed: { order: SAMPLE_ORDER, guestToken: 'token-cash' }, payment: null },
          { status: 201 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें, कैश में पेमेंट करें' }));
    expect(await screen.findByText('ऑर्डर हो गया: कृपया हमारे भेजे SMS से इसे कन्फ़र्म करें')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ordersuccess'));
  });

  it('says a coupon refusal in Hindi from its code, and the English of a code it does not know', async () => {
    const { user } = await renderHindi();
    server.use(
      api.post('/coupons/check', async ({ request }) => {
        const body = await request.json();
        return HttpResponse.json(
          (body as { code: string }).code === 'BIG500'
            ? {
                message: 'coupon: BIG500 needs an order of at least Rs.15,000',
                code: 'coupon.minimumNotMet',
                values: { coupon: 'BIG500', minimum: 15000 },
              }
            : { message: 'coupon: NEWCODE is for the app only', code: 'coupon.appOnly', values: {} },
          { status: 400 },
        );
      }),
    );
    const box = screen.getByRole('textbox', { name: 'कूपन कोड' });
    await user.type(box, 'BIG500');
    await user.click(within(screen.getByRole('form', { name: 'कूपन कोड' })).getByRole('button', { name: 'लागू करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('BIG500 के लिए कम से कम Rs.15,000 का ऑर्डर चाहिए');
    expect(screen.queryByText(/needs an order/)).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'NEWCODE');
    await user.click(within(screen.getByRole('form', { name: 'कूपन कोड' })).getByRole('button', { name: 'लागू करें' }));
    expect(await screen.findByText('NEWCODE is for the app only')).toBeInTheDocument();
  });

  it('says the cash cap and a refused cash order in Hindi', async () => {
    server.use(
      api.post('/payment/cash-quote', () =>
        HttpResponse.json({
          offered: false,
          reason: 'Cash on delivery is available up to Rs.10,000',
          refusal: { code: 'cod.limitExceeded', values: { limit: 10000 } },
          needsPhone: false,
          fee: 0,
          total: 12501,
          payNow: 0,
          payOnDelivery: 12501,
        }),
      ),
    );
    await renderHindi();
    expect(await screen.findByText('कैश ऑन डिलीवरी सिर्फ़ Rs.10,000 तक के ऑर्डर पर उपलब्ध है')).toBeInTheDocument();
    expect(screen.queryByText(/available up to/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'कैश ऑन डिलीवरी' })).toBeDisabled();
  });

  it('says a refused cash order in Hindi beside the button', async () => {
    server.use(
      api.post('/payment/cash-quote', () =>
        HttpResponse.json({
          offered: true,
          reason: null,
          refusal: null,
          needsPhone: false,
          fee: 0,
          total: 12501,
          payNow: 0,
          payOnDelivery: 12501,
        }),
      ),
    );
    const { user } = await renderHindi();
    const cash = screen.getByRole('radio', { name: 'कैश ऑन डिलीवरी' });
    await waitFor(() => expect(cash).toBeEnabled());
    await user.click(cash);
    server.use(
      api.post('/payment/cash-order', () =>
        HttpResponse.json(
          {
            message:
              'This phone has placed 3 cash orders in the last 24 hours, the most we take. Please pay by card or UPI.',
            field: 'shippingAddress.phone',
            code: 'cod.phoneDailyLimit',
            values: { limit: 3 },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें, कैश में पेमेंट करें' }));
    expect(
      await screen.findByText(
        'इस फ़ोन से पिछले 24 घंटों में 3 कैश ऑर्डर हो चुके हैं, जो हमारी सीमा है। कृपया कार्ड या UPI से भुगतान करें।',
      ),
    ).toBeInTheDocument();
  });

  it('names a piece that just sold out by its Hindi name, in Hindi', async () => {
    saveGuestAddress(SAMPLE_ADDRESS);
    server.use(
      api.get('/products/:idOrSection', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return HttpResponse.json(query.get('type') ? [] : { ...gown, nameHi: 'नूर गाउन' });
      }),
    );
    const { store, user } = await act(async () => renderWithStore(<CheckoutPage />, { locale: 'hi' }));
    act(() => void store.dispatch(itemAdded({ ...cartItem, nameHi: 'नूर गाउन' })));
    await screen.findAllByText('नूर गाउन');
    server.use(
      api.post('/payment/create-order', () =>
        HttpResponse.json(
          {
            message: 'Sorry, Noor Gown in S just sold out.',
            soldOut: [{ productId: 'p1', size: 'S' }],
            code: 'stock.soldOut',
            values: { productId: 'p1', product: 'Noor Gown', size: 'S' },
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'पेमेंट के लिए आगे बढ़ें' }));
    expect((await screen.findAllByText('माफ़ कीजिए, नूर गाउन (S) अभी-अभी बिक गया।')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/just sold out/)).not.toBeInTheDocument();
  });

  it('asks for the address in Hindi when there is none', async () => {
    const { store, user } = await act(async () => renderWithStore(<CheckoutPage />, { locale: 'hi' }));
    act(() => void store.dispatch(itemAdded(cartItem)));
    await screen.findByRole('heading', { name: 'डिलीवरी का पता' });
    await user.click(await screen.findByRole('button', { name: 'पेमेंट के लिए आगे बढ़ें' }));
    expect(await screen.findByText('कृपया डिलीवरी का पता दें')).toBeInTheDocument();
    expect(requestsTo('POST /payment/create-order')).toEqual([]);
  });
});
