import type { Section } from '@store/shared/catalog';
import { http, HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, sampleProduct, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddProductForm } from './AddProductForm';

const server = setupApiServer();
/** Where the upload signature says to send the file: ImageKit's upload endpoint. */
const UPLOAD = 'https://upload.imagekit.io/api/v1/files/upload';

/** The API adds a product and answers with the admin's view of it, as stored. */
const addProduct = api.post('/admin/add-product', async ({ request }) => {
  const input = (await request.json()) as {
    name: string;
    price: number;
    mainCategory: Section;
    type: string;
    stock?: Record<string, number>;
  };
  const { name, price, mainCategory: category, type } = input;
  return HttpResponse.json(
    { ...sampleProduct({ _id: 'p9', name, price, category, type }), stock: input.stock ?? {} },
    { status: 201 },
  );
});

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  server.use(
    api.get('/auth/imagekit', () =>
      HttpResponse.json({
        publicKey: 'public_test',
        signature: 'a'.repeat(40),
        expire: 1900000000,
        token: 'token-1',
        folder: '/products',
        uploadUrl: 'https://upload.imagekit.io/api/v1/files/upload',
      }),
    ),
  );
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

it("names the womens types in proofread words, keeping the product description's values", async () => {
  const { user } = renderWithStore(<AddProductForm />);
  await user.selectOptions(screen.getByLabelText('Category'), 'womens');
  const type = screen.getByLabelText('Type') as HTMLSelectElement;
  expect(within(type).getByRole('option', { name: 'Ruffle Gown' })).toHaveValue('rffual-gown');
  expect(within(type).getByRole('option', { name: 'Bridal Lehenga' })).toHaveValue('bridal-length');
  expect(within(type).getByRole('option', { name: 'A-Line Lehenga' })).toHaveValue('a-line-lengha');
  const names = within(type)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  expect(names.filter((name) => /Rffual|Length|Lengha/.test(name))).toEqual([]);
});

it('counts the description and cuts it at 400 characters', async () => {
  const { user } = renderWithStore(<AddProductForm />);
  await user.click(screen.getByLabelText('Description'));
  await user.paste('x'.repeat(450));
  expect(screen.getByLabelText('Description')).toHaveValue('x'.repeat(400));
  expect(screen.getByText('400/400')).toBeInTheDocument();
});

