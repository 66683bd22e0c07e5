import type { OrderJson } from '@store/shared/api';
import { installFakeApi, renderWithStore, reply, SAMPLE_ORDER, UNREACHABLE } from '@store/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { OrdersTab } from './OrdersTab';

const api = installFakeApi();

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
  api.on('GET /orders/all', () => [order]);
  api.on('GET /admin/payments/unapplied', () => []);
});

it('flags a payment that could not be applied above the orders, and refunds it', async () => {
  api.on('GET /admin/payments/unapplied', () => [
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
  api.on('POST /admin/payments/:id/refund', () => ({ refundId: 'rfnd_BBBBBBBBBBBBBB', refunded: 4000 }));
  const { user } = renderWithStore(<OrdersTab />);
  const notice = await screen.findByRole('region', { name: 'Payments to refund' });
  expect(notice).toHaveTextContent(
    '₹4,000 from Meera Iyer (+919876543210), payment pay_AAAAAAAAAAAAAA: not added because the order was already paid.',
  );
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  expect(await screen.findByText('Refunded ₹4,000 to Meera Iyer')).toBeInTheDocument();
  expect(api.callsTo('POST /admin/payments/:id/refund')).toMatchObject([
    { path: '/admin/payments/pay_AAAAAAAAAAAAAA/refund' },
  ]);
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
  api.on('PUT /orders/:id/completed', ({ body }) => ({ ...order, ...(body as object) }));
  api.on('PUT /admin/orders/:id/fulfilment', ({ body }) => ({
    ...order,
    fulfilment: (body as { status: string }).status,
  }));
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Mark Completed' }));
  await user.click(await screen.findByRole('button', { name: 'Mark Undone' }));
  expect(await screen.findByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
  expect(api.callsTo('PUT /orders/:id/completed').map(({ path, body }) => [path, body])).toEqual([
    ['/orders/o1/completed', { completed: true }],
    ['/orders/o1/completed', { completed: false }],
  ]);
  await user.selectOptions(screen.getByLabelText('Move order of Meera Iyer on'), 'shipped');
  expect(await screen.findByText(/Partly paid · Shipped/)).toBeInTheDocument();
});

it('asks before deleting and says so after; a failure shows the fallback text', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  api.on('DELETE /orders/:id', () => reply(204, undefined));
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this order? This action cannot be undone.');
  expect(await screen.findByText('Order deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('admin-order')).not.toBeInTheDocument());
  expect(api.callsTo('DELETE /orders/:id')).toMatchObject([{ path: '/orders/o1' }]);
  confirm.mockRestore();
});

it('shows the server message when the status cannot change, else the product description fallback', async () => {
  api.once('PUT /orders/:id/completed', () => UNREACHABLE);
  api.once('PUT /orders/:id/completed', () => reply(409, { message: 'Order not found' }));
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Mark Completed' }));
  expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mark Completed' }));
  expect(await screen.findByText('Order not found')).toBeInTheDocument();
});
