import type { OrderDetail, OrderJson } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, SAMPLE_ORDER, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { OrdersTab } from './OrdersTab';

const server = setupApiServer();

/** A 20%-now made-to-measure order whose piece is Ready: ₹1,00,000 still due. */
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
      stage: 'ready',
    },
  ],
};

const detailOf = (shown: OrderJson, more: Partial<OrderDetail> = {}): OrderDetail => ({
  order: shown,
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
  ...more,
});

let desk: OrderJson[] = [];
beforeEach(() => {
  desk = [order];
  server.use(
    api.get('/admin/orders', () => HttpResponse.json(desk)),
    api.get('/admin/payments/unapplied', () => HttpResponse.json([])),
    // Not booked with a courier yet (the order page's shipment panel asks).
    api.get('/admin/orders/:id/shipment', () => HttpResponse.json({ shipment: null, events: [] })),
  );
});

async function openPage(shown: OrderJson, more: Partial<OrderDetail> = {}) {
  desk = [shown];
  server.use(api.get('/admin/orders/:id', () => HttpResponse.json(detailOf(shown, more))));
  const rendered = renderWithStore(<OrdersTab />);
  await rendered.user.click(await screen.findByRole('button', { name: shown.orderNumber }));
  return { ...rendered, page: await screen.findByRole('article', { name: `Order ${shown.orderNumber}` }) };
}

