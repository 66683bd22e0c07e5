import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import type { RtoShipment } from '../../../api/shippingApi';
import { RtoList } from './RtoList';

const server = setupApiServer();

const back: RtoShipment = {
  _id: 's-9',
  orderId: 'o-9',
  orderNumber: 'ELG-2026-000090',
  kind: 'forward',
  awb: 'SR9090',
  courierName: 'Delhivery Surface',
  status: 'rto-delivered',
  statusAt: '2026-12-05T06:30:00.000Z',
  cashToCollect: 4198,
  estimatedDelivery: null,
  pickupDate: '2026-11-28',
  failedAttempts: 3,
  trackingUrl: null,
  lines: [
    { _id: 'l-1', name: 'Linen Kurta Set', size: { upper: 'M', lower: '32' } },
    { _id: 'l-2', name: 'Potli Bag', size: 'one-size' },
  ],
};

it('marks a parcel back with us received, each piece sellable or damaged', async () => {
  let waiting = [back];
  server.use(
    api.get('/admin/shipping/rto', () => HttpResponse.json({ shipments: waiting })),
    api.post('/admin/shipping/shipments/:id/received', () => {
      waiting = [];
      return HttpResponse.json({ ...back, lines: undefined });
    }),
  );
  const { user } = renderWithStore(<RtoList />);
  const entry = await screen.findByRole('listitem', { name: 'Return to origin of ELG-2026-000090' });
  expect(entry).toHaveTextContent('ELG-2026-000090 · Back with us (RTO)');
  const bag = within(entry).getByRole('group', { name: 'Potli Bag (one-size)' });
  expect(within(entry).getByRole('group', { name: 'Linen Kurta Set (Upper: M, Lower: 32)' })).toBeInTheDocument();
  await user.click(within(bag).getByRole('radio', { name: 'Damaged' }));
  await user.click(within(entry).getByRole('button', { name: 'Mark received' }));
  expect(await screen.findByText('No parcels coming back.')).toBeInTheDocument();
  expect(
    requestsTo('POST /admin/shipping/shipments/:id/received').map((request) => [request.path, request.body]),
  ).toEqual([
    [
      '/admin/shipping/shipments/s-9/received',
      {
        lines: [
          { lineId: 'l-1', sellable: true },
          { lineId: 'l-2', sellable: false },
        ],
      },
    ],
  ]);
});
