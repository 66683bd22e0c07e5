import { installFakeApi, renderWithStore } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddProductForm } from './AddProductForm';

const api = installFakeApi();
/** Where the upload signature says to send the file: ImageKit's upload endpoint. */
const UPLOAD = 'POST /api/v1/files/upload';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  api.on('GET /auth/imagekit', () => ({
    publicKey: 'public_test',
    signature: 'a'.repeat(40),
    expire: 1900000000,
    token: 'token-1',
    folder: '/products',
    uploadUrl: 'https://upload.imagekit.io/api/v1/files/upload',
  }));
});

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const form = () => screen.getByRole('form', { name: 'Add product' });
const fileInput = () => form().querySelector('input[type=file]') as HTMLInputElement;

it("clears the type when the category changes; mens offers 'All', womens does not", async () => {
  const { user } = renderWithStore(<AddProductForm />);
  const type = screen.getByLabelText('Type') as HTMLSelectElement;
  await user.selectOptions(screen.getByLabelText('Category'), 'mens');
  expect(within(type).getByRole('option', { name: 'All' })).toBeInTheDocument();
  await user.selectOptions(type, 'suits');
  await user.selectOptions(screen.getByLabelText('Category'), 'womens');
  expect(type.value).toBe('');
  expect(within(type).queryByRole('option', { name: 'All' })).not.toBeInTheDocument();
});

it('counts the description and cuts it at 400 characters', async () => {
  const { user } = renderWithStore(<AddProductForm />);
  await user.click(screen.getByLabelText('Description'));
  await user.paste('x'.repeat(450));
  expect(screen.getByLabelText('Description')).toHaveValue('x'.repeat(400));
  expect(screen.getByText('400/400')).toBeInTheDocument();
});

it('takes images only, 5MB each, and keeps Save off while an upload runs', async () => {
  let finish: (answer: unknown) => void = () => {};
  api.on(UPLOAD, () => new Promise((resolve) => (finish = resolve)));
  renderWithStore(<AddProductForm />);
  // The file dialog's "All files" choice: the form's own check refuses what is not an image.
  const picker = userEvent.setup({ applyAccept: false, delay: null });
  await picker.upload(fileInput(), [
    new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
    jpeg('huge.jpg', 6 * 1024 * 1024),
    jpeg('a.jpg'),
  ]);
  expect(screen.getByText('invoice.pdf is not an image')).toBeInTheDocument();
  expect(screen.getByText('huge.jpg is larger than 5MB')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo(UPLOAD)).toHaveLength(1));
  const sent = api.callsTo(UPLOAD)[0]?.body as FormData;
  expect(sent.get('fileName')).toBe('a.jpg');
  expect(sent.get('signature')).toBe('a'.repeat(40));
  expect(screen.getByRole('button', { name: 'Save Product' })).toBeDisabled();
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
  finish({ url: 'http://api/media/products/f1.jpg', fileId: 'f1' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Product' })).toBeEnabled());
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('saves with subCategory default and the uploaded images, then resets everything', async () => {
  api.on(UPLOAD, () => ({ url: 'http://api/media/products/f1.jpg', fileId: 'f1' }));
  api.on('POST /admin/add-product', ({ body }) => ({ ...(body as object), _id: 'p9' }));
  const { user } = renderWithStore(<AddProductForm />);
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Name and price are required.');
  await user.type(screen.getByLabelText('Name'), 'Ivory Potli');
  await user.type(screen.getByLabelText('Price (Rs.)'), '2499');
  await user.selectOptions(screen.getByLabelText('Category'), 'accessories');
  await user.selectOptions(screen.getByLabelText('Type'), 'bag');
  await user.type(screen.getByLabelText('Description'), 'Beaded.');
  await user.upload(fileInput(), [jpeg('a.jpg')]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Product' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
  expect(api.callsTo('POST /admin/add-product')[0]?.body).toEqual({
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

it('reports an upload failure in the product description wording', async () => {
  // The upload endpoint answers without the file's id.
  api.on(UPLOAD, () => ({ url: 'http://api/media/products/f1.jpg' }));
  const { user } = renderWithStore(<AddProductForm />);
  await user.upload(fileInput(), [jpeg('a.jpg')]);
  expect((await screen.findAllByText('Image upload response missing fileId')).length).toBeGreaterThan(0);
});
