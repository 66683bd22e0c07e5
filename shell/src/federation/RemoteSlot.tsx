import { loadRemote } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@store/shared/config';
import { StatusText } from '@store/shared/ui';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PageShown } from '../app/pageShown';
import { useT } from '../i18n';
import { RemoteBoundary } from './RemoteBoundary';
import { registerStoreRemotes, type RemoteModuleId } from './remotes';
import { RemoteUnavailable } from './RemoteUnavailable';

type Loaded = { default: ComponentType };

/**
 * Remote modules already in hand, drawn at once in the slot's place: on the render server the
 * page's (node containers); in the browser, the module of a page the server drew, loaded before
 * hydration starts (bootstrap.tsx). Hydrating it lazily would suspend the slot, and any update
 * reaching the slot before the module arrived (the kept bag, the router's first replace) made
 * React throw the drawn HTML away and redraw it from its fallback: the page flashed "Loading...",
 * and a click or an open list in between was lost.
 */
export const ServerRenderedModules = createContext<Partial<Record<RemoteModuleId, ComponentType>>>({});

/** The module for `id`, loaded (with the slot's retries), for hydrating a drawn page with it at once. */
export async function preloadRemoteModule(id: RemoteModuleId): Promise<ComponentType> {
  return (await importRemote(id)).default;
}

/** Waits before each further try: a remote restarting or a flaky network gets a moment. */
export const RETRY_DELAYS_MS = [400, 1200];

async function importOnce(id: RemoteModuleId): Promise<Loaded> {
  const module = await loadRemote<Loaded>(id);
  if (!module || typeof module.default !== 'function') throw new Error(`remote module ${id} did not load`);
  return module;
}

/** Loads a remote module, trying again with backoff before the slot shows its fallback. */
async function importRemote(id: RemoteModuleId): Promise<Loaded> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await importOnce(id);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      // Forget the failed container so the runtime fetches the manifest afresh.
      registerStoreRemotes(getRuntimeConfig(), { force: true });
    }
  }
}

/**
 * One remote module in its own failure slot: while loading it shows `loading`; if the remote
 * is down, its manifest is bad or it throws, only this slot shows the fallback with Retry.
 */
export function RemoteSlot({
  id,
  loading,
  unavailable = (onRetry) => <RemoteUnavailable onRetry={onRetry} />,
}: {
  id: RemoteModuleId;
  loading?: ReactNode;
  /** What the slot shows when the remote cannot be loaded; given the Retry action. */
  unavailable?: (onRetry: () => void) => ReactNode;
}) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry really loads again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the point: it forces a fresh load
  const lazyModule = useMemo(() => lazy(() => importRemote(id)), [id, attempt]);
  const Module = useContext(ServerRenderedModules)[id] ?? lazyModule;
  const retry = () => {
    // Forget the failed container so the runtime fetches the manifest afresh.
    registerStoreRemotes(getRuntimeConfig(), { force: true });
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary name={id} onRetry={retry} fallback={unavailable}>
      <Suspense fallback={loading ?? <StatusText role="status">{t('shell.remote.loading')}</StatusText>}>
        <Module />
        <PageShown />
      </Suspense>
    </RemoteBoundary>
  );
}
