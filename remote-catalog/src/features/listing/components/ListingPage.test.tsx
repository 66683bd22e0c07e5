import { NEXT_CURSOR_HEADER, type Product } from '@store/shared/api';
import {
  UNREACHABLE,
  installFakeApi,
  installIntersectionObserver,
  renderWithStore,
  reply,
} from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ListingPage } from './ListingPage';

const api = installFakeApi();

function product(name: string, extra: Partial<Product> = {}): Product {
  return {
    _id: `id-${name}`,
    name,
    description: `${name} description`,
    price: 1999,
    brand: 'Rajwada',
    material: null,
    category: 'mens',
    type: 'party-outfits',
    subCategory: 'default',
    hsn: '6203',
    active: true,
    images: [],
    image: null,
    rating: null,
    createdAt: '2026-10-01T00:00:00.000Z',
    ...extra,
  };
}

const catalogue = [product('Silk Sherwani'), product('Linen Suit'), product('Velvet Tuxedo')];

/** A server that answers like the API: search on name or description, then pages of two. */
function serve(all: Product[] = catalogue) {
  api.on('GET /api/products/:section', ({ query }) => {
    const needle = (query.search ?? '').toLowerCase();
    const found = all.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(needle));
    const start = query.cursor ? Number(query.cursor) : 0;
    const next = start + 2 < found.length ? String(start + 2) : '';
    return reply(200, found.slice(start, start + 2), next ? { [NEXT_CURSOR_HEADER]: next } : {});
  });
}

const location = () => screen.getByTestId('location');
const cardNames = () =>
  screen.queryAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent);
let observer: ReturnType<typeof installIntersectionObserver>;

beforeEach(() => {
  jest.useFakeTimers();
  observer = installIntersectionObserver();
});

afterEach(() => {
  observer.restore();
  jest.useRealTimers();
});

