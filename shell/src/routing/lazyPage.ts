import { lazy, type ComponentType } from 'react';

type Loaded = { default: ComponentType };

/**
 * A page whose code loads when opened, and which can be loaded ahead: a page the server drew is
 * hydrated with its code already in hand (see bootstrap.tsx). A lazy component hydrated before its
 * code arrives suspends, and the first update reaching it throws the drawn HTML away. Once
 * loaded, the lazy component is handed a thenable that resolves at once, so React reads it in
 * the same render instead of suspending for a microtask.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined; // tried again when opened
        throw error;
      },
    ));
  const settled = (page: ComponentType) => ({
    then: (resolve: (module: Loaded) => void) => resolve({ default: page }),
  });
  const Page = lazy(() =>
    loaded ? (settled(loaded) as unknown as Promise<Loaded>) : preload().then((page) => ({ default: page })),
  );
  return { Page, preload };
}
