import type { Product } from '@store/shared/api';
import { GUEST_PHONE_KEY, GUEST_TOKEN_KEY, itemAdded } from '@store/shared/store';
import { apiError, fillAddressForm, renderWithStore, SAMPLE_ADDRESS } from '@store/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchCartProduct } from '../../../api/fetchCartProduct';
import { createPaymentOrder } from '../../../api/paymentApi';
import { paySandbox, saveOrder } from '@store/shared/payment/api';
import { createAddress, fetchSavedAddresses } from '@store/shared/api';
import { CheckoutPage } from './CheckoutPage';

jest.mock('../../../api/fetchCartProduct', () => ({ fetchCartProduct: jest.fn() }));
jest.mock('@store/shared/api', () => ({
  ...jest.requireActual('@store/shared/api'),
  fetchSavedAddresses: jest.fn(),
  createAddress: jest.fn(),
  updateAddress: jest.fn(),
}));
jest.mock('../../../api/paymentApi', () => ({ createPaymentOrder: jest.fn() }));
jest.mock('@store/shared/payment/api', () => ({ saveOrder: jest.fn(), paySandbox: jest.fn() }));
jest.mock('./RelatedProducts', () => ({ RelatedProducts: () => null }));

const mocks = {
  product: fetchCartProduct as jest.Mock,
  addresses: fetchSavedAddresses as jest.Mock,
  createAddress: createAddress as jest.Mock,
  create: createPaymentOrder as jest.Mock,
  save: saveOrder as jest.Mock,
  pay: paySandbox as jest.Mock,
};

const gown = { _id: 'p1', name: 'Noor Gown', price: 12501, images: [], image: null } as unknown as Product;
const cartItem = { productId: 'p1', name: 'Noor Gown', size: 'S', price: 12501, image: '' };

beforeEach(() => {
  localStorage.clear();
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.product.mockResolvedValue(gown);
  mocks.addresses.mockRejectedValue(new Error('401'));
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
  mocks.create.mockResolvedValue({
    order: { id: 'order_1', amount: 1250100, currency: 'INR' },
    keyId: 'k',
    provider: 'sandbox',
  });
  mocks.pay.mockResolvedValue({
    razorpay_payment_id: 'pay_1',
    razorpay_order_id: 'order_1',
    razorpay_signature: 'f'.repeat(64),
  });
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
  const { store } = renderWithStore(<CheckoutPage />);
  act(() => void store.dispatch(itemAdded(cartItem)));
  await screen.findAllByText('Rs.12,501');
  expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.12,501');
  expect(screen.getByText('GST').nextSibling).toHaveTextContent('Included.');
  expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Rs.0');
  fireEvent.click(screen.getByRole('checkbox', { name: /Pay 20% now/ }));
  expect(screen.getByRole('button', { name: 'PAY 20% NOW (Rs.2,500)' })).toBeEnabled();
});

it('needs an address, then pays through the sandbox and lands on /ordersuccess', async () => {
  const { store } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  expect(await screen.findByText('Please provide a shipping address')).toBeInTheDocument();
  expect(mocks.create).not.toHaveBeenCalled();

  await fillAddress();
  openSandbox();
  mocks.save.mockResolvedValue({ order: { phone: '+919876543210' }, guestToken: 'token-1' });
  fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));

  const widget = await screen.findByRole('dialog', { name: 'Sandbox payment' });
  expect(mocks.create).toHaveBeenCalledWith(
    expect.objectContaining({ amount: 12501, partialPayment: false, items: [{ productId: 'p1', size: 'S' }] }),
  );
  fireEvent.change(within(widget).getByLabelText('Card number'), { target: { value: '4100 2800 0000 1007' } });
  fireEvent.click(within(widget).getByRole('button', { name: 'Pay ₹12,501' }));

  expect(await screen.findByText('Payment and order placed!')).toBeInTheDocument();
  // Router navigations are transitions: the URL follows in a later render.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ordersuccess'));
  expect(store.getState().cart.items).toEqual([]);
  // The order is made from the checkout the server stored: only the payment is posted.
  expect(mocks.save).toHaveBeenCalledWith(
    expect.objectContaining({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1' }),
  );
  expect(localStorage.getItem(GUEST_PHONE_KEY)).toBe('+919876543210');
  expect(JSON.parse(localStorage.getItem(GUEST_TOKEN_KEY) ?? '[]')).toEqual(['token-1']);
});

it('reports the server message when the payment cannot start, and keeps the cart', async () => {
  const { store } = await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await fillAddress();
  mocks.create.mockRejectedValue(apiError(409, 'amount: the amount due is now Rs.13,000'));
  fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  expect(
    await screen.findByText('Payment initiation failed: amount: the amount due is now Rs.13,000'),
  ).toBeInTheDocument();
  mocks.create.mockRejectedValue(new Error('Network Error'));
  fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  expect(await screen.findByText('Payment initiation failed.')).toBeInTheDocument();
  expect(store.getState().cart.items).toHaveLength(1);
});

it('says so when the order cannot be saved after payment', async () => {
  await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  await fillAddress();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  openSandbox();
  mocks.save.mockRejectedValue(new Error('500'));
  fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Sandbox payment' })).getByRole('button', { name: /^Pay/ }),
  );
  expect(await screen.findByText('Order placed but failed to save in DB.')).toBeInTheDocument();
});

it('shows a signed-out shopper the address form at once, without asking for saved addresses', async () => {
  await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } });
  expect(screen.getByRole('form', { name: 'Shipping address' })).toBeInTheDocument();
  expect(mocks.addresses).not.toHaveBeenCalled();
});

describe('signed-in customer with saved addresses', () => {
  const home = SAMPLE_ADDRESS;
  const office = { ...home, _id: 'a2', street: '1 Residency Road', zip: '560025' };

  it('preselects the first saved address, lets another be chosen, and pays to it', async () => {
    mocks.addresses.mockResolvedValue([home, office]);
    await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    const select = await screen.findByRole('combobox', { name: 'Saved addresses' });
    await waitFor(() => expect(select).toHaveValue('a1'));
    fireEvent.change(select, { target: { value: 'a2' } });
    openSandbox();
    fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await screen.findByRole('dialog', { name: 'Sandbox payment' });
    expect(mocks.create.mock.calls[0]?.[0].shippingAddress).toMatchObject({
      street: '1 Residency Road',
      zip: '560025',
    });
  });

  it('adds another address on the server and selects it', async () => {
    mocks.addresses.mockResolvedValue([home]);
    mocks.createAddress.mockImplementation(async (address) => ({ ...address, _id: 'a3' }));
    await renderCheckout({ product: { ...cartItem, itemId: 'p1-S' } }, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Another Address' }));
    await fillAddress();
    expect(mocks.createAddress).toHaveBeenCalledWith(
      expect.objectContaining({ street: '12 MG Road', phone: '+919876543210' }),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved addresses' })).toHaveValue('a3'));
  });
});
