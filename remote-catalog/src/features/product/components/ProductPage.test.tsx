import type { Product } from '@store/shared/api';
import { cartClosed, signedIn, storeApi } from '@store/shared/store';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import {
  api,
  prefetchedCache,
  renderWithStore,
  requestsTo,
  sampleProduct,
  setupApiServer,
} from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { prefetch } from '../../../exposes/ProductDetail';
import { ProductPage } from './ProductPage';

const server = setupApiServer();
// A signed-in shopper's alert box asks whether the store sends WhatsApp.
beforeEach(() => server.use(api.get('/store/whatsapp', () => HttpResponse.json({ offered: false }))));

const product = sampleProduct;

/** Serves `found` (404 for another id) after the `first` answers, and renders the product's page. */
function renderPage(found: Product | null, signedIn = false, first: HttpHandler[] = []) {
  server.use(
    ...first,
    api.get<{ id: string }>('/products/:id', ({ params }) =>
      found && params.id === found._id
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
    ),
  );
  return renderWithStore(<ProductPage id="p1" />, {
    route: '/product/p1',
    path: '/product/:id',
    preloadedState: signedIn
      ? { session: { currentUser: { name: '', phone: '+919876543210', role: 'customer' } } }
      : undefined,
  });
}

type Shopper = ReturnType<typeof renderPage>['user'];

// The pincode a delivery check remembers stays in this test's browser only.
afterEach(() => window.localStorage.clear());
const addToCart = (user: Shopper) => user.click(screen.getByRole('button', { name: 'ADD TO CART' }));

it('shows the loading text, then the product with its Rs. price, material and page title', async () => {
  renderPage(product());
  expect(screen.getByText('Loading product...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Royal Sherwani Set' })).toBeInTheDocument();
  expect(screen.getByText('Rs.24,999')).toBeInTheDocument();
  expect(screen.getByText('Material: Raw silk')).toBeInTheDocument();
  expect(document.title).toBe('Royal Sherwani Set | Elegance');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'Raw silk sherwani, hand finished.',
  );
  expect(screen.getByRole('img', { name: 'Royal Sherwani Set' })).toHaveAttribute(
    'src',
    'http://api/media/a.jpg?tr=w-800,q-90,f-auto',
  );
});

it('shows the MRP struck through and the discount beside the Rs. price, and only the price without an MRP', async () => {
  renderPage(product({ price: 24999, mrp: 29999 }));
  await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
  expect(screen.getByText('Rs.24,999', { exact: false }).textContent).toBe('Rs.24,999 MRP Rs.29,999 16% off');
  expect(screen.getByTestId('mrp').tagName).toBe('S');
  expect(screen.getByTestId('mrp')).toHaveTextContent('MRP Rs.29,999');
});

it('falls back to No description available.', async () => {
  renderPage(product({ description: '' }));
  expect(await screen.findByText('No description available.')).toBeInTheDocument();
});

it('shows a clear not-found state for an unknown or inactive product', async () => {
  renderPage(null);
  expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  expect(screen.queryByText('Loading product...')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
});

it('offers a retry when the API cannot be reached', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderPage(product(), false, [api.get('/products/:id', () => HttpResponse.error(), { once: true })]);
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Royal Sherwani Set' })).toBeInTheDocument();
  log.mockRestore();
});