it('writes type=all into the URL, replacing the history entry, and lists the first page', async () => {
  serve();
  renderWithStore(<ListingPage section="mens" />, { route: '/mens' });
  expect(screen.getByText('Loading products...')).toBeInTheDocument();
  expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  expect(location()).toHaveTextContent('/mens?type=all');
  expect(location()).toHaveAttribute('data-action', 'REPLACE');
  expect(screen.getByRole('heading', { name: 'Mens Wear' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Men Categories' })).toBeInTheDocument();
});

it('loads the next page when the end of the list comes into view, with no pagination controls', async () => {
  serve();
  renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  await screen.findAllByTestId('product-card');
  expect(screen.queryByRole('button', { name: /next|more|page/i })).not.toBeInTheDocument();
  act(() => observer.setInView((element) => element === screen.getByTestId('list-end')));
  expect(await screen.findByText('Velvet Tuxedo')).toBeInTheDocument();
  expect(cardNames()).toEqual(['Silk Sherwani', 'Linen Suit', 'Velvet Tuxedo']);
  expect(api.calls.at(-1)).toMatchObject({ path: '/api/products/mens', query: { cursor: '2' } });
});

it('narrows the list at once while typing, and puts the search in the URL after a 200 ms pause', async () => {
  serve();
  const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  await screen.findAllByTestId('product-card');
  await user.type(screen.getByRole('searchbox', { name: 'Search products' }), ' silk ');
  expect(cardNames()).toEqual(['Silk Sherwani']);
  act(() => jest.advanceTimersByTime(199));
  expect(location()).toHaveTextContent('/mens?type=all');
  act(() => jest.advanceTimersByTime(1));
  expect(location()).toHaveTextContent('/mens?type=all&search=silk');
  expect(location()).toHaveAttribute('data-action', 'REPLACE');
  await act(async () => {});
  expect(api.calls.at(-1)).toMatchObject({ path: '/api/products/mens', query: { search: 'silk' } });

  await user.clear(screen.getByRole('searchbox'));
  act(() => jest.advanceTimersByTime(200));
  expect(location()).toHaveTextContent(/^\/mens\?type=all$/);
  // The wider list comes back from the server.
  await waitFor(() => expect(cardNames()).toEqual(['Silk Sherwani', 'Linen Suit']));
});

it('shows the empty texts of the product description, with the search and the category', async () => {
  serve([]);
  renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=suits&search=silk' });
  expect(await screen.findByText('No products found matching silk in Suits')).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveValue('silk');
});

it('uses the accessories wording', async () => {
  serve([]);
  renderWithStore(<ListingPage section="accessories" />, { route: '/accessories?type=watch' });
  expect(screen.getByText('Loading accessories...')).toBeInTheDocument();
  expect(await screen.findByText('No accessories found in Watch')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Add-ons' })).toBeInTheDocument();
});

it('shows No products found when the API fails', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  api.on('GET /api/products/:section', () => UNREACHABLE);
  renderWithStore(<ListingPage section="womens" />, { route: '/womens?type=all' });
  expect(await screen.findByText('No products found')).toBeInTheDocument();
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

it('sets the category from the sidebar and refetches that category', async () => {
  serve();
  const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  await screen.findAllByTestId('product-card');
  await user.click(
    within(screen.getByRole('complementary', { name: 'Categories' })).getByRole('button', { name: 'Suits' }),
  );
  expect(location()).toHaveTextContent('/mens?type=suits');
  expect(location()).toHaveAttribute('data-action', 'REPLACE');
  await screen.findAllByTestId('product-card');
  expect(api.calls.at(-1)).toMatchObject({ path: '/api/products/mens', query: { type: 'suits' } });
});

it('opens the Categories panel on small screens; choosing a category closes it', async () => {
  serve();
  const { user } = renderWithStore(<ListingPage section="womens" />, { route: '/womens?type=all' });
  await screen.findAllByTestId('product-card');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const panel = screen.getByRole('dialog', { name: 'Categories' });
  await user.click(within(panel).getByRole('button', { name: 'Ball Gown' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(location()).toHaveTextContent('/womens?type=ball-gown');
  await screen.findAllByTestId('product-card');
});

it('keeps the chosen sort in the URL and asks the API for it', async () => {
  serve();
  const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  await screen.findAllByTestId('product-card');
  await user.click(screen.getByRole('button', { name: 'Sort: Most Popular ▾' }));
  const menu = screen.getByRole('menu', { name: 'Sort' });
  expect(
    within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => item.textContent),
  ).toEqual(['Most Popular', 'Best Rating', 'Newest', 'Price: Low to High', 'Price: High to Low']);
  expect(within(menu).getByRole('menuitemradio', { name: 'Most Popular' })).toHaveAttribute('aria-checked', 'true');
  await user.click(within(menu).getByRole('menuitemradio', { name: 'Price: Low to High' }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(location()).toHaveTextContent('/mens?type=all&sort=price-asc');
  await screen.findAllByTestId('product-card');
  expect(api.calls.at(-1)).toMatchObject({ path: '/api/products/mens', query: { sort: 'price-asc' } });
  // Focus goes back to the button the shopper opened the menu with, not to the page.
  expect(screen.getByRole('button', { name: 'Sort: Price: Low to High ▾' })).toHaveFocus();
});

it('shows a card as the product description describes it', async () => {
  serve([product('Noor Lehenga', { type: 'party-wear-lengha', price: 125000, brand: 'noor couture' })]);
  renderWithStore(<ListingPage section="womens" />, { route: '/womens?type=all' });
  const card = await screen.findByTestId('product-card');
  expect(card).toHaveAttribute('href', '/product/id-Noor Lehenga');
  expect(card).toHaveTextContent('party wear lengha');
  expect(card).toHaveTextContent('₹1,25,000');
  expect(card).toHaveTextContent('NOOR COUTURE');
});

it('lists the first page the page arrived with at once, and reads only the next page from the API', async () => {
  serve();
  renderWithStore(<ListingPage section="mens" />, {
    route: '/mens',
    preloadedState: {
      serverReads: {
        '/api/products/mens?limit=24': {
          status: 200,
          body: catalogue.slice(0, 2),
          headers: { [NEXT_CURSOR_HEADER]: '2' },
        },
      },
    },
  });
  expect(cardNames()).toEqual(['Silk Sherwani', 'Linen Suit']);
  expect(api.calls).toEqual([]);
  act(() => observer.setInView((element) => element === screen.getByTestId('list-end')));
  expect(await screen.findByText('Velvet Tuxedo')).toBeInTheDocument();
  expect(api.calls.map((call) => call.query.cursor)).toEqual(['2']);
});
