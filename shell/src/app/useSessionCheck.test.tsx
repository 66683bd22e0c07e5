import { installFakeApi, renderWithStore, reply, UNREACHABLE } from '@store/shared/testing';
import { waitFor } from '@testing-library/react';
import { PageShown } from './pageShown';
import { useSessionCheck } from './useSessionCheck';

const api = installFakeApi();

const asha = { name: 'Asha', phone: '+919876543210', role: 'customer' };

function Page() {
  useSessionCheck();
  return <PageShown />;
}

it('asks the server nothing for a shopper who is not signed in', async () => {
  renderWithStore(<Page />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls).toEqual([]);
});

it('signs out a remembered shopper whose session the server no longer knows', async () => {
  api.on('GET /auth/me', () => reply(401, { message: 'Not signed in' }));
  const { store } = renderWithStore(<Page />, { preloadedState: { session: { currentUser: asha } } });
  await waitFor(() => expect(store.getState().session.currentUser).toBeNull());
  expect(api.callsTo('GET /auth/me')).toHaveLength(1);
});

it('keeps a remembered shopper signed in when the API cannot be reached', async () => {
  api.on('GET /auth/me', () => UNREACHABLE);
  const { store } = renderWithStore(<Page />, { preloadedState: { session: { currentUser: asha } } });
  await waitFor(() => expect(api.callsTo('GET /auth/me')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(store.getState().session.currentUser).toEqual(asha);
});
