import type { Permission } from '@store/shared/schemas';
import { mayDo, type CurrentUser } from '@store/shared/store';
import { LIST_PATHS } from '../../lib/listPaths';

/**
 * The panel's tabs (product §2): dashboard, insights, add-product and orders live at /admin, lists at
 * their own paths. Each names the permission it needs: a role without it does not see the tab
 * (the API refuses its calls anyway).
 */
export const TABS = [
  { id: 'dashboard', label: 'Dashboard', path: '/admin', needs: 'dashboard' },
  { id: 'insights', label: 'Insights', path: '/admin', needs: 'reports.revenue' },
  { id: 'add-product', label: 'Add Product', path: '/admin', needs: 'catalog.prices' },
  { id: 'orders', label: 'Orders', path: '/admin', needs: 'orders' },
  { id: 'production', label: 'Production', path: '/admin', needs: 'production' },
  { id: 'shipping', label: 'Shipping', path: '/admin', needs: 'shipping' },
  { id: 'returns', label: 'Returns', path: '/admin', needs: 'returns' },
  { id: 'search', label: 'Search', path: '/admin', needs: 'catalog' },
  { id: 'mensall', label: 'Mens', path: LIST_PATHS.mens, section: 'mens', needs: 'catalog' },
  { id: 'womensall', label: 'Womens', path: LIST_PATHS.womens, section: 'womens', needs: 'catalog' },
  {
    id: 'accessoriesall',
    label: 'Accessories',
    path: LIST_PATHS.accessories,
    section: 'accessories',
    needs: 'catalog',
  },
  { id: 'coupons', label: 'Coupons', path: '/admin', needs: 'coupons' },
  { id: 'gift-cards', label: 'Gift cards', path: '/admin', needs: 'credit' },
  { id: 'reviews', label: 'Reviews', path: '/admin', needs: 'reviews' },
  { id: 'jobs', label: 'Failed jobs', path: '/admin', needs: 'settings' },
  { id: 'team', label: 'Team', path: '/admin', needs: 'staff' },
] as const satisfies readonly { id: string; label: string; path: string; section?: string; needs: Permission }[];

export type TabId = (typeof TABS)[number]['id'];
export type Tab = (typeof TABS)[number];

/** The tabs this member's role may use. */
export const tabsFor = (user: CurrentUser | null | undefined): Tab[] => TABS.filter((tab) => mayDo(user, tab.needs));
export const ACTIVE_TAB_KEY = 'admin_active_tab';

const isTab = (value: unknown): value is TabId => TABS.some((tab) => tab.id === value);

/**
 * The list paths choose their tab; /admin shows the tab kept in browser storage (default the
 * first of `tabs`, the dashboard for most): only ever one of `tabs`, those the member may use.
 */
export function tabForLocation(pathname: string, tabs: readonly Tab[] = TABS): TabId | null {
  const byPath = tabs.find((tab) => tab.path !== '/admin' && pathname.startsWith(tab.path));
  if (byPath) return byPath.id;
  const stored = localStorage.getItem(ACTIVE_TAB_KEY);
  return isTab(stored) && tabs.some((tab) => tab.id === stored) ? stored : (tabs[0]?.id ?? null);
}
