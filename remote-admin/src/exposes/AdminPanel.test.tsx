import { HttpResponse } from 'msw';
import { permissionsOf, type StaffRole } from '@store/shared/schemas';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AdminPanel from './AdminPanel';

const server = setupApiServer();

beforeEach(() => {
  localStorage.clear();
  server.use(
    api.get('/admin/counts', () =>
      HttpResponse.json({
        mens: 13,
        womens: 22,
        accessories: 9,
        orders: { total: 4, paid: 3, partialPaid: 1, completed: 2 },
        revenueReceived: 125000,
      }),
    ),
    api.get('/admin/orders', () => HttpResponse.json([])),
    api.get('/admin/payments/unapplied', () => HttpResponse.json([])),
    api.get('/products/admin/:section', () => HttpResponse.json([])),
    api.get('/admin/stock/summary', () => HttpResponse.json({ low: [], out: [] })),
    api.get('/admin/bags/figures', ({ request }) =>
      HttpResponse.json({
        days: Number(new URL(request.url).searchParams.get('days')),
        left: 12,
        reminded: 9,
        reminders: 14,
        recovered: 3,
        recoveredRevenue: 7497,
      }),
    ),
  );
});

/** The panel as a member of this role sees it (the session answer carries her permissions). */
const panel = (route = '/admin', role: StaffRole = 'owner') =>
  renderWithStore(<AdminPanel />, {
    route,
    path: '/admin/*',
    preloadedState: {
      session: { currentUser: { email: `${role}@elegance.local`, role, permissions: [...permissionsOf(role)] } },
    },
  });

// The section menu's options (the dashboard's own menus, the left bags' period, are not tabs).
const tabNames = () =>
  within(screen.getByRole('combobox', { name: 'Admin section' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

it('shows a role only its tabs: support no coupons, team or revenue; the workshop production alone', async () => {
  server.use(
    api.get('/admin/counts', () =>
      HttpResponse.json({
        mens: 1,
        womens: 2,
        accessories: 3,
        orders: { total: 4, paid: 3, partialPaid: 1, completed: 2 },
      }),
    ),
  );
  const { unmount } = panel('/admin', 'support');
  expect(await screen.findByText('Mens Products')).toBeInTheDocument();
  expect(screen.queryByText('Revenue received')).not.toBeInTheDocument();
  expect(tabNames()).toEqual([
    'Dashboard',
    'Orders',
    'Production',
    'Shipping',
    'Returns',
    'Search',
    'Mens',
    'Womens',
    'Accessories',
    'Reviews',
  ]);
  unmount();
  // A tab kept from another member's session is not one the workshop may open: she lands on hers.
  localStorage.setItem('admin_active_tab', 'coupons');
  server.use(
    api.get('/admin/production', () =>
      HttpResponse.json([
        {
          orderId: 'o1',
          orderNumber: 'ELG-2026-000042',
          lineId: 'l1',
          name: 'Bandhgala',
          size: { custom: true, chest: 40 },
          stage: 'cutting',
          dispatchBy: null,
        },
      ]),
    ),
  );
  panel('/admin', 'workshop');
  expect(tabNames()).toEqual(['Production']);
  expect(await screen.findByText('Bandhgala')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Move Bandhgala of ELG-2026-000042' })).toBeInTheDocument();
});

it('shows the owner every tab, the Team among them', async () => {
  panel();
  await screen.findByText('Mens Products');
  expect(tabNames()).toContain('Team');
  expect(tabNames()).toContain('Coupons');
});

it('opens on the dashboard with the three product counts', async () => {
  panel();
  expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByText('Mens Products')).toBeInTheDocument();
  expect(screen.getByText('Luxury Accessories').nextSibling).toHaveTextContent('9');
  expect(screen.getByText('Revenue received').nextSibling).toHaveTextContent('₹1,25,000');
  expect(await screen.findByText('All sizes in stock')).toBeInTheDocument();
});

it('shows the left bags of a period: left, reminded, recovered and their revenue', async () => {
  const { user } = panel();
  const card = await screen.findByRole('region', { name: 'Left bags' });
  await waitFor(() => expect(card).toHaveTextContent('Recovered revenue₹7,497'));
  expect(card).toHaveTextContent('Bags left12');
  expect(requestsTo('GET /admin/bags/figures')).toMatchObject([{ query: { days: '7' } }]);
  await user.selectOptions(screen.getByLabelText('Period'), '30');
  await waitFor(() => expect(requestsTo('GET /admin/bags/figures')).toHaveLength(2));
  expect(requestsTo('GET /admin/bags/figures')[1]).toMatchObject({ query: { days: '30' } });
});

it('keeps the chosen tab under admin_active_tab; orders stay at /admin, lists get their own path', async () => {
  const { user } = panel();
  await screen.findByText('Mens Products');
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('button', { name: 'Orders' }));
  expect(localStorage.getItem('admin_active_tab')).toBe('orders');
  expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  await user.selectOptions(screen.getByLabelText('Admin section'), 'womensall');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/allwomens'));
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
  expect(requestsTo('GET /products/admin/:section')).toMatchObject([{ path: '/products/admin/womens' }]);
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
  server.use(api.get('/admin/counts', () => HttpResponse.error()));
  panel();
  expect(await screen.findByText('Failed to fetch dashboard data')).toBeInTheDocument();
  expect(screen.getByText('Mens Products').nextSibling).toHaveTextContent('0');
});

it('opens the mobile menu over an overlay and closes it from the overlay', async () => {
  const { user } = panel();
  await screen.findByText('Mens Products');
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.getByRole('complementary', { name: 'Admin menu' })).toBeInTheDocument();
  await user.click(screen.getByTestId('admin-overlay'));
  expect(screen.queryByRole('complementary', { name: 'Admin menu' })).not.toBeInTheDocument();
});
