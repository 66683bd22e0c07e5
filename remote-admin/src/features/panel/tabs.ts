import { LIST_PATHS } from '../../lib/listPaths';

/** The panel's tabs (product §2): dashboard, insights, add-product and orders live at /admin, lists at their own paths. */
export const TABS = [
  { id: 'dashboard', label: 'Dashboard', path: '/admin' },
  { id: 'insights', label: 'Insights', path: '/admin' },
  { id: 'add-product', label: 'Add Product', path: '/admin' },
  { id: 'orders', label: 'Orders', path: '/admin' },
  { id: 'shipping', label: 'Shipping', path: '/admin' },
  { id: 'returns', label: 'Returns', path: '/admin' },
  { id: 'mensall', label: 'Mens', path: LIST_PATHS.mens, section: 'mens' },
  { id: 'womensall', label: 'Womens', path: LIST_PATHS.womens, section: 'womens' },
  { id: 'accessoriesall', label: 'Accessories', path: LIST_PATHS.accessories, section: 'accessories' },
  { id: 'coupons', label: 'Coupons', path: '/admin' },
  { id: 'reviews', label: 'Reviews', path: '/admin' },
  { id: 'jobs', label: 'Failed jobs', path: '/admin' },
] as const;

export type TabId = (typeof TABS)[number]['id'];
export const ACTIVE_TAB_KEY = 'admin_active_tab';

const isTab = (value: unknown): value is TabId => TABS.some((tab) => tab.id === value);

/** The list paths choose their tab; /admin shows the tab kept in browser storage (default dashboard). */
export function tabForLocation(pathname: string): TabId {
  const byPath = TABS.find((tab) => tab.path !== '/admin' && pathname.startsWith(tab.path));
  if (byPath) return byPath.id;
  const stored = localStorage.getItem(ACTIVE_TAB_KEY);
  return isTab(stored) ? stored : 'dashboard';
}
