import { saveGuestOrder } from '@store/shared/store';
import { HttpResponse } from 'msw';
import { api, renderWithStore, setupApiServer } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { OrderHistory } from './OrderHistory';
import { booked, tracking } from './parcel.fixtures';

const server = setupApiServer();

beforeEach(() => {
  localStorage.clear();
  saveGuestOrder('+919876543210', 'token-1');
});

it("shows the courier's events in Hindi, with Hindi dates in India time", async () => {
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([booked])),
    api.get('/orders/:id/tracking', () => HttpResponse.json(tracking)),
  );
  const { user } = await act(async () => renderWithStore(<OrderHistory />, { locale: 'hi' }));
  await user.click(await screen.findByRole('button', { name: 'डिलीवरी ट्रैक करें' }));
  const panel = await screen.findByRole('region', { name: 'डिलीवरी ट्रैकिंग' });
  expect(await within(panel).findByTestId('parcel-now')).toHaveTextContent(
    'डिलीवरी नहीं हो सकी: Customer not available',
  );
  expect(panel).toHaveTextContent('डिलीवरी की उम्मीद: 7 दिस॰ 2026');
  expect(
    within(within(panel).getByRole('list', { name: 'कूरियर के अपडेट' }))
      .getAllByRole('listitem')
      .map((event) => event.textContent),
  ).toEqual([
    '5 दिस॰ 2026, 4:50 pmडिलीवरी नहीं हो सकी: Customer not availableBengaluru',
    '5 दिस॰ 2026, 8:30 amआज डिलीवरी के लिए निकला हैOut for delivery · Bengaluru',
    '4 दिस॰ 2026, 6:15 pmरास्ते में हैReached Bengaluru hub · Bengaluru',
    '3 दिस॰ 2026, 12:00 pmकूरियर ने पार्सल ले लियाShipment picked up · Mumbai',
  ]);
  expect(screen.getByRole('button', { name: 'ट्रैकिंग छिपाएँ' })).toHaveAttribute('aria-expanded', 'true');
});
