import type { OrderJson } from '@store/shared/api';
import { apiError, renderWithStore, SAMPLE_ORDER } from '@store/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deleteOrder, fetchAllOrders, setOrderCompleted, setOrderFulfilment } from '../../../api/orders';
import { fetchUnappliedPayments, refundPayment } from '../../../api/payments';
import { OrdersTab } from './OrdersTab';

jest.mock('../../../api/payments', () => ({ fetchUnappliedPayments: jest.fn(), refundPayment: jest.fn() }));

jest.mock('../../../api/orders', () => ({
  fetchAllOrders: jest.fn(),
  setOrderCompleted: jest.fn(),
  setOrderFulfilment: jest.fn(),
  deleteOrder: jest.fn(),
}));
const mocks = {
  list: fetchAllOrders as jest.Mock,
  completed: setOrderCompleted as jest.Mock,
  fulfilment: setOrderFulfilment as jest.Mock,
  remove: deleteOrder as jest.Mock,
};

const order: OrderJson = {
  ...SAMPLE_ORDER,
  customer: { name: 'Meera Iyer' },
  items: [
    {
      _id: 'o1-0',
      productId: 'p1',
      name: 'Sherwani',
      size: { custom: true, chest: 40, waist: 34 },
      price: 24999,
      image: '',
    },
  ],
};

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.list.mockResolvedValue([order]);
  (fetchUnappliedPayments as jest.Mock).mockReset().mockResolvedValue([]);
  (refundPayment as jest.Mock).mockReset();
});

it('flags a payment that could not be applied above the orders, and refunds it', async () => {
  (fetchUnappliedPayments as jest.Mock).mockResolvedValue([
    {
      paymentId: 'pay_AAAAAAAAAAAAAA',
      orderId: 'o1',
      customer: { name: 'Meera Iyer', phone: '+919876543210' },
      amount: 4000,
      reason: 'the order was already paid',
      refunded: 0,
      refundId: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ]);
  (refundPayment as jest.Mock).mockResolvedValue({ refundId: 'rfnd_BBBBBBBBBBBBBB', refunded: 4000 });
  renderWithStore(<OrdersTab />);
  const notice = await screen.findByRole('region', { name: 'Payments to refund' });
  expect(notice).toHaveTextContent(
    '₹4,000 from Meera Iyer (+919876543210), payment pay_AAAAAAAAAAAAAA: not added because the order was already paid.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  expect(await screen.findByText('Refunded ₹4,000 to Meera Iyer')).toBeInTheDocument();
  expect(refundPayment).toHaveBeenCalledWith('pay_AAAAAAAAAAAAAA');
  expect(screen.queryByRole('region', { name: 'Payments to refund' })).not.toBeInTheDocument();
});

it('shows customer, items with readable measurements, money and state', async () => {
  renderWithStore(<OrdersTab />);
  const card = await screen.findByTestId('admin-order');
  expect(card).toHaveTextContent('Meera Iyer');
  expect(card).toHaveTextContent('Sherwani (Size: chest: 40, waist: 34)');
  expect(card).toHaveTextContent('₹1,25,000 (paid ₹25,000, due ₹1,00,000)');
  expect(card).toHaveTextContent('Partly paid · Processing');
});

it('marks completed, then undone, and moves the order on', async () => {
  mocks.completed.mockImplementation(async (_id, completed) => ({ ...order, completed }));
  mocks.fulfilment.mockImplementation(async (_id, fulfilment) => ({ ...order, fulfilment }));
  renderWithStore(<OrdersTab />);
  fireEvent.click(await screen.findByRole('button', { name: 'Mark Completed' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Mark Undone' }));
  expect(await screen.findByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
  expect(mocks.completed.mock.calls).toEqual([
    ['o1', true],
    ['o1', false],
  ]);
  fireEvent.change(screen.getByLabelText('Move order of Meera Iyer on'), { target: { value: 'shipped' } });
  expect(await screen.findByText(/Partly paid · Shipped/)).toBeInTheDocument();
});

it('asks before deleting and says so after; a failure shows the fallback text', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  mocks.remove.mockResolvedValue(undefined);
  renderWithStore(<OrdersTab />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this order? This action cannot be undone.');
  expect(await screen.findByText('Order deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('admin-order')).not.toBeInTheDocument());
  confirm.mockRestore();
});

it('shows the server message when the status cannot change, else the spec fallback', async () => {
  mocks.completed.mockRejectedValueOnce(new Error('network'));
  mocks.completed.mockRejectedValueOnce(apiError(409, 'Order not found'));
  renderWithStore(<OrdersTab />);
  fireEvent.click(await screen.findByRole('button', { name: 'Mark Completed' }));
  expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Mark Completed' }));
  expect(await screen.findByText('Order not found')).toBeInTheDocument();
});
