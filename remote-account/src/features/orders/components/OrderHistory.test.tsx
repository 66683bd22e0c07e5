import { renderWithStore, SAMPLE_ORDER } from '@store/shared/testing';
import { paySandbox, saveOrder } from '@store/shared/payment/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { fetchMyOrders } from '../api/fetchMyOrders';
import { startBalancePayment } from '../api/payBalance';
import { fetchMyRatings, rateProduct } from '../api/ratings';
import CustomerDashboard from '../../../exposes/CustomerDashboard';
import { OrderHistory } from './OrderHistory';

jest.mock('../api/fetchMyOrders', () => ({ fetchMyOrders: jest.fn() }));
jest.mock('../api/ratings', () => ({ fetchMyRatings: jest.fn(), rateProduct: jest.fn() }));
jest.mock('../api/payBalance', () => ({
  ...jest.requireActual('../api/payBalance'),
  startBalancePayment: jest.fn(),
}));
jest.mock('@store/shared/payment/api', () => ({ saveOrder: jest.fn(), paySandbox: jest.fn() }));
const fetchMock = fetchMyOrders as jest.Mock;
const ratingsMock = fetchMyRatings as jest.Mock;
const rateMock = rateProduct as jest.Mock;
const startMock = startBalancePayment as jest.Mock;
const payMock = paySandbox as jest.Mock;
const saveMock = saveOrder as jest.Mock;
const signedIn = { session: { currentUser: { name: '', phone: '+919876543210', role: 'customer' } } };

const order = SAMPLE_ORDER;

beforeEach(() => {
  for (const mock of [fetchMock, ratingsMock, rateMock, startMock, payMock, saveMock]) mock.mockReset();
});

it('shows the spec texts while loading and when there are no orders', async () => {
  fetchMock.mockResolvedValue([]);
  renderWithStore(<CustomerDashboard />);
  expect(screen.getByRole('heading', { name: 'Customer Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('View your order history')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Order History' })).toBeInTheDocument();
  // A guest has no address book.
  expect(screen.queryByRole('heading', { name: 'Addresses' })).not.toBeInTheDocument();
  expect(screen.getByText('Loading orders...')).toBeInTheDocument();
  expect(await screen.findByText('No orders found.')).toBeInTheDocument();
});

it('shows each order: status, date, address, rupee total and items with sizes', async () => {
  fetchMock.mockResolvedValue([order]);
  renderWithStore(<OrderHistory />);
  const card = await screen.findByRole('article');
  expect(card).toHaveTextContent('Partly paid');
  expect(card).toHaveTextContent('20 Nov 2026');
  expect(card).toHaveTextContent('12 MG Road, Bengaluru, Karnataka 560001');
  expect(card).toHaveTextContent('Total: ₹1,25,000 (paid ₹25,000, due ₹1,00,000)');
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Royal Sherwani (Size: upper: M, lower: 32)', 'Noor Gown (Size: S)']);
});

it('logs a failure and shows an empty history', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock.mockRejectedValue(new Error('down'));
  renderWithStore(<OrderHistory />);
  expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

it("pays a 20%-now order's balance in the payment widget and shows it paid", async () => {
  fetchMock.mockResolvedValue([order]);
  startMock.mockResolvedValue({
    order: { id: 'order_b', amount: 10000000, currency: 'INR' },
    keyId: 'k',
    provider: 'sandbox',
  });
  const payment = { razorpay_order_id: 'order_b', razorpay_payment_id: 'pay_b', razorpay_signature: 'a'.repeat(64) };
  payMock.mockResolvedValue(payment);
  saveMock.mockResolvedValue({
    order: { ...order, status: 'paid', paidAmount: 125000, amountDue: 0 },
    guestToken: 't',
  });
  renderWithStore(<OrderHistory />);
  fireEvent.click(await screen.findByRole('button', { name: 'Pay balance (Rs.1,00,000)' }));
  const widget = await screen.findByRole('dialog', { name: 'Sandbox payment' });
  fireEvent.change(within(widget).getByLabelText('Card number'), { target: { value: '4100280000001007' } });
  fireEvent.click(within(widget).getByRole('button', { name: 'Pay ₹1,00,000' }));
  expect(await screen.findByText('Balance paid. Thank you!')).toBeInTheDocument();
  expect(startMock).toHaveBeenCalledWith('o1');
  expect(saveMock).toHaveBeenCalledWith({
    razorpay_order_id: 'order_b',
    razorpay_payment_id: 'pay_b',
    razorpay_signature: 'a'.repeat(64),
  });
  expect(screen.getByRole('article')).toHaveTextContent('Paid');
  expect(screen.queryByRole('button', { name: /Pay balance/ })).not.toBeInTheDocument();
});

it('offers stars on a completed order to a signed-in customer, with their earlier rating lit', async () => {
  fetchMock.mockResolvedValue([{ ...order, status: 'paid', amountDue: 0, completed: true }]);
  ratingsMock.mockResolvedValue(new Map([['p2', 4]]));
  rateMock.mockResolvedValue(undefined);
  renderWithStore(<OrderHistory />, { preloadedState: signedIn });
  const sherwani = await screen.findByRole('group', { name: 'Rate Royal Sherwani' });
  expect(within(screen.getByRole('group', { name: 'Rate Noor Gown' })).getByLabelText('4 stars')).toBeChecked();
  fireEvent.click(within(sherwani).getByLabelText('5 stars'));
  expect(await screen.findByText('Thanks for rating Royal Sherwani!')).toBeInTheDocument();
  expect(rateMock).toHaveBeenCalledWith('p1', 5);
});

it('offers no stars before an order is completed', async () => {
  fetchMock.mockResolvedValue([order]);
  ratingsMock.mockResolvedValue(new Map());
  renderWithStore(<OrderHistory />, { preloadedState: signedIn });
  await screen.findByRole('article');
  expect(screen.queryByRole('group', { name: /^Rate/ })).not.toBeInTheDocument();
});
