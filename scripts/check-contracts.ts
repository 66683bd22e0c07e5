/**
 * npm run check:contracts [-- catalog=releases/remote-catalog/0.2.0 ...]
 * Checks every remote's build (or the named release folders) against what the shell expects:
 * its exposes, its shared singletons' versions, and the props of each exposed module.
 */
import path from 'node:path';
import { REMOTE_MODULES } from '../shell/src/federation/contract';
import { SINGLETONS } from '../shared/build/singletons';
import { builtRemoteProblems } from './contracts/manifestContract';
import { propsProblems } from './contracts/propsContract';
import { APPS, ROOT } from './lib/apps';

const overrides = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split('=') as [string, string]));
const problems: string[] = [];
const exposed: { id: string; file: string }[] = [];
for (const app of APPS) {
  if (!app.remote) continue;
  const modules = REMOTE_MODULES[app.remote];
  const folder = path.resolve(ROOT, overrides[app.remote] ?? path.join(app.dir, 'dist'));
  problems.push(...builtRemoteProblems(app.remote, folder));
  for (const module of modules)
    exposed.push({ id: `${app.remote}/${module}`, file: path.join(ROOT, app.dir, 'src', 'exposes', `${module}.tsx`) });
}
problems.push(
  ...propsProblems(
    exposed,
    path.join(ROOT, 'shell', 'src', 'federation', 'contract.ts'),
    path.join(ROOT, 'tsconfig.json'),
  ),
);

if (problems.length) {
  console.error(`contract check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`contracts hold: ${exposed.length} modules of 4 remotes, ${SINGLETONS.length} shared singletons`);
