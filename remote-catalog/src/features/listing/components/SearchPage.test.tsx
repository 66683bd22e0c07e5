import type { Product, SearchAnswer } from '@store/shared/api';
import { HttpResponse } from 'msw';
import {
  api,
  installIntersectionObserver,
  prefetchedCache,
  renderWithStore,
  requests,
  requestsTo,
  sampleProduct,
  setupApiServer,
} from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { prefetch } from '../../../exposes/Search';
import { SearchPage } from './SearchPage';

const server = setupApiServer();

const piece = (name: string, extra: Partial<Product> = {}): Product => ({
  ...sampleProduct(),
  _id: `id-${name}`,
  name,
  description: `${name} description`,
  category: 'womens',
  type: 'sarees',
  ...extra,
});

const saris = [piece('Banarasi Sari', { colour: 'Red' }), piece('Chiffon Sari'), piece('Kanjivaram Sari')];
const popular = [piece('Bridal Lehenga'), piece('Silk Kurta')];

/**
 * A search API over `all`: the words in name or description, colour filtered, pages of two; when
 * nothing is found, `didYouMean` (for 'lengha') and the popular pieces.
 */
function serve(all: Product[] = saris) {
  server.use(
    api.get('/search', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const words = (query.get('q') ?? '').toLowerCase();
      const colours = query.get('colour')?.split(',');
      const found = all.filter(
        (p) =>
          `${p.name} ${p.description}`.toLowerCase().includes(words) && (!colours || colours.includes(`${p.colour}`)),
      );
      const page = Number(query.get('page') ?? 1);
      const answer: SearchAnswer = {
        query: words,
        products: found.slice((page - 1) * 2, page * 2),
        total: found.length,
        page,
        pages: Math.ceil(found.length / 2),
        facets: page === 1 ? { total: found.length, colour: { Red: 1 }, size: {}, fabric: {}, occasion: {} } : null,
        didYouMean: words === 'lengha' ? 'lehenga' : null,
        popular: found.length ? [] : popular,
      };
      return HttpResponse.json(answer);
    }),
  );
}

const location = () => screen.getByTestId('location');
const cardNames = (within_: HTMLElement = document.body) =>
  within(within_)
    .queryAllByTestId('product-card')
    .map((card) => within(card).getByRole('heading').textContent);
let observer: ReturnType<typeof installIntersectionObserver>;

beforeEach(() => {
  observer = installIntersectionObserver();
});
afterEach(() => observer.restore());

