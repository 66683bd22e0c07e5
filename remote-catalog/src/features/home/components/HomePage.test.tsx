import type { Product } from '@store/shared/api';
import { signedIn } from '@store/shared/store';
import {
  installFakeApi,
  installIntersectionObserver,
  prefetchedCache,
  renderWithStore,
  sampleProduct,
} from '@store/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { prefetch } from '../../../exposes/Home';
import { HomePage } from './HomePage';

const api = installFakeApi();

const product = (section: string, i: number): Product => ({
  ...sampleProduct(),
  _id: `${section}-${i}`,
  name: `${section} product ${i}`,
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
  api.on('GET /products/:section', ({ params, query }) =>
    Array.from({ length: Number(query.limit) }, (_, i) => product(params.section ?? '', i)),
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
  expect(api.calls).toHaveLength(3);
  expect(screen.queryByRole('heading', { name: 'Why choose us' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Shop by category' })).not.toBeInTheDocument();

  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-why')));
  expect(await screen.findByRole('heading', { name: 'Why choose us' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Shop by category' })).not.toBeInTheDocument();
  expect(api.calls).toHaveLength(3);

  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-womens')));
  expect(await screen.findByRole('heading', { name: 'Womens Wear' })).toBeInTheDocument();
  expect(await screen.findAllByTestId('product-card')).toHaveLength(4);
  expect(api.calls.at(-1)).toMatchObject({ path: '/products/womens', query: { limit: '4', sort: 'popular' } });
  expect(screen.getByRole('link', { name: 'View all womens wear' })).toHaveAttribute('href', '/womens');
});

it('a drawn home asks the API nothing: the grid and the section tiles came with the page', async () => {
  const serverCache = await prefetchedCache(prefetch, '/');
  const read = api.calls.length;
  expect(read).toBe(6);
  renderWithStore(<HomePage />, { serverCache });
  // The grid's pictures still wait for the first paint, as they do without the cache.
  expect(screen.getByTestId('background-grid').querySelectorAll('img')).toHaveLength(0);
  await waitFor(() => expect(screen.getByTestId('background-grid').querySelectorAll('img')).toHaveLength(21));
  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-categories')));
  expect(await screen.findByRole('heading', { name: 'Shop by category' })).toBeInTheDocument();
  const tiles = screen.getByRole('region', { name: 'Shop by category' });
  await waitFor(() => expect(tiles.querySelectorAll('img[src*="/media/"]')).toHaveLength(3));
  expect(api.calls).toHaveLength(read);
});

it('sends Dive into Elegance to /login when signed out and to /mens when signed in', async () => {
  const { store, user } = renderWithStore(<HomePage />);
  await user.click(screen.getByRole('button', { name: 'Dive into Elegance' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  act(() => void store.dispatch(signedIn({ name: 'Asha', phone: '+919876543210', role: 'customer' })));
  await user.click(screen.getByRole('button', { name: 'Dive into Elegance' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/mens');
});
