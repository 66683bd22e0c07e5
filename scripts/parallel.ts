/**
 * Runs npm scripts side by side: `tsx scripts/parallel.ts typecheck lint`. The typecheck and lint
 * are one process each, on one core each, so on CI's two cores the pair takes as long as the
 * longer of the two instead of both. Each one's output is printed whole when it ends (not
 * interleaved), and a line each minute names those still running (a CI log that stays silent
 * for the browser tests' ten minutes looks hung); the run fails when any of them failed.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './lib/apps';

function runScript(name: string): Promise<boolean> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', name], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

async function main() {
  const names = process.argv.slice(2);
  if (!names.length) throw new Error('name the npm scripts to run: tsx scripts/parallel.ts typecheck lint');
  const started = Date.now();
  const running = new Set(names);
  const heartbeat = setInterval(() => {
    const minutes = Math.round((Date.now() - started) / 60_000);
    console.log(`still running after ${minutes} min: ${[...running].join(', ')}`);
  }, 60_000);
  const passed = await Promise.all(
    names.map(async (name) => {
      const ok = await runScript(name);
      running.delete(name);
      return ok;
    }),
  );
  clearInterval(heartbeat);
  if (passed.includes(false)) process.exit(1);
}

void main();
