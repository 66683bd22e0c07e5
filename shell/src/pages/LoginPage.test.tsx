import { loginClosed, signedIn } from '@store/shared/store';
import { renderWithStore } from '@store/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { LoginPage } from './LoginPage';

const asha = { name: '', phone: '+919876543210', role: 'customer' };

function openLogin(route: Parameters<typeof renderWithStore>[1]) {
  const view = renderWithStore(<LoginPage />, route);
  expect(view.store.getState().ui.loginOpen).toBe(true);
  return view;
}

it('opens the sign-in modal and, once signed in, continues to the shop', async () => {
  const { store } = openLogin({ route: '/login', path: '/login' });
  act(() => {
    store.dispatch(signedIn(asha));
    store.dispatch(loginClosed());
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mens'));
});

it('returns to the page that sent the shopper to sign in', async () => {
  const { store } = openLogin({ route: { pathname: '/register', state: { from: '/checkout' } }, path: '/register' });
  act(() => {
    store.dispatch(signedIn(asha));
    store.dispatch(loginClosed());
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
});

it('goes home when the modal is closed without signing in', async () => {
  const { store } = openLogin({ route: '/login', path: '/login' });
  act(() => void store.dispatch(loginClosed()));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
});

it('never continues to another site', async () => {
  const { store } = openLogin({ route: { pathname: '/login', state: { from: '//evil.example' } }, path: '/login' });
  act(() => {
    store.dispatch(signedIn(asha));
    store.dispatch(loginClosed());
  });
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/mens'));
});

it('draws a page behind the dialog: sign-in, or the collection without signing in', () => {
  openLogin({ route: '/login', path: '/login' });
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Elegance' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute('href', '/mens');
});
