import { signedIn, signedOut } from '@store/shared/store';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requests, requestsTo, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { PageShown } from './pageShown';
import { useWishlistSync } from './useAccountCopies';

const server = setupApiServer();

const asha = { name: 'Asha', phone: '+919876543210', email: null, role: 'customer' };
const ASHA = 'customer:+919876543210:null';
const entry = (productId: string, addedAt = '2026-11-20T10:00:00.000Z') => ({ productId, addedAt });

function Page() {
  useWishlistSync();
  return <PageShown />;
}

it("merges a guest's list into the account at sign-in and keeps the server's list, saying what was skipped", async () => {
  server.use(
    api.post('/wishlist/merge', () =>
      HttpResponse.json({
        items: [entry('p1'), entry('p7')],
        skipped: 1,
        message: '1 saved piece is no longer sold.',
      }),
    ),
  );
  const { store } = renderWithStore(<Page />, {
    preloadedState: { wishlist: { items: [entry('p1'), entry('gone')], owner: null } },
  });
  expect(requests).toEqual([]);
  act(() => {
    store.dispatch(signedIn(asha));
  });
  await waitFor(() => expect(store.getState().wishlist).toEqual({ items: [entry('p1'), entry('p7')], owner: ASHA }));
  expect(requestsTo('POST /wishlist/merge')[0]?.body).toEqual({ items: [entry('p1'), entry('gone')] });
  expect(await screen.findByText('1 saved piece is no longer sold.')).toBeInTheDocument();

  // Signed out, the account's list leaves this browser.
  act(() => {
    store.dispatch(signedOut());
  });
  expect(store.getState().wishlist).toEqual({ items: [], owner: null });
});

it("reads the account's list again at a start already signed in, merging nothing", async () => {
  server.use(api.get('/wishlist', () => HttpResponse.json({ items: [entry('p3')], skipped: 0, message: null })));
  const { store } = renderWithStore(<Page />, {
    preloadedState: { session: { currentUser: asha }, wishlist: { items: [entry('p1')], owner: ASHA } },
  });
  await waitFor(() => expect(store.getState().wishlist.items).toEqual([entry('p3')]));
  expect(requestsTo('POST /wishlist/merge')).toHaveLength(0);
});

it("never merges another account's list: the new account's own replaces it", async () => {
  server.use(api.post('/wishlist/merge', () => HttpResponse.json({ items: [], skipped: 0, message: null })));
  const { store } = renderWithStore(<Page />, {
    preloadedState: {
      session: { currentUser: asha },
      wishlist: { items: [entry('p1')], owner: 'customer:+919800000000:null' },
    },
  });
  await waitFor(() => expect(store.getState().wishlist).toEqual({ items: [], owner: ASHA }));
  expect(requestsTo('POST /wishlist/merge')[0]?.body).toEqual({ items: [] });
});
