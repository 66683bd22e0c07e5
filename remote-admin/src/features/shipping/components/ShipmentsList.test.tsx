import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ShipmentJson } from '../../../api/shippingApi';
import { ShipmentsList } from './ShipmentsList';

const server = setupApiServer();

const parcel = (overrides: Partial<ShipmentJson> = {}): ShipmentJson => ({
  _id: 's-1',
  orderId: 'o-1',
  orderNumber: 'ELG-2026-000101',
  kind: 'forward',
  awb: 'SR10101',
  courierName: 'Delhivery Surface',
  status: 'booked',
  statusAt: '2026-12-05T06:30:00.000Z',
  cashToCollect: 0,
  estimatedDelivery: '2026-12-09',
  pickupDate: '2026-12-06',
  failedAttempts: 0,
  trackingUrl: 'https://shiprocket.co/tracking/SR10101',
  ...overrides,
});

it('lists the parcels with their courier, status and cash to collect, and shows one status on asking', async () => {
  server.use(
    api.get('/admin/shipping/shipments', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({
        shipments:
          status === 'undelivered'
            ? [parcel({ _id: 's-2', orderNumber: 'ELG-2026-000102', status: 'undelivered', failedAttempts: 2 })]
            : [
                parcel(),
                parcel({ _id: 's-3', orderNumber: 'ELG-2026-000103', status: 'in-transit', cashToCollect: 1499 }),
              ],
        next: null,
      });
    }),
  );
  const { user } = renderWithStore(<ShipmentsList />);
  const table = await screen.findByRole('table', { name: 'Shipments' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('ELG-2026-000101');
  expect(rows[0]).toHaveTextContent('Delhivery Surface');
  expect(within(rows[0]!).getByRole('link', { name: 'Track SR10101' })).toHaveAttribute(
    'href',
    'https://shiprocket.co/tracking/SR10101',
  );
  expect(rows[1]).toHaveTextContent('cash ₹1,499');
  // Only a parcel not yet picked up can be called off.
  expect(within(rows[0]!).getByRole('button', { name: 'Cancel booking of ELG-2026-000101' })).toBeInTheDocument();
  expect(within(rows[1]!).queryByRole('button', { name: /Cancel booking/ })).not.toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Show'), 'Undelivered');
  expect(await screen.findByText('ELG-2026-000102')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Shipments' })).toHaveTextContent('2 failed attempts');
  expect(requestsTo('GET /admin/shipping/shipments').at(-1)?.query).toEqual({ status: 'undelivered' });
});

it('cancels a booking the courier has not picked up, and the list says so', async () => {
  let listed = [parcel()];
  server.use(
    api.get('/admin/shipping/shipments', () => HttpResponse.json({ shipments: listed, next: null })),
    api.post('/admin/shipping/shipments/:id/cancel', () => {
      listed = [parcel({ status: 'cancelled' })];
      return HttpResponse.json(listed[0]);
    }),
  );
  const { user } = renderWithStore(<ShipmentsList />);
  await user.click(await screen.findByRole('button', { name: 'Cancel booking of ELG-2026-000101' }));
  expect(await screen.findByText('ELG-2026-000101: booking cancelled')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Cancel booking of ELG-2026-000101' })).not.toBeInTheDocument(),
  );
  expect(requestsTo('POST /admin/shipping/shipments/:id/cancel').map((request) => request.path)).toEqual([
    '/admin/shipping/shipments/s-1/cancel',
  ]);
});

it('says the courier refused a cancellation in its own words, and keeps the parcel as it was', async () => {
  server.use(
    api.get('/admin/shipping/shipments', () => HttpResponse.json({ shipments: [parcel()], next: null })),
    api.post('/admin/shipping/shipments/:id/cancel', () =>
      HttpResponse.json({ message: 'The courier has already picked this parcel up' }, { status: 409 }),
    ),
  );
  const { user } = renderWithStore(<ShipmentsList />);
  await user.click(await screen.findByRole('button', { name: 'Cancel booking of ELG-2026-000101' }));
  expect(await screen.findByText('The courier has already picked this parcel up')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel booking of ELG-2026-000101' })).toBeInTheDocument();
});

it('shows more parcels a page at a time', async () => {
  server.use(
    api.get('/admin/shipping/shipments', ({ request }) =>
      new URL(request.url).searchParams.get('cursor') === 'page-2'
        ? HttpResponse.json({ shipments: [parcel({ _id: 's-9', orderNumber: 'ELG-2026-000109' })], next: null })
        : HttpResponse.json({ shipments: [parcel()], next: 'page-2' }),
    ),
  );
  const { user } = renderWithStore(<ShipmentsList />);
  await user.click(await screen.findByRole('button', { name: 'Show more' }));
  expect(await screen.findByText('ELG-2026-000109')).toBeInTheDocument();
  expect(screen.getByText('ELG-2026-000101')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});
