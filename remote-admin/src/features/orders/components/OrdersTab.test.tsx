import { NEXT_CURSOR_HEADER, type OrderDetail, type OrderJson } from '@store/shared/api';
import { installFakeApi, renderWithStore, reply, SAMPLE_ORDER, UNREACHABLE } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
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
      stage: 'cutting',
    },
  ],
};

beforeEach(() => {
  api.on('GET /admin/orders', () => [order]);
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
  // Each change is confirmed by a toast.
  expect(await screen.findByText('Order ELG-2026-000123 marked completed')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Mark Undone' }));
  expect(await screen.findByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
  expect(api.callsTo('PUT /orders/:id/completed').map(({ path, body }) => [path, body])).toEqual([
    ['/orders/o1/completed', { completed: true }],
    ['/orders/o1/completed', { completed: false }],
  ]);
  await user.selectOptions(screen.getByLabelText('Move order of Meera Iyer on'), 'shipped');
  // Shipping asks which courier took it and the number the shopper tracks it by.
  const ship = screen.getByRole('form', { name: 'Ship order ELG-2026-000123' });
  await user.type(within(ship).getByLabelText('Courier'), 'Delhivery');
  await user.type(within(ship).getByLabelText('Tracking number'), '1234567890123');
  await user.click(within(ship).getByRole('button', { name: 'Ship' }));
  // A loaded CI machine took over a second here once: the answer, then the row drawn again.
  expect(await screen.findByText(/Partly paid · Shipped/, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(api.callsTo('PUT /admin/orders/:id/fulfilment').at(-1)?.body).toEqual({
    status: 'shipped',
    courier: 'Delhivery',
    trackingNumber: '1234567890123',
  });
});

it("asks why before deleting, in the store's own dialog, and says so after", async () => {
  api.on('DELETE /orders/:id', () => reply(204, undefined));
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete order' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete this order? This action cannot be undone.');
  // No reason, no delete.
  expect(within(dialog).getByRole('button', { name: 'Delete order' })).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Reason (kept with the order)'), 'Duplicate of ELG-2026-000122');
  await user.click(within(dialog).getByRole('button', { name: 'Delete order' }));
  expect(await screen.findByText('Order deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('admin-order')).not.toBeInTheDocument());
  expect(api.callsTo('DELETE /orders/:id')).toMatchObject([
    { path: '/orders/o1', body: { reason: 'Duplicate of ELG-2026-000122' } },
  ]);
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

it('searches, filters and pages on the server, newest first', async () => {
  const older: OrderJson = { ...order, _id: 'o0', orderNumber: 'ELG-2026-000100', customer: { name: 'Rohan Mehta' } };
  api.on('GET /admin/orders', ({ query }) =>
    query.cursor === 'c2' ? [older] : reply(200, [order], { [NEXT_CURSOR_HEADER]: 'c2' }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Load more orders' }));
  expect(await screen.findByText('ELG-2026-000100')).toBeInTheDocument();
  expect(screen.getAllByTestId('admin-order')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Search'), '98450 12345');
  await user.selectOptions(screen.getByLabelText('Show'), 'shipped');
  await waitFor(() =>
    expect(api.callsTo('GET /admin/orders').at(-1)?.query).toEqual({ q: '98450 12345', status: 'shipped' }),
  );
});

it("opens an order's page with its address, measurements, payments, history and notes, and adds a note", async () => {
  const detail: OrderDetail = {
    order,
    contact: { name: 'Meera Iyer', phone: '+919845012345', email: 'meera@example.in' },
    address: {
      street: '4 Residency Road',
      landmark: 'Opp. the park',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560025',
      country: 'India',
    },
    payments: [
      {
        paymentId: 'pay_AAAAAAAAAAAAAA',
        providerOrderId: 'order_BBBBBBBBBBBBBB',
        type: 'partial',
        amount: 25000,
        refunded: 0,
        unappliedReason: null,
        at: '2026-11-20T10:00:00.000Z',
      },
    ],
    history: [
      { kind: 'completed', from: 'false', to: 'true', at: '2026-11-21T10:00:00.000Z', by: 'admin@elegance.local' },
    ],
    notes: [],
  };
  api.on('GET /admin/orders/:id', () => detail);
  api.on('POST /admin/orders/:id/notes', ({ body }) => {
    const note = {
      _id: 'n1',
      text: (body as { text: string }).text,
      by: 'admin@elegance.local',
      at: '2026-11-22T10:00:00.000Z',
    };
    detail.notes = [note];
    return reply(201, note);
  });
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'ELG-2026-000123' }));
  const page = await screen.findByRole('article', { name: 'Order ELG-2026-000123' });
  expect(within(page).getByRole('region', { name: 'Ship to' })).toHaveTextContent(
    '4 Residency RoadOpp. the parkBengaluru, Karnataka 560025',
  );
  expect(within(page).getByRole('region', { name: 'Items' })).toHaveTextContent(
    'Made to measure (inches): chest: 40, waist: 34',
  );
  expect(within(page).getByRole('region', { name: 'Payments' })).toHaveTextContent(
    '20% now · ₹25,000 · pay_AAAAAAAAAAAAAA',
  );
  expect(within(page).getByRole('region', { name: 'History' })).toHaveTextContent('by admin@elegance.local');
  await user.type(within(page).getByLabelText('Add a note (the customer never sees it)'), 'Call before delivery');
  await user.click(within(page).getByRole('button', { name: 'Add note' }));
  expect(await within(page).findByText(/admin@elegance.local: Call before delivery/)).toBeInTheDocument();
  await user.click(within(page).getByRole('button', { name: '← All orders' }));
  expect(await screen.findByTestId('admin-order')).toBeInTheDocument();
});

it('moves the made-to-measure pieces of the selected orders on at once', async () => {
  const second: OrderJson = { ...order, _id: 'o2', orderNumber: 'ELG-2026-000124', customer: { name: 'Rohan Mehta' } };
  api.on('GET /admin/orders', () => [order, second]);
  api.on('PUT /admin/orders/stages', ({ body }) => {
    const { items, stage } = body as { items: { orderId: string }[]; stage: string };
    return items.map(({ orderId }) => ({
      ...(orderId === 'o1' ? order : second),
      items: [{ ...order.items[0]!, stage }],
    }));
  });
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select order ELG-2026-000123' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select order ELG-2026-000124' }));
  await user.selectOptions(screen.getByLabelText("Move the selected orders' pieces to"), 'stitching');
  expect(await screen.findByText('Moved 2 made-to-measure pieces')).toBeInTheDocument();
  expect(api.callsTo('PUT /admin/orders/stages')[0]?.body).toEqual({
    items: [
      { orderId: 'o1', item: 0 },
      { orderId: 'o2', item: 0 },
    ],
    stage: 'stitching',
  });
  expect(screen.queryByRole('group', { name: 'Selected orders' })).not.toBeInTheDocument();
});
