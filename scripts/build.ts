/**
 * Builds the five front-end apps. Without --force an app is rebuilt only when a source file
 * (its own or @store/shared's) is newer than its build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './lib/apps';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function buildApps(force: boolean): void {
  const sharedMtime = newestMtime(path.join(ROOT, 'shared'));
  for (const app of APPS) {
    const dir = path.join(ROOT, app.dir);
    const stamp = path.join(dir, 'dist', 'index.html');
    const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
    if (!force && built > Math.max(sharedMtime, newestMtime(dir))) continue;
    const started = Date.now();
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'rsbuild'), ['build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.log(`built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (require.main === module) buildApps(process.argv.includes('--force'));
