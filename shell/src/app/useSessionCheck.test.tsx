import { HttpResponse } from 'msw';
import { api, renderWithStore, requests, requestsTo, setupApiServer } from '@store/shared/testing';
import { waitFor } from '@testing-library/react';
import { PageShown } from './pageShown';
import { useSessionCheck } from './useSessionCheck';

const server = setupApiServer();

const asha = { name: 'Asha', phone: '+919876543210', role: 'customer' };

function Page() {
  useSessionCheck();
  return <PageShown />;
}

it('asks the server nothing for a shopper who is not signed in', async () => {
  renderWithStore(<Page />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests).toEqual([]);
});

it('signs out a remembered shopper whose session the server no longer knows', async () => {
  server.use(api.get('/auth/me', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })));
  const { store } = renderWithStore(<Page />, { preloadedState: { session: { currentUser: asha } } });
  await waitFor(() => expect(store.getState().session.currentUser).toBeNull());
  expect(requestsTo('GET /auth/me')).toHaveLength(1);
});

it('keeps a remembered shopper signed in when the API cannot be reached', async () => {
  server.use(api.get('/auth/me', () => HttpResponse.error()));
  const { store } = renderWithStore(<Page />, { preloadedState: { session: { currentUser: asha } } });
  await waitFor(() => expect(requestsTo('GET /auth/me')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(store.getState().session.currentUser).toEqual(asha);
});
