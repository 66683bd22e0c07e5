import {
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@store/shared/config';
import { remoteVersions } from './remoteVersions';

/**
 * Hands the runtime the manifests the early start (earlyStart.ts) already fetched, each once:
 * a later load of the same remote (Retry after a failure) fetches afresh.
 */
const earlyManifests: ModuleFederationRuntimePlugin = {
  name: 'store-early-manifests',
  fetch(url, init) {
    const manifests = window.__STORE_EARLY_START__?.manifests;
    const early = manifests?.[url];
    if (!manifests || !early) return;
    delete manifests[url];
    return early.then((text) =>
      text === null ? fetch(url, init) : new Response(text, { headers: { 'Content-Type': 'application/json' } }),
    );
  },
};

/** Registers the four remotes from runtime config: moving a remote needs no shell rebuild. */
export function registerStoreRemotes(config: RuntimeConfig, options?: { force?: boolean }): void {
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })),
    options,
  );
}

/** At start: the runtime takes over what the early start fetched, and reports versions. */
export function installRuntimePlugins(): void {
  registerPlugins([earlyManifests, remoteVersions]);
}

export { REMOTE_MODULES, type RemoteModuleId } from './contract';
