/**
 * What Module Federation shares, once on the page. The store, router and styles are shared
 * state and must be; axios holds none, but shared it is fetched once for all, not once per
 * remote (about 14 KB gzip). The router is shared through '@store/shared/router' (see there),
 * and Redux Toolkit through '@store/shared/store': a shared package cannot be tree-shaken, so
 * sharing the toolkit itself shipped all of it; the store module carries only what it uses.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  '@store/shared/router',
  'react-redux',
  '@store/shared/store',
  'styled-components',
  'react-toastify',
  'axios',
] as const;

/** Shared, but fetched with the first use rather than with the page (see @store/shared/ui notify). */
export const LOADED_ON_DEMAND: ReadonlySet<string> = new Set(['react-toastify']);

/** The package a shared name comes from, whose version range the apps declare. */
export function packageOf(shared: string): string {
  const parts = shared.split('/');
  return parts.slice(0, shared.startsWith('@') ? 2 : 1).join('/');
}
