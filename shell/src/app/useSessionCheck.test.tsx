import { fetchCurrentUser } from '@store/shared/api';
import { apiError, renderWithStore } from '@store/shared/testing';
import { AxiosError } from 'axios';
import { waitFor } from '@testing-library/react';
import { PageShown } from './pageShown';
import { useSessionCheck } from './useSessionCheck';

jest.mock('@store/shared/api', () => ({ ...jest.requireActual('@store/shared/api'), fetchCurrentUser: jest.fn() }));
const fetchUser = fetchCurrentUser as jest.Mock;

const asha = { name: 'Asha', phone: '+919876543210', role: 'customer' };

function Page() {
  useSessionCheck();
  return <PageShown />;
}

beforeEach(() => fetchUser.mockReset());

it('asks the server nothing for a shopper who is not signed in', async () => {
  renderWithStore(<Page />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetchUser).not.toHaveBeenCalled();
});

it('signs out a remembered shopper whose session the server no longer knows', async () => {
  fetchUser.mockRejectedValue(apiError(401));
  const { store } = renderWithStore(<Page />, { preloadedState: { session: { currentUser: asha } } });
  await waitFor(() => expect(store.getState().session.currentUser).toBeNull());
  expect(fetchUser).toHaveBeenCalledTimes(1);
});

it('keeps a remembered shopper signed in when the API cannot be reached', async () => {
  fetchUser.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
  const { store } = renderWithStore(<Page />, { preloadedState: { session: { currentUser: asha } } });
  await waitFor(() => expect(fetchUser).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(store.getState().session.currentUser).toEqual(asha);
});