it('arrives drawn with the results for her words, their count and the filters, asking nothing more', async () => {
  serve();
  const serverCache = await prefetchedCache(prefetch, '/search?q=sari');
  const asked = requests.length;
  renderWithStore(<SearchPage />, { route: '/search?q=sari', serverCache });
  expect(screen.getByRole('heading', { level: 1, name: 'Results for “sari”' })).toBeInTheDocument();
  expect(screen.getByText('3 pieces found')).toBeInTheDocument();
  expect(cardNames()).toEqual(['Banarasi Sari', 'Chiffon Sari']);
  expect(screen.getByRole('searchbox', { name: 'Search the store' })).toHaveValue('sari');
  // The listing's filters and sort, as links and GET forms to the results.
  const sidebar = screen.getByRole('complementary', { name: 'Filters' });
  expect(within(sidebar).getByRole('form', { name: 'Filter choices' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Newest' })[0]).toHaveAttribute('href', '/search?q=sari&sort=newest');
  // Its default order is the search's best match (the API's relevance), named so.
  expect(screen.getAllByText('Sort: Best Match ▾')[0]).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Best Match' })[0]).toHaveAttribute('href', '/search?q=sari');
  expect(screen.queryByRole('link', { name: 'Most Popular' })).not.toBeInTheDocument();
  await act(async () => {});
  expect(requests.length).toBe(asked);
});

it('loads the next page as the end of the results comes into view', async () => {
  serve();
  renderWithStore(<SearchPage />, { route: '/search?q=sari' });
  expect(screen.getByText('Searching...')).toBeInTheDocument();
  await screen.findByText('Chiffon Sari');
  act(() => observer.setInView(() => true));
  expect(await screen.findByText('Kanjivaram Sari')).toBeInTheDocument();
  expect(requestsTo('GET /search').at(-1)?.query).toMatchObject({ q: 'sari', page: '2' });
});

it('keeps the words with a filter and a sort, and the chip takes the filter off', async () => {
  serve();
  const { user } = renderWithStore(<SearchPage />, { route: '/search?q=sari&sort=newest&colour=Red' });
  expect(await screen.findByText('Banarasi Sari')).toBeInTheDocument();
  expect(cardNames()).toEqual(['Banarasi Sari']);
  // The results in her order; the filters' counts (which no sort changes) in the default one.
  expect(requestsTo('GET /search').map((call) => call.query)).toContainEqual({
    q: 'sari',
    sort: 'newest',
    colour: 'Red',
  });
  await user.click(screen.getByRole('link', { name: 'Remove filter: Red' }));
  // The router navigates in a React transition: waited for, not read the instant the click returns
  // (once, on a loaded machine, the address was still a step behind).
  await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?q=sari&sort=newest$/));
  await waitFor(() => expect(cardNames()).toEqual(['Banarasi Sari', 'Chiffon Sari']));
});

it('finding nothing, offers the close word and the popular pieces; the close word searches it', async () => {
  serve([...saris, piece('Mirror Lehenga', { description: 'a lehenga' })]);
  const { user } = renderWithStore(<SearchPage />, { route: '/search?q=lengha' });
  expect(await screen.findByText('Nothing found for “lengha”')).toBeInTheDocument();
  const suggestion = screen.getByRole('link', { name: 'lehenga' });
  expect(suggestion).toHaveAttribute('href', '/search?q=lehenga');
  expect(suggestion.parentElement).toHaveTextContent('Did you mean: lehenga');
  const popularRow = screen.getByRole('region', { name: 'Popular pieces' });
  expect(cardNames(popularRow)).toEqual(['Bridal Lehenga', 'Silk Kurta']);

  await user.click(suggestion);
  // The router navigates in a React transition and the results are read anew: on a loaded
  // machine (CI) both together took longer than Testing Library's default second.
  await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?q=lehenga$/), { timeout: 5_000 });
  expect(await screen.findByText('Mirror Lehenga', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “lehenga”');
  expect(screen.queryByRole('region', { name: 'Popular pieces' })).not.toBeInTheDocument();
}, 15_000);

it('with no words, invites her to type and asks nothing', async () => {
  renderWithStore(<SearchPage />, { route: '/search?q=%20' });
  expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  expect(screen.getByText(/Type what you are looking for/)).toBeInTheDocument();
  await act(async () => {});
  expect(requests).toHaveLength(0);
});

it('searches the words typed in its own box, as a GET form that works without the code too', async () => {
  serve();
  const { user } = renderWithStore(<SearchPage />, { route: '/search?q=kurta&colour=Red' });
  const box = screen.getByRole('searchbox', { name: 'Search the store' });
  // Without the code the form sends its words as q, with the filters kept hidden.
  const form = box.closest('form');
  expect(form).not.toHaveAttribute('action');
  expect(box).toHaveAttribute('name', 'q');
  expect(form?.querySelector('input[type=hidden][name=colour]')).toHaveValue('Red');
  await user.clear(box);
  await user.type(box, 'sari{Enter}');
  await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?q=sari&colour=Red$/));
  expect(await screen.findByText('Banarasi Sari')).toBeInTheDocument();
});

it('speaks Hindi on a Hindi page', async () => {
  serve([]);
  await act(async () => renderWithStore(<SearchPage />, { route: '/search?q=lengha', locale: 'hi' }));
  expect(await screen.findByText('“lengha” के लिए कुछ नहीं मिला', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('“lengha” के नतीजे');
  expect(screen.getByText('क्या आपका मतलब है:')).toBeInTheDocument();
});

it('says the search is unavailable, not that nothing was found, when the API fails', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(api.get('/search', () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })));
  renderWithStore(<SearchPage />, { route: '/search?q=sari' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Search is unavailable just now. Please try again in a moment.',
  );
  expect(screen.queryByText('Nothing found for “sari”')).not.toBeInTheDocument();
  log.mockRestore();
});
