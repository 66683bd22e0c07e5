import { saveGuestOrder } from '@store/shared/store';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, SAMPLE_ORDER, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { OrderHistory } from './OrderHistory';
import { booked, tracking } from './parcel.fixtures';

const server = setupApiServer();

beforeEach(() => {
  localStorage.clear();
  saveGuestOrder('+919876543210', 'token-1');
});

it("asks the courier's events only when she opens them, then shows them newest first in India time", async () => {
  server.use(
    api.get('/orders/my-orders', () =>
      HttpResponse.json([booked, { ...booked, _id: 'o2', orderNumber: 'ELG-2026-000124' }]),
    ),
    api.get('/orders/:id/tracking', () => HttpResponse.json(tracking)),
  );
  const { user } = renderWithStore(<OrderHistory />);
  const [card] = await screen.findAllByRole('article');
  expect(card).toHaveTextContent('Shipped with Delhivery Surface, tracking number 1490123456789');
  // Two cards painted, no tracking asked for.
  expect(requestsTo('GET /orders/:id/tracking')).toHaveLength(0);

  const open = within(card!).getByRole('button', { name: 'Track delivery' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  await user.click(open);
  const panel = await within(card!).findByRole('region', { name: 'Delivery tracking' });
  expect(await within(panel).findByTestId('parcel-now')).toHaveTextContent(
    'Delivery attempt failed: Customer not available',
  );
  expect(within(card!).getByRole('button', { name: 'Hide tracking' })).toHaveAttribute('aria-expanded', 'true');
  // Only the opened card's parcel, with the guest's token that opens her order.
  const asked = requestsTo('GET /orders/:id/tracking');
  expect(asked.map((request) => request.path)).toEqual(['/orders/o1/tracking']);
  expect(asked[0]?.headers['x-guest-token']).toBe('token-1');

  expect(panel).toHaveTextContent('Expected delivery: 7 Dec 2026');
  expect(panel).toHaveTextContent('Delhivery Surface, AWB 1490123456789');
  expect(within(panel).getByRole('link', { name: "Open on Delhivery Surface's site" })).toHaveAttribute(
    'href',
    'https://shiprocket.co/tracking/1490123456789',
  );
  expect(
    within(within(panel).getByRole('list', { name: "The courier's updates" }))
      .getAllByRole('listitem')
      .map((event) => event.textContent),
  ).toEqual([
    '5 Dec 2026, 4:50 pmDelivery attempt failed: Customer not availableBengaluru',
    '5 Dec 2026, 8:30 amOut for delivery todayOut for delivery · Bengaluru',
    '4 Dec 2026, 6:15 pmOn its wayReached Bengaluru hub · Bengaluru',
    '3 Dec 2026, 12:00 pmPicked up by the courierShipment picked up · Mumbai',
  ]);

  // Closed and opened again: the same answer, not asked twice.
  await user.click(within(card!).getByRole('button', { name: 'Hide tracking' }));
  expect(within(card!).queryByRole('region')).not.toBeInTheDocument();
  await user.click(within(card!).getByRole('button', { name: 'Track delivery' }));
  expect(await within(card!).findByTestId('parcel-now')).toBeInTheDocument();
  expect(requestsTo('GET /orders/:id/tracking')).toHaveLength(1);
});

it.each([
  ['out-for-delivery', 'Out for delivery today', true],
  ['rto-initiated', 'Returning to us', true],
  ['delivered', 'Delivered', false],
])('names a parcel that is %s in her words: "%s"', async (status, words, expectedDay) => {
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([booked])),
    api.get('/orders/:id/tracking', () => HttpResponse.json({ ...tracking, status, events: [] })),
  );
  const { user } = renderWithStore(<OrderHistory />);
  await user.click(await screen.findByRole('button', { name: 'Track delivery' }));
  expect(await screen.findByTestId('parcel-now')).toHaveTextContent(words);
  const panel = screen.getByRole('region', { name: 'Delivery tracking' });
  expect(panel).toHaveTextContent('The courier has no updates yet');
  // A delivered parcel has no day to expect.
  if (expectedDay) expect(panel).toHaveTextContent('Expected delivery: 7 Dec 2026');
  else expect(panel).not.toHaveTextContent('Expected delivery');
});

it("says so when the courier's updates cannot be read, and offers no tracking before a booking", async () => {
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([booked, { ...SAMPLE_ORDER, _id: 'o2' }])),
    api.get('/orders/:id/tracking', () => HttpResponse.json({ message: 'Courier unavailable' }, { status: 502 })),
  );
  const { user } = renderWithStore(<OrderHistory />);
  const [shipped, processing] = await screen.findAllByRole('article');
  expect(within(processing!).queryByRole('button', { name: 'Track delivery' })).not.toBeInTheDocument();
  expect(processing).not.toHaveTextContent('AWB');
  await user.click(within(shipped!).getByRole('button', { name: 'Track delivery' }));
  expect(await within(shipped!).findByRole('alert')).toHaveTextContent(
    "We couldn't get the courier's updates just now. Please try again in a little while.",
  );
});

it('says a parcel booked with the courier but not yet collected is booked, not shipped', async () => {
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([{ ...booked, fulfilment: 'processing' }])));
  renderWithStore(<OrderHistory />);
  const card = await screen.findByRole('article');
  expect(card).toHaveTextContent('Booked with Delhivery Surface, AWB 1490123456789');
  expect(card).not.toHaveTextContent('Shipped with');
  expect(within(card).getByRole('button', { name: 'Track delivery' })).toBeInTheDocument();
});
