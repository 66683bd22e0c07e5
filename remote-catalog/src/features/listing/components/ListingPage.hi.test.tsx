import { HttpResponse } from 'msw';
import {
  api,
  installIntersectionObserver,
  renderWithStore,
  sampleProduct,
  setupApiServer,
} from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { ListingPage } from './ListingPage';

const server = setupApiServer();

const sherwani = sampleProduct({ _id: 's1', name: 'Silk Sherwani', nameHi: 'सिल्क शेरवानी', type: 'sherwani-set' });
const suit = sampleProduct({ _id: 's2', name: 'Linen Suit', nameHi: null, type: 'suits' });

let observer: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  observer = installIntersectionObserver();
});
afterEach(() => observer.restore());

const renderHindi = (route: string) =>
  act(async () => renderWithStore(<ListingPage section="mens" />, { route, locale: 'hi' }));

it('reads in Hindi: title, tabs, categories, filters with their chips, sort, search and the cards', async () => {
  server.use(
    api.get('/api/products/:section', () => HttpResponse.json([sherwani, suit])),
    api.get('/api/products/:section/facets', () =>
      HttpResponse.json({
        total: 2,
        size: {},
        colour: { Red: 2, Maroon: 1 },
        fabric: {},
        occasion: {},
      }),
    ),
  );
  await renderHindi('/mens?colour=Red&size=upper:L');
  expect(await screen.findByRole('heading', { level: 1, name: 'पुरुषों के कपड़े' })).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'सेक्शन' });
  expect(within(tabs).getByRole('link', { name: 'एक्सेसरीज़' })).toHaveAttribute('href', '/accessories');

  const sidebar = screen.getByRole('complementary', { name: 'फ़िल्टर' });
  expect(within(sidebar).getByRole('heading', { name: 'पुरुषों की कैटेगरी' })).toBeInTheDocument();
  // Names in Hindi, addresses with the English values.
  expect(within(sidebar).getByRole('link', { name: 'सूट' })).toHaveAttribute(
    'href',
    '/mens?type=suits&size=upper%3AL&colour=Red',
  );
  const colours = within(sidebar).getByRole('list', { name: 'रंग' });
  // Each colour a checkbox with its count; the one on is ticked.
  expect(await within(colours).findByRole('checkbox', { name: 'मैरून (1)' })).toHaveAttribute('value', 'Maroon');
  expect(within(colours).getByRole('checkbox', { name: 'लाल (2)' })).toBeChecked();
  expect(within(sidebar).getByRole('button', { name: '2 नतीजे दिखाएँ' })).toBeInTheDocument();
  expect(within(sidebar).getByRole('list', { name: 'मौका' })).toHaveTextContent('शादी');

  const chips = screen.getByRole('list', { name: 'लगे हुए फ़िल्टर' });
  expect(within(chips).getByRole('link', { name: 'फ़िल्टर हटाएँ: साइज़ अपर L' })).toBeInTheDocument();
  expect(within(chips).getByRole('link', { name: 'फ़िल्टर हटाएँ: लाल' })).toHaveAttribute(
    'href',
    '/mens?type=all&size=upper%3AL',
  );
  expect(within(chips).getByRole('link', { name: 'सब हटाएँ' })).toBeInTheDocument();

  expect(screen.getAllByText('क्रम: सबसे लोकप्रिय ▾').length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'कीमत: कम से ज़्यादा' })).toHaveAttribute(
    'href',
    expect.stringContaining('sort=price-asc'),
  );
  expect(screen.getByRole('searchbox', { name: 'प्रोडक्ट खोजें' })).toBeInTheDocument();

  const cards = await screen.findAllByTestId('product-card');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['सिल्क शेरवानी', 'Linen Suit']);
  expect(cards[0]).toHaveTextContent('शेरवानी सेट');
});

it('says in Hindi that nothing matched, with the search and the category, and offers the way back', async () => {
  server.use(
    api.get('/api/products/:section', () => HttpResponse.json([])),
    api.get('/products/:section', () => HttpResponse.json([])),
    api.get('/api/products/:section/facets', () =>
      HttpResponse.json({
        total: 0,
        size: {},
        colour: { Red: 2, Maroon: 1 },
        fabric: {},
        occasion: {},
      }),
    ),
  );

  await renderHindi('/mens?type=suits&search=silk');
  expect(await screen.findByText('सूट में silk से मिलता कोई प्रोडक्ट नहीं मिला')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'खोज हटाएँ' })).toHaveAttribute('href', '/mens?type=suits');
});
