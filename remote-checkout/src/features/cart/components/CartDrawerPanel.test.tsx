import type { Product } from '@store/shared/api';
import { itemAdded } from '@store/shared/store';
import { renderWithStore } from '@store/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fetchCartProduct } from '../../../api/fetchCartProduct';
import { CartDrawerPanel } from './CartDrawerPanel';

jest.mock('../../../api/fetchCartProduct', () => ({ fetchCartProduct: jest.fn() }));
const fetchMock = fetchCartProduct as jest.MockedFunction<typeof fetchCartProduct>;

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
  fetchMock.mockImplementation(async (path, id) => {
    expect(path).toBe('/api/products');
    if (id === 'p1') return product;
    throw new Error('gone');
  });
  const { store } = renderWithStore(<CartDrawerPanel />);
  act(() => {
    store.dispatch(itemAdded({ productId: 'p1', name: 'Old name', size: 'S', price: 1, image: '' }));
    store.dispatch(itemAdded({ productId: 'p1', name: 'Old name', size: 'M', price: 1, image: '' }));
    store.dispatch(itemAdded({ productId: 'p2', name: 'Vanished', size: null, price: 999, image: '' }));
  });
  expect(await screen.findByText('Product not found')).toBeInTheDocument();
  expect(fetchMock.mock.calls.map((call) => call[1]).sort()).toEqual(['p1', 'p2']);
  const lines = screen.getAllByTestId('cart-line');
  expect(lines[0]).toHaveTextContent('Noor Gown₹12,500Size: S');
  expect(lines[2]).toHaveTextContent('Product not found₹0Size: -');
  expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('₹25,000');

  fireEvent.click(within(lines[0] as HTMLElement).getByRole('button', { name: 'Remove Noor Gown' }));
  expect(store.getState().cart.items.map((item) => item.itemId)).toEqual(['p1-M', 'p2-unknown']);
  await act(async () => {});
  log.mockRestore();
});

it('Continue Shopping closes the drawer', () => {
  const { store } = renderWithStore(<CartDrawerPanel />);
  act(() => void store.dispatch({ type: 'ui/cartOpened' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
  expect(store.getState().ui.cartOpen).toBe(false);
});
