import { NEXT_CURSOR_HEADER, type Product } from '@store/shared/api';
import { storeApi } from '@store/shared/store';
import { HttpResponse } from 'msw';
import {
  api,
  installIntersectionObserver,
  prefetchedCache,
  renderWithStore,
  requests,
  sampleProduct,
  setupApiServer,
} from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { prefetch } from '../../../exposes/Listing';
import { ListingPage } from './ListingPage';

const server = setupApiServer();

function product(name: string, extra: Partial<Product> = {}): Product {
  return {
    ...sampleProduct(),
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

/** The filters' counts as the API makes them: each colour's pieces among `all` ('total' all of them). */
function serveFacets(all: Product[]) {
  server.use(
    api.get('/api/products/:section/facets', ({ request }) => {
      const asked = new URL(request.url).searchParams.get('colour');
      const colours = asked ? asked.split(',') : null;
      const colour: Record<string, number> = {};
      for (const p of all) if (p.colour) colour[p.colour] = (colour[p.colour] ?? 0) + 1;
      return HttpResponse.json({
        total: all.filter((p) => !colours || colours.includes(String(p.colour))).length,
        colour,
        size: {},
        fabric: {},
        occasion: {},
      });
    }),
  );
}

/** A server that answers like the API: search on name or description, then pages of two. */
function serve(all: Product[] = catalogue) {
  serveFacets(all);
  server.use(
    api.get('/api/products/:section', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const needle = (query.get('search') ?? '').toLowerCase();
      const found = all.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(needle));
      const start = query.get('cursor') ? Number(query.get('cursor')) : 0;
      const next = start + 2 < found.length ? String(start + 2) : '';
      return HttpResponse.json(found.slice(start, start + 2), { headers: next ? { [NEXT_CURSOR_HEADER]: next } : {} });
    }),
  );
}

const location = () => screen.getByTestId('location');
/** The listing's reads, without its filters' counts. */
const listingCalls = () => requests.filter((call) => !call.path.endsWith('/facets'));
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
  expect(listingCalls().at(-1)).toMatchObject({ path: '/api/products/mens', query: { cursor: '2' } });
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
  expect(listingCalls().at(-1)).toMatchObject({ path: '/api/products/mens', query: { search: 'silk' } });

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

it('offers the way back from an empty search: Clear search, and the best sellers of the section', async () => {
  serve();
  server.use(
    api.get('/products/:section', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(catalogue.slice(0, Number(query.get('limit'))));
    }),
  );
  const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all&sort=newest&search=zzz' });
  expect(await screen.findByText('No products found matching zzz')).toBeInTheDocument();
  const bestSellers = await screen.findByRole('region', { name: 'Best sellers in Mens Wear' });
  expect(within(bestSellers).getAllByTestId('product-card').length).toBeGreaterThan(0);
  const clear = screen.getByRole('link', { name: 'Clear search' });
  expect(clear).toHaveAttribute('href', '/mens?type=all&sort=newest');

  await user.click(clear);
  await waitFor(() => expect(location()).toHaveTextContent(/^\/mens\?type=all&sort=newest$/));
  expect(screen.getByRole('searchbox')).toHaveValue('');
  await waitFor(() => expect(cardNames()).toEqual(['Silk Sherwani', 'Linen Suit']));
});

