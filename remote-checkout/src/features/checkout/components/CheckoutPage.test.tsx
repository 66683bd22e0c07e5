import type { Product } from '@store/shared/api';
import { GUEST_PHONE_KEY, GUEST_TOKEN_KEY, itemAdded } from '@store/shared/store';
import {
  fillAddressForm,
  installFakeApi,
  renderWithStore,
  reply,
  SAMPLE_ADDRESS,
  UNREACHABLE,
  answerPincodes,
} from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CheckoutPage } from './CheckoutPage';

const api = installFakeApi();
// The address form looks up the pincode it is given.
beforeEach(() => answerPincodes(api));

const gown = {
  _id: 'p1',
  name: 'Noor Gown',
  price: 12501,
  category: 'womens',
  type: 'ball-gown',
  images: [],
  image: null,
} as unknown as Product;
const cartItem = { productId: 'p1', name: 'Noor Gown', size: 'S', price: 12501, image: '' };

beforeEach(() => {
  localStorage.clear();
  // The cart's product by id; a section's listing (the related products) is empty here.
  api.on('GET /products/:idOrSection', ({ query }) => (query.type ? [] : gown));
  api.on('GET /store/tax', () => ({
    sellerState: 'Karnataka',
    slabs: {
      apparel: [
        { upToRupees: 2500, rate: 5 },
        { upToRupees: null, rate: 18 },
      ],
      accessories: [{ upToRupees: null, rate: 18 }],
    },
  }));
});

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
  api.on('POST /payment/create-order', () => ({
    order: { id: 'order_1', amount: 1250100, currency: 'INR' },
    keyId: 'k',
    provider: 'sandbox',
  }));
  api.on('POST /payment/sandbox/pay', () => ({
    razorpay_payment_id: 'pay_1',
    razorpay_order_id: 'order_1',
    razorpay_signature: 'f'.repeat(64),
  }));
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
  expect(api.callsTo('POST /payment/create-order')).toEqual([]);

  await fillAddress();
  openSandbox();
  api.on('POST /orders', () => ({ order: { phone: '+919876543210' }, guestToken: 'token-1' }));
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));

  const widget = await screen.findByRole('dialog', { name: 'Sandbox payment' });
  expect(api.callsTo('POST /payment/create-order')[0]?.body).toMatchObject({
    amount: 12501,
    partialPayment: false,
    items: [{ productId: 'p1', size: 'S' }],
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
  expect(api.callsTo('POST /orders')[0]?.body).toEqual({
    razorpay: { orderId: 'order_1', paymentId: 'pay_1', signature: 'f'.repeat(64) },
  });
  expect(localStorage.getItem(GUEST_PHONE_KEY)).toBe('+919876543210');
  expect(JSON.parse(localStorage.getItem(GUEST_TOKEN_KEY) ?? '[]')).toEqual(['token-1']);
});

it('reports the server message when the payment cannot start, and keeps the cart', async () => {
  const { store, user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await fillAddress();
  api.on('POST /payment/create-order', () => reply(409, { message: 'amount: the amount due is now Rs.13,000' }));
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  expect(
    await screen.findByText('Payment initiation failed: amount: the amount due is now Rs.13,000'),
  ).toBeInTheDocument();
  api.on('POST /payment/create-order', () => UNREACHABLE);
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  expect(await screen.findByText('Payment initiation failed.')).toBeInTheDocument();
  expect(store.getState().cart.items).toHaveLength(1);
});

it('says so when the order cannot be saved after payment', async () => {
  const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await fillAddress();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  openSandbox();
  api.on('POST /orders', () => reply(500, { message: 'Internal server error' }));
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Sandbox payment' })).getByRole('button', { name: /^Pay/ }),
  );
  expect(await screen.findByText('Order placed but failed to save in DB.')).toBeInTheDocument();
});

it('shows a signed-out shopper the address form at once, without asking for saved addresses', async () => {
  await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  expect(screen.getByRole('form', { name: 'Shipping address' })).toBeInTheDocument();
  expect(api.callsTo('GET /address')).toEqual([]);
});

describe('signed-in customer with saved addresses', () => {
  const home = SAMPLE_ADDRESS;
  const office = { ...home, _id: 'a2', street: '1 Residency Road', zip: '560025' };

  it('preselects the first saved address, lets another be chosen, and pays to it', async () => {
    api.on('GET /address', () => [home, office]);
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    const select = await screen.findByRole('combobox', { name: 'Saved addresses' });
    await waitFor(() => expect(select).toHaveValue('a1'));
    await user.selectOptions(select, 'a2');
    openSandbox();
    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(api.callsTo('POST /payment/create-order')[0]?.body).toMatchObject({
      shippingAddress: { street: '1 Residency Road', zip: '560025' },
    });
  });

  it('adds another address on the server and selects it', async () => {
    api.on('GET /address', () => [home]);
    api.on('POST /address', ({ body }) => ({ ...(body as object), _id: 'a3' }));
    const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    await user.click(await screen.findByRole('button', { name: 'Add Another Address' }));
    await fillAddress();
    expect(api.callsTo('POST /address')[0]?.body).toMatchObject({ street: '12 MG Road', phone: '+919876543210' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved addresses' })).toHaveValue('a3'));
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
  // Rs.12,501 at 18%: Rs.10,594.07 of value, Rs.1,906.93 of GST in two halves.
  await waitFor(() => expect(gst()).toHaveTextContent('Included: CGST Rs.953.47 + SGST Rs.953.46'));
  await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
  const edit = await screen.findByRole('form', { name: 'Shipping address' });
  await fillAddressForm(edit, { State: 'Kerala', Pincode: '682001' });
  await waitFor(() => expect(gst()).toHaveTextContent('Included: IGST Rs.1,906.93'));
});

it('drops an applied coupon without asking the server once the cart is emptied', async () => {
  api.on('POST /coupons/check', ({ body }) => {
    const { subtotal } = body as { subtotal: number };
    return subtotal > 0 ? { code: 'FESTIVE10', discount: 1250 } : reply(400, { message: 'Subtotal must be positive' });
  });
  const { user } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await user.type(screen.getByPlaceholderText('Coupon code'), 'FESTIVE10');
  await user.click(screen.getByRole('button', { name: 'APPLY' }));
  expect(await screen.findByText(/FESTIVE10/)).toBeInTheDocument();
  const checks = api.callsTo('POST /coupons/check').length;
  await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
  await screen.findByText('Your cart is empty.');
  expect(api.callsTo('POST /coupons/check')).toHaveLength(checks);
  expect(screen.queryByText('Subtotal must be positive')).not.toBeInTheDocument();
});