it('says the balance is due before shipping, and ships unpaid only with the reason written', async () => {
  server.use(
    api.put('/admin/orders/:id/fulfilment', async ({ request }) => {
      const body = await request.json();
      const sent = body as { unpaidReason?: string };
      if (!sent.unpaidReason)
        return HttpResponse.json(
          {
            message:
              'ELG-2026-000123 still has Rs.1,00,000 to pay: ship it once the balance is paid, or give a reason to ship it unpaid',
          },
          { status: 409 },
        );
      desk = [{ ...order, fulfilment: 'shipped' }];
      return HttpResponse.json(desk[0]);
    }),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.selectOptions(await screen.findByLabelText('Move order of Meera Iyer on'), 'shipped');
  const ship = screen.getByRole('form', { name: 'Ship order ELG-2026-000123' });
  expect(within(ship).getByRole('note')).toHaveTextContent(
    '₹1,00,000 is still due: the order ships once the balance is paid. To ship it now, say why.',
  );
  await user.type(within(ship).getByLabelText('Courier'), 'Delhivery');
  await user.type(within(ship).getByLabelText('Tracking number'), 'AWB 1234');
  await user.click(within(ship).getByRole('button', { name: 'Ship' }));
  expect(await within(ship).findByRole('alert')).toHaveTextContent(
    'ELG-2026-000123 still has Rs.1,00,000 to pay: ship it once the balance is paid, or give a reason to ship it unpaid',
  );
  await user.type(within(ship).getByLabelText('Reason to ship unpaid (kept in its history)'), 'Wedding on Friday');
  await user.click(within(ship).getByRole('button', { name: 'Ship' }));
  await waitFor(() => expect(screen.getByTestId('admin-order')).toHaveTextContent('Partly paid · Shipped'));
  expect(requestsTo('PUT /admin/orders/:id/fulfilment').at(-1)?.body).toEqual({
    status: 'shipped',
    courier: 'Delhivery',
    trackingNumber: 'AWB 1234',
    unpaidReason: 'Wedding on Friday',
  });
});

it('asks no reason to ship an order paid in full', async () => {
  const paid = { ...order, status: 'paid' as const, paidAmount: order.totalAmount, amountDue: 0 };
  desk = [paid];
  const { user } = renderWithStore(<OrdersTab />);
  await user.selectOptions(await screen.findByLabelText('Move order of Meera Iyer on'), 'shipped');
  const ship = screen.getByRole('form', { name: 'Ship order ELG-2026-000123' });
  expect(within(ship).queryByLabelText('Reason to ship unpaid (kept in its history)')).not.toBeInTheDocument();
});

it('tells the history in the names people read, with who shipped unpaid and why', async () => {
  const by = 'admin@elegance.local';
  const { page } = await openPage(order, {
    history: [
      {
        kind: 'stage',
        item: 0,
        from: 'measurements-confirmed',
        to: 'quality-check',
        at: '2026-11-21T10:00:00.000Z',
        by,
      },
      { kind: 'fulfilment', from: 'processing', to: 'shipped', at: '2026-11-22T10:00:00.000Z', by },
      { kind: 'shipped-unpaid', from: 'Rs.1,00,000 due', to: 'Wedding on Friday', at: '2026-11-22T10:00:00.000Z', by },
      { kind: 'cash', from: 'confirmed', to: 'collected', at: '2026-11-23T10:00:00.000Z', by },
      { kind: 'completed', from: 'false', to: 'true', at: '2026-11-24T10:00:00.000Z', by },
    ],
  });
  const items = within(within(page).getByRole('region', { name: 'History' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent?.replace(/^.*? · (.*) · by .*$/, '$1'))).toEqual([
    'Sherwani: Measurements confirmed → Quality check',
    'Processing → Shipped',
    'Shipped with Rs.1,00,000 due: Wedding on Friday',
    'Cash: confirmed → Cash collected',
    'Marked completed',
  ]);
  expect(within(page).getByRole('region', { name: 'History' })).not.toHaveTextContent(
    /quality-check|measurements-confirmed/,
  );
});

it('shows nothing due on a cancelled order, on the list and its page', async () => {
  const cancelled: OrderJson = { ...order, fulfilment: 'cancelled' };
  const { page } = await openPage(cancelled);
  expect(within(page).getByRole('region', { name: 'Items' })).toHaveTextContent('paid ₹25,000 · nothing due');
  expect(within(page).getByRole('region', { name: 'Items' })).not.toHaveTextContent('due ₹1,00,000');
  expect(within(page).queryByRole('button', { name: 'Download tax invoice' })).not.toBeInTheDocument();
});

it('lists a cancelled order with nothing due', async () => {
  desk = [{ ...order, fulfilment: 'cancelled' }];
  renderWithStore(<OrdersTab />);
  const card = await screen.findByTestId('admin-order');
  expect(card).toHaveTextContent('paid ₹25,000 · nothing due');
});

it('says what the courier collected in cash once it is collected, and what is still to collect before', async () => {
  const cash: OrderJson = {
    ...order,
    items: [{ ...order.items[0]!, size: 'M', stage: null }],
    paymentMethod: 'cash',
    fulfilment: 'delivered',
    status: 'paid',
    paidAmount: order.totalAmount,
    amountDue: 0,
    cash: { fee: 49, state: 'collected', confirmBy: null },
  };
  const remittance = {
    paymentId: 'cash_AAAA',
    providerOrderId: 'cash',
    type: 'cash',
    method: 'cash',
    amount: 125000,
    refunded: 0,
    unappliedReason: null,
    at: '2026-11-25T10:00:00.000Z',
  };
  const { page } = await openPage(cash, { payments: [remittance] });
  const panel = within(page).getByRole('region', { name: 'Cash on delivery' });
  expect(panel).toHaveTextContent('Cash collected · fee ₹49 · ₹1,25,000 collected in cash');
  expect(panel).not.toHaveTextContent('₹0');
});

it('says what is still to collect in cash on a confirmed order', async () => {
  const cash: OrderJson = {
    ...order,
    items: [{ ...order.items[0]!, size: 'M', stage: null }],
    paymentMethod: 'cash',
    status: 'partial-paid',
    paidAmount: 0,
    amountDue: order.totalAmount,
    cash: { fee: 49, state: 'confirmed', confirmBy: null },
  };
  const { page } = await openPage(cash);
  expect(within(page).getByRole('region', { name: 'Cash on delivery' })).toHaveTextContent(
    'Cash: confirmed · fee ₹49 · ₹1,25,000 to collect in cash',
  );
});

describe('on a browser whose clock is not India’s', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it("dates an order by India's day on the list, as its page does", async () => {
    // 01:30 on 21 November in India is still the 20th in New York.
    const late = { ...order, createdAt: '2026-11-20T20:00:00.000Z' };
    const { page } = await openPage(late);
    expect(within(page).getByText(/^Placed/)).toHaveTextContent('Placed 21 Nov 2026');
  });

  it("lists an order placed after midnight in India on India's day", async () => {
    desk = [{ ...order, createdAt: '2026-11-20T20:00:00.000Z' }];
    renderWithStore(<OrdersTab />);
    const card = await screen.findByTestId('admin-order');
    expect(card).toHaveTextContent('21 Nov 2026');
    expect(card).not.toHaveTextContent('20 Nov 2026');
  });
});

it("says the server's refusal to delete an order whose card money is held", async () => {
  server.use(
    api.delete('/orders/:id', () =>
      HttpResponse.json(
        {
          message:
            'ELG-2026-000123 has Rs.25,000 paid by card or UPI: cancel the order and refund the payment before deleting it',
        },
        { status: 409 },
      ),
    ),
  );
  const { user } = renderWithStore(<OrdersTab />);
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete order' });
  await user.type(within(dialog).getByLabelText('Reason (kept with the order)'), 'Duplicate');
  await user.click(within(dialog).getByRole('button', { name: 'Delete order' }));
  expect(
    await screen.findByText(
      'ELG-2026-000123 has Rs.25,000 paid by card or UPI: cancel the order and refund the payment before deleting it',
    ),
  ).toBeInTheDocument();
  expect(screen.getByTestId('admin-order')).toBeInTheDocument();
});