it('offers all of the section when a category has nothing', async () => {
  serve([]);
  renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=suits' });
  await screen.findByText('No products found in Suits');
  expect(screen.getByRole('link', { name: 'Show all mens wear' })).toHaveAttribute('href', '/mens?type=all');
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
  server.use(
    api.get('/api/products/:section', () => HttpResponse.error()),
    api.get('/api/products/:section/facets', () => HttpResponse.error()),
  );
  renderWithStore(<ListingPage section="womens" />, { route: '/womens?type=all' });
  expect(await screen.findByText('No products found')).toBeInTheDocument();
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

it('sets the category from the sidebar and refetches that category', async () => {
  serve();
  const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  await screen.findAllByTestId('product-card');
  await user.click(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('link', { name: 'Suits' }));
  await waitFor(() => expect(location()).toHaveTextContent('/mens?type=suits'));
  expect(location()).toHaveAttribute('data-action', 'REPLACE');
  await screen.findAllByTestId('product-card');
  expect(listingCalls().at(-1)).toMatchObject({ path: '/api/products/mens', query: { type: 'suits' } });
});

it('opens the Filters panel on small screens; choosing a category closes it', async () => {
  serve();
  const { user } = renderWithStore(<ListingPage section="womens" />, { route: '/womens?type=all' });
  await screen.findAllByTestId('product-card');
  const filter = screen.getByRole('button', { name: 'Filter' });
  expect(filter).toHaveAttribute('aria-expanded', 'false');
  await user.click(filter);
  const panel = screen.getByRole('dialog', { name: 'Filters' });
  expect(filter).toHaveAttribute('aria-expanded', 'true');
  // The panel opens on the filters; the categories come after them, folded under the current one.
  const fold = within(panel).getByText('Category: All');
  expect(within(panel).getByRole('form', { name: 'Filter choices' }).compareDocumentPosition(fold)).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
  expect(fold.closest('details')).not.toHaveAttribute('open');
  await user.click(fold);
  await user.click(within(panel).getByRole('link', { name: 'Ball Gown' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(location()).toHaveTextContent('/womens?type=ball-gown'));
  await screen.findAllByTestId('product-card');
});

it('keeps the chosen sort in the URL and asks the API for it', async () => {
  serve();
  const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all&search=silk' });
  await screen.findAllByTestId('product-card');
  await user.click(screen.getByRole('button', { name: 'Sort: Most Popular ▾' }));
  const menu = screen.getByRole('list', { name: 'Sort' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((item) => item.textContent),
  ).toEqual(['Most Popular', 'Best Rating', 'Newest', 'Price: Low to High', 'Price: High to Low']);
  expect(within(menu).getByRole('link', { name: 'Most Popular' })).toHaveAttribute('aria-current', 'true');
  // Each choice is a link to the listing in that order, so it works before the code arrives.
  expect(within(menu).getByRole('link', { name: 'Newest' })).toHaveAttribute(
    'href',
    '/mens?type=all&search=silk&sort=newest',
  );
  await user.click(within(menu).getByRole('link', { name: 'Price: Low to High' }));
  expect(menu).not.toBeVisible();
  await waitFor(() => expect(location()).toHaveTextContent('/mens?type=all&search=silk&sort=price-asc'));
  expect(location()).toHaveAttribute('data-action', 'REPLACE');
  await screen.findAllByTestId('product-card');
  expect(listingCalls().at(-1)).toMatchObject({ path: '/api/products/mens', query: { sort: 'price-asc' } });
  // Focus goes back to the button the shopper opened the menu with, not to the page.
  expect(screen.getByRole('button', { name: 'Sort: Price: Low to High ▾' })).toHaveFocus();
});

it('closes the Sort list with Escape or a click elsewhere', async () => {
  serve();
  const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  await screen.findAllByTestId('product-card');
  const sort = screen.getByRole('button', { name: 'Sort: Most Popular ▾' });
  await user.click(sort);
  expect(screen.getByRole('list', { name: 'Sort' })).toBeVisible();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('list', { name: 'Sort', hidden: true })).not.toBeVisible();
  expect(sort).toHaveFocus();
  await user.click(sort);
  await user.click(screen.getByRole('heading', { name: 'Mens Wear' }));
  expect(screen.getByRole('list', { name: 'Sort', hidden: true })).not.toBeVisible();
});

it('links every category and sends the search as a form, keeping the rest of the query', async () => {
  serve();
  renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=suits&sort=newest&search=silk' });
  await screen.findAllByTestId('product-card');
  const sidebar = screen.getByRole('complementary', { name: 'Filters' });
  expect(within(sidebar).getByRole('link', { name: 'Suits' })).toHaveAttribute('aria-current', 'true');
  expect(within(sidebar).getByRole('link', { name: 'All' })).toHaveAttribute(
    'href',
    '/mens?type=all&search=silk&sort=newest',
  );
  const form = screen.getByRole('search');
  expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
    type: 'suits',
    sort: 'newest',
    search: 'silk',
  });
});

describe('filters', () => {
  /** Serves the catalogue, filtering by colour as the API does, and records what it was asked. */
  function serveByColour(all: Product[]) {
    serveFacets(all);
    server.use(
      api.get('/api/products/:section', ({ request }) => {
        const colours = new URL(request.url).searchParams.get('colour');
        return HttpResponse.json(all.filter((p) => !colours || colours.split(',').includes(String(p.colour))));
      }),
    );
  }
  const sidebar = () => within(screen.getByRole('complementary', { name: 'Filters' }));
  const chips = () => within(screen.getByRole('list', { name: 'Active filters' }));
  const showButton = () => sidebar().getByRole('button', { name: /^Show/ });

  it('filters by colour, size in stock and price in the URL, asks the API with them, and shows removable chips', async () => {
    serveByColour([product('Silk Sherwani', { colour: 'Red' }), product('Linen Suit', { colour: 'Cream' })]);
    const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all&sort=newest' });
    await screen.findAllByTestId('product-card');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();

    await user.click(within(sidebar().getByRole('list', { name: 'Colour' })).getByRole('checkbox', { name: /^Red/ }));
    await user.click(showButton());
    await waitFor(() => expect(location()).toHaveTextContent('/mens?type=all&sort=newest&colour=Red'));
    expect(location()).toHaveAttribute('data-action', 'REPLACE');
    await waitFor(() => expect(cardNames()).toEqual(['Silk Sherwani']));
    expect(listingCalls().at(-1)).toMatchObject({ query: { colour: 'Red', sort: 'newest' } });

    await user.click(
      within(sidebar().getByRole('list', { name: 'Size in stock' })).getByRole('checkbox', { name: /^Upper L/ }),
    );
    await user.type(sidebar().getByLabelText('Min ₹'), '5000');
    await user.type(sidebar().getByLabelText('Max ₹'), '20000');
    await user.click(showButton());
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/mens?type=all&sort=newest&minPrice=5000&maxPrice=20000&size=upper%3AL&colour=Red',
      ),
    );
    await screen.findAllByTestId('product-card');
    expect(listingCalls().at(-1)).toMatchObject({
      query: { minPrice: '5000', maxPrice: '20000', size: 'upper:L', colour: 'Red', sort: 'newest' },
    });
    // The phone's Filter button says how many are on.
    expect(screen.getByRole('button', { name: 'Filter (3)' })).toBeInTheDocument();

    expect(
      chips()
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual(['Remove filter: ₹5,000 – ₹20,000', 'Remove filter: Size Upper L', 'Remove filter: Red', 'Clear all']);
    await user.click(chips().getByRole('link', { name: 'Remove filter: Red' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        /^\/mens\?type=all&sort=newest&minPrice=5000&maxPrice=20000&size=upper%3AL$/,
      ),
    );
    // The form follows the URL: Red is no longer ticked.
    expect(
      within(sidebar().getByRole('list', { name: 'Colour' })).getByRole('checkbox', { name: /^Red/ }),
    ).not.toBeChecked();
    await screen.findAllByTestId('product-card');
    await user.click(chips().getByRole('link', { name: 'Clear all' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/mens\?type=all&sort=newest$/));
    await waitFor(() => expect(cardNames()).toEqual(['Silk Sherwani', 'Linen Suit']));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('keeps the phone panel open while several colours are chosen, counts them, and applies them together', async () => {
    serveByColour([
      product('Silk Sherwani', { colour: 'Red' }),
      product('Linen Suit', { colour: 'Cream' }),
      product('Velvet Tuxedo', { colour: 'Navy' }),
    ]);
    const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
    await screen.findAllByTestId('product-card');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = within(screen.getByRole('dialog', { name: 'Filters' }));
    const colours = within(panel.getByRole('list', { name: 'Colour' }));
    // Each colour has its swatch and how many pieces it has; one with none is still listed.
    expect(colours.getByRole('checkbox', { name: 'Red (1)' })).toBeInTheDocument();
    expect(colours.getByRole('checkbox', { name: 'Green (0)' })).toBeInTheDocument();
    expect(colours.getAllByRole('checkbox')).toHaveLength(16);
    expect(
      colours.getByRole('checkbox', { name: 'Navy (1)' }).parentElement?.querySelector('span[aria-hidden]'),
    ).toHaveStyle({
      background: '#1f2a44',
    });
    expect(panel.getByRole('button', { name: 'Show 3 results' })).toBeInTheDocument();

    await user.click(colours.getByRole('checkbox', { name: 'Red (1)' }));
    await user.click(colours.getByRole('checkbox', { name: 'Navy (1)' }));
    // Nothing applied yet: the panel stays, the URL and the list are as they were.
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/mens\?type=all$/);
    // The button says what the pending choices find, as the API counts them.
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(await panel.findByRole('button', { name: 'Show 2 results' })).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ path: '/api/products/mens/facets', query: { colour: 'Red,Navy' } });

    await user.click(panel.getByRole('button', { name: 'Show 2 results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/mens?type=all&colour=Red&colour=Navy'));
    await waitFor(() => expect(cardNames()).toEqual(['Silk Sherwani', 'Velvet Tuxedo']));
    expect(listingCalls().at(-1)).toMatchObject({ query: { colour: 'Red,Navy' } });
    expect(
      chips()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Red✕', 'Navy✕', 'Clear all']);
    expect(chips().getByRole('link', { name: 'Remove filter: Red' })).toHaveAttribute(
      'href',
      '/mens?type=all&colour=Navy',
    );
  });

  it("applies the sidebar's choices after their count came", async () => {
    serveByColour([product('Silk Sherwani', { colour: 'Red' }), product('Linen Suit', { colour: 'Cream' })]);
    const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
    await screen.findAllByTestId('product-card');
    await user.click(within(sidebar().getByRole('list', { name: 'Colour' })).getByRole('checkbox', { name: /^Red/ }));
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await user.click(await sidebar().findByRole('button', { name: 'Show 1 result' }));
    await waitFor(() => expect(location()).toHaveTextContent('/mens?type=all&colour=Red'));
  });

  it('works without the code as one GET form: ticked boxes, the prices and the rest of the query', async () => {
    serveByColour([product('Silk Sherwani', { colour: 'Red' })]);
    renderWithStore(<ListingPage section="mens" />, {
      route: '/mens?type=all&search=silk&fabric=Silk&colour=Red&colour=Navy',
    });
    await screen.findAllByTestId('product-card');
    const form = sidebar().getByRole('form', { name: 'Filter choices' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('checkbox', { name: /^Silk/ })).toBeChecked();
    expect(sidebar().getByRole('link', { name: 'Suits' })).toHaveAttribute(
      'href',
      '/mens?type=suits&search=silk&colour=Red&colour=Navy&fabric=Silk',
    );
    // Without the page's code, the search form sends the rest of the query along...
    expect([...new FormData(screen.getByRole('search') as HTMLFormElement)]).toEqual([
      ['type', 'all'],
      ['colour', 'Red'],
      ['colour', 'Navy'],
      ['fabric', 'Silk'],
      ['search', 'silk'],
    ]);
    // ...and the filters' form sends its choices with the category and search.
    expect([...new FormData(form)]).toEqual([
      ['type', 'all'],
      ['search', 'silk'],
      ['minPrice', ''],
      ['maxPrice', ''],
      ['colour', 'Red'],
      ['colour', 'Navy'],
      ['fabric', 'Silk'],
    ]);
    expect(within(form).getByRole('button', { name: /^Show/ })).toHaveAttribute('type', 'submit');
  });

  it('refuses a price range upside down or in paise, and changes nothing', async () => {
    serveByColour([product('Silk Sherwani')]);
    const { user } = renderWithStore(<ListingPage section="womens" />, { route: '/womens?type=all' });
    await screen.findAllByTestId('product-card');
    await user.type(sidebar().getByLabelText('Min ₹'), '9000');
    await user.type(sidebar().getByLabelText('Max ₹'), '100');
    await user.click(showButton());
    expect(sidebar().getByRole('alert')).toHaveTextContent('The lowest price must not be above the highest');
    await user.clear(sidebar().getByLabelText('Max ₹'));
    await user.type(sidebar().getByLabelText('Max ₹'), '99.5');
    await user.click(showButton());
    expect(sidebar().getByRole('alert')).toHaveTextContent('Enter prices in whole rupees, like 5000');
    expect(location()).toHaveTextContent(/^\/womens\?type=all$/);
    // Women's sizes are one each; accessories have no size to filter by.
    expect(within(sidebar().getByRole('list', { name: 'Size in stock' })).getAllByRole('checkbox')).toHaveLength(6);
  });

  it('reads a bad filter in the URL as no filter, and offers Clear all filters when nothing matches', async () => {
    serveByColour([product('Silk Sherwani', { colour: 'Red' })]);
    renderWithStore(<ListingPage section="accessories" />, {
      route: '/accessories?type=all&colour=Cream&fabric=Plastic&minPrice=-5',
    });
    expect(await screen.findByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/accessories?type=all',
    );
    expect(listingCalls().at(-1)?.query).toEqual({ limit: '24', colour: 'Cream' });
    expect(screen.queryByRole('list', { name: 'Size in stock' })).not.toBeInTheDocument();
  });
});

it('searches at once on Enter', async () => {
  serve();
  const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  await screen.findAllByTestId('product-card');
  await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'linen{Enter}');
  expect(location()).toHaveTextContent('/mens?type=all&search=linen');
  await waitFor(() => expect(cardNames()).toEqual(['Linen Suit']));
});

it('shows a card as the product description describes it', async () => {
  serve([product('Noor Lehenga', { type: 'party-wear-lengha', price: 125000, brand: 'noor couture' })]);
  renderWithStore(<ListingPage section="womens" />, { route: '/womens?type=all' });
  const card = await screen.findByTestId('product-card');
  expect(card).toHaveAttribute('href', '/product/id-Noor Lehenga');
  // The type in its proofread name (the value 'party-wear-lengha' stays in the data).
  expect(card).toHaveTextContent('party wear lehenga');
  expect(card).toHaveTextContent('₹1,25,000');
  expect(card).toHaveTextContent('NOOR COUTURE');
});

it('marks a card whose every standard size is out: made to measure while it can be, else Sold out, still linking to its product', async () => {
  serve([product('Silk Sherwani', { soldOut: true, madeToMeasure: true }), product('Linen Suit')]);
  const first = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  const [tailored, kept] = await screen.findAllByTestId('product-card');
  // Still for sale, made to the shopper's measurements: no 'Sold out' to turn them away.
  expect(tailored).toHaveTextContent('Made to measure');
  expect(tailored).not.toHaveTextContent('Sold out');
  expect(kept).not.toHaveTextContent('Sold out');
  expect(kept).not.toHaveTextContent('Made to measure');
  first.unmount();

  serve([product('Velvet Bandhgala', { soldOut: true, madeToMeasure: false })]);
  renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  const gone = await screen.findByTestId('product-card');
  expect(gone).toHaveTextContent('Sold out');
  expect(gone).toHaveAttribute('href', '/product/id-Velvet Bandhgala');
});

it('lists the first page the page arrived with at once, and reads only the next page from the API', async () => {
  serve();
  // The render server's read for /mens, handed to the page as its cache.
  const serverCache = await prefetchedCache(prefetch, '/mens');
  const asked = () => requests.map((call) => `${call.path}?${new URLSearchParams(call.query)}`);
  expect(asked()).toEqual(['/api/products/mens?limit=24', '/api/products/mens/facets?']);
  renderWithStore(<ListingPage section="mens" />, { route: '/mens', serverCache });
  expect(cardNames()).toEqual(['Silk Sherwani', 'Linen Suit']);
  act(() => observer.setInView((element) => element === screen.getByTestId('list-end')));
  expect(await screen.findByText('Velvet Tuxedo')).toBeInTheDocument();
  expect(asked()).toEqual([
    '/api/products/mens?limit=24',
    '/api/products/mens/facets?',
    '/api/products/mens?limit=24&cursor=2',
  ]);
});

it("shows an admin's new product in the list at once: the section's list tag is invalidated and its pages read again", async () => {
  const shown = [...catalogue];
  serve(shown);
  const { store } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  await screen.findAllByTestId('product-card');
  act(() => observer.setInView((element) => element === screen.getByTestId('list-end')));
  expect(await screen.findByText('Velvet Tuxedo')).toBeInTheDocument();
  shown.unshift(product('Brocade Bandhgala'));
  act(() => {
    store.dispatch(storeApi.util.invalidateTags([{ type: 'ProductList', id: 'mens' }]));
  });
  // Both pages it had shown are read again, from the first, in the new order.
  await waitFor(() =>
    expect(cardNames()).toEqual(['Brocade Bandhgala', 'Silk Sherwani', 'Linen Suit', 'Velvet Tuxedo']),
  );
});

it('never appends a page of another filter: a next page that lands after the filter changed stays out', async () => {
  serve();
  let answerLate: () => void = () => undefined;
  const { user } = renderWithStore(<ListingPage section="mens" />, { route: '/mens?type=all' });
  await screen.findAllByTestId('product-card');
  // The next page of the unfiltered list is slow to come...
  server.use(
    api.get(
      '/api/products/:section',
      async () =>
        HttpResponse.json(
          await new Promise<Product[]>((resolve) => (answerLate = () => resolve([product('Late Kurta')]))),
        ),
      { once: true },
    ),
  );
  act(() => observer.setInView((element) => element === screen.getByTestId('list-end')));
  await waitFor(() => expect(listingCalls().at(-1)?.query.cursor).toBe('2'));
  // ...and the shopper picks a category meanwhile.
  await user.click(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('link', { name: 'Suits' }));
  await waitFor(() => expect(listingCalls().at(-1)?.query.type).toBe('suits'));
  await waitFor(() => expect(cardNames()).toEqual(['Silk Sherwani', 'Linen Suit']));
  await act(async () => answerLate());
  await act(async () => {});
  expect(cardNames()).toEqual(['Silk Sherwani', 'Linen Suit']);
});
