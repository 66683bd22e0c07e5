import type { Product } from '@store/shared/api';
import { installFakeApi, renderWithStore, reply, UNREACHABLE } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { ProductListTab } from './ProductListTab';

const api = installFakeApi();
type Edit = { name: string; price: number };

const product = (id: string, name: string, extra: Partial<Product> = {}): Product =>
  ({
    _id: id,
    name,
    description: 'Silk.',
    price: 2499,
    type: 'watch',
    category: 'accessories',
    active: true,
    images: [{ url: 'http://api/media/products/a.jpg', fileId: 'a' }],
    image: null,
    ...extra,
  }) as Product;

beforeEach(() => {
  api.on('GET /products/admin/:section', () => [
    product('p1', 'Royal Watch'),
    product('p2', 'Classic Bag', { type: 'bag' }),
  ]);
});

it('filters by name as the admin types', async () => {
  const { user } = renderWithStore(<ProductListTab section="accessories" />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByText('Royal Watch');
  await user.type(screen.getByLabelText('Search by name'), 'BAG');
  expect(screen.queryByText('Royal Watch')).not.toBeInTheDocument();
  expect(screen.getByText('Classic Bag')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Search by name'));
  await user.type(screen.getByLabelText('Search by name'), 'sari');
  expect(screen.getByText('No products found.')).toBeInTheDocument();
});

it('edits one product inline; accessories send no images; empty name is refused', async () => {
  api.on('PUT /products/admin/:id', ({ params, body }) => ({
    ...product(params.id ?? '', (body as Edit).name),
    price: (body as Edit).price,
  }));
  const { user } = renderWithStore(<ProductListTab section="accessories" />);
  const row = (await screen.findByText('Royal Watch')).closest('li') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Edit Royal Watch' });
  expect(within(form).queryByText('Choose images')).not.toBeInTheDocument();
  await user.clear(within(form).getByLabelText('Name'));
  await user.type(within(form).getByLabelText('Name'), ' ');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Name and price are required.');
  expect(api.callsTo('PUT /products/admin/:id')).toEqual([]);
  await user.clear(within(form).getByLabelText('Name'));
  await user.type(within(form).getByLabelText('Name'), 'Royal Gold Watch');
  await user.clear(within(form).getByLabelText('Price (Rs.)'));
  await user.type(within(form).getByLabelText('Price (Rs.)'), '2999');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
  expect(api.callsTo('PUT /products/admin/:id')).toMatchObject([
    { path: '/products/admin/p1', body: { name: 'Royal Gold Watch', price: 2999, description: 'Silk.' } },
  ]);
  expect(screen.getByText('Royal Gold Watch')).toBeInTheDocument();
});

it('sends the images of a clothing product when it is edited', async () => {
  api.on('GET /products/admin/:section', () => [product('p3', 'Noor Gown', { category: 'womens', type: 'ball-gown' })]);
  api.on('PUT /products/admin/:id', ({ params, body }) => product(params.id ?? '', (body as Edit).name));
  const { user } = renderWithStore(<ProductListTab section="womens" />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
  expect(api.callsTo('PUT /products/admin/:id')[0]?.body).toEqual({
    name: 'Noor Gown',
    price: 2499,
    description: 'Silk.',
    images: [{ url: 'http://api/media/products/a.jpg', fileId: 'a' }],
  });
});

it('toggles active and deletes after the section wording of the confirmation', async () => {
  api.on('PATCH /products/admin/:id/toggle-active', ({ params }) =>
    product(params.id ?? '', 'Royal Watch', { active: false }),
  );
  api.on('DELETE /products/admin/:id', () => reply(204, undefined));
  const { user } = renderWithStore(<ProductListTab section="accessories" />);
  const row = (await screen.findByText('Royal Watch')).closest('li') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Deactivated!')).toBeInTheDocument();
  expect(within(row).getByText('Inactive')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete product' });
  expect(dialog).toHaveTextContent('Delete this product?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Product deleted!')).toBeInTheDocument();
  expect(screen.queryByText('Royal Watch')).not.toBeInTheDocument();
});

it('says which list failed to load', async () => {
  api.on('GET /products/admin/:section', () => UNREACHABLE);
  renderWithStore(<ProductListTab section="accessories" />);
  expect(await screen.findByText('Failed to fetch accessories')).toBeInTheDocument();
  expect(screen.getByText('No products found.')).toBeInTheDocument();
});
