import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { packageOf, SINGLETONS } from '../../shared/build/singletons';
import { STORE_CONTRACT, type StoreContract } from '../../shared/src/store/storeContract';
import { REMOTE_MODULES } from '../../shell/src/federation/contract';
import { ROOT } from '../lib/apps';

type RemoteName = keyof typeof REMOTE_MODULES;

/** The parts of a Module Federation `mf-manifest.json` the contract reads. */
export interface Manifest {
  name: string;
  metaData?: {
    buildInfo?: { buildVersion?: string };
    storeContract?: Omit<StoreContract, 'tagTypes'> & { tagTypes?: string[] };
  };
  exposes: { name: string; path: string }[];
  shared: { name: string; version: string; singleton?: boolean }[];
}

/**
 * What a remote's built manifest must offer the shell: its container name, every module the
 * shell loads, and each singleton the shell shares at a version inside the shell's range.
 * Returns the problems found, each a sentence naming the remote.
 */
export function manifestProblems(
  remote: string,
  manifest: Manifest,
  modules: readonly string[],
  shellRanges: Record<string, string>,
  store: { version: number; actions: readonly string[]; tagTypes: readonly string[] } = STORE_CONTRACT,
): string[] {
  const problems: string[] = [];
  const built = manifest.metaData?.storeContract;
  if (!built) problems.push(`${remote}: its manifest carries no store contract (built before it: rebuild)`);
  else {
    if (built.version !== store.version)
      problems.push(`${remote}: built for store contract ${built.version}, the shell's is ${store.version}`);
    for (const action of built.actions)
      if (!store.actions.includes(action))
        problems.push(`${remote}: dispatches ${action}, which the shell's store does not know`);
    // Its endpoints tag the shell's one API slice, which knows only its own tag types.
    for (const tag of built.tagTypes ?? [])
      if (!store.tagTypes.includes(tag))
        problems.push(`${remote}: tags its answers ${tag}, a type the shell's API slice does not have`);
  }
  if (manifest.name !== remote) problems.push(`${remote}: the manifest names its container '${manifest.name}'`);
  const exposed = new Set(manifest.exposes.map((entry) => entry.name));
  for (const module of modules)
    if (!exposed.has(module)) problems.push(`${remote}: does not expose ${module}, which the shell loads`);
  for (const [name, range] of Object.entries(shellRanges)) {
    const shared = manifest.shared.find((entry) => entry.name === name);
    if (!shared) problems.push(`${remote}: does not share ${name} (the shell shares it as a singleton)`);
    else if (!shared.singleton) problems.push(`${remote}: shares ${name} but not as a singleton`);
    else if (!semver.satisfies(shared.version, range))
      problems.push(`${remote}: ships ${name} ${shared.version}, outside the shell's ${range}`);
  }
  return problems;
}

/** The shell's version range for each shared singleton, from its package.json. */
export function shellSingletonRanges(): Record<string, string> {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.fromEntries(SINGLETONS.map((name) => [name, dependencies[packageOf(name)] as string]));
}

/** `manifestProblems` for a built remote folder (its dist, or a release) against the shell's contract. */
export function builtRemoteProblems(remote: RemoteName, folder: string): string[] {
  const file = path.join(folder, 'mf-manifest.json');
  if (!fs.existsSync(file)) return [`${remote}: no build at ${path.relative(ROOT, folder)} (npm run build)`];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  return manifestProblems(remote, manifest, REMOTE_MODULES[remote], shellSingletonRanges());
}
