import type { Product } from '@store/shared/api';
import { itemAdded } from '@store/shared/store';
import { installFakeApi, renderWithStore, reply } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { CartDrawerPanel } from './CartDrawerPanel';

const api = installFakeApi();

const product = {
  _id: 'p1',
  name: 'Noor Gown',
  price: 12500,
  images: [{ url: '/g.jpg', fileId: 'g' }],
  image: null,
} as unknown as Product;

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

it('Continue Shopping closes the drawer', async () => {
  const { store, user } = renderWithStore(<CartDrawerPanel />);
  act(() => void store.dispatch({ type: 'ui/cartOpened' }));
  await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
  expect(store.getState().ui.cartOpen).toBe(false);
});
