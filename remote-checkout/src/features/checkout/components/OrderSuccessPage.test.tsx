import { saveGuestOrder, signedIn } from '@store/shared/store';
import { renderWithStore } from '@store/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { OrderSuccessPage } from './OrderSuccessPage';

const location = () => screen.getByTestId('location');

beforeEach(() => localStorage.clear());

it('thanks the shopper and goes to the orders when a guest token is stored', async () => {
  saveGuestOrder('+919876543210', 'token');
  const { user } = renderWithStore(<OrderSuccessPage />, { route: '/ordersuccess', path: '/ordersuccess' });
  expect(screen.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeInTheDocument();
  expect(screen.getByText('Your order has been placed successfully.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'View My Orders' }));
  await waitFor(() => expect(location()).toHaveTextContent('/customer-dashboard'));
});

it('asks for a sign-in first when nothing is stored, then goes to the orders', async () => {
  const { store, user } = renderWithStore(<OrderSuccessPage />, { route: '/ordersuccess', path: '/ordersuccess' });
  await user.click(screen.getByRole('button', { name: 'View My Orders' }));
  expect(store.getState().ui.loginOpen).toBe(true);
  expect(location()).toHaveTextContent('/ordersuccess');
  act(() => void store.dispatch(signedIn({ name: 'Asha', phone: '+919876543210', role: 'customer' })));
  await waitFor(() => expect(location()).toHaveTextContent('/customer-dashboard'));
});

it('Continue Shopping goes home', async () => {
  const { user } = renderWithStore(<OrderSuccessPage />, { route: '/ordersuccess', path: '/ordersuccess' });
  await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
});
