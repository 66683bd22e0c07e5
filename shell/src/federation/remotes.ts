import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@store/shared/config';

/** Registers the four remotes from runtime config: moving a remote needs no shell rebuild. */
export function registerStoreRemotes(config: RuntimeConfig, options?: { force?: boolean }): void {
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })),
    options,
  );
}

/** Every module the shell loads, by remote: the contract the remotes' exposes must meet. */
export const REMOTE_MODULES = {
  catalog: ['Home', 'Listing', 'ProductDetail'],
  checkout: ['CartDrawer', 'Checkout', 'OrderSuccess'],
  account: ['LoginModal', 'CustomerDashboard'],
  admin: ['AdminLogin', 'AdminPanel'],
} as const;

type Modules = typeof REMOTE_MODULES;
export type RemoteModuleId = {
  [R in keyof Modules]: `${R}/${Modules[R][number]}`;
}[keyof Modules];
