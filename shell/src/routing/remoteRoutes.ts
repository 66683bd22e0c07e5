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
  { path: '/search', module: 'catalog/Search' },
  { path: '/wishlist', module: 'catalog/Wishlist' },
  { path: '/checkout', module: 'checkout/Checkout' },
  { path: '/ordersuccess', module: 'checkout/OrderSuccess' },
  { path: '/confirm-order', module: 'checkout/ConfirmOrder' },
  { path: '/gift-cards', module: 'checkout/GiftCards' },
  { path: '/gift-cards/balance', module: 'checkout/GiftCards' },
  { path: '/bag/:token', module: 'checkout/RestoreBag' },
  { path: '/adminlogin', module: 'admin/AdminLogin' },
  { path: '/customer-dashboard', module: 'account/CustomerDashboard' },
  { path: '/delivery-issue/:token', module: 'account/DeliveryIssue' },
  { path: '/admin', module: 'admin/AdminPanel' },
  { path: '/admin/*', module: 'admin/AdminPanel' },
];

/** The pages the shell renders itself; every other path outside REMOTE_ROUTES is not found. */
export const SHELL_PATHS = ['/unauthorized', '/login', '/register', '/terms', '/privacy', '/help'] as const;
export type ShellPath = (typeof SHELL_PATHS)[number];

/** The module a path renders and the route's params, matched as the router does (`:param`, `/*`). */
export function remoteRouteFor(
  pathname: string,
): { module: RemoteModuleId; params: Record<string, string> } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of REMOTE_ROUTES) {
    const parts = route.path.split('/').filter(Boolean);
    const wildcard = parts.at(-1) === '*';
    const fixed = wildcard ? parts.slice(0, -1) : parts;
    if (wildcard ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    const params: Record<string, string> = {};
    const fits = fixed.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = decodeURIComponent(segment);
      return true;
    });
    if (fits) return { module: route.module, params };
  }
  return undefined;
}

/** The module a path renders, if a remote renders it. */
export function remoteModuleFor(pathname: string): RemoteModuleId | undefined {
  return remoteRouteFor(pathname)?.module;
}
