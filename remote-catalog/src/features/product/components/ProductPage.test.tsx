import type { Product } from '@store/shared/api';
import { UNREACHABLE, installFakeApi, renderWithStore, reply, sampleProduct } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ProductPage } from './ProductPage';

const api = installFakeApi();

const product = sampleProduct;

function renderPage(found: Product | null, signedIn = false) {
  api.on('GET /products/:id', ({ params }) =>
    found && params.id === found._id ? found : reply(404, { message: 'Product not found' }),
  );
  return renderWithStore(<ProductPage id="p1" />, {
    route: '/product/p1',
    path: '/product/:id',
    preloadedState: signedIn
      ? { session: { currentUser: { name: '', phone: '+919876543210', role: 'customer' } } }
      : undefined,
  });
}

type Shopper = ReturnType<typeof renderPage>['user'];
const addToCart = (user: Shopper) => user.click(screen.getByRole('button', { name: 'ADD TO CART' }));

it('shows the loading text, then the product with its Rs. price, material and page title', async () => {
  renderPage(product());
  expect(screen.getByText('Loading product...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Royal Sherwani Set' })).toBeInTheDocument();
  expect(screen.getByText('Rs.24,999')).toBeInTheDocument();
  expect(screen.getByText('Material: Raw silk')).toBeInTheDocument();
  expect(document.title).toBe('Royal Sherwani Set | Elegance');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'Raw silk sherwani, hand finished.',
  );
  expect(screen.getByRole('img', { name: 'Royal Sherwani Set' })).toHaveAttribute(
    'src',
    'http://api/media/a.jpg?tr=w-800,q-90,f-auto',
  );
});

it('falls back to No description available.', async () => {
  renderPage(product({ description: '' }));
  expect(await screen.findByText('No description available.')).toBeInTheDocument();
});

it('shows a clear not-found state for an unknown or inactive product', async () => {
  renderPage(null);
  expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  expect(screen.queryByText('Loading product...')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
});

it('offers a retry when the API cannot be reached', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  api.once('GET /products/:id', () => UNREACHABLE);
  const { user } = renderPage(product());
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Royal Sherwani Set' })).toBeInTheDocument();
  log.mockRestore();
});

