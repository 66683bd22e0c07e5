import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RuntimeConfig } from '@store/shared/config';

/** Registers the four remotes from runtime config: moving a remote needs no shell rebuild. */
export function registerStoreRemotes(config: RuntimeConfig, options?: { force?: boolean }): void {
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })),
    options,
  );
}

export { REMOTE_MODULES, type RemoteModuleId } from './contract';
