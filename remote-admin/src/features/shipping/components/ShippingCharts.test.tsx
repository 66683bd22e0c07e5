import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import ShippingTab from './ShippingTab';

const server = setupApiServer();

it('gives every chart its numbers as a table: RTO rates by payment and state, NDRs resolved per week', async () => {
  server.use(
    api.get('/admin/shipping/ready', () => HttpResponse.json({ orders: [] })),
    api.get('/admin/shipping/stats', () =>
      HttpResponse.json({
        weeks: [
          { week: '2026-11-23', delivered: 90, rto: 10, ndrOpened: 12, ndrResolved: 9 },
          { week: '2026-11-30', delivered: 60, rto: 20, ndrOpened: 15, ndrResolved: 14 },
        ],
        byState: [
          { state: 'Kerala', delivered: 9, rto: 1 },
          { state: 'Uttar Pradesh', delivered: 30, rto: 20 },
        ],
        byCourier: [{ courier: 'Delhivery Surface', delivered: 150, rto: 30 }],
        byMethod: [
          { method: 'cash', delivered: 74, rto: 26 },
          { method: 'prepaid', delivered: 98, rto: 2 },
        ],
      }),
    ),
  );
  const { user } = renderWithStore(<ShippingTab />);
  await user.click(screen.getByRole('button', { name: 'Figures' }));

  const byMethod = await screen.findByRole('table', { name: 'Delivered vs RTO by payment: the numbers' });
  expect(within(byMethod).getByRole('row', { name: /Cash on delivery/ })).toHaveTextContent(
    'Cash on delivery74%26%7426',
  );
  // The states with the most parcels first.
  const byState = screen.getByRole('table', { name: 'Delivered vs RTO by state: the numbers' });
  expect(
    within(byState)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Uttar Pradesh', 'Kerala']);
  const ndr = screen.getByRole('table', { name: 'Failed deliveries (NDR) per week: the numbers' });
  expect(within(ndr).getAllByRole('row')[2]).toHaveTextContent('30 Nov 20261514');
  expect(screen.getByRole('figure', { name: 'Delivered vs RTO by courier' })).toBeInTheDocument();
  expect(requestsTo('GET /admin/shipping/stats')[0]?.query).toEqual({ weeks: '12' });
});
