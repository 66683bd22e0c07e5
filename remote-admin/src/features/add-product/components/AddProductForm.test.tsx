import { renderWithStore } from '@store/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addProduct } from '../../../api/products';
import { uploadImage } from '../../../api/uploads';
import { AddProductForm } from './AddProductForm';

jest.mock('../../../api/products', () => ({ addProduct: jest.fn() }));
jest.mock('../../../api/uploads', () => ({ uploadImage: jest.fn() }));
const add = addProduct as jest.Mock;
const upload = uploadImage as jest.Mock;

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  add.mockReset();
  upload.mockReset();
});

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const form = () => screen.getByRole('form', { name: 'Add product' });
const choose = (files: File[]) =>
  fireEvent.change(form().querySelector('input[type=file]') as HTMLInputElement, { target: { files } });

it("clears the type when the category changes; mens offers 'All', womens does not", () => {
  renderWithStore(<AddProductForm />);
  const type = screen.getByLabelText('Type') as HTMLSelectElement;
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'mens' } });
  expect(within(type).getByRole('option', { name: 'All' })).toBeInTheDocument();
  fireEvent.change(type, { target: { value: 'suits' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'womens' } });
  expect(type.value).toBe('');
  expect(within(type).queryByRole('option', { name: 'All' })).not.toBeInTheDocument();
});

it('counts the description and cuts it at 400 characters', () => {
  renderWithStore(<AddProductForm />);
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x'.repeat(450) } });
  expect(screen.getByLabelText('Description')).toHaveValue('x'.repeat(400));
  expect(screen.getByText('400/400')).toBeInTheDocument();
});

it('takes images only, 5MB each, and keeps Save off while an upload runs', async () => {
  let finish: (ref: { url: string; fileId: string }) => void = () => {};
  upload.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderWithStore(<AddProductForm />);
  choose([
    new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
    jpeg('huge.jpg', 6 * 1024 * 1024),
    jpeg('a.jpg'),
  ]);
  expect(screen.getByText('invoice.pdf is not an image')).toBeInTheDocument();
  expect(screen.getByText('huge.jpg is larger than 5MB')).toBeInTheDocument();
  expect(upload).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Save Product' })).toBeDisabled();
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
  finish({ url: 'http://api/media/products/f1.jpg', fileId: 'f1' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Product' })).toBeEnabled());
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('saves with subCategory default and the uploaded images, then resets everything', async () => {
  upload.mockResolvedValue({ url: 'http://api/media/products/f1.jpg', fileId: 'f1' });
  add.mockResolvedValue({});
  renderWithStore(<AddProductForm />);
  fireEvent.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Name and price are required.');
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ivory Potli' } });
  fireEvent.change(screen.getByLabelText('Price (Rs.)'), { target: { value: '2499' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'accessories' } });
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bag' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Beaded.' } });
  choose([jpeg('a.jpg')]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Product' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
  expect(add).toHaveBeenCalledWith({
    name: 'Ivory Potli',
    price: 2499,
    description: 'Beaded.',
    mainCategory: 'accessories',
    subCategory: 'default',
    type: 'bag',
    images: [{ url: 'http://api/media/products/f1.jpg', fileId: 'f1' }],
  });
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByText('0/400')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Product images' })).not.toBeInTheDocument();
});

it('reports an upload failure in the spec wording', async () => {
  upload.mockRejectedValue(new Error('Image upload response missing fileId'));
  renderWithStore(<AddProductForm />);
  choose([jpeg('a.jpg')]);
  expect((await screen.findAllByText('Image upload response missing fileId')).length).toBeGreaterThan(0);
});
