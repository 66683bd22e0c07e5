/**
 * What Module Federation shares, once on the page. The store, router and styles are shared
 * state and must be; axios holds none, but shared it is fetched once for all, not once per
 * remote (about 22 KB gzip). The router is shared through '@store/shared/router' (see there),
 * and Redux Toolkit (RTK Query included) through '@store/shared/store': a shared package cannot
 * be tree-shaken, so sharing the toolkit itself shipped all of it; the store module carries only
 * what it uses, and its one API slice is the same object for the shell and every remote.
 * Lingui comes through '@store/shared/i18n': one instance, so the page's language is every app's.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  '@store/shared/router',
  'react-redux',
  '@store/shared/store',
  '@store/shared/i18n',
  'styled-components',
  'react-toastify',
  'axios',
] as const;

/**
 * Shared, but fetched with the first use rather than with the page: toasts (see @store/shared/ui
 * notify), and axios, which the store's API slice loads with its first call (a page the server
 * drew has its answers already). The shell's own first-load code may not import them statically.
 */
export const LOADED_ON_DEMAND: ReadonlySet<string> = new Set(['react-toastify', 'axios']);

/** The package a shared name comes from, whose version range the apps declare. */
export function packageOf(shared: string): string {
  const parts = shared.split('/');
  return parts.slice(0, shared.startsWith('@') ? 2 : 1).join('/');
}
