import {
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, takeEarlyRead, type RuntimeConfig } from '@store/shared/config';
import { remoteVersions } from './remoteVersions';

/**
 * Hands the runtime the manifest the early start (earlyStart.ts) already fetched, once: a later
 * load of the same remote (Retry after a failure) fetches afresh.
 */
const earlyManifests: ModuleFederationRuntimePlugin = {
  name: 'store-early-manifests',
  fetch(url, init) {
    if (!window.__STORE_EARLY_START__?.reads[url]) return;
    return takeEarlyRead(url).then((early) =>
      early ? new Response(early.body, { headers: { 'Content-Type': 'application/json' } }) : fetch(url, init),
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
