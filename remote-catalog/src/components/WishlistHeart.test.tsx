import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, sampleProduct, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { REHYDRATE } from 'redux-persist';
import { ProductCard } from './ProductCard';

const server = setupApiServer();
const product = sampleProduct();
const ASHA = 'customer:+919876543210:null';
const customer = { session: { currentUser: { name: 'Asha', phone: '+919876543210', email: null, role: 'customer' } } };

it("is a toggle beside the card's link, never in it, named for what a press does, and keeps a guest's list", async () => {
  const { user, store } = renderWithStore(<ProductCard product={product} />);
  const heart = screen.getByRole('button', { name: 'Save Royal Sherwani Set to wishlist' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByTestId('product-card').contains(heart)).toBe(false);

  await user.click(heart);
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(heart).toHaveAccessibleName('Remove Royal Sherwani Set from wishlist');
  expect(store.getState().wishlist.items.map((item) => item.productId)).toEqual(['p1']);
  expect(await screen.findByText('Saved to your wishlist')).toBeInTheDocument();
  // A guest's heart is this browser's alone: the API is not asked.
  expect(requestsTo('PUT /wishlist/:productId')).toHaveLength(0);

  await user.click(heart);
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(store.getState().wishlist.items).toEqual([]);
});

it("saves a signed-in shopper's piece on the server and takes the server's list", async () => {
  server.use(
    api.put<{ productId: string }>('/wishlist/:productId', ({ params }) =>
      HttpResponse.json({
        items: [
          { productId: params.productId, addedAt: '2026-11-27T10:00:00.000Z' },
          { productId: 'p9', addedAt: '2026-11-20T10:00:00.000Z' },
        ],
        skipped: 0,
        message: null,
      }),
    ),
  );
  const { user, store } = renderWithStore(<ProductCard product={product} />, {
    preloadedState: { ...customer, wishlist: { items: [], owner: ASHA } },
  });
  await user.click(screen.getByRole('button', { name: 'Save Royal Sherwani Set to wishlist' }));
  await waitFor(() => expect(store.getState().wishlist.items.map((item) => item.productId)).toEqual(['p1', 'p9']));
  expect(requestsTo('PUT /wishlist/:productId')).toHaveLength(1);
  expect(store.getState().wishlist.owner).toBe(ASHA);
});

it("keeps a guest's pieces not yet merged when a signed-in shopper saves one", async () => {
  server.use(
    api.put<{ productId: string }>('/wishlist/:productId', ({ params }) =>
      HttpResponse.json({
        items: [{ productId: params.productId, addedAt: '2026-11-27T10:00:00.000Z' }],
        skipped: 0,
        message: null,
      }),
    ),
  );
  const guest = { items: [{ productId: 'g1', addedAt: '2026-11-20T10:00:00.000Z' }], owner: null };
  const { user, store } = renderWithStore(<ProductCard product={product} />, {
    preloadedState: { ...customer, wishlist: guest },
  });
  await user.click(screen.getByRole('button', { name: 'Save Royal Sherwani Set to wishlist' }));
  await waitFor(() => expect(requestsTo('PUT /wishlist/:productId')).toHaveLength(1));
  expect(store.getState().wishlist.items.map((item) => item.productId)).toEqual(['p1', 'g1']);
});

it('puts the heart back and says why when the server refuses', async () => {
  server.use(
    api.put('/wishlist/:productId', () =>
      HttpResponse.json(
        { message: 'Your wishlist holds up to 100 pieces. Remove one to save another.' },
        { status: 409 },
      ),
    ),
  );
  const { user } = renderWithStore(<ProductCard product={product} />, { preloadedState: customer });
  const heart = screen.getByRole('button', { name: 'Save Royal Sherwani Set to wishlist' });
  await user.click(heart);
  expect(
    await screen.findByText('Your wishlist holds up to 100 pieces. Remove one to save another.'),
  ).toBeInTheDocument();
  expect(heart).toHaveAttribute('aria-pressed', 'false');
});

it("draws unpressed on a server-drawn page, and settles once this browser's list is read", () => {
  const { store } = renderWithStore(<ProductCard product={product} />, {
    preloadedState: {
      ui: { cartOpen: false, loginOpen: false, browserStateLoaded: false },
      wishlist: { items: [{ productId: 'p1', addedAt: '2026-11-20T10:00:00.000Z' }], owner: null },
    },
  });
  const heart = screen.getByRole('button', { name: 'Save Royal Sherwani Set to wishlist' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  act(() => {
    store.dispatch({ type: REHYDRATE, key: 'store' });
  });
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(heart).toHaveAccessibleName('Remove Royal Sherwani Set from wishlist');
});
