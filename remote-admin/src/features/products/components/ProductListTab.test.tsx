import type { AdminProduct } from '@store/shared/schemas';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, sampleProduct, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ProductListTab } from './ProductListTab';

const server = setupApiServer();
type Edit = { name: string; price: number };

const product = (id: string, name: string, extra: Partial<AdminProduct> = {}): AdminProduct => ({
  ...sampleProduct({
    _id: id,
    name,
    description: 'Silk.',
    price: 2499,
    type: 'watch',
    category: 'accessories',
    brand: null,
    material: null,
    // None of its own: the edit form sends none back.
    hsn: '',
    images: [{ url: 'http://api/media/products/a.jpg', fileId: 'a' }],
    madeToMeasure: false,
    colour: null,
    fabric: null,
    occasion: null,
  }),
  stock: { 'one-size': 5 },
  ...extra,
});

/** The products as the server keeps them: a change answered is what the list says when read again. */
let shelf: AdminProduct[] = [];
const shelve = (products: AdminProduct[]) => (shelf = products);
const keep = (changed: AdminProduct) => {
  shelf = shelf.map((p) => (p._id === changed._id ? changed : p));
  return changed;
};

beforeEach(() => {
  server.use(
    api.get('/products/admin/:section', () => HttpResponse.json(shelf)),
    api.delete<{ id: string }>('/products/admin/:id', ({ params }) => {
      shelf = shelf.filter((p) => p._id !== params.id);
      return HttpResponse.json({ message: 'Product deleted' });
    }),
  );
  shelve([
    product('p1', 'Royal Watch', { brand: 'Elegance Atelier', material: null }),
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

it('edits one product inline, brand and material too; accessories send no images; empty name is refused', async () => {
  server.use(
    api.put<{ id: string }>('/products/admin/:id', async ({ params, request }) => {
      const body = await request.json();
      return HttpResponse.json(keep({ ...product(params.id ?? '', (body as Edit).name), price: (body as Edit).price }));
    }),
  );
  const { user } = renderWithStore(<ProductListTab section="accessories" />);
  const row = (await screen.findByText('Royal Watch')).closest('li') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Edit Royal Watch' });
  expect(within(form).queryByText('Choose images')).not.toBeInTheDocument();
  // The brand and material the storefront shows, as they are now.
  expect(within(form).getByLabelText('Brand (optional)')).toHaveValue('Elegance Atelier');
  expect(within(form).getByLabelText('Material (optional)')).toHaveValue('');
  await user.type(within(form).getByLabelText('Material (optional)'), ' Stainless steel ');
  await user.clear(within(form).getByLabelText('Name'));
  await user.type(within(form).getByLabelText('Name'), ' ');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Name and price are required.');
  expect(requestsTo('PUT /products/admin/:id')).toEqual([]);
  await user.clear(within(form).getByLabelText('Name'));
  await user.type(within(form).getByLabelText('Name'), 'Royal Gold Watch');
  await user.clear(within(form).getByLabelText('Price (Rs.)'));
  await user.type(within(form).getByLabelText('Price (Rs.)'), '2999');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
  expect(requestsTo('PUT /products/admin/:id')).toMatchObject([
    {
      path: '/products/admin/p1',
      body: {
        name: 'Royal Gold Watch',
        price: 2999,
        description: 'Silk.',
        brand: 'Elegance Atelier',
        material: 'Stainless steel',
        // No count changed: none is sent, so a sale meanwhile is not overwritten.
        stock: {},
      },
    },
  ]);
  expect(screen.getByText('Royal Gold Watch')).toBeInTheDocument();
});

it('sends the images of a clothing product when it is edited', async () => {
  shelve([product('p3', 'Noor Gown', { category: 'womens', type: 'ball-gown' })]);
  server.use(
    api.put<{ id: string }>('/products/admin/:id', async ({ params, request }) => {
      const body = await request.json();
      return HttpResponse.json(keep(product(params.id ?? '', (body as Edit).name)));
    }),
  );
  const { user } = renderWithStore(<ProductListTab section="womens" />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
  expect(requestsTo('PUT /products/admin/:id')[0]?.body).toEqual({
    name: 'Noor Gown',
    price: 2499,
    description: 'Silk.',
    // Empty: the product has none (or the admin cleared them).
    brand: '',
    material: '',
    images: [{ url: 'http://api/media/products/a.jpg', fileId: 'a' }],
    // Its choices as they were, and no count: none changed.
    stock: {},
    madeToMeasure: false,
    colour: null,
    fabric: null,
    occasion: null,
  });
});

it('toggles active and deletes after the section wording of the confirmation', async () => {
  server.use(
    api.patch<{ id: string }>('/products/admin/:id/toggle-active', ({ params }) =>
      HttpResponse.json(keep(product(params.id ?? '', 'Royal Watch', { active: false }))),
    ),
  );
  const { user } = renderWithStore(<ProductListTab section="accessories" />);
  const row = (await screen.findByText('Royal Watch')).closest('li') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Deactivated!')).toBeInTheDocument();
  expect(await within(row).findByText('Inactive')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete product' });
  expect(dialog).toHaveTextContent('Delete this product?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Product deleted!')).toBeInTheDocument();
  expect(screen.queryByText('Royal Watch')).not.toBeInTheDocument();
});

it('says which list failed to load', async () => {
  server.use(api.get('/products/admin/:section', () => HttpResponse.error()));
  renderWithStore(<ProductListTab section="accessories" />);
  expect(await screen.findByText('Failed to fetch accessories')).toBeInTheDocument();
  expect(screen.getByText('No products found.')).toBeInTheDocument();
});

const sherwani = () =>
  product('p4', 'Royal Sherwani Set', {
    category: 'mens',
    type: 'suits',
    stock: { 'upper:M': 6, 'upper:L': 2, 'lower:32': 3, 'lower:34': 1, 'lower:36': 0 },
    madeToMeasure: true,
    colour: 'Maroon',
    fabric: null,
    occasion: 'Wedding',
  });

it("shows each row's stock at a glance and names the sizes low and out when opened", async () => {
  shelve([
    sherwani(),
    product('p5', 'Noor Gown', { category: 'womens', stock: { XS: 4, S: 4, M: 4, L: 4, XL: 4, XXL: 4 } }),
  ]);
  const { user } = renderWithStore(<ProductListTab section="mens" />);
  const row = (await screen.findByText('Royal Sherwani Set')).closest('li') as HTMLElement;
  // 6 + 2 uppers and 3 + 1 waists; every other size of the 15 is out.
  const line = within(row).getByText('12 in stock · 3 sizes low · 11 out');
  expect(line).toHaveAttribute(
    'title',
    expect.stringContaining('Low: Upper L (2 left), Lower 32 (3 left), Lower 34 (1 left)'),
  );
  expect(within(row).getByText('Upper L (2 left), Lower 32 (3 left), Lower 34 (1 left)')).not.toBeVisible();
  await user.click(line);
  expect(within(row).getByText('Upper L (2 left), Lower 32 (3 left), Lower 34 (1 left)')).toBeVisible();
  expect(within(row).getByText(/^Upper XS, Upper S, Upper XL, Upper XXL, Lower 28/)).toBeVisible();
  const gown = screen.getByText('Noor Gown').closest('li') as HTMLElement;
  expect(gown).toHaveTextContent('24 in stock');
  expect(gown).not.toHaveTextContent('low');
});

it('says a one-size accessory is low or out without naming sizes', async () => {
  shelve([product('p1', 'Royal Watch', { stock: { 'one-size': 2 } }), product('p2', 'Classic Bag', { stock: {} })]);
  renderWithStore(<ProductListTab section="accessories" />);
  expect((await screen.findByText('Royal Watch')).closest('li')).toHaveTextContent('2 left · low');
  expect(screen.getByText('Classic Bag').closest('li')).toHaveTextContent('Out of stock');
});

it('edits the stock of each size with the current counts and choices shown; a bad count is refused beside its box', async () => {
  shelve([sherwani()]);
  // As the API does: the counts sent are set, the others kept.
  server.use(
    api.put('/products/admin/:id', async ({ request }) => {
      const body = await request.json();
      const edit = body as Edit & { stock: Record<string, number> };
      return HttpResponse.json(keep({ ...sherwani(), ...edit, stock: { ...sherwani().stock, ...edit.stock } }));
    }),
  );
  const { user } = renderWithStore(<ProductListTab section="mens" />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Edit Royal Sherwani Set' });
  expect(within(form).getByLabelText('Upper M')).toHaveValue(6);
  expect(within(form).getByLabelText('Lower 34')).toHaveValue(1);
  expect(within(form).getByLabelText('Lower 36')).toHaveValue(0);
  // A size never counted shows empty: none.
  expect(within(form).getByLabelText('Upper XS')).toHaveValue(null);
  expect(within(form).getByRole('switch', { name: 'Made to measure offered' })).toBeChecked();
  expect(within(form).getByLabelText('Colour')).toHaveValue('Maroon');
  expect(within(form).getByLabelText('Fabric')).toHaveValue('');
  expect(within(form).getByLabelText('Occasion')).toHaveValue('Wedding');

  await user.clear(within(form).getByLabelText('Upper L'));
  await user.type(within(form).getByLabelText('Upper L'), '-2');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(within(form).getByLabelText('Upper L')).toHaveAccessibleDescription('Stock for Upper L must be 0 or more');
  expect(within(form).getByLabelText('Upper L')).toBeInvalid();
  expect(requestsTo('PUT /products/admin/:id')).toEqual([]);

  await user.clear(within(form).getByLabelText('Upper L'));
  await user.type(within(form).getByLabelText('Upper L'), '8');
  await user.selectOptions(within(form).getByLabelText('Fabric'), 'Silk');
  await user.selectOptions(within(form).getByLabelText('Colour'), '');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
  expect(requestsTo('PUT /products/admin/:id')[0]?.body).toEqual({
    name: 'Royal Sherwani Set',
    price: 2499,
    description: 'Silk.',
    brand: '',
    material: '',
    images: [{ url: 'http://api/media/products/a.jpg', fileId: 'a' }],
    // Only the count the admin changed: the API keeps the others as they are now.
    stock: { 'upper:L': 8 },
    madeToMeasure: true,
    colour: null,
    fabric: 'Silk',
    occasion: 'Wedding',
  });
  // The row shows the saved counts.
  expect(screen.getByText('18 in stock · 2 sizes low · 11 out')).toBeInTheDocument();
  // The save invalidated the product and its section's lists: this list is read again, as the catalogue's are.
  await waitFor(() => expect(requestsTo('GET /products/admin/:section')).toHaveLength(2));
  expect(screen.getByText('18 in stock · 2 sizes low · 11 out')).toBeInTheDocument();
});

it("opens the product a link names (the dashboard's stock card) in its edit form", async () => {
  shelve([product('p1', 'Royal Watch'), product('p2', 'Classic Bag')]);
  renderWithStore(<ProductListTab section="accessories" />, { route: '/admin/allaccessories?edit=p2' });
  expect(await screen.findByRole('form', { name: 'Edit Classic Bag' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Edit Royal Watch' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('One size')).toHaveValue(5);
});

describe('the Hindi name and description', () => {
  type HindiEdit = Edit & { nameHi?: string | null; descriptionHi?: string | null };
  /** The server's edit: absent keeps, null clears. */
  const saveHindi = () =>
    server.use(
      api.put<{ id: string }>('/products/admin/:id', async ({ params, request }) => {
        const body = await request.json();
        const edit = body as HindiEdit;
        const current = shelf.find((p) => p._id === params.id) as AdminProduct;
        return HttpResponse.json(
          keep({
            ...current,
            name: edit.name,
            nameHi: edit.nameHi === undefined ? current.nameHi : edit.nameHi,
            descriptionHi: edit.descriptionHi === undefined ? current.descriptionHi : edit.descriptionHi,
          }),
        );
      }),
    );
  const openEditor = async (user: ReturnType<typeof renderWithStore>['user'], name: string) => {
    const row = (await screen.findByText(name)).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    return screen.getByRole('form', { name: `Edit ${name}` });
  };

  it('shows the stored ones when editing; clearing the name sends null, the unchanged description is not sent', async () => {
    shelve([product('p1', 'Royal Watch', { nameHi: 'शाही घड़ी', descriptionHi: 'स्टील की घड़ी।' })]);
    saveHindi();
    const { user } = renderWithStore(<ProductListTab section="accessories" />);
    let form = await openEditor(user, 'Royal Watch');
    expect(within(form).getByLabelText('Hindi name (optional)')).toHaveValue('शाही घड़ी');
    expect(within(form).getByLabelText('Hindi name (optional)')).toHaveAttribute('lang', 'hi');
    expect(within(form).getByLabelText('Hindi description (optional)')).toHaveValue('स्टील की घड़ी।');
    await user.clear(within(form).getByLabelText('Hindi name (optional)'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    const sent = requestsTo('PUT /products/admin/:id')[0]?.body as HindiEdit;
    expect(sent.nameHi).toBeNull();
    expect(sent).not.toHaveProperty('descriptionHi');
    // Opened again: the name is gone, the description kept.
    form = await openEditor(user, 'Royal Watch');
    expect(within(form).getByLabelText('Hindi name (optional)')).toHaveValue('');
    expect(within(form).getByLabelText('Hindi description (optional)')).toHaveValue('स्टील की घड़ी।');
  });

  it('sends a Hindi name typed for a product without one, and refuses one too long', async () => {
    saveHindi();
    const { user } = renderWithStore(<ProductListTab section="accessories" />);
    let form = await openEditor(user, 'Classic Bag');
    expect(within(form).getByLabelText('Hindi name (optional)')).toHaveValue('');
    await user.click(within(form).getByLabelText('Hindi name (optional)'));
    await user.paste('ब'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Hindi name must be at most 200 characters');
    expect(requestsTo('PUT /products/admin/:id')).toEqual([]);
    await user.clear(within(form).getByLabelText('Hindi name (optional)'));
    await user.type(within(form).getByLabelText('Hindi name (optional)'), 'क्लासिक बैग');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(requestsTo('PUT /products/admin/:id')[0]?.body).toMatchObject({ name: 'Classic Bag', nameHi: 'क्लासिक बैग' });
    form = await openEditor(user, 'Classic Bag');
    expect(within(form).getByLabelText('Hindi name (optional)')).toHaveValue('क्लासिक बैग');
  });
});

it("opens the edit with the product's MRP, SKU and weight, and says the API's refusal beside its box", async () => {
  shelve([product('p1', 'Royal Watch', { mrp: 3299, sku: 'WAT-01', weightGrams: 250 })]);
  server.use(
    api.put('/products/admin/:id', () =>
      HttpResponse.json({ message: 'MRP must be at least the price', field: 'mrp' }, { status: 400 }),
    ),
  );
  const { user } = renderWithStore(<ProductListTab section="accessories" />);
  const row = (await screen.findByText('Royal Watch')).closest('li') as HTMLElement;
  expect(within(row).getByText('₹2,499 · Watch · SKU WAT-01')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Edit Royal Watch' });
  expect(within(form).getByLabelText('MRP (Rs., optional)')).toHaveValue(3299);
  expect(within(form).getByLabelText('SKU (optional)')).toHaveValue('WAT-01');
  expect(within(form).getByLabelText('Parcel weight (g, optional)')).toHaveValue(250);
  await user.clear(within(form).getByLabelText('Parcel weight (g, optional)'));
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  const mrp = within(form).getByLabelText('MRP (Rs., optional)');
  await waitFor(() => expect(mrp).toHaveAccessibleDescription('MRP must be at least the price'));
  expect(mrp).toHaveFocus();
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  // An emptied weight clears it; the MRP and SKU, unchanged, are kept by the API without being sent.
  const sent = requestsTo('PUT /products/admin/:id')[0]?.body as object;
  expect(sent).toMatchObject({ weightGrams: null });
  expect(sent).not.toHaveProperty('mrp');
  expect(sent).not.toHaveProperty('sku');
});
