import { NEXT_CURSOR_HEADER, type OrderDetail, type OrderJson } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, SAMPLE_ORDER, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { OrdersTab } from './OrdersTab';

const server = setupApiServer();

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

/** The same order once its piece has left the workshop: it may be shipped. */
const ready: OrderJson = { ...order, items: order.items.map((item) => ({ ...item, stage: 'ready' })) };

/** The desk's orders as the server keeps them: a change answered is what the list says when read again. */
let desk: OrderJson[] = [];
const keep = (changed: OrderJson) => {
  desk = desk.map((o) => (o._id === changed._id ? changed : o));
  return changed;
};

beforeEach(() => {
  desk = [order];
  server.use(
    api.get('/admin/orders', () => HttpResponse.json(desk)),
    api.get('/admin/payments/unapplied', () => HttpResponse.json([])),
    // Not booked with a courier yet (the order page's shipment panel asks).
    api.get('/admin/orders/:id/shipment', () => HttpResponse.json({ shipment: null, events: [] })),
  );
});

it('flags a payment that could not be applied above the orders, and refunds it', async () => {
  const payment = {
    paymentId: 'pay_AAAAAAAAAAAAAA',
    orderId: 'o1',
    customer: { name: 'Meera Iyer', phone: '+919876543210' },
    amount: 4000,
    reason: 'the order was already paid',
    refunded: 0,
    refundId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
  let refunded = {};
  server.use(
    api.get('/admin/payments/unapplied', () => HttpResponse.json([{ ...payment, ...refunded }])),
    api.post<{ id: string }>('/admin/payments/:id/refund', ({ params }) => {
      refunded = { refundId: 'rfnd_BBBBBBBBBBBBBB', refunded: 4000 };
      return HttpResponse.json({
        paymentId: params.id,
        refundId: 'rfnd_BBBBBBBBBBBBBB',
        refunded: 4000,
        status: 'processed',
      });
    }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  const notice = await screen.findByRole('region', { name: 'Payments to refund' });
  expect(notice).toHaveTextContent(
    '₹4,000 from Meera Iyer (+919876543210), payment pay_AAAAAAAAAAAAAA: not added because the order was already paid.',
  );
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  expect(await screen.findByText('Refunded ₹4,000 to Meera Iyer')).toBeInTheDocument();
  expect(requestsTo('POST /admin/payments/:id/refund')).toMatchObject([
    { path: '/admin/payments/pay_AAAAAAAAAAAAAA/refund' },
  ]);
  expect(screen.queryByRole('region', { name: 'Payments to refund' })).not.toBeInTheDocument();
});

it('shows customer, items, money and state', async () => {
  renderWithStore(<OrdersTab />);
  const card = await screen.findByTestId('admin-order');
  expect(card).toHaveTextContent('Meera Iyer');
  expect(card).toHaveTextContent('Sherwani (Made to measure · Cutting)');
  expect(card).toHaveTextContent('₹1,25,000paid ₹25,000 · due ₹1,00,000');
  expect(card).toHaveTextContent('Partly paid · Processing');
});

it('offers Mark Completed only once the order is delivered, and says so before', async () => {
  desk = [{ ...order, fulfilment: 'shipped' }];
  const { user } = renderWithStore(<OrdersTab />);
  const row = await screen.findByTestId('admin-order');
  expect(within(row).queryByRole('button', { name: 'Mark Completed' })).not.toBeInTheDocument();
  expect(row).toHaveTextContent('Can be completed once delivered');
  server.use(
    api.put('/admin/orders/:id/fulfilment', () => HttpResponse.json(keep({ ...order, fulfilment: 'delivered' }))),
    api.put('/orders/:id/completed', async ({ request }) => {
      const body = await request.json();
      return HttpResponse.json(keep({ ...order, fulfilment: 'delivered', ...(body as { completed: boolean }) }));
    }),
  );
  await user.selectOptions(within(row).getByLabelText('Move order of Meera Iyer on'), 'delivered');
  await user.click(await within(row).findByRole('button', { name: 'Mark Completed' }));
  // Each change is confirmed by a toast.
  expect(await screen.findByText('Order ELG-2026-000123 marked completed')).toBeInTheDocument();
  // Shown at once, and again once the list is read anew (the move to Delivered's read may land in between).
  await waitFor(() => expect(row).toHaveTextContent('Partly paid · Delivered · Completed'));
  await user.click(await screen.findByRole('button', { name: 'Mark Undone' }));
  expect(await screen.findByRole('button', { name: 'Mark Completed' })).toBeInTheDocument();
  expect(requestsTo('PUT /orders/:id/completed').map(({ path, body }) => [path, body])).toEqual([
    ['/orders/o1/completed', { completed: true }],
    ['/orders/o1/completed', { completed: false }],
  ]);
});

it('offers Shipped only once every made-to-measure piece is Ready, and says so before', async () => {
  renderWithStore(<OrdersTab />);
  const row = await screen.findByTestId('admin-order');
  const move = within(row).getByLabelText('Move order of Meera Iyer on');
  expect(within(move).queryByRole('option', { name: 'Shipped' })).not.toBeInTheDocument();
  expect(within(move).getByRole('option', { name: 'Cancelled' })).toBeInTheDocument();
  expect(row).toHaveTextContent('Can be shipped once every made-to-measure piece is Ready');
});

it('cancels an order only once the desk confirms it, and keeps it on Keep order', async () => {
  server.use(
    api.put('/admin/orders/:id/fulfilment', () => HttpResponse.json(keep({ ...order, fulfilment: 'cancelled' }))),
  );
  const { user } = renderWithStore(<OrdersTab />);
  const row = await screen.findByTestId('admin-order');
  await user.selectOptions(within(row).getByLabelText('Move order of Meera Iyer on'), 'cancelled');
  const asked = await screen.findByRole('dialog', { name: 'Cancel order' });
  expect(asked).toHaveTextContent('Cancel ELG-2026-000123? Pieces still at the shop go back on sale now');
  await user.click(within(asked).getByRole('button', { name: 'Keep order' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requestsTo('PUT /admin/orders/:id/fulfilment')).toEqual([]);

  await user.selectOptions(within(row).getByLabelText('Move order of Meera Iyer on'), 'cancelled');
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
  await waitFor(() =>
    expect(requestsTo('PUT /admin/orders/:id/fulfilment').map(({ body }) => body)).toEqual([{ status: 'cancelled' }]),
  );
});

it('ships with a tracking number as the courier prints it, spaces and all', async () => {
  desk = [ready];
  server.use(
    api.put('/admin/orders/:id/fulfilment', async ({ request }) => {
      const body = await request.json();
      return HttpResponse.json(keep({ ...ready, fulfilment: (body as { status: OrderJson['fulfilment'] }).status }));
    }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.selectOptions(await screen.findByLabelText('Move order of Meera Iyer on'), 'shipped');
  // Shipping asks which courier took it and the number the shopper tracks it by.
  const ship = screen.getByRole('form', { name: 'Ship order ELG-2026-000123' });
  await user.type(within(ship).getByLabelText('Courier'), 'Delhivery');
  await user.type(within(ship).getByLabelText('Tracking number'), 'AWB 1234 5678');
  await user.click(within(ship).getByRole('button', { name: 'Ship' }));
  // A loaded CI machine took over a second here once: the answer, then the row drawn again.
  await waitFor(() => expect(screen.getByTestId('admin-order')).toHaveTextContent('Partly paid · Shipped'), {
    timeout: 4000,
  });
  expect(requestsTo('PUT /admin/orders/:id/fulfilment').at(-1)?.body).toEqual({
    status: 'shipped',
    courier: 'Delhivery',
    trackingNumber: 'AWB 1234 5678',
  });
});

it("says every missing shipping field beside it, and the server's refusal in words, keeping what was typed", async () => {
  desk = [ready];
  server.use(
    api.put('/admin/orders/:id/fulfilment', () =>
      HttpResponse.json({ message: 'trackingNumber: Tracking number is at most 40 characters' }, { status: 400 }),
    ),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.selectOptions(await screen.findByLabelText('Move order of Meera Iyer on'), 'shipped');
  const ship = screen.getByRole('form', { name: 'Ship order ELG-2026-000123' });
  await user.click(within(ship).getByRole('button', { name: 'Ship' }));
  expect(within(ship).getByLabelText('Courier')).toHaveAccessibleDescription('Enter the courier');
  expect(within(ship).getByLabelText('Tracking number')).toHaveAccessibleDescription('Enter the tracking number');
  expect(requestsTo('PUT /admin/orders/:id/fulfilment')).toHaveLength(0);

  await user.type(within(ship).getByLabelText('Courier'), 'Blue Dart');
  await user.type(within(ship).getByLabelText('Tracking number'), '1'.repeat(41));
  await user.click(within(ship).getByRole('button', { name: 'Ship' }));
  expect(await within(ship).findByRole('alert')).toHaveTextContent(/^Tracking number is at most 40 characters$/);
  expect(within(ship).getByLabelText('Tracking number')).toHaveValue('1'.repeat(41));
});

it("asks why before deleting, in the store's own dialog, and says so after", async () => {
  server.use(
    api.delete<{ id: string }>('/orders/:id', ({ params }) => {
      desk = desk.filter((o) => o._id !== params.id);
      return HttpResponse.json({ message: 'Order deleted successfully.' });
    }),
  );
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
  expect(requestsTo('DELETE /orders/:id')).toMatchObject([
    { path: '/orders/o1', body: { reason: 'Duplicate of ELG-2026-000122' } },
  ]);
});

it('shows the server message when the status cannot change, else the product description fallback', async () => {
  desk = [{ ...order, fulfilment: 'delivered' }];
  server.use(
    api.put('/orders/:id/completed', () => HttpResponse.error(), { once: true }),
    api.put(
      '/orders/:id/completed',
      () => HttpResponse.json({ message: 'An order is completed only after it is delivered' }, { status: 409 }),
      { once: true },
    ),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Mark Completed' }));
  expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mark Completed' }));
  expect(await screen.findByText('An order is completed only after it is delivered')).toBeInTheDocument();
});

it('searches, filters and pages on the server, newest first', async () => {
  const older: OrderJson = { ...order, _id: 'o0', orderNumber: 'ELG-2026-000100', customer: { name: 'Rohan Mehta' } };
  server.use(
    api.get('/admin/orders', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return query.get('cursor') === 'c2'
        ? HttpResponse.json([older])
        : HttpResponse.json([order], { headers: { [NEXT_CURSOR_HEADER]: 'c2' } });
    }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Load more orders' }));
  expect(await screen.findByText('ELG-2026-000100')).toBeInTheDocument();
  expect(screen.getAllByTestId('admin-order')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Search'), '98450 12345');
  await user.selectOptions(screen.getByLabelText('Show'), 'shipped');
  await waitFor(() =>
    expect(requestsTo('GET /admin/orders').at(-1)?.query).toEqual({ q: '98450 12345', status: 'shipped' }),
  );
});

it('badges an order with a piece sold out before payment, on its row and its page, and filters by it and by cash state', async () => {
  const short: OrderJson = {
    ...order,
    _id: 'o9',
    orderNumber: 'ELG-2026-000129',
    stockShort: true,
    items: [{ ...order.items[0]!, _id: 'o9-0', name: 'Anarkali', size: 'M', stage: null, stockShort: true }],
  };
  desk = [order, short];
  server.use(
    api.get('/admin/orders/:id', () =>
      HttpResponse.json({
        order: short,
        contact: { name: 'Meera Iyer', phone: '+919845012345', email: null },
        address: {
          street: '4 Residency Road',
          landmark: null,
          city: 'Bengaluru',
          state: 'Karnataka',
          zip: '560025',
          country: 'India',
        },
        payments: [],
        history: [],
        notes: [],
      }),
    ),
  );
  const { user } = renderWithStore(<OrdersTab />);
  const [plain, flagged] = await screen.findAllByTestId('admin-order');
  expect(flagged).toHaveTextContent('Partly paid · Processing Stock short');
  expect(plain).not.toHaveTextContent('Stock short');

  await user.click(screen.getByLabelText('Only orders with a piece sold out before payment (stock short)'));
  await user.selectOptions(screen.getByLabelText('Cash on delivery'), 'Cash to collect (delivered)');
  await waitFor(() =>
    expect(requestsTo('GET /admin/orders').at(-1)?.query).toEqual({ stockShort: 'true', cash: 'to-collect' }),
  );

  await user.click(await screen.findByRole('button', { name: 'ELG-2026-000129' }));
  const page = await screen.findByRole('article', { name: 'Order ELG-2026-000129' });
  expect(within(page).getByRole('heading', { name: 'ELG-2026-000129 Stock short' })).toBeInTheDocument();
  expect(within(page).getByRole('note')).toHaveTextContent(
    'A piece was paid for after its hold lapsed and had sold meanwhile: restock it, offer another size, or refund it.',
  );
  expect(within(page).getByRole('region', { name: 'Items' })).toHaveTextContent(
    'Anarkali · ₹24,999 · Size M Sold out before payment',
  );
});

it("puts a refused delivery's piece back on sale once the desk has it back", async () => {
  const piece = { ...order.items[0]!, _id: 'o8-0', name: 'Anarkali', size: 'M', stage: null };
  const refused: OrderJson = {
    ...order,
    _id: 'o8',
    orderNumber: 'ELG-2026-000128',
    fulfilment: 'cancelled',
    paymentMethod: 'cash',
    cash: { fee: 49, state: 'refused', confirmBy: null },
    items: [{ ...piece, restock: 'due' }],
  };
  const detail = {
    order: refused,
    contact: { name: 'Meera Iyer', phone: '+919845012345', email: null },
    address: {
      street: '4 Residency Road',
      landmark: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560025',
      country: 'India',
    },
    payments: [],
    history: [],
    notes: [],
  };
  desk = [refused];
  // A copy: the store freezes what it keeps, and this test changes its detail.
  server.use(
    api.get('/admin/orders/:id', () => HttpResponse.json({ ...detail })),
    api.post('/admin/orders/:id/items/:lineId/sellable', () => {
      detail.order = keep({ ...refused, items: [{ ...piece, restock: 'done' }] });
      return HttpResponse.json(detail.order);
    }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'ELG-2026-000128' }));
  const items = within(await screen.findByRole('article', { name: 'Order ELG-2026-000128' })).getByRole('region', {
    name: 'Items',
  });
  expect(items).toHaveTextContent('Anarkali · ₹24,999 · Size M · On its way back from the refused delivery');
  await user.click(within(items).getByRole('button', { name: 'Back with us: put on sale' }));
  expect(await screen.findByText('Anarkali: back on sale')).toBeInTheDocument();
  expect(requestsTo('POST /admin/orders/:id/items/:lineId/sellable')).toMatchObject([
    { path: '/admin/orders/o8/items/o8-0/sellable' },
  ]);
  await waitFor(() => expect(items).toHaveTextContent('Anarkali · ₹24,999 · Size M · Back on sale'));
  expect(within(items).queryByRole('button', { name: 'Back with us: put on sale' })).not.toBeInTheDocument();
});

it('drops a page still on its way from the previous filter when the filter changes', async () => {
  const older: OrderJson = { ...order, _id: 'o0', orderNumber: 'ELG-2026-000100', customer: { name: 'Rohan Mehta' } };
  const shipped: OrderJson = { ...order, _id: 'o5', orderNumber: 'ELG-2026-000150', fulfilment: 'shipped' };
  let release = () => {};
  server.use(
    api.get('/admin/orders', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('status') === 'shipped') return HttpResponse.json([shipped]);
      // The next page of all orders is slow: it answers only once the test lets it.
      if (query.get('cursor') === 'c2')
        return HttpResponse.json(await new Promise<OrderJson[]>((resolve) => (release = () => resolve([older]))));
      return HttpResponse.json([order], { headers: { [NEXT_CURSOR_HEADER]: 'c2' } });
    }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Load more orders' }));
  expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
  await user.selectOptions(screen.getByLabelText('Show'), 'shipped');
  expect(await screen.findByText('ELG-2026-000150')).toBeInTheDocument();
  release();
  await waitFor(() => expect(requestsTo('GET /admin/orders')).toHaveLength(3));
  // Give the old page every chance to land: it must not.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByTestId('admin-order')).toHaveLength(1);
  expect(screen.queryByText('ELG-2026-000100')).not.toBeInTheDocument();
});

it('keeps a page that lands after the filter changed with its own list, never the new one', async () => {
  const older: OrderJson = { ...order, _id: 'o0', orderNumber: 'ELG-2026-000100', customer: { name: 'Rohan Mehta' } };
  const shipped: OrderJson = { ...order, _id: 'o5', orderNumber: 'ELG-2026-000150', fulfilment: 'shipped' };
  let release = () => {};
  server.use(
    api.get('/admin/orders', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('status') === 'shipped') return HttpResponse.json([shipped]);
      if (query.get('cursor') === 'c2')
        return HttpResponse.json(await new Promise<OrderJson[]>((resolve) => (release = () => resolve([older]))));
      return HttpResponse.json([order], { headers: { [NEXT_CURSOR_HEADER]: 'c2' } });
    }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Load more orders' }));
  await waitFor(() => expect(requestsTo('GET /admin/orders')).toHaveLength(2));
  // Page 2 of every order is on its way when the desk narrows to shipped orders.
  await user.selectOptions(screen.getByLabelText('Show'), 'shipped');
  expect(await screen.findByText('ELG-2026-000150')).toBeInTheDocument();
  release();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByTestId('admin-order')).toHaveLength(1);
  // Back to every order: the late page joined that list, after its first page, and nothing is asked again.
  await user.selectOptions(screen.getByLabelText('Show'), '');
  expect(await screen.findByText('ELG-2026-000100')).toBeInTheDocument();
  expect(screen.getAllByTestId('admin-order').map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual(
    ['ELG-2026-000123', 'ELG-2026-000100'],
  );
  expect(requestsTo('GET /admin/orders')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
});

it('says in words when the orders could not be loaded, and retries', async () => {
  server.use(api.get('/admin/orders', () => HttpResponse.error(), { once: true }));
  const { user } = renderWithStore(<OrdersTab />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load orders. Check your connection and retry.');
  expect(screen.queryByText('Failed to fetch dashboard data')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('admin-order')).toHaveTextContent('Meera Iyer');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says so when the next page could not be loaded, and keeps the button to try again', async () => {
  server.use(
    api.get('/admin/orders', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return query.get('cursor') === 'c2'
        ? HttpResponse.error()
        : HttpResponse.json([order], { headers: { [NEXT_CURSOR_HEADER]: 'c2' } });
    }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Load more orders' }));
  expect(await screen.findByText('Could not load more orders. Check your connection and retry.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Load more orders' })).toBeEnabled();
  expect(screen.getAllByTestId('admin-order')).toHaveLength(1);
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
        method: 'card',
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
  // Stored in no particular order, by their code names.
  detail.order = {
    ...order,
    items: [
      { ...order.items[0]!, size: { custom: true, flyU: 11, chest: 40, bottomRound: 16, waist: 34, upperLength: 30 } },
    ],
  };
  // A copy: the store freezes what it keeps, and this test changes its detail.
  server.use(
    api.get('/admin/orders/:id', () => HttpResponse.json({ ...detail })),
    api.post('/admin/orders/:id/notes', async ({ request }) => {
      const body = await request.json();
      const note = {
        _id: 'n1',
        text: (body as { text: string }).text,
        by: 'admin@elegance.local',
        at: '2026-11-22T10:00:00.000Z',
      };
      detail.notes = [note];
      return HttpResponse.json(note, { status: 201 });
    }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'ELG-2026-000123' }));
  const page = await screen.findByRole('article', { name: 'Order ELG-2026-000123' });
  expect(within(page).getByRole('region', { name: 'Ship to' })).toHaveTextContent(
    '4 Residency RoadOpp. the parkBengaluru, Karnataka 560025',
  );
  expect(within(page).getByRole('region', { name: 'Items' })).toHaveTextContent(
    'Sherwani · ₹24,999 · Made to measure · Cutting',
  );
  // The tailor reads the form's labels, upper then lower body, in the form's order.
  const pairs = (group: string) =>
    within(within(page).getByRole('group', { name: `Sherwani: ${group}` }))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`);
  expect(pairs('Upper body')).toEqual(['Upper Length 30', 'Chest 40']);
  expect(pairs('Lower body')).toEqual(['Waist 34', 'Bottom Round 16', 'Fly U 11']);
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
  desk = [order, second];
  server.use(
    api.put('/admin/orders/stages', async ({ request }) => {
      const body = await request.json();
      const { items, stage } = body as { items: { orderId: string }[]; stage: string };
      return HttpResponse.json(
        items.map(({ orderId }) =>
          keep({ ...(orderId === 'o1' ? order : second), items: [{ ...order.items[0]!, stage }] }),
        ),
      );
    }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select order ELG-2026-000123' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select order ELG-2026-000124' }));
  await user.selectOptions(screen.getByLabelText("Move the selected orders' pieces to"), 'stitching');
  expect(await screen.findByText('Moved 2 made-to-measure pieces')).toBeInTheDocument();
  expect(requestsTo('PUT /admin/orders/stages')[0]?.body).toEqual({
    items: [
      { orderId: 'o1', item: 0 },
      { orderId: 'o2', item: 0 },
    ],
    stage: 'stitching',
  });
  expect(screen.queryByRole('group', { name: 'Selected orders' })).not.toBeInTheDocument();
});
