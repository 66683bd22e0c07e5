/**
 * npm run check:contracts [-- catalog=releases/remote-catalog/0.2.0 ...]
 * Checks every remote's build (or the named release folders) against what the shell expects:
 * its exposes, its shared singletons' versions, and the props of each exposed module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_MODULES } from '../shell/src/federation/contract';
import { SINGLETONS } from '../shared/build/singletons';
import { manifestProblems, type Manifest } from './contracts/manifestContract';
import { propsProblems } from './contracts/propsContract';
import { APPS, ROOT } from './lib/apps';

const overrides = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split('=') as [string, string]));
const shellDeps = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies;
const shellRanges = Object.fromEntries(SINGLETONS.map((name) => [name, shellDeps[name] as string]));

const problems: string[] = [];
const exposed: { id: string; file: string }[] = [];
for (const app of APPS) {
  if (!app.remote) continue;
  const modules = REMOTE_MODULES[app.remote];
  const folder = path.resolve(ROOT, overrides[app.remote] ?? path.join(app.dir, 'dist'));
  const manifestFile = path.join(folder, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile))
    problems.push(`${app.remote}: no build at ${path.relative(ROOT, folder)} (npm run build)`);
  else {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    problems.push(...manifestProblems(app.remote, manifest, modules, shellRanges));
  }
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
