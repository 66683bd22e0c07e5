import type { StoreCreditJson } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { StoreCredit } from './StoreCredit';

const server = setupApiServer();
const signedIn = { session: { currentUser: { name: 'Asha', phone: '+919876543210', role: 'customer' } } };

const history: StoreCreditJson = {
  balance: 1650,
  entries: [
    {
      _id: 'e3',
      kind: 'spent',
      amount: -500,
      reason: null,
      orderId: 'o2',
      orderNumber: 'ELG-2026-000120',
      expiresAt: null,
      createdAt: '2026-11-30T06:00:00.000Z',
    },
    {
      _id: 'e2',
      kind: 'goodwill',
      amount: 500,
      reason: 'Your parcel came late',
      orderId: null,
      orderNumber: null,
      expiresAt: '2027-03-31T18:29:59.999Z',
      createdAt: '2026-11-28T06:00:00.000Z',
    },
    {
      _id: 'e1',
      kind: 'refund',
      amount: 1650,
      reason: null,
      orderId: 'o1',
      orderNumber: 'ELG-2026-000101',
      expiresAt: null,
      createdAt: '2026-11-20T06:00:00.000Z',
    },
  ],
};

it('shows her balance and every credit and debit: what, the order, when, and until when a credit lasts', async () => {
  server.use(api.get('/account/store-credit', () => HttpResponse.json(history)));
  renderWithStore(<StoreCredit />, { preloadedState: signedIn as never });
  expect(await screen.findByRole('heading', { name: 'Store credit' })).toBeInTheDocument();
  expect(screen.getByText('Rs.1,650 to spend at checkout')).toBeInTheDocument();
  const rows = within(screen.getByRole('list', { name: 'Store credit history' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'Spent · order ELG-2026-000120' + '30 Nov 2026' + '−Rs.500',
    'From our team' + 'Your parcel came late' + '28 Nov 2026 · use by 31 Mar 2027' + '+Rs.500',
    'Refund · order ELG-2026-000101' + '20 Nov 2026' + '+Rs.1,650',
  ]);
});

it('says it in Hindi', async () => {
  server.use(api.get('/account/store-credit', () => HttpResponse.json(history)));
  await act(async () => renderWithStore(<StoreCredit />, { preloadedState: signedIn as never, locale: 'hi' }));
  expect(await screen.findByRole('heading', { name: 'स्टोर क्रेडिट' })).toBeInTheDocument();
  expect(screen.getByText(/चेकआउट पर खर्च करने के लिए/)).toBeInTheDocument();
  expect(screen.getByText(/हमारी टीम की ओर से/)).toBeInTheDocument();
});

it('shows nothing to a customer who never had store credit', async () => {
  server.use(api.get('/account/store-credit', () => HttpResponse.json({ balance: 0, entries: [] })));
  renderWithStore(<StoreCredit />, { preloadedState: signedIn as never });
  await waitFor(() => expect(requestsTo('GET /account/store-credit')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByText('Loading store credit...')).not.toBeInTheDocument());
  expect(screen.queryByRole('heading', { name: 'Store credit' })).not.toBeInTheDocument();
});
