import type { Product } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requests, sampleProduct, setupApiServer } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { RelatedProducts } from './RelatedProducts';

const server = setupApiServer();

const product = (id: string, category: string, type: string) =>
  sampleProduct({
    _id: id,
    name: `Product ${id}`,
    price: 1000,
    category: category as Product['category'],
    type,
    images: [],
  });

it('shows at most 10 products of the cart types, none already in the cart, each with View Details', async () => {
  server.use(
    api.get<{ section: string }>('/products/:section', ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(
        Array.from({ length: 8 }, (_, i) =>
          product(`${query.get('type')}-${i}`, params.section ?? '', query.get('type') ?? ''),
        ),
      );
    }),
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
  expect(requests.map((call) => [call.path, call.query.type]).sort()).toEqual([
    ['/products/accessories', 'watch'],
    ['/products/mens', 'suits'],
  ]);
  expect(within(strip).getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute('href', '/product/watch-0');
});

it('shows nothing for an empty cart', () => {
  renderWithStore(<RelatedProducts cartProducts={[]} />);
  expect(screen.queryByRole('region', { name: 'Related Products' })).not.toBeInTheDocument();
  expect(requests).toEqual([]);
});

it('names the products in Hindi where they have a Hindi name, in English otherwise', async () => {
  server.use(
    api.get('/products/:section', () =>
      HttpResponse.json([
        { ...product('kurta-1', 'mens', 'kurta'), nameHi: 'रेशमी कुर्ता' },
        { ...product('kurta-2', 'mens', 'kurta'), nameHi: null },
      ]),
    ),
  );
  await act(async () =>
    renderWithStore(<RelatedProducts cartProducts={[product('kurta-0', 'mens', 'kurta')]} />, { locale: 'hi' }),
  );
  const strip = await screen.findByRole('region', { name: 'मिलते-जुलते प्रोडक्ट' });
  expect(
    within(strip)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['रेशमी कुर्ता', 'Product kurta-2']);
  expect(within(strip).getAllByRole('link', { name: 'डिटेल्स देखें' })[0]).toHaveAttribute('href', '/product/kurta-1');
});
