import type { OrderJson } from '@store/shared/api';
import { renderWithStore } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { fetchMyOrders } from '../api/fetchMyOrders';
import CustomerDashboard from '../../../exposes/CustomerDashboard';
import { OrderHistory } from './OrderHistory';

jest.mock('../api/fetchMyOrders', () => ({ fetchMyOrders: jest.fn() }));
const fetchMock = fetchMyOrders as jest.Mock;

const order: OrderJson = {
  _id: 'o1',
  customer: { name: 'Asha' },
  phone: '+919876543210',
  totalAmount: 125000,
  paidAmount: 25000,
  amountDue: 100000,
  discount: 0,
  couponCode: null,
  status: 'partial-paid',
  completed: false,
  deleted: false,
  guest: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  shippingAddress: {
    name: 'Asha',
    street: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
    country: 'India',
  },
  items: [
    {
      _id: 'o1-0',
      productId: 'p1',
      name: 'Royal Sherwani',
      size: { upper: 'M', lower: '32' },
      price: 100000,
      image: '',
    },
    { _id: 'o1-1', productId: 'p2', name: 'Noor Gown', size: 'S', price: 25000, image: '' },
  ],
};

beforeEach(() => fetchMock.mockReset());

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
