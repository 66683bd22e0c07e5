/**
 * What the shell expects of its remotes, kept free of runtime imports so the contract check
 * (`npm run check:contracts`) can read it: the modules it loads, and the props it passes them.
 */
export const REMOTE_MODULES = {
  catalog: ['Home', 'Listing', 'ProductDetail', 'Wishlist', 'Search'],
  checkout: ['CartDrawer', 'Checkout', 'OrderSuccess', 'ConfirmOrder', 'GiftCards', 'RestoreBag'],
  account: ['LoginModal', 'CustomerDashboard', 'DeliveryIssue'],
  admin: ['AdminLogin', 'AdminPanel'],
} as const;

type Modules = typeof REMOTE_MODULES;
export type RemoteModuleId = {
  [R in keyof Modules]: `${R}/${Modules[R][number]}`;
}[keyof Modules];

/**
 * The shell renders every remote module as `<Module />`: no props. Remotes read what they need
 * from the router and the shared store, so a module that requires a prop breaks the contract.
 */
export type ShellProps = Record<string, never>;
