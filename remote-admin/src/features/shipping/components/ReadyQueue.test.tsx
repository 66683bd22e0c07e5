import type { BookAnswer, ReadyOrder } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import ShippingTab from './ShippingTab';

const server = setupApiServer();

const readyOrder = (number: string, more: Partial<ReadyOrder>): ReadyOrder => ({
  _id: `id-${number}`,
  number,
  customerName: 'Meera Iyer',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302001',
  paymentMethod: 'prepaid',
  cashToCollect: 0,
  total: 2999,
  pieces: 1,
  weightGrams: 500,
  dispatchBy: '2026-12-07',
  createdAt: '2026-12-01T06:00:00.000Z',
  ...more,
});

/** Placed in this order; the desk should see the 5th's promise first, then the 4th's, the 6th's last. */
const QUEUE = [
  readyOrder('ELG-2026-000006', { dispatchBy: '2026-12-08' }),
  readyOrder('ELG-2026-000005', {
    dispatchBy: '2026-12-05',
    paymentMethod: 'cash',
    cashToCollect: 3249,
    total: 3249,
    weightGrams: 1250,
    pieces: 2,
  }),
  readyOrder('ELG-2026-000004', { dispatchBy: '2026-12-06', city: 'Pune', state: 'Maharashtra' }),
];

/** The queue as the server keeps it: a booked order leaves it. */
function serveQueue(book: (orderIds: string[], courierId?: number) => BookAnswer) {
  let queue = QUEUE;
  server.use(
    api.get('/admin/shipping/ready', () => HttpResponse.json({ orders: queue })),
    api.post('/admin/shipping/book', async ({ request }) => {
      const body = (await request.json()) as { orderIds: string[]; courierId?: number };
      const answer = book(body.orderIds, body.courierId);
      const booked = new Set(answer.booked.map((entry) => entry.orderId));
      queue = queue.filter((order) => !booked.has(order._id));
      return HttpResponse.json(answer);
    }),
  );
}

const numberOf = (id: string) => id.replace('id-', '');
const booked = (id: string, awb: string, courierName = 'Delhivery Surface') => ({
  orderId: id,
  number: numberOf(id),
  shipmentId: `s-${awb}`,
  awb,
  courierName,
});

it('lists the ready orders oldest promise first with their cash and weight, and books the ones selected with the recommended courier', async () => {
  serveQueue((ids) => ({
    booked: ids.filter((id) => id !== 'id-ELG-2026-000004').map((id, at) => booked(id, `AWB10${at}`)),
    failed: ids
      .filter((id) => id === 'id-ELG-2026-000004')
      .map((id) => ({ orderId: id, number: numberOf(id), message: 'Pincode 411001 not serviceable for this weight' })),
  }));
  const { user } = renderWithStore(<ShippingTab />);
  const table = await screen.findByRole('table', { name: /Ready to ship: 3 parcels/ });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
    'ELG-2026-000005 · Meera Iyer',
    'ELG-2026-000004 · Meera Iyer',
    'ELG-2026-000006 · Meera Iyer',
  ]);
  expect(rows[0]).toHaveTextContent('Cash ₹3,249');
  expect(rows[0]).toHaveTextContent('1.25 kg, 2 pieces');
  expect(rows[2]).toHaveTextContent('Prepaid (₹2,999)');

  await user.click(screen.getByRole('checkbox', { name: 'Select ELG-2026-000005' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select ELG-2026-000004' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Book selected' }));

  const results = await screen.findByRole('region', { name: 'Booking results' });
  expect(await within(results).findByText('Booked 1, failed 1')).toBeInTheDocument();
  expect(requestsTo('POST /admin/shipping/book').map((request) => request.body)).toEqual([
    { orderIds: ['id-ELG-2026-000005', 'id-ELG-2026-000004'] },
  ]);
  expect(within(results).getByRole('list', { name: 'Booked parcels' })).toHaveTextContent(
    'ELG-2026-000005: Delhivery Surface, AWB AWB100',
  );
  expect(within(results).getByRole('list', { name: 'Failed bookings' })).toHaveTextContent(
    'ELG-2026-000004: Pincode 411001 not serviceable for this weight',
  );
  // The booked order has left the queue; the failed one is still there to retry.
  expect(await screen.findByRole('table', { name: /Ready to ship: 2 parcels/ })).toBeInTheDocument();
});

