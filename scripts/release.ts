/**
 * npm run release -- <remote>            build the remote and keep it as releases/<dir>/<version>/
 * npm run release -- <remote> --use <v>  make version v live (or `current` for the latest build)
 * npm run release -- <remote> --list     the versions released and the one live
 *
 * A release is immutable: its version is the remote's package.json version, and an existing
 * folder is never overwritten. Switching or rolling back changes runtime config only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { builtRemoteProblems } from './contracts/manifestContract';
import { ROOT } from './lib/apps';
import {
  liveFile,
  readLive,
  releasedVersions,
  releaseFolder,
  remoteApp,
  remoteManifestUrl,
  type RemoteApp,
} from './lib/releases';

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function release(app: RemoteApp): void {
  const dir = path.join(ROOT, app.dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const target = releaseFolder(app, version);
  if (fs.existsSync(target))
    throw new Error(`${app.dir} ${version} is already released: raise the version in ${app.dir}/package.json`);
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  // A release the shell cannot load is refused before anyone can switch to it.
  const problems = builtRemoteProblems(app.remote, path.join(dir, 'dist'));
  if (problems.length) throw new Error(`not released, the shell could not load it:\n  ${problems.join('\n  ')}`);

  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(path.join(dir, 'dist'), target, { recursive: true });
  fs.writeFileSync(
    path.join(target, 'release.json'),
    JSON.stringify({ remote: app.remote, version, commit: commit(), releasedAt: new Date().toISOString() }, null, 2),
  );
  console.log(`released ${app.dir} ${version} to ${path.relative(ROOT, target)}`);
  console.log(`make it live: npm run release -- ${app.remote} --use ${version}`);
}

/** Points runtime config at a release; the running shell picks it up on the next page load. */
function goLive(app: RemoteApp, version: string): void {
  const live = readLive();
  if (version === 'current') delete live[app.remote];
  else {
    if (!releasedVersions(app).includes(version))
      throw new Error(
        `${app.dir} ${version} is not released (released: ${releasedVersions(app).join(', ') || 'none'})`,
      );
    live[app.remote] = version;
  }
  fs.mkdirSync(path.dirname(liveFile()), { recursive: true });
  fs.writeFileSync(liveFile(), JSON.stringify(live, null, 2));
  // The running shell reads runtime config at every page load: no restart, no rebuild.
  const runtime = path.join(ROOT, 'shell', 'dist', 'runtime-config.json');
  if (fs.existsSync(runtime)) {
    const config = JSON.parse(fs.readFileSync(runtime, 'utf8')) as { remotes: Record<string, string> };
    config.remotes[app.remote] = remoteManifestUrl(app);
    fs.writeFileSync(runtime, JSON.stringify(config, null, 2));
  }
  console.log(`${app.remote}: ${version === 'current' ? 'the current build' : version} is live`);
}

function main() {
  const [name, ...rest] = process.argv.slice(2);
  const app = remoteApp(name);
  if (rest[0] === '--use') return goLive(app, rest[1] ?? 'current');
  if (rest[0] === '--list') {
    const live = readLive()[app.remote] ?? 'current build';
    return console.log(`${app.dir}: released ${releasedVersions(app).join(', ') || 'nothing yet'}; live: ${live}`);
  }
  return release(app);
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