it('takes images only, 5MB each, and keeps Save off while an upload runs', async () => {
  let finish: (answer: { url: string; fileId: string }) => void = () => {};
  server.use(
    http.post(UPLOAD, async () =>
      HttpResponse.json(await new Promise<{ url: string; fileId: string }>((resolve) => (finish = resolve))),
    ),
  );
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
  await waitFor(() => expect(requestsTo(`POST ${UPLOAD}`)).toHaveLength(1));
  const sent = requestsTo(`POST ${UPLOAD}`)[0]?.body as FormData;
  expect(sent.get('fileName')).toBe('a.jpg');
  expect(sent.get('signature')).toBe('a'.repeat(40));
  expect(screen.getByRole('button', { name: 'Save Product' })).toBeDisabled();
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
  finish({ url: 'http://api/media/products/f1.jpg', fileId: 'f1' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Product' })).toBeEnabled());
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('saves with subCategory default and the uploaded images, then resets everything', async () => {
  server.use(http.post(UPLOAD, () => HttpResponse.json({ url: 'http://api/media/products/f1.jpg', fileId: 'f1' })));
  server.use(addProduct);
  const { user } = renderWithStore(<AddProductForm />);
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Name and price are required.');
  await user.type(screen.getByLabelText('Name'), 'Ivory Potli');
  await user.type(screen.getByLabelText('Price (Rs.)'), '2499');
  await user.selectOptions(screen.getByLabelText('Category'), 'accessories');
  await user.selectOptions(screen.getByLabelText('Type'), 'bag');
  await user.type(screen.getByLabelText('Description'), 'Beaded.');
  await user.type(screen.getByLabelText('One size'), '7');
  await user.upload(fileInput(), [jpeg('a.jpg')]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Product' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
  expect(requestsTo('POST /admin/add-product')[0]?.body).toEqual({
    name: 'Ivory Potli',
    price: 2499,
    description: 'Beaded.',
    mainCategory: 'accessories',
    subCategory: 'default',
    type: 'bag',
    images: [{ url: 'http://api/media/products/f1.jpg', fileId: 'f1' }],
    // An accessory has one count and is never made to measure.
    stock: { 'one-size': 7 },
    colour: null,
    fabric: null,
    occasion: null,
  });
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByText('0/400')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Product images' })).not.toBeInTheDocument();
});

it('reports an upload failure in the product description wording', async () => {
  // The upload endpoint answers without the file's id.
  server.use(http.post(UPLOAD, () => HttpResponse.json({ url: 'http://api/media/products/f1.jpg' })));
  const { user } = renderWithStore(<AddProductForm />);
  await user.upload(fileInput(), [jpeg('a.jpg')]);
  expect((await screen.findAllByText('Image upload response missing fileId')).length).toBeGreaterThan(0);
});

it('shows a failed upload as a failure with its reason in place of a picture, and sends it again on Retry', async () => {
  server.use(
    http.post(UPLOAD, () => HttpResponse.json({ message: 'The file is too large for the store' }, { status: 413 }), {
      once: true,
    }),
    http.post(UPLOAD, () => HttpResponse.json({ url: 'http://api/media/products/f2.jpg', fileId: 'f2' })),
  );
  const { user } = renderWithStore(<AddProductForm />);
  await user.upload(fileInput(), [jpeg('a.jpg'), jpeg('b.jpg')]);
  const failed = await screen.findByRole('group', { name: 'a.jpg was not uploaded' });
  expect(failed).toHaveTextContent('Not uploaded');
  expect(within(failed).getByRole('alert')).toHaveTextContent('Failed to upload: The file is too large for the store');
  const images = screen.getByRole('list', { name: 'Product images' });
  expect(within(images).queryByRole('img', { name: 'a.jpg' })).not.toBeInTheDocument();
  expect(within(images).getByRole('img', { name: 'b.jpg' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry a.jpg' }));
  expect(await within(images).findByRole('img', { name: 'a.jpg' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'a.jpg was not uploaded' })).not.toBeInTheDocument();
  expect(requestsTo(`POST ${UPLOAD}`).map(({ body }) => (body as FormData).get('fileName'))).toEqual([
    'a.jpg',
    'b.jpg',
    'a.jpg',
  ]);
  await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
  expect(within(images).queryByRole('img', { name: 'b.jpg' })).not.toBeInTheDocument();
});

it('sends the brand and material the storefront shows, when given', async () => {
  server.use(addProduct);
  const { user } = renderWithStore(<AddProductForm />);
  await user.type(screen.getByLabelText('Name'), 'Noor Gown');
  await user.type(screen.getByLabelText('Price (Rs.)'), '12999');
  await user.selectOptions(screen.getByLabelText('Category'), 'womens');
  await user.selectOptions(screen.getByLabelText('Type'), 'ball-gown');
  await user.type(screen.getByLabelText('Brand (optional)'), 'Elegance Atelier');
  await user.type(screen.getByLabelText('Material (optional)'), 'Silk organza ');
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
  expect(requestsTo('POST /admin/add-product')[0]?.body).toMatchObject({
    name: 'Noor Gown',
    brand: 'Elegance Atelier',
    material: 'Silk organza',
  });
  expect(screen.getByLabelText('Brand (optional)')).toHaveValue('');
});

it("counts stock by the chosen category's sizes: a men's set by each part, womens by size, accessories once", async () => {
  const { user } = renderWithStore(<AddProductForm />);
  expect(screen.getByText('Choose a category to count its stock by size.')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Category'), 'mens');
  const upper = screen.getByRole('group', { name: 'Upper sizes' });
  const lower = screen.getByRole('group', { name: 'Lower (waist) sizes' });
  expect(upper).toHaveTextContent('A set is stocked by each part');
  expect(
    within(upper)
      .getAllByRole('spinbutton')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['Upper XS', 'Upper S', 'Upper M', 'Upper L', 'Upper XL', 'Upper XXL']);
  expect(within(lower).getByLabelText('Lower 34')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Made to measure offered' })).toBeChecked();

  await user.selectOptions(screen.getByLabelText('Category'), 'womens');
  expect(screen.queryByRole('group', { name: 'Upper sizes' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Stock per size' })).getByLabelText('M')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Category'), 'accessories');
  expect(within(screen.getByRole('group', { name: 'Stock' })).getAllByRole('spinbutton')).toHaveLength(1);
  expect(screen.getByLabelText('One size')).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Made to measure offered' })).not.toBeInTheDocument();
});

it("says every bad count beside its box at once and sends nothing; then sends each size's count and the choices", async () => {
  server.use(addProduct);
  const { user } = renderWithStore(<AddProductForm />);
  await user.type(screen.getByLabelText('Name'), 'Royal Sherwani Set');
  await user.type(screen.getByLabelText('Price (Rs.)'), '24999');
  await user.selectOptions(screen.getByLabelText('Category'), 'mens');
  await user.selectOptions(screen.getByLabelText('Type'), 'suits');
  await user.type(screen.getByLabelText('Upper L'), '-1');
  await user.type(screen.getByLabelText('Lower 34'), '2.5');
  await user.type(screen.getByLabelText('Upper M'), '4');
  await user.click(screen.getByRole('button', { name: 'Save Product' }));

  expect(screen.getByLabelText('Upper L')).toHaveAccessibleDescription('Stock for Upper L must be 0 or more');
  expect(screen.getByLabelText('Lower 34')).toHaveAccessibleDescription('Stock for Lower 34 must be a whole number');
  expect(screen.getByLabelText('Upper M')).not.toHaveAccessibleDescription();
  expect(screen.getByText('Check the stock counts marked above.')).toBeInTheDocument();
  expect(requestsTo('POST /admin/add-product')).toEqual([]);

  await user.clear(screen.getByLabelText('Upper L'));
  await user.type(screen.getByLabelText('Upper L'), '3');
  await user.clear(screen.getByLabelText('Lower 34'));
  await user.type(screen.getByLabelText('Lower 34'), '2');
  await user.click(screen.getByRole('switch', { name: 'Made to measure offered' }));
  await user.selectOptions(screen.getByLabelText('Colour'), 'Maroon');
  await user.selectOptions(screen.getByLabelText('Fabric'), 'Brocade');
  await user.selectOptions(screen.getByLabelText('Occasion'), 'Wedding');
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
  expect(requestsTo('POST /admin/add-product')[0]?.body).toEqual({
    name: 'Royal Sherwani Set',
    price: 24999,
    description: '',
    mainCategory: 'mens',
    subCategory: 'default',
    type: 'suits',
    images: [],
    // Every size of both parts; an empty box is none.
    stock: {
      'upper:XS': 0,
      'upper:S': 0,
      'upper:M': 4,
      'upper:L': 3,
      'upper:XL': 0,
      'upper:XXL': 0,
      ...Object.fromEntries(
        ['28', '30', '32', '34', '36', '38', '40', '42', '44'].map((w) => [`lower:${w}`, w === '34' ? 2 : 0]),
      ),
    },
    madeToMeasure: false,
    colour: 'Maroon',
    fabric: 'Brocade',
    occasion: 'Wedding',
  });
  // The next product starts afresh: no counts, made to measure on, nothing chosen.
  expect(screen.queryByLabelText('Upper L')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Colour')).toHaveValue('');
});

it("drops the counts' problems when another category is chosen", async () => {
  const { user } = renderWithStore(<AddProductForm />);
  await user.selectOptions(screen.getByLabelText('Category'), 'womens');
  await user.type(screen.getByLabelText('M'), '-3');
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(screen.getByLabelText('M')).toHaveAccessibleDescription('Stock for M must be 0 or more');
  await user.selectOptions(screen.getByLabelText('Category'), 'accessories');
  await user.selectOptions(screen.getByLabelText('Category'), 'womens');
  expect(screen.getByLabelText('M')).not.toHaveAccessibleDescription();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

/** Fills what every new product needs, so a test can look at the rest. */
async function fillRequired(user: ReturnType<typeof renderWithStore>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Blue Silk Sherwani');
  await user.type(screen.getByLabelText('Price (Rs.)'), '24999');
  await user.selectOptions(screen.getByLabelText('Category'), 'mens');
  await user.selectOptions(screen.getByLabelText('Type'), 'sherwani-set');
}

it('sends the Hindi name and description typed in Hindi boxes, and empties them after', async () => {
  server.use(addProduct);
  const { user } = renderWithStore(<AddProductForm />);
  await fillRequired(user);
  expect(screen.getByLabelText('Hindi name (optional)')).toHaveAttribute('lang', 'hi');
  expect(screen.getByLabelText('Hindi description (optional)')).toHaveAttribute('lang', 'hi');
  await user.type(screen.getByLabelText('Hindi name (optional)'), ' नीली रेशमी शेरवानी ');
  await user.type(screen.getByLabelText('Hindi description (optional)'), 'हाथ से तैयार रेशमी शेरवानी।');
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
  expect(requestsTo('POST /admin/add-product')[0]?.body).toMatchObject({
    name: 'Blue Silk Sherwani',
    nameHi: 'नीली रेशमी शेरवानी',
    descriptionHi: 'हाथ से तैयार रेशमी शेरवानी।',
  });
  expect(screen.getByLabelText('Hindi name (optional)')).toHaveValue('');
  expect(screen.getByLabelText('Hindi description (optional)')).toHaveValue('');
});

it('sends no Hindi when none is typed: the shop shows the English on Hindi pages', async () => {
  server.use(addProduct);
  const { user } = renderWithStore(<AddProductForm />);
  await fillRequired(user);
  await user.type(screen.getByLabelText('Hindi name (optional)'), '   ');
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
  const sent = requestsTo('POST /admin/add-product')[0]?.body as object;
  expect(sent).not.toHaveProperty('nameHi');
  expect(sent).not.toHaveProperty('descriptionHi');
});

it('refuses a Hindi name or description too long, saying which, and sends nothing', async () => {
  const { user } = renderWithStore(<AddProductForm />);
  await fillRequired(user);
  await user.click(screen.getByLabelText('Hindi name (optional)'));
  await user.paste('क'.repeat(201));
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Hindi name must be at most 200 characters');
  expect(screen.getByLabelText('Hindi name (optional)')).toHaveAttribute('aria-invalid', 'true');
  await user.clear(screen.getByLabelText('Hindi name (optional)'));
  await user.click(screen.getByLabelText('Hindi description (optional)'));
  await user.paste('ख'.repeat(401));
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Hindi description must be at most 400 characters');
  expect(screen.getByLabelText('Hindi name (optional)')).not.toHaveAttribute('aria-invalid');
  // Kept whole for the admin to shorten, not cut.
  expect(screen.getByLabelText('Hindi description (optional)')).toHaveValue('ख'.repeat(401));
  expect(requestsTo('POST /admin/add-product')).toEqual([]);
});

it('sends the MRP, SKU and parcel weight typed, and empties them after', async () => {
  server.use(addProduct);
  const { user } = renderWithStore(<AddProductForm />);
  await fillRequired(user);
  await user.type(screen.getByLabelText('MRP (Rs., optional)'), '32999');
  await user.type(screen.getByLabelText('SKU (optional)'), ' SHR-BL-01 ');
  await user.type(screen.getByLabelText('Parcel weight (g, optional)'), '1200');
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
  expect(requestsTo('POST /admin/add-product')[0]?.body).toMatchObject({
    price: 24999,
    mrp: 32999,
    sku: 'SHR-BL-01',
    weightGrams: 1200,
  });
  expect(screen.getByLabelText('SKU (optional)')).toHaveValue('');
});

it('says an MRP below the price beside the MRP box and puts the cursor there, sending nothing', async () => {
  const { user } = renderWithStore(<AddProductForm />);
  await fillRequired(user);
  await user.type(screen.getByLabelText('MRP (Rs., optional)'), '19999');
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  const mrp = screen.getByLabelText('MRP (Rs., optional)');
  expect(mrp).toHaveAccessibleDescription('MRP must be at least the price');
  expect(mrp).toHaveFocus();
  // Said once, beside its box.
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(requestsTo('POST /admin/add-product')).toEqual([]);
});

it("says the API's refusal of an SKU beside the SKU box and puts the cursor there", async () => {
  server.use(
    api.post('/admin/add-product', () =>
      HttpResponse.json({ message: 'SKU SHR-BL-01 is already used by another product', field: 'sku' }, { status: 409 }),
    ),
  );
  const { user } = renderWithStore(<AddProductForm />);
  await fillRequired(user);
  await user.type(screen.getByLabelText('SKU (optional)'), 'SHR-BL-01');
  await user.click(screen.getByRole('button', { name: 'Save Product' }));
  const sku = screen.getByLabelText('SKU (optional)');
  await waitFor(() => expect(sku).toHaveAccessibleDescription('SKU SHR-BL-01 is already used by another product'));
  expect(sku).toHaveFocus();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  // What was typed stays, for the admin to change.
  expect(sku).toHaveValue('SHR-BL-01');
  expect(screen.getByLabelText('Name')).toHaveValue('Blue Silk Sherwani');
});
