import type { OrderShipment, ShipmentJson } from '../../../api/shippingApi';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, SAMPLE_ORDER, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ShipmentPanel } from './ShipmentPanel';

const server = setupApiServer();

const order = { ...SAMPLE_ORDER, status: 'paid' as const, paidAmount: 125000, amountDue: 0 };

const inTransit: ShipmentJson = {
  _id: 's-1',
  orderId: order._id,
  orderNumber: order.orderNumber,
  kind: 'forward',
  awb: 'SR4455667788',
  courierName: 'Delhivery Surface',
  status: 'in-transit',
  statusAt: '2026-12-05T04:30:00.000Z',
  cashToCollect: 0,
  estimatedDelivery: '2026-12-08',
  pickupDate: '2026-12-04',
  failedAttempts: 0,
  trackingUrl: 'https://shiprocket.co/tracking/SR4455667788',
};

const SCANS: OrderShipment['events'] = [
  { at: '2026-12-04T11:00:00.000Z', status: 'picked-up', activity: 'Shipment picked up', location: 'Jaipur' },
  { at: '2026-12-05T04:30:00.000Z', status: 'in-transit', activity: 'Reached Bengaluru hub', location: 'Bengaluru' },
];

/** The order's parcel as the server keeps it: the sandbox's step changes what it says next. */
function serveShipment(start: OrderShipment) {
  let now = start;
  server.use(api.get('/admin/orders/:id/shipment', () => HttpResponse.json(now)));
  return (next: OrderShipment) => (now = next);
}

beforeEach(() => sessionStorage.clear());

it('shows the courier, AWB, tracking link and the courier’s events newest first, and the sandbox moves it to delivered', async () => {
  const keep = serveShipment({ shipment: inTransit, events: SCANS });
  server.use(
    api.post('/admin/shipping/sandbox/:awb/advance', () => {
      keep({
        shipment: { ...inTransit, status: 'delivered', statusAt: '2026-12-06T08:00:00.000Z' },
        events: [
          ...SCANS,
          {
            at: '2026-12-06T08:00:00.000Z',
            status: 'delivered',
            activity: 'Delivered to consignee',
            location: 'Bengaluru',
          },
        ],
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderWithStore(<ShipmentPanel order={order} />);
  const panel = await screen.findByRole('region', { name: 'Shipment' });
  expect(await within(panel).findByText('In transit', { selector: 'strong' })).toBeInTheDocument();
  expect(panel).toHaveTextContent('Status: In transit · 5 Dec 2026, 10:00 am');
  expect(panel).toHaveTextContent('Delhivery Surface · AWB SR4455667788 · expected 8 Dec 2026');
  expect(within(panel).getByRole('link', { name: 'Track on the courier’s site' })).toHaveAttribute(
    'href',
    'https://shiprocket.co/tracking/SR4455667788',
  );
  const timeline = within(panel).getByRole('list', { name: 'Courier events' });
  expect(
    within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '5 Dec 2026, 10:00 amIn transit: Reached Bengaluru hub · Bengaluru',
    '4 Dec 2026, 4:30 pmPicked up: Shipment picked up · Jaipur',
  ]);

  await user.selectOptions(within(panel).getByLabelText('Sandbox: advance SR4455667788 to'), 'Delivered');
  await user.click(within(panel).getByRole('button', { name: 'Advance SR4455667788' }));
  expect(await within(panel).findByText('Delivered', { selector: 'strong' })).toBeInTheDocument();
  expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(
    'Delivered: Delivered to consignee · Bengaluru',
  );
  expect(
    requestsTo('POST /admin/shipping/sandbox/:awb/advance').map((request) => [request.path, request.body]),
  ).toEqual([['/admin/shipping/sandbox/SR4455667788/advance', { to: 'delivered' }]]);
});

it('hides the sandbox control once the API says there is no sandbox courier', async () => {
  serveShipment({ shipment: inTransit, events: SCANS });
  server.use(
    api.post('/admin/shipping/sandbox/:awb/advance', () =>
      HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
  );
  const { user } = renderWithStore(<ShipmentPanel order={order} />);
  const panel = await screen.findByRole('region', { name: 'Shipment' });
  await user.click(await within(panel).findByRole('button', { name: 'Advance SR4455667788' }));
  await waitFor(() => expect(within(panel).queryByRole('button', { name: /Advance/ })).not.toBeInTheDocument());
  expect(within(panel).queryByLabelText(/Sandbox/)).not.toBeInTheDocument();
  expect(panel).toHaveTextContent('Status: In transit');
});

it('books a processing order not yet with a courier, and says the courier’s refusal', async () => {
  const keep = serveShipment({ shipment: null, events: [] });
  let calls = 0;
  server.use(
    api.post('/admin/shipping/book', () => {
      calls += 1;
      if (calls === 1)
        return HttpResponse.json({
          booked: [],
          failed: [{ orderId: order._id, number: order.orderNumber, message: 'Pincode 560001: no courier for 12 kg' }],
        });
      keep({ shipment: { ...inTransit, status: 'booked', statusAt: '2026-12-06T05:00:00.000Z' }, events: [] });
      return HttpResponse.json({
        booked: [
          {
            orderId: order._id,
            number: order.orderNumber,
            shipmentId: 's-1',
            awb: 'SR4455667788',
            courierName: 'Delhivery Surface',
          },
        ],
        failed: [],
      });
    }),
  );
  const { user } = renderWithStore(<ShipmentPanel order={order} />);
  const panel = await screen.findByRole('region', { name: 'Shipment' });
  expect(await within(panel).findByText('Not booked with a courier yet.')).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Book courier' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Not booked: Pincode 560001: no courier for 12 kg');
  await user.click(within(panel).getByRole('button', { name: 'Book courier' }));
  expect(await within(panel).findByText('Booked', { selector: 'strong' })).toBeInTheDocument();
  expect(panel).toHaveTextContent('Delhivery Surface · AWB SR4455667788');
  expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  expect(requestsTo('POST /admin/shipping/book').map((request) => request.body)).toEqual([
    { orderIds: [order._id] },
    { orderIds: [order._id] },
  ]);
});
