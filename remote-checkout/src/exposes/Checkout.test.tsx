import { itemAdded, serverDrawnState } from '@store/shared/store';
import { HttpResponse } from 'msw';
import { api, renderWithStore, sampleProduct, setupApiServer } from '@store/shared/testing';
import { act, screen } from '@testing-library/react';
import { REHYDRATE } from 'redux-persist';
import Checkout from './Checkout';

const server = setupApiServer();

beforeEach(() => {
  server.use(
    api.get('/products/:idOrSection', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(
        query.get('type') ? [] : sampleProduct({ _id: 'p1', name: 'Noor Gown', category: 'womens' }),
      );
    }),
    api.get('/store/tax', () =>
      HttpResponse.json({ sellerState: 'Karnataka', slabs: { apparel: [], accessories: [] } }),
    ),
    api.post('/payment/cash-quote', () =>
      HttpResponse.json({
        offered: false,
        reason: 'Confirm your phone to pay in cash',
        needsPhone: false,
        fee: 0,
        total: 0,
        payNow: 0,
        payOnDelivery: 0,
      }),
    ),
  );
});

/**
 * A checkout the server drew is hydrated before this browser's bag is read back: it shows the
 * frame the server drew (never "Your cart is empty"), then the bag.
 */
it("shows its frame until the browser's bag is back, then the bag", async () => {
  const { store } = renderWithStore(<Checkout />, { route: '/checkout', preloadedState: serverDrawnState() });
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  expect(screen.getByText('Loading your bag...')).toHaveAttribute('role', 'status');
  expect(screen.queryByText('Your cart is empty.')).toBeNull();

  // redux-persist reads the bag back.
  act(() => {
    store.dispatch(itemAdded({ productId: 'p1', name: 'Noor Gown', size: 'S', price: 12501, image: '' }));
    store.dispatch({ type: REHYDRATE, key: 'store' });
  });
  expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
  expect(screen.queryByText('Loading your bag...')).toBeNull();
  expect(screen.getAllByText('Noor Gown').length).toBeGreaterThan(0);
});

it('draws its frame in Hindi on a Hindi page', async () => {
  await act(async () =>
    renderWithStore(<Checkout />, { route: '/checkout', preloadedState: serverDrawnState(), locale: 'hi' }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
  expect(screen.getByText('आपका बैग लोड हो रहा है...')).toHaveAttribute('role', 'status');
});
