import type { Product } from '@store/shared/api';
import { renderWithStore } from '@store/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteProduct, fetchAdminProducts, toggleProductActive, updateProduct } from '../../../api/products';
import { ProductListTab } from './ProductListTab';

jest.mock('../../../api/products', () => ({
  fetchAdminProducts: jest.fn(),
  updateProduct: jest.fn(),
  toggleProductActive: jest.fn(),
  deleteProduct: jest.fn(),
}));
const mocks = {
  list: fetchAdminProducts as jest.Mock,
  update: updateProduct as jest.Mock,
  toggle: toggleProductActive as jest.Mock,
  remove: deleteProduct as jest.Mock,
};

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
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.list.mockResolvedValue([product('p1', 'Royal Watch'), product('p2', 'Classic Bag', { type: 'bag' })]);
});

it('filters by name as the admin types', async () => {
  renderWithStore(<ProductListTab section="accessories" />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByText('Royal Watch');
  fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'BAG' } });
  expect(screen.queryByText('Royal Watch')).not.toBeInTheDocument();
  expect(screen.getByText('Classic Bag')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'sari' } });
  expect(screen.getByText('No products found.')).toBeInTheDocument();
});

it('edits one product inline; accessories send no images; empty name is refused', async () => {
  mocks.update.mockImplementation(async (id, edit) => ({ ...product(id, edit.name), price: edit.price }));
  renderWithStore(<ProductListTab section="accessories" />);
  const row = (await screen.findByText('Royal Watch')).closest('li') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Edit Royal Watch' });
  expect(within(form).queryByText('Choose images')).not.toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Name and price are required.');
  expect(mocks.update).not.toHaveBeenCalled();
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Royal Gold Watch' } });
  fireEvent.change(within(form).getByLabelText('Price (Rs.)'), { target: { value: '2999' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
  expect(mocks.update).toHaveBeenCalledWith('p1', { name: 'Royal Gold Watch', price: 2999, description: 'Silk.' });
  expect(screen.getByText('Royal Gold Watch')).toBeInTheDocument();
});

it('sends the images of a clothing product when it is edited', async () => {
  mocks.list.mockResolvedValue([product('p3', 'Noor Gown', { category: 'womens', type: 'ball-gown' })]);
  mocks.update.mockImplementation(async (id, edit) => product(id, edit.name));
  renderWithStore(<ProductListTab section="womens" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(mocks.update).toHaveBeenCalledWith('p3', {
      name: 'Noor Gown',
      price: 2499,
      description: 'Silk.',
      images: [{ url: 'http://api/media/products/a.jpg', fileId: 'a' }],
    }),
  );
});

it('toggles active and deletes after the section wording of the confirmation', async () => {
  mocks.toggle.mockImplementation(async (id) => product(id, 'Royal Watch', { active: false }));
  mocks.remove.mockResolvedValue(undefined);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderWithStore(<ProductListTab section="accessories" />);
  const row = (await screen.findByText('Royal Watch')).closest('li') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Deactivated!')).toBeInTheDocument();
  expect(within(row).getByText('Inactive')).toBeInTheDocument();
  fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
  expect(confirm).toHaveBeenCalledWith('Delete this product?');
  expect(await screen.findByText('Product deleted!')).toBeInTheDocument();
  expect(screen.queryByText('Royal Watch')).not.toBeInTheDocument();
  confirm.mockRestore();
});

it('says which list failed to load', async () => {
  mocks.list.mockRejectedValue(new Error('down'));
  renderWithStore(<ProductListTab section="accessories" />);
  expect(await screen.findByText('Failed to fetch accessories')).toBeInTheDocument();
  expect(screen.getByText('No products found.')).toBeInTheDocument();
});
