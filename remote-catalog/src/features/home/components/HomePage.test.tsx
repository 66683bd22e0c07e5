import type { Product } from '@store/shared/api';
import { signedIn } from '@store/shared/store';
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
import { prefetch } from '../../../exposes/Home';
import { HomePage } from './HomePage';

const server = setupApiServer();

const product = (section: string, i: number): Product => ({
  ...sampleProduct(),
  _id: `${section}-${i}`,
  name: `${section} product ${i}`,
  // The first piece of a section has a Hindi name; the others have none (English then).
  nameHi: i === 0 ? `${section} हिंदी नाम` : null,
  description: '',
  price: 1000 + i,
  brand: null,
  material: null,
  category: section as Product['category'],
  type: 'suits',
  subCategory: 'default',
  hsn: '6203',
  active: true,
  images: [{ url: `/media/${section}-${i}.jpg`, fileId: `${section}-${i}` }],
  image: null,
  rating: null,
  createdAt: '2026-10-01T00:00:00.000Z',
});

let observer: ReturnType<typeof installIntersectionObserver>;

beforeEach(() => {
  observer = installIntersectionObserver();
  server.use(
    api.get<{ section: string }>('/products/:section', ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(
        Array.from({ length: Number(query.get('limit')) }, (_, i) => product(params.section ?? '', i)),
      );
    }),
  );
});

afterEach(() => observer.restore());

it('fills the background grid from the three sections, mixed', async () => {
  renderWithStore(<HomePage />);
  expect(screen.getByRole('heading', { name: 'ELEGANCE AT A GLANCE' })).toBeInTheDocument();
  const grid = screen.getByTestId('background-grid');
  const sources = () => [...grid.querySelectorAll('img')].map((img) => img.getAttribute('src'));
  await waitFor(() => expect(sources()).toHaveLength(21));
  expect(sources().slice(0, 3)).toEqual([
    '/media/mens-0.jpg?tr=w-320,q-60,f-auto',
    '/media/womens-0.jpg?tr=w-320,q-60,f-auto',
    '/media/accessories-0.jpg?tr=w-320,q-60,f-auto',
  ]);
});

it('loads each block below the landing only when it nears the screen', async () => {
  renderWithStore(<HomePage />);
  await waitFor(() => expect(screen.getByTestId('background-grid').querySelectorAll('img')).toHaveLength(21));
  expect(requests).toHaveLength(3);
  expect(screen.queryByRole('heading', { name: 'Why choose us' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Shop by category' })).not.toBeInTheDocument();

  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-why')));
  expect(await screen.findByRole('heading', { name: 'Why choose us' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Shop by category' })).not.toBeInTheDocument();
  expect(requests).toHaveLength(3);

  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-womens')));
  expect(await screen.findByRole('heading', { name: 'Womens Wear' })).toBeInTheDocument();
  expect(await screen.findAllByTestId('product-card')).toHaveLength(4);
  expect(requests.at(-1)).toMatchObject({ path: '/products/womens', query: { limit: '4', sort: 'popular' } });
  expect(screen.getByRole('link', { name: 'View all womens wear' })).toHaveAttribute('href', '/womens');
});

it('a drawn home asks the API nothing: the grid and the section tiles came with the page', async () => {
  const serverCache = await prefetchedCache(prefetch, '/');
  const read = requests.length;
  expect(read).toBe(6);
  renderWithStore(<HomePage />, { serverCache });
  // The grid's pictures still wait for the first paint, as they do without the cache.
  expect(screen.getByTestId('background-grid').querySelectorAll('img')).toHaveLength(0);
  await waitFor(() => expect(screen.getByTestId('background-grid').querySelectorAll('img')).toHaveLength(21));
  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-categories')));
  expect(await screen.findByRole('heading', { name: 'Shop by category' })).toBeInTheDocument();
  const tiles = screen.getByRole('region', { name: 'Shop by category' });
  await waitFor(() => expect(tiles.querySelectorAll('img[src*="/media/"]')).toHaveLength(3));
  expect(requests).toHaveLength(read);
});

it('sends Dive into Elegance to /login when signed out and to /mens when signed in', async () => {
  const { store, user } = renderWithStore(<HomePage />);
  await user.click(screen.getByRole('button', { name: 'Dive into Elegance' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  act(() => void store.dispatch(signedIn({ name: 'Asha', phone: '+919876543210', role: 'customer' })));
  await user.click(screen.getByRole('button', { name: 'Dive into Elegance' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/mens');
});

it('reads in Hindi: the landing, the category tiles, a section row with Hindi names, and why choose us', async () => {
  await act(async () => renderWithStore(<HomePage />, { locale: 'hi' }));
  expect(await screen.findByRole('heading', { name: 'ELEGANCE: एक नज़र में' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Elegance की दुनिया में आइए' })).toBeInTheDocument();
  const sections = screen.getByRole('navigation', { name: 'शॉपिंग सेक्शन' });
  expect(within(sections).getByRole('link', { name: 'महिलाएँ' })).toHaveAttribute('href', '/womens');

  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-categories')));
  const tiles = await screen.findByRole('region', { name: 'कैटेगरी के हिसाब से खरीदें' });
  // The category's name is Hindi; its address keeps the English value.
  expect(within(tiles).getByRole('link', { name: 'टक्सीडो' })).toHaveAttribute('href', '/mens?type=tuxedos');
  expect(within(tiles).getByRole('link', { name: 'पुरुषों के कपड़े' })).toHaveAttribute('href', '/mens');

  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-womens')));
  const womens = await screen.findByRole('region', { name: 'महिलाओं के कपड़े' });
  expect(within(womens).getByRole('link', { name: 'महिलाओं के सभी कपड़े देखें' })).toHaveAttribute('href', '/womens');
  const cards = await within(womens).findAllByTestId('product-card');
  expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent('womens हिंदी नाम');
  expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'womens हिंदी नाम' })).toBeInTheDocument();
  expect(within(cards[1] as HTMLElement).getByRole('heading')).toHaveTextContent('womens product 1');
  expect(cards[0]).toHaveTextContent('सूट');
  expect(within(womens).getByRole('button', { name: 'womens हिंदी नाम को विशलिस्ट में सेव करें' })).toBeInTheDocument();

  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-why')));
  expect(await screen.findByRole('heading', { name: 'हमें क्यों चुनें' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'फ़्री शिपिंग, GST शामिल' })).toBeInTheDocument();
});