describe('mens sizes', () => {
  // Choosing measurements asks the store for its made-to-measure lead time.
  beforeEach(() => api.on('GET /store/dispatch', () => ({ standard: 2, tailored: 12 })));

  it('warns until both an upper and a lower size are chosen, then adds that size once', async () => {
    const { store, user } = renderPage(product());
    await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await addToCart(user);
    expect(screen.getByText('Please select both upper and lower sizes', { selector: 'p' })).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);

    const lower = within(screen.getByRole('group', { name: 'Lower size (waist, inches)' }));
    expect(lower.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '28',
      '30',
      '32',
      '34',
      '36',
      '38',
      '40',
      '42',
      '44',
    ]);
    await user.click(lower.getByRole('radio', { name: '32' }));
    await addToCart(user);
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([
      {
        productId: 'p1',
        name: 'Royal Sherwani Set',
        size: { upper: 'M', lower: '32' },
        price: 24999,
        image: 'http://api/media/a.jpg',
        itemId: 'p1-lower:32|upper:M',
      },
    ]);
    await addToCart(user);
    expect(await screen.findByText('This size is already in your cart.')).toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('asks for each measurement by its label when custom measurements are chosen', async () => {
    const { store, user } = renderPage(product());
    await user.click(await screen.findByRole('checkbox', { name: 'Enter custom measurements' }));
    expect(screen.queryByRole('radio', { name: 'M' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('Made to your measurements: it leaves our workshop within 12 days of payment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Delivery and returns' })).toHaveTextContent(
      /not returnable, altered free/,
    );
    await addToCart(user);
    expect(screen.getByText('Please enter Upper Length', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Upper Length')).toHaveFocus();
    const chest = screen.getByLabelText('Chest');
    expect(chest).toHaveAttribute('type', 'number');
    expect(chest).toHaveAttribute('min', '0');
    expect(chest).toHaveAttribute('step', '0.1');
    for (const input of screen.getAllByRole('spinbutton')) await user.type(input, '30.5');
    await addToCart(user);
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(store.getState().cart.items[0]?.size).toMatchObject({ custom: true, chest: 30.5, flyU: 30.5 });
  });

  it("fills the custom form from a signed-in customer's saved profile of the same fit", async () => {
    api.on('GET /measurement-profiles', () => [
      { _id: 'f', name: 'Father', fit: 'mens', measurements: { chest: 42, flyU: 11.5 }, updatedAt: '' },
      { _id: 'm', name: 'Mother', fit: 'womens', measurements: { bust: 36 }, updatedAt: '' },
    ]);
    const { user } = renderPage(product(), true);
    await user.click(await screen.findByRole('checkbox', { name: 'Enter custom measurements' }));
    const picker = await screen.findByLabelText('Fill from a saved profile');
    expect(within(picker).queryByRole('option', { name: 'Mother' })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'Father');
    expect(screen.getByLabelText('Chest')).toHaveValue(42);
    expect(screen.getByLabelText('Fly U')).toHaveValue(11.5);
    await addToCart(user);
    // The profile lacks the rest: the form still asks for them.
    expect(screen.getByText('Please enter Upper Length', { selector: 'p' })).toBeInTheDocument();
  });

  it('offers no profiles to a shopper who is signed out', async () => {
    const { user } = renderPage(product());
    await user.click(await screen.findByRole('checkbox', { name: 'Enter custom measurements' }));
    expect(screen.queryByLabelText('Fill from a saved profile')).not.toBeInTheDocument();
    expect(api.callsTo('GET /measurement-profiles')).toEqual([]);
  });

  it('shows the size guide with the chart, XXL included', async () => {
    const { user } = renderPage(product());
    await user.click(await screen.findByRole('button', { name: 'View Size Guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Size Guide' });
    const xxl = within(dialog).getByRole('row', { name: /XXL/ });
    expect(
      within(xxl)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['19.5', '46', '40', '17.5', '46']);
  });
});

it('needs one size for womens', async () => {
  const { store, user } = renderPage(product({ category: 'womens', type: 'ball-gown' }));
  await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
  await addToCart(user);
  expect(screen.getByText('Please select a size', { selector: 'p' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'XL' }));
  await addToCart(user);
  expect(store.getState().cart.items[0]?.itemId).toBe('p1-XL');
});

it('has no sizes, guide or measurements for accessories', async () => {
  const { store, user } = renderPage(product({ category: 'accessories', type: 'watch' }));
  await screen.findByRole('heading', { name: 'Royal Sherwani Set' });
  expect(screen.queryByRole('button', { name: 'View Size Guide' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  await addToCart(user);
  expect(store.getState().cart.items[0]?.itemId).toBe('p1-unknown');
});

it('BUY NOW adds the item and goes to /checkout with it in navigation state', async () => {
  const { store, user } = renderPage(product({ category: 'womens' }));
  await user.click(await screen.findByRole('radio', { name: 'S' }));
  await user.click(screen.getByRole('button', { name: 'BUY NOW' }));
  const location = screen.getByTestId('location');
  expect(location).toHaveTextContent('/checkout');
  expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toMatchObject({
    product: { productId: 'p1', size: 'S', itemId: 'p1-S' },
  });
  expect(store.getState().cart.items).toHaveLength(1);
});

it('draws the product the page arrived with at once, without asking the API again', async () => {
  renderWithStore(<ProductPage id="p1" />, {
    route: '/product/p1',
    path: '/product/:id',
    preloadedState: { serverReads: { '/products/p1': { status: 200, body: product(), headers: {} } } },
  });
  expect(screen.getByRole('heading', { name: 'Royal Sherwani Set' })).toBeInTheDocument();
  expect(screen.queryByText('Loading product...')).not.toBeInTheDocument();
  expect(api.calls).toEqual([]);
  // Its controls come on once its code is live (the page could be clicked before).
  await waitFor(() => expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled());
});

it('shows where the product sits (Home / section / kind / name) and the delivery and returns notes', async () => {
  renderPage(product());
  const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  expect(
    within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Home', 'Mens', expect.any(String), 'Royal Sherwani Set']);
  expect(within(trail).getByRole('link', { name: 'Mens' })).toHaveAttribute('href', '/mens');
  expect(screen.getByRole('list', { name: 'Delivery and returns' })).toHaveTextContent(
    /Free delivery across India.*Easy returns: standard sizes within 7 days of delivery/,
  );
});