it('retries a failed booking, prints the labels of every parcel booked and calls the pickup', async () => {
  let tries = 0;
  serveQueue((ids) => {
    tries += 1;
    return tries === 1
      ? { booked: [], failed: ids.map((id) => ({ orderId: id, number: numberOf(id), message: 'Courier timed out' })) }
      : { booked: ids.map((id) => booked(id, 'SR5550001')), failed: [] };
  });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  server.use(
    api.post('/admin/shipping/labels', () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7 SR5550001').buffer, {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="labels.pdf"' },
      }),
    ),
    api.post('/admin/shipping/pickup', () => HttpResponse.json({ pickupDate: '2026-12-07', count: 1 })),
  );
  const { user } = renderWithStore(<ShippingTab />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select ELG-2026-000006' }));
  await user.click(screen.getByRole('button', { name: 'Book selected' }));
  await user.click(await screen.findByRole('button', { name: 'Retry ELG-2026-000006' }));
  expect(await screen.findByText('ELG-2026-000006: Delhivery Surface, AWB SR5550001')).toBeInTheDocument();
  expect(screen.getByText('Booked 1, failed 0')).toBeInTheDocument();
  expect(requestsTo('POST /admin/shipping/book').map((request) => request.body)).toEqual([
    { orderIds: ['id-ELG-2026-000006'] },
    { orderIds: ['id-ELG-2026-000006'] },
  ]);

  await user.click(screen.getByRole('button', { name: 'Print labels' }));
  await waitFor(() => expect(saved).toEqual(['labels.pdf']));
  expect(requestsTo('POST /admin/shipping/labels')[0]?.body).toEqual({ shipmentIds: ['s-SR5550001'] });
  click.mockRestore();

  await user.click(screen.getByRole('button', { name: 'Request pickup' }));
  expect(await screen.findByText('Pickup on 7 Dec 2026 for 1 parcel')).toBeInTheDocument();
  expect(requestsTo('POST /admin/shipping/pickup')[0]?.body).toEqual({ shipmentIds: ['s-SR5550001'] });
});

it('books one order with the courier chosen from its quotes; a cash order cannot go with one that takes no cash', async () => {
  serveQueue((ids, courierId) => ({
    booked: ids.map((id) => booked(id, 'XB777', courierId === 51 ? 'Xpressbees' : 'Delhivery Surface')),
    failed: [],
  }));
  server.use(
    api.post('/admin/shipping/quotes', () =>
      HttpResponse.json({
        couriers: [
          {
            courierId: 12,
            courierName: 'Ekart Prepaid',
            rate: 61,
            estimatedDelivery: '2026-12-09',
            etaDays: 4,
            cash: false,
            recommended: false,
          },
          {
            courierId: 51,
            courierName: 'Xpressbees',
            rate: 74.5,
            estimatedDelivery: '2026-12-08',
            etaDays: 3,
            cash: true,
            recommended: false,
          },
          {
            courierId: 7,
            courierName: 'Delhivery Surface',
            rate: 82,
            estimatedDelivery: '2026-12-08',
            etaDays: 3,
            cash: true,
            recommended: true,
          },
        ],
      }),
    ),
  );
  const { user } = renderWithStore(<ShippingTab />);
  await user.click(await screen.findByRole('button', { name: 'Choose courier for ELG-2026-000005' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose courier for ELG-2026-000005' });
  const quotes = await within(dialog).findAllByRole('listitem');
  // The recommendation first, with its badge; each with its rate, day and cash.
  expect(quotes[0]).toHaveAccessibleName('Delhivery Surface');
  expect(quotes[0]).toHaveTextContent('Recommended');
  expect(within(dialog).getByRole('listitem', { name: 'Xpressbees' })).toHaveTextContent('₹74.50');
  expect(within(dialog).getByRole('listitem', { name: 'Xpressbees' })).toHaveTextContent('takes cash');
  expect(within(dialog).getByRole('listitem', { name: 'Ekart Prepaid' })).toHaveTextContent('no cash');
  expect(within(dialog).getByRole('button', { name: 'Book with Ekart Prepaid' })).toBeDisabled();
  expect(requestsTo('POST /admin/shipping/quotes')[0]?.body).toEqual({ orderId: 'id-ELG-2026-000005' });

  await user.click(within(dialog).getByRole('button', { name: 'Book with Xpressbees' }));
  expect(await screen.findByText('ELG-2026-000005: Xpressbees, AWB XB777')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requestsTo('POST /admin/shipping/book')[0]?.body).toEqual({ orderIds: ['id-ELG-2026-000005'], courierId: 51 });
});

it('books a long queue a hundred orders per call', async () => {
  const many = Array.from({ length: 120 }, (_, at) =>
    readyOrder(`ELG-2026-${String(at + 1).padStart(6, '0')}`, { dispatchBy: '2026-12-07' }),
  );
  server.use(
    api.get('/admin/shipping/ready', () => HttpResponse.json({ orders: many })),
    api.post('/admin/shipping/book', async ({ request }) => {
      const { orderIds } = (await request.json()) as { orderIds: string[] };
      return HttpResponse.json({ booked: orderIds.map((id) => booked(id, `A${id}`)), failed: [] });
    }),
  );
  const { user } = renderWithStore(<ShippingTab />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select all (120)' }));
  await user.click(screen.getByRole('button', { name: 'Book selected' }));
  expect(await screen.findByText('Booked 120, failed 0', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(
    requestsTo('POST /admin/shipping/book').map((request) => (request.body as { orderIds: string[] }).orderIds.length),
  ).toEqual([100, 20]);
});
