import type { Product } from '@store/shared/api';
import { renderWithStore } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { fetchProductsOfType } from '../api/fetchRelated';
import { RelatedProducts } from './RelatedProducts';

jest.mock('../api/fetchRelated', () => ({ fetchProductsOfType: jest.fn() }));
const fetchMock = fetchProductsOfType as jest.MockedFunction<typeof fetchProductsOfType>;

beforeEach(() => fetchMock.mockReset());

const product = (id: string, category: string, type: string) =>
  ({ _id: id, name: `Product ${id}`, price: 1000, category, type, images: [], image: null }) as unknown as Product;

it('shows at most 10 products of the cart types, none already in the cart, each with View Details', async () => {
  fetchMock.mockImplementation(async (section, type) =>
    Array.from({ length: 8 }, (_, i) => product(`${type}-${i}`, section, type)),
  );
  const cart = [product('suits-0', 'mens', 'suits'), product('watch-3', 'accessories', 'watch')];
  renderWithStore(<RelatedProducts cartProducts={cart} />);
  const strip = await screen.findByRole('region', { name: 'Related Products' });
  const names = within(strip)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('img').getAttribute('alt'));
  expect(names).toHaveLength(10);
  expect(names).not.toContain('Product suits-0');
  expect(names).not.toContain('Product watch-3');
  expect(fetchMock.mock.calls.map((call) => [call[0], call[1]]).sort()).toEqual([
    ['accessories', 'watch'],
    ['mens', 'suits'],
  ]);
  expect(within(strip).getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute('href', '/product/watch-0');
});

it('shows nothing for an empty cart', () => {
  renderWithStore(<RelatedProducts cartProducts={[]} />);
  expect(screen.queryByRole('region', { name: 'Related Products' })).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});
