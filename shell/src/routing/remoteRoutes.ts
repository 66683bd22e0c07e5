import type { RemoteModuleId } from '../federation/contract';

/**
 * The routes a remote module renders. AppRoutes renders them, and the early start
 * (federation/earlyStart.ts) reads them to fetch the page's remote before the shell has loaded,
 * so the two cannot disagree. Data only: the early start must stay a few hundred bytes.
 */
export const REMOTE_ROUTES: readonly { path: string; module: RemoteModuleId }[] = [
  { path: '/', module: 'catalog/Home' },
  { path: '/mens', module: 'catalog/Listing' },
  { path: '/womens', module: 'catalog/Listing' },
  { path: '/accessories', module: 'catalog/Listing' },
  { path: '/product/:id', module: 'catalog/ProductDetail' },
  { path: '/checkout', module: 'checkout/Checkout' },
  { path: '/ordersuccess', module: 'checkout/OrderSuccess' },
  { path: '/adminlogin', module: 'admin/AdminLogin' },
  { path: '/customer-dashboard', module: 'account/CustomerDashboard' },
  { path: '/admin', module: 'admin/AdminPanel' },
  { path: '/admin/*', module: 'admin/AdminPanel' },
];

/** The module a path renders, matching as the router does for these patterns (`:param`, `/*`). */
export function remoteModuleFor(pathname: string): RemoteModuleId | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const matches = (pattern: string) => {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.at(-1) === '*') return segments.length >= parts.length - 1 && parts.slice(0, -1).every(fits);
    return parts.length === segments.length && parts.every(fits);
    function fits(part: string, index: number) {
      return part.startsWith(':') ? Boolean(segments[index]) : part === segments[index];
    }
  };
  return REMOTE_ROUTES.find((route) => matches(route.path))?.module;
}
