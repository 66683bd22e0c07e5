import { renderWithStore } from '@store/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchCounts } from '../api/dashboard';
import { fetchAllOrders } from '../api/orders';
import { fetchAdminProducts } from '../api/products';
import AdminPanel from './AdminPanel';

jest.mock('../api/dashboard', () => ({ fetchCounts: jest.fn() }));
jest.mock('../api/orders', () => ({ ...jest.requireActual('../api/orders'), fetchAllOrders: jest.fn() }));
jest.mock('../api/products', () => ({ ...jest.requireActual('../api/products'), fetchAdminProducts: jest.fn() }));
jest.mock('../api/payments', () => ({ fetchUnappliedPayments: jest.fn(async () => []), refundPayment: jest.fn() }));
const counts = fetchCounts as jest.Mock;

beforeEach(() => {
  localStorage.clear();
  counts.mockReset().mockResolvedValue({
    mens: 13,
    womens: 22,
    accessories: 9,
    orders: { total: 4, paid: 3, partialPaid: 1, completed: 2 },
    revenueReceived: 125000,
  });
  (fetchAllOrders as jest.Mock).mockReset().mockResolvedValue([]);
  (fetchAdminProducts as jest.Mock).mockReset().mockResolvedValue([]);
});

const panel = (route = '/admin') => renderWithStore(<AdminPanel />, { route, path: '/admin/*' });

it('opens on the dashboard with the three product counts', async () => {
  panel();
  expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByText('Mens Products')).toBeInTheDocument();
  expect(screen.getByText('Luxury Accessories').nextSibling).toHaveTextContent('9');
  expect(screen.getByText('Revenue received').nextSibling).toHaveTextContent('₹1,25,000');
});

it('keeps the chosen tab under admin_active_tab; orders stay at /admin, lists get their own path', async () => {
  panel();
  await screen.findByText('Mens Products');
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  fireEvent.click(screen.getByRole('button', { name: 'Orders' }));
  expect(localStorage.getItem('admin_active_tab')).toBe('orders');
  expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  fireEvent.change(screen.getByLabelText('Admin section'), { target: { value: 'womensall' } });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/allwomens'));
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
  expect(fetchAdminProducts).toHaveBeenCalledWith('womens', expect.anything());
});

it('comes back to the stored tab, and a list path wins over it', async () => {
  localStorage.setItem('admin_active_tab', 'orders');
  const { unmount } = panel();
  expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  unmount();
  panel('/admin/allaccessories');
  expect(await screen.findByRole('heading', { name: 'Accessories' })).toBeInTheDocument();
});

it('says so when the dashboard cannot load, and shows zero counts', async () => {
  counts.mockRejectedValue(new Error('down'));
  panel();
  expect(await screen.findByText('Failed to fetch dashboard data')).toBeInTheDocument();
  expect(screen.getByText('Mens Products').nextSibling).toHaveTextContent('0');
});

it('opens the mobile menu over an overlay and closes it from the overlay', async () => {
  panel();
  await screen.findByText('Mens Products');
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.getByRole('complementary', { name: 'Admin menu' })).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('admin-overlay'));
  expect(screen.queryByRole('complementary', { name: 'Admin menu' })).not.toBeInTheDocument();
});