describe('mens sizes', () => {
  // Choosing measurements asks the store for its made-to-measure lead time.
  beforeEach(() => server.use(api.get('/store/dispatch', () => HttpResponse.json({ standard: 2, tailored: 12 }))));

  it('warns until both an upper and a lower size are chosen, then adds that size once', async () => {
    const { store, user } = renderPage(product());
    await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await addToCart(user);
    expect(screen.getByText('Please select both upper and lower sizes', { selector: 'p' })).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);

    const lower = within(screen.getByRole('group', { name: 'Lower size (waist, inches)' }));
    expect(lower.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '28',
      '30',
      '32',
      '34',
      '36',
      '38',
      '40',
      '42',
      '44',
    ]);
    await user.click(lower.getByRole('radio', { name: '32' }));
    await addToCart(user);
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([
      {
        productId: 'p1',
        name: 'Royal Sherwani Set',
        nameHi: null,
        size: { upper: 'M', lower: '32' },
        price: 24999,
        image: 'http://api/media/a.jpg',
        itemId: 'p1-lower:32|upper:M',
        quantity: 1,
      },
    ]);
    // The bag's drawer opens on it (the shell draws it on ui/cartOpened).
    expect(store.getState().ui.cartOpen).toBe(true);
    act(() => void store.dispatch(cartClosed()));
    await addToCart(user);
    expect(await screen.findByText('This size is already in your cart.')).toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().ui.cartOpen).toBe(true);
  });

  it('marks every missing measurement beside its field at once and focuses the first', async () => {
    const { store, user } = renderPage(product());
    await user.click(await screen.findByRole('checkbox', { name: 'Enter custom measurements' }));
    expect(screen.queryByRole('radio', { name: 'M' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('Made to your measurements: it leaves our workshop within 12 days of payment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Delivery and returns' })).toHaveTextContent(
      /not returnable, altered free/,
    );
    const fields = screen.getAllByRole('spinbutton');
    await addToCart(user);
    expect(
      screen.getByText(`Please check the ${fields.length} measurements marked above`, { selector: 'p' }),
    ).toBeInTheDocument();
    for (const field of fields) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/^Please enter /);
    }
    expect(screen.getByLabelText('Upper Length')).toHaveFocus();
    expect(screen.getByLabelText('Chest')).toHaveAccessibleDescription('Please enter Chest');
    const chest = screen.getByLabelText('Chest');
    expect(chest).toHaveAttribute('type', 'number');
    expect(chest).toHaveAttribute('min', '0');
    expect(chest).toHaveAttribute('step', '0.1');

    // Pasted, not typed key by key: seventeen fields.
    for (const input of fields) {
      await user.click(input);
      await user.paste('30.5');
    }
    await user.clear(chest);
    await user.type(chest, '500');
    await user.clear(screen.getByLabelText('Neck'));
    await addToCart(user);
    expect(chest).toHaveAccessibleDescription('Chest must be between 0 and 120 inches');
    expect(chest).toHaveFocus();
    // Fixing one field takes its mark away; the other keeps its own.
    await user.type(screen.getByLabelText('Neck'), '15');
    expect(screen.getByLabelText('Neck')).not.toHaveAttribute('aria-invalid', 'true');
    expect(chest).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Fly U')).not.toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().cart.items).toEqual([]);

    await user.clear(chest);
    await user.type(chest, '30.5');
    await addToCart(user);
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(store.getState().cart.items[0]?.size).toMatchObject({ custom: true, chest: 30.5, flyU: 30.5 });
  });

  it("fills the custom form from a signed-in customer's saved profile of the same fit", async () => {
    server.use(
      api.get('/measurement-profiles', () =>
        HttpResponse.json([
          { _id: 'f', name: 'Father', fit: 'mens', measurements: { chest: 42, flyU: 11.5 }, updatedAt: '' },
          { _id: 'm', name: 'Mother', fit: 'womens', measurements: { bust: 36 }, updatedAt: '' },
        ]),
      ),
    );
    const { user } = renderPage(product(), true);
    await user.click(await screen.findByRole('checkbox', { name: 'Enter custom measurements' }));
    const picker = await screen.findByLabelText('Fill from a saved profile');
    expect(within(picker).queryByRole('option', { name: 'Mother' })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'Father');
    expect(screen.getByLabelText('Chest')).toHaveValue(42);
    expect(screen.getByLabelText('Fly U')).toHaveValue(11.5);
    await addToCart(user);
    // The profile lacks the rest: the form still asks for them, and only them.
    expect(screen.getByLabelText('Upper Length')).toHaveAccessibleDescription('Please enter Upper Length');
    expect(screen.getByLabelText('Chest')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("offers the profiles of whoever is signed in now: another shopper on this browser never sees the last one's", async () => {
    server.use(
      api.get('/measurement-profiles', () =>
        HttpResponse.json([{ _id: 'f', name: 'Father', fit: 'mens', measurements: { chest: 42 }, updatedAt: '' }]),
      ),
    );
    const { store, user } = renderPage(product(), true);
    await user.click(await screen.findByRole('checkbox', { name: 'Enter custom measurements' }));
    expect(await screen.findByRole('option', { name: 'Father' })).toBeInTheDocument();
    server.use(
      api.get('/measurement-profiles', () =>
        HttpResponse.json([{ _id: 'r', name: 'Ravi', fit: 'mens', measurements: { chest: 38 }, updatedAt: '' }]),
      ),
    );
    act(() => void store.dispatch(signedIn({ name: 'Ravi', phone: '+919812345678', role: 'customer' })));
    expect(await screen.findByRole('option', { name: 'Ravi' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Father' })).not.toBeInTheDocument();
  });

  it('offers no profiles to a shopper who is signed out', async () => {
    const { user } = renderPage(product());
    await user.click(await screen.findByRole('checkbox', { name: 'Enter custom measurements' }));
    expect(screen.queryByLabelText('Fill from a saved profile')).not.toBeInTheDocument();
    expect(requestsTo('GET /measurement-profiles')).toEqual([]);
  });

  it('shows the size guide with the chart, XXL included', async () => {
    const { user } = renderPage(product());
    await user.click(await screen.findByRole('button', { name: 'View Size Guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Size Guide' });
    const xxl = within(dialog).getByRole('row', { name: /XXL/ });
    expect(
      within(xxl)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['19.5', '46', '40', '17.5', '46']);
    // Over the whole page, header and buy bar included: at the end of the document, outside the page.
    expect(screen.getByRole('main')).not.toContainElement(dialog);
    expect(dialog.parentElement).toBe(document.body);
  });
});

describe('the size from saved measurements', () => {
  beforeEach(() => {
    server.use(api.get('/store/dispatch', () => HttpResponse.json({ standard: 2, tailored: 12 })));
    // A sold-out size offers its back-in-stock alert, which reads the shopper's alerts.
    server.use(api.get('/stock-alerts', () => HttpResponse.json([])));
  });

  it('advises the chart size for each saved profile of the fit, with its reason, and picks it in one tap', async () => {
    server.use(
      api.get('/measurement-profiles', () =>
        HttpResponse.json([
          {
            _id: 'f',
            name: 'Father',
            fit: 'mens',
            measurements: { chest: 41, shoulder: 17, waist: 33 },
            updatedAt: '',
          },
          { _id: 'm', name: 'Mother', fit: 'womens', measurements: { bust: 36 }, updatedAt: '' },
        ]),
      ),
    );
    const { store, user } = renderPage(product(), true);
    const advice = await screen.findByRole('list', { name: 'Your size from your measurements' });
    expect(advice).toHaveTextContent('For Father: L, waist 34chest 41 in → L · waist 33 in → 34');
    expect(advice).not.toHaveTextContent('Mother');
    await user.click(within(advice).getByRole('button', { name: 'Choose L, waist 34' }));
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '34' })).toBeChecked();
    await addToCart(user);
    expect(store.getState().cart.items[0]?.size).toEqual({ upper: 'L', lower: '34' });
  });

  it('says where buyers found the piece runs small, and advises one size up, saying why', async () => {
    server.use(
      api.get('/measurement-profiles', () =>
        HttpResponse.json([{ _id: 'm', name: 'Me', fit: 'womens', measurements: { bust: 40 }, updatedAt: '' }]),
      ),
    );
    const { user } = renderPage(
      product({ category: 'womens', availability: { M: 'in_stock', L: 'in_stock' }, sizeFit: { M: 'small' } }),
      true,
    );
    expect(await screen.findByText('Runs small in M: most buyers chose one size up')).toBeInTheDocument();
    const advice = await screen.findByRole('list', { name: 'Your size from your measurements' });
    expect(advice).toHaveTextContent('For Me: Lbust 40 in → M · M runs small: most buyers chose one size up, L');
    await user.click(within(advice).getByRole('button', { name: 'Choose L' }));
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
  });

  it('says when the advised size is out, and offers no tap that would pick it', async () => {
    server.use(
      api.get('/measurement-profiles', () =>
        HttpResponse.json([
          { _id: 'm', name: 'Me', fit: 'womens', measurements: { bust: 42, waist: 30 }, updatedAt: '' },
        ]),
      ),
    );
    renderPage(product({ category: 'womens', availability: { L: 'out', M: 'in_stock' } }), true);
    const advice = await screen.findByRole('list', { name: 'Your size from your measurements' });
    expect(advice).toHaveTextContent('Out of stock in L');
    expect(within(advice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('turns to made to measure, filled from the profile, when no standard size fits', async () => {
    server.use(
      api.get('/measurement-profiles', () =>
        HttpResponse.json([
          { _id: 'm', name: 'Me', fit: 'womens', measurements: { bust: 48, waist: 40 }, updatedAt: '' },
        ]),
      ),
    );
    const { user } = renderPage(product({ category: 'womens' }), true);
    const advice = await screen.findByRole('list', { name: 'Your size from your measurements' });
    expect(advice).toHaveTextContent('For Me: no standard size fitsbust 48 in: the largest size, XXL, is 46 in');
    await user.click(within(advice).getByRole('button', { name: "Have it made to measure from Me's measurements" }));
    expect(screen.getByRole('checkbox', { name: 'Enter custom measurements' })).toBeChecked();
    expect(screen.getByLabelText('Bust')).toHaveValue(48);
    expect(screen.getByLabelText('Waist')).toHaveValue(40);
    // The form opens at the first measurement the profile lacks.
    await waitFor(() => expect(screen.getByLabelText('Upper Length')).toHaveFocus());
  });

  it('advises nothing to a shopper who is signed out', async () => {
    renderPage(product());
    await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
    expect(screen.queryByRole('list', { name: 'Your size from your measurements' })).not.toBeInTheDocument();
    expect(requestsTo('GET /measurement-profiles')).toEqual([]);
  });
});

describe('reviews', () => {
  const rated = () => product({ rating: { average: 4.3, count: 6 } });

  it('shows what most buyers said of the fit and the newest reviews, signed and dated', async () => {
    server.use(
      api.get('/products/:id/reviews', () =>
        HttpResponse.json({
          reviews: [
            {
              rating: 4,
              review: 'Lovely fall.',
              fit: 'small',
              reviewer: 'Asha R.',
              at: '2026-11-20T10:00:00.000Z',
              photos: [],
            },
            {
              rating: 5,
              review: 'Wore it to my sister’s wedding.',
              fit: null,
              reviewer: 'Verified buyer',
              at: '2026-11-02T10:00:00.000Z',
              photos: [],
            },
          ],
          fit: { small: 4, true: 1, large: 1 },
          verdict: 'small',
        }),
      ),
    );
    renderPage(rated());
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    // The ratings come with the product; the reviews once read.
    await within(reviews).findByText('Lovely fall.');
    expect(reviews).toHaveTextContent('Fit: Most buyers say it runs small (4 of 6)');
    const items = within(reviews).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '★★★★☆Lovely fall.Asha R. · 20 Nov 2026 · Runs small',
      '★★★★★Wore it to my sister’s wedding.Verified buyer · 2 Nov 2026',
    ]);
    expect(within(items[0]!).getByLabelText('4 of 5 stars')).toBeInTheDocument();
  });

  const breakdown = { stars: [2, 3, 6, 21, 20], fit: { small: 6, true: 18, large: 0 }, written: 0 };
  const ratedInFull = () => product({ rating: { average: 3.9, count: 52, breakdown } });

  it('with no review written, shows the ratings by stars and the fit, and says that no one has written one yet', async () => {
    server.use(
      api.get('/products/:id/reviews', () => HttpResponse.json({ reviews: [], fit: breakdown.fit, verdict: 'true' })),
    );
    renderPage(ratedInFull());
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(reviews).toHaveTextContent('3.9 from 52 ratings');
    // From 5 stars down to 1, each with its count and share of the ratings.
    expect(
      [
        '5 stars: 20 ratings (38%)',
        '4 stars: 21 ratings (40%)',
        '3 stars: 6 ratings (12%)',
        '2 stars: 3 ratings (6%)',
      ].map((row) => within(reviews).getByText(row)),
    ).toHaveLength(4);
    expect(within(reviews).getByText('1 star: 2 ratings (4%)')).toBeInTheDocument();
    expect(reviews).toHaveTextContent('Fit: Most buyers say it is true to size (18 of 24)');
    expect(within(reviews).getByText('Runs small: 6 buyers (25%)')).toBeInTheDocument();
    expect(within(reviews).getByText('True to size: 18 buyers (75%)')).toBeInTheDocument();
    expect(within(reviews).getByText('Runs large: 0 buyers (0%)')).toBeInTheDocument();
    // The eye reads each fit's share beside its bar.
    expect(within(reviews).getByText('75%')).toBeInTheDocument();
    expect(within(reviews).getByText(/^No one has written a review yet\./)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('GET /products/:id/reviews')).toHaveLength(1));
    expect(within(reviews).queryByRole('listitem')).toBeNull();
  });

  it('draws the ratings, their breakdown and the fit with the page the server drew, before any review is read', async () => {
    server.use(
      api.get('/products/:id', () => HttpResponse.json(ratedInFull())),
      api.get('/products/:id/reviews', () => delay('infinite')),
    );
    const serverCache = await prefetchedCache(prefetch, '/product/p1', { id: 'p1' });
    renderWithStore(<ProductPage id="p1" />, { route: '/product/p1', path: '/product/:id', serverCache });
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(reviews).toHaveTextContent('3.9 from 52 ratings');
    expect(within(reviews).getByText('4 stars: 21 ratings (40%)')).toBeInTheDocument();
    expect(reviews).toHaveTextContent('Fit: Most buyers say it is true to size (18 of 24)');
    expect(within(reviews).getByText(/^No one has written a review yet\./)).toBeInTheDocument();
  });

  it('once a review is written, lists it instead of the line that none was', async () => {
    server.use(
      api.get('/products/:id/reviews', () =>
        HttpResponse.json({
          reviews: [
            {
              rating: 4,
              review: 'Lovely fall.',
              fit: 'true',
              reviewer: 'Asha R.',
              at: '2026-11-20T10:00:00.000Z',
              photos: [],
            },
          ],
          fit: breakdown.fit,
          verdict: 'true',
        }),
      ),
    );
    renderPage(product({ rating: { average: 3.9, count: 52, breakdown: { ...breakdown, written: 1 } } }));
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('Lovely fall.')).toBeInTheDocument();
    expect(within(reviews).queryByText(/No one has written a review yet/)).toBeNull();
  });

  it('asks for no reviews of a product nobody has rated', async () => {
    renderPage(product());
    await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requestsTo('GET /products/:id/reviews')).toEqual([]);
  });
});

it('needs one size for womens', async () => {
  const { store, user } = renderPage(product({ category: 'womens', type: 'ball-gown' }));
  await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
  await addToCart(user);
  expect(screen.getByText('Please select a size', { selector: 'p' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'XL' }));
  await addToCart(user);
  expect(store.getState().cart.items[0]?.itemId).toBe('p1-XL');
});

it('has no sizes, guide or measurements for accessories', async () => {
  const { store, user } = renderPage(product({ category: 'accessories', type: 'watch' }));
  await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
  expect(screen.queryByRole('button', { name: 'View Size Guide' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  await addToCart(user);
  expect(store.getState().cart.items[0]?.itemId).toBe('p1-unknown');
});

describe('stock', () => {
  it("says how few are left of a men's upper or lower size, and an out size cannot be chosen or added", async () => {
    const { store, user } = renderPage(
      product({
        availability: { ...product().availability, 'upper:M': 'low', 'upper:L': 'out', 'lower:32': 'low' },
        left: { 'upper:M': 2, 'lower:32': 1 },
      }),
    );
    const upper = within(await screen.findByRole('group', { name: 'Upper size' }));
    const lower = within(screen.getByRole('group', { name: 'Lower size (waist, inches)' }));
    expect(upper.getByRole('radio', { name: 'M Only 2 left' })).toBeEnabled();
    expect(lower.getByRole('radio', { name: '32 Only 1 left' })).toBeEnabled();
    const outL = upper.getByRole('radio', { name: 'L Out of stock' });
    expect(outL).toBeDisabled();
    await user.click(outL);
    expect(outL).not.toBeChecked();
    expect(upper.getByRole('radio', { name: 'S' })).toBeEnabled();

    await user.click(upper.getByRole('radio', { name: 'M Only 2 left' }));
    await user.click(lower.getByRole('radio', { name: '32 Only 1 left' }));
    await addToCart(user);
    expect(store.getState().cart.items[0]?.size).toEqual({ upper: 'M', lower: '32' });
  });

  it("says per women's size, and an accessory's one size, how few are left", async () => {
    renderPage(product({ category: 'womens', availability: { S: 'out', M: 'low', L: 'in_stock' }, left: { M: 3 } }));
    expect(await screen.findByRole('radio', { name: 'S Out of stock' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'M Only 3 left' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'L' })).toBeEnabled();
    // A size the API does not name is out.
    expect(screen.getByRole('radio', { name: 'XXL Out of stock' })).toBeDisabled();
  });

  it("says an accessory's one size is nearly gone", async () => {
    renderPage(
      product({ category: 'accessories', type: 'watch', availability: { 'one-size': 'low' }, left: { 'one-size': 1 } }),
    );
    expect(await screen.findByText('Only 1 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  });

  it('says Sold out where the buttons stand, and still offers made to measure', async () => {
    server.use(api.get('/store/dispatch', () => HttpResponse.json({ standard: 2, tailored: 12 })));
    const out = Object.fromEntries(Object.keys(product().availability).map((key) => [key, 'out' as const]));
    const { user } = renderPage(product({ availability: out, soldOut: true }));
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ADD TO CART' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'BUY NOW' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Enter custom measurements' }));
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeInTheDocument();
  });

  it('offers no made to measure when the product does not, and Sold out is then final', async () => {
    const out = Object.fromEntries(Object.keys(product().availability).map((key) => [key, 'out' as const]));
    renderPage(product({ availability: out, soldOut: true, madeToMeasure: false }));
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Enter custom measurements' })).not.toBeInTheDocument();
    expect(screen.queryByText(/enter your measurements/)).not.toBeInTheDocument();
  });
});

describe('delivery check', () => {
  beforeEach(() =>
    server.use(
      api.get('/store/delivery', ({ request }) => {
        const pincode = new URL(request.url).searchParams.get('pincode');
        const place =
          pincode === '302001'
            ? {
                pincode: '302001',
                city: 'Jaipur',
                state: 'Rajasthan',
                deliverable: true,
                cashOnDelivery: true,
                deliveryBy: '2026-12-03',
              }
            : pincode === '795001'
              ? {
                  pincode: '795001',
                  city: 'Imphal West',
                  state: 'Manipur',
                  deliverable: true,
                  cashOnDelivery: false,
                  deliveryBy: '2026-12-08',
                }
              : pincode === '744101'
                ? {
                    pincode: '744101',
                    city: 'Port Blair',
                    state: 'Andaman',
                    deliverable: false,
                    cashOnDelivery: false,
                    deliveryBy: '2026-12-20',
                  }
                : null;
        return place
          ? HttpResponse.json(place)
          : HttpResponse.json({ message: `We could not find pincode ${pincode}` }, { status: 400 });
      }),
    ),
  );
  const pincode = () => screen.getByRole('textbox', { name: 'Check delivery' });
  const answer = () => within(screen.getByRole('form', { name: 'Check delivery' })).getByRole('status');

  it("answers a pincode with the day and city, or the API's message; one not 6 digits is not sent", async () => {
    const { user } = renderPage(product());
    await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
    await user.type(pincode(), '30a2{Enter}');
    expect(pincode()).toHaveValue('302');
    expect(answer()).toHaveTextContent('Enter a 6-digit pincode');
    expect(pincode()).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('GET /store/delivery')).toEqual([]);

    await user.clear(pincode());
    await user.type(pincode(), '999999');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('We could not find pincode 999999')).toBeInTheDocument();
    expect(pincode()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(pincode());
    await user.type(pincode(), '3020019{Enter}');
    await waitFor(() =>
      expect(answer()).toHaveTextContent('Delivery by Thu, 3 Dec to Jaipur. Cash on delivery available.'),
    );
    expect(pincode()).toHaveAttribute('aria-invalid', 'false');
    expect(requestsTo('GET /store/delivery').at(-1)?.query).toEqual({ pincode: '302001', productId: 'p1' });

    server.use(
      api.get('/store/delivery', () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(answer()).toHaveTextContent('We could not check delivery just now. Please try again.'));

    await user.clear(pincode());
    await user.type(pincode(), '744101{Enter}');
    await waitFor(() => expect(answer()).toHaveTextContent('Sorry, we do not deliver to Port Blair (744101) yet.'));

    await user.clear(pincode());
    await user.type(pincode(), '795001{Enter}');
    await waitFor(() =>
      expect(answer()).toHaveTextContent(
        'Delivery by Tue, 8 Dec to Imphal West. Pay by card or UPI: no cash on delivery here.',
      ),
    );
  });

  it('drops a check still on its way when another pincode is checked: only the last answer shows', async () => {
    const { user } = renderPage(product());
    await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
    server.use(api.get('/store/delivery', () => delay('infinite'), { once: true }));
    await user.type(pincode(), '795001{Enter}');
    expect(answer()).toHaveTextContent('Checking…');
    await user.clear(pincode());
    await user.type(pincode(), '302001{Enter}');
    await waitFor(() =>
      expect(answer()).toHaveTextContent('Delivery by Thu, 3 Dec to Jaipur. Cash on delivery available.'),
    );
    expect(requestsTo('GET /store/delivery').map((call) => [call.query.pincode, call.aborted])).toEqual([
      ['795001', true],
      ['302001', false],
    ]);
  });

  it('remembers a good pincode and checks it on the next product page; a bad one is not kept', async () => {
    const first = renderPage(product());
    await first.user.type(await screen.findByRole('textbox', { name: 'Check delivery' }), '302001{Enter}');
    await waitFor(() =>
      expect(answer()).toHaveTextContent('Delivery by Thu, 3 Dec to Jaipur. Cash on delivery available.'),
    );
    await first.user.clear(pincode());
    await first.user.type(pincode(), '999999{Enter}');
    expect(await screen.findByText('We could not find pincode 999999')).toBeInTheDocument();
    first.unmount();

    renderPage(product({ _id: 'p1', name: 'Silk Kurta' }));
    await screen.findByRole('heading', { name: 'Silk Kurta' });
    await waitFor(() =>
      expect(answer()).toHaveTextContent('Delivery by Thu, 3 Dec to Jaipur. Cash on delivery available.'),
    );
    expect(pincode()).toHaveValue('302001');
    expect(requestsTo('GET /store/delivery')).toHaveLength(3);
  });
});

it('BUY NOW adds the item and goes to /checkout with it in navigation state', async () => {
  const { store, user } = renderPage(product({ category: 'womens' }));
  await user.click(await screen.findByRole('radio', { name: 'S' }));
  await user.click(screen.getByRole('button', { name: 'BUY NOW' }));
  const location = screen.getByTestId('location');
  expect(location).toHaveTextContent('/checkout');
  expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toMatchObject({
    product: { productId: 'p1', size: 'S', itemId: 'p1-S' },
  });
  expect(store.getState().cart.items).toHaveLength(1);
});

it('draws the product the page arrived with at once, without asking the API again', async () => {
  server.use(api.get('/products/:id', () => HttpResponse.json(product())));
  // The render server's read for /product/p1, handed to the page as its cache.
  const serverCache = await prefetchedCache(prefetch, '/product/p1', { id: 'p1' });
  expect(requestsTo('GET /products/:id')).toHaveLength(1);
  renderWithStore(<ProductPage id="p1" />, { route: '/product/p1', path: '/product/:id', serverCache });
  expect(screen.getByRole('heading', { name: 'Royal Sherwani Set' })).toBeInTheDocument();
  expect(screen.queryByText('Loading product...')).not.toBeInTheDocument();
  await act(async () => {});
  expect(requestsTo('GET /products/:id')).toHaveLength(1);
  // Its controls come on once its code is live (the page could be clicked before).
  await waitFor(() => expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled());
});

it("shows an admin's edit of the product at once: its cache tag is invalidated and it is read again", async () => {
  const { store } = renderPage(product());
  expect(await screen.findByText('Rs.24,999')).toBeInTheDocument();
  // The admin's product mutation invalidates the product's tag (the same store, the same slice).
  server.use(api.get('/products/:id', () => HttpResponse.json(product({ price: 19999 }))));
  act(() => {
    store.dispatch(storeApi.util.invalidateTags([{ type: 'Product', id: 'p1' }]));
  });
  expect(await screen.findByText('Rs.19,999')).toBeInTheDocument();
  expect(requestsTo('GET /products/:id')).toHaveLength(2);
});

it('refuses an answer that is not what the API sends, with the retry state (answers are checked in tests)', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(api.get('/products/:id', () => HttpResponse.json({ ...product(), price: '24999' })));
  renderWithStore(<ProductPage id="p1" />, { route: '/product/p1', path: '/product/:id' });
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith(expect.stringMatching(/GET \/products\/p1: not the API's product answer: price:/));
  error.mockRestore();
});

it('shows where the product sits (Home / section / kind / name) and the delivery and returns notes', async () => {
  renderPage(product());
  const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  expect(
    within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Home', 'Mens', expect.any(String), 'Royal Sherwani Set']);
  expect(within(trail).getByRole('link', { name: 'Mens' })).toHaveAttribute('href', '/mens');
  expect(screen.getByRole('list', { name: 'Delivery and returns' })).toHaveTextContent(
    /Free delivery across India.*Easy returns: standard sizes within 7 days of delivery/,
  );
});

describe('the wishlist heart and the back-in-stock alert', () => {
  const kurta = () =>
    product({
      _id: 'p1',
      name: 'Indigo Anarkali',
      category: 'womens',
      availability: { XS: 'in_stock', S: 'in_stock', M: 'out', L: 'out', XL: 'low', XXL: 'in_stock' },
      left: { XL: 2 },
    });
  // Signed in, the page reads the saved measurements too (none here).
  beforeEach(() => server.use(api.get('/measurement-profiles', () => HttpResponse.json([]))));

  it('puts the heart beside the name', async () => {
    const { user, store } = renderPage(kurta());
    const heart = await screen.findByRole('button', { name: 'Save Indigo Anarkali to wishlist' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().wishlist.items[0]?.productId).toBe('p1');
  });

  it('asks a guest to sign in before an alert', async () => {
    const { user, store } = renderPage(kurta());
    const box = await screen.findByRole('region', { name: 'Sold out in your size? Tell me when it is back' });
    await user.click(within(box).getByRole('button', { name: 'Sign in to get an alert' }));
    expect(store.getState().ui.loginOpen).toBe(true);
  });

  it("takes a signed-in shopper's alert for a sold-out size by text, shows it waiting, and cancels it", async () => {
    let waiting: object[] = [];
    server.use(
      api.get('/stock-alerts', () => HttpResponse.json(waiting)),
      api.post('/stock-alerts', async ({ request }) => {
        const body = await request.json();
        const { size, channel } = body as { size: string; channel: 'text' };
        waiting = [
          {
            _id: 'a1',
            productId: 'p1',
            productName: 'Indigo Anarkali',
            size,
            channel,
            createdAt: '2026-11-27T10:00:00.000Z',
          },
        ];
        return HttpResponse.json(waiting[0], { status: 201 });
      }),
      api.delete('/stock-alerts/:id', () => {
        waiting = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderPage(kurta(), true);
    const box = await screen.findByRole('region', { name: 'Sold out in your size? Tell me when it is back' });
    const size = within(box).getByRole('combobox', { name: 'Size' });
    // Only the sold-out sizes; the account has no e-mail, so texts are the one way offered.
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['M', 'L']);
    expect(within(box).queryByRole('radio')).not.toBeInTheDocument();
    expect(box).toHaveTextContent('Text message to +91 98765 43210');
    await user.selectOptions(size, 'L');
    await user.click(within(box).getByRole('button', { name: 'Tell me when it is back' }));
    expect(requestsTo('POST /stock-alerts')[0]?.body).toEqual({ productId: 'p1', size: 'L', channel: 'text' });
    expect(await screen.findByText('We will tell you by text message when L is back')).toBeInTheDocument();
    const list = await within(box).findByRole('list', { name: 'Sizes you are waiting for' });
    expect(list).toHaveTextContent('L: we will tell you by text message');
    await user.click(within(list).getByRole('button', { name: 'Cancel the alert for L' }));
    await waitFor(() => expect(within(box).queryByRole('list')).not.toBeInTheDocument());
    expect(requestsTo('DELETE /stock-alerts/:id')).toHaveLength(1);
  });

  it('offers WhatsApp when the store sends it, and asks by it', async () => {
    server.use(
      api.get('/store/whatsapp', () => HttpResponse.json({ offered: true })),
      api.get('/stock-alerts', () => HttpResponse.json([])),
      api.post('/stock-alerts', async ({ request }) => {
        const body = await request.json();
        return HttpResponse.json(
          {
            _id: 'a2',
            productId: 'p1',
            productName: 'Indigo Anarkali',
            size: 'M',
            channel: (body as { channel: string }).channel,
            createdAt: '2026-11-27T10:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderPage(kurta(), true);
    const box = await screen.findByRole('region', { name: 'Sold out in your size? Tell me when it is back' });
    await user.click(await within(box).findByRole('radio', { name: 'WhatsApp' }));
    expect(
      within(box)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Text message', 'WhatsApp']);
    await user.click(within(box).getByRole('button', { name: 'Tell me when it is back' }));
    expect(requestsTo('POST /stock-alerts')[0]?.body).toEqual({ productId: 'p1', size: 'M', channel: 'whatsapp' });
  });

  it('offers e-mail too when the account has an address, and shows a refusal beside the form', async () => {
    server.use(
      api.get('/stock-alerts', () => HttpResponse.json([])),
      api.post('/stock-alerts', () =>
        HttpResponse.json({ message: 'M is in stock now: you can add it to your bag' }, { status: 409 }),
      ),
      api.get('/products/:id', () => HttpResponse.json(kurta())),
    );
    const { user } = renderWithStore(<ProductPage id="p1" />, {
      route: '/product/p1',
      path: '/product/:id',
      preloadedState: {
        session: {
          currentUser: { name: 'Meera', phone: '+919876543210', email: 'meera@example.in', role: 'customer' },
        },
      },
    });
    const box = await screen.findByRole('region', { name: 'Sold out in your size? Tell me when it is back' });
    await user.click(within(box).getByRole('radio', { name: 'E-mail' }));
    await user.click(within(box).getByRole('button', { name: 'Tell me when it is back' }));
    expect(requestsTo('POST /stock-alerts')[0]?.body).toMatchObject({ size: 'M', channel: 'email' });
    expect(await within(box).findByRole('alert')).toHaveTextContent('M is in stock now: you can add it to your bag');
  });
});
