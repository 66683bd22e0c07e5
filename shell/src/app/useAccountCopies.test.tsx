import { quantityChanged, signedIn, signedOut } from '@store/shared/store';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requests, requestsTo, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { PageShown } from './pageShown';
import { useBagSync, useWishlistSync } from './useAccountCopies';

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

describe('the bag', () => {
  function BagPage() {
    useBagSync();
    return <PageShown />;
  }
  const line = (productId: string, quantity = 1) => ({
    productId,
    name: `Kurta ${productId}`,
    nameHi: null,
    size: 'M',
    quantity,
    price: 1999,
    image: '',
  });
  const cartLine = (productId: string, quantity = 1) => ({ ...line(productId, quantity), itemId: `${productId}-M` });

  it("merges a guest's bag at sign-in, takes the server's at today's prices, and says what sold out", async () => {
    server.use(
      api.post('/bag/merge', () =>
        HttpResponse.json({
          lines: [{ ...line('p1', 2), price: 2499 }],
          dropped: [{ productId: 'gone', name: 'Old Kurta', nameHi: null }],
        }),
      ),
    );
    const { store } = renderWithStore(<BagPage />, {
      preloadedState: { cart: { items: [cartLine('p1', 2), cartLine('gone')], couponCode: null, owner: null } },
    });
    act(() => {
      store.dispatch(signedIn(asha));
    });
    await waitFor(() => expect(store.getState().cart.owner).toBe(ASHA));
    expect(requestsTo('POST /bag/merge')[0]?.body).toEqual({
      lines: [
        { productId: 'p1', size: 'M', quantity: 2 },
        { productId: 'gone', size: 'M', quantity: 1 },
      ],
      locale: 'en',
    });
    expect(store.getState().cart.items).toEqual([{ ...cartLine('p1', 2), price: 2499 }]);
    expect(
      await screen.findByText('1 piece in your bag is sold out or no longer sold: left out of your bag.'),
    ).toBeInTheDocument();
    // The server's bag is not written back; signed out, the account's bag leaves this browser.
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(requestsTo('PUT /bag')).toHaveLength(0);
    act(() => {
      store.dispatch(signedOut());
    });
    expect(store.getState().cart).toEqual({ items: [], couponCode: null });
  });

  it('writes her bag a moment after a change, once for a run of changes', async () => {
    server.use(
      api.get('/bag', () => HttpResponse.json({ lines: [line('p1')], dropped: [] })),
      api.put('/bag', () => HttpResponse.json({ lines: [line('p1', 3)], dropped: [] })),
    );
    const { store } = renderWithStore(<BagPage />, {
      preloadedState: {
        session: { currentUser: asha },
        cart: { items: [cartLine('p1')], couponCode: null, owner: ASHA },
      },
    });
    await waitFor(() => expect(requestsTo('GET /bag')).toHaveLength(1));
    act(() => {
      store.dispatch(quantityChanged({ itemId: 'p1-M', quantity: 2 }));
      store.dispatch(quantityChanged({ itemId: 'p1-M', quantity: 3 }));
    });
    await waitFor(() => expect(requestsTo('PUT /bag')).toHaveLength(1), { timeout: 4000 });
    expect(requestsTo('PUT /bag')[0]?.body).toEqual({
      lines: [{ productId: 'p1', size: 'M', quantity: 3 }],
      locale: 'en',
    });
  });
  it('at a start, joins a bag changed here and not yet written to the account, rather than reading over it', async () => {
    server.use(api.post('/bag/merge', () => HttpResponse.json({ lines: [line('p1'), line('p2')], dropped: [] })));
    const { store } = renderWithStore(<BagPage />, {
      preloadedState: {
        session: { currentUser: asha },
        cart: { items: [cartLine('p1')], couponCode: null, owner: ASHA, unsaved: true },
      },
    });
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(2));
    expect(requestsTo('GET /bag')).toHaveLength(0);
    expect(requestsTo('POST /bag/merge')[0]?.body).toEqual({
      lines: [{ productId: 'p1', size: 'M', quantity: 1 }],
      locale: 'en',
    });
    expect(store.getState().cart.unsaved).toBe(false);
  });
});
