import { itemAdded } from '@store/shared/store';
import { installFakeApi, renderWithStore, reply, sampleProduct } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { CartDrawerPanel } from './CartDrawerPanel';

const api = installFakeApi();

const product = sampleProduct({
  name: 'Noor Gown',
  price: 12500,
  category: 'womens',
  images: [{ url: '/g.jpg', fileId: 'g' }],
  availability: { XS: 'out', S: 'in_stock', M: 'in_stock', L: 'low' },
  left: { L: 2 },
});

it('shows the empty state', () => {
  renderWithStore(<CartDrawerPanel />);
  expect(screen.getByRole('dialog', { name: 'Shopping cart' })).toHaveTextContent('Your cart is empty.');
  expect(screen.getByText('Shipping and taxes calculated at checkout.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
});

it('loads each product once from the API; a failed one reads Product not found at 0', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  api.on('GET /api/products/:id', ({ params }) =>
    params.id === 'p1' ? product : reply(404, { message: 'Product not found' }),
  );
  const { store, user } = renderWithStore(<CartDrawerPanel />);
  act(() => {
    store.dispatch(itemAdded({ productId: 'p1', name: 'Old name', size: 'S', price: 1, image: '' }));
    store.dispatch(itemAdded({ productId: 'p1', name: 'Old name', size: 'M', price: 1, image: '' }));
    store.dispatch(itemAdded({ productId: 'p2', name: 'Vanished', size: null, price: 999, image: '' }));
  });
  expect(await screen.findByText('Product not found')).toBeInTheDocument();
  expect(api.calls.map((call) => call.path).sort()).toEqual(['/api/products/p1', '/api/products/p2']);
  const lines = screen.getAllByTestId('cart-line');
  expect(lines[0]).toHaveTextContent('Noor Gown₹12,500Size: S');
  expect(lines[2]).toHaveTextContent('Product not found₹0Size: -');
  expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('₹25,000');

  await user.click(within(lines[0] as HTMLElement).getByRole('button', { name: 'Remove Noor Gown' }));
  expect(store.getState().cart.items.map((item) => item.itemId)).toEqual(['p1-M', 'p2-unknown']);
  log.mockRestore();
});

it('says per line what the product has left of its size: Only 2 left, Out of stock', async () => {
  api.on('GET /api/products/:id', () => product);
  const { store } = renderWithStore(<CartDrawerPanel />);
  act(() => {
    for (const size of ['S', 'L', 'XS'])
      store.dispatch(itemAdded({ productId: 'p1', name: 'Noor Gown', size, price: 1, image: '' }));
  });
  await screen.findByText('Only 2 left');
  const [inStock, low, out] = screen.getAllByTestId('cart-line') as HTMLElement[];
  expect(inStock).toHaveTextContent(/^Noor Gown₹12,500Size: SRemove$/);
  expect(low).toHaveTextContent('Size: LOnly 2 left');
  expect(out).toHaveTextContent('Size: XSOut of stock');
  // Each line keeps its Remove, the out one too.
  expect(within(out as HTMLElement).getByRole('button', { name: 'Remove Noor Gown' })).toBeEnabled();
});

it('Continue Shopping closes the drawer', async () => {
  const { store, user } = renderWithStore(<CartDrawerPanel />);
  act(() => void store.dispatch({ type: 'ui/cartOpened' }));
  await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
  expect(store.getState().ui.cartOpen).toBe(false);
});
