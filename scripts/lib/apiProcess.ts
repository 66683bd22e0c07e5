import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './apps';

/**
 * The API as its own process, as `npm start` runs it. tsx is a loader here, not its CLI, so the
 * child is the server itself: signals reach it directly and its memory can be read (the soak).
 */
export function spawnApi(
  env: NodeJS.ProcessEnv,
  /** 'pipe' gives the caller both streams (a test keeps what the process said). */
  stdout: 'inherit' | 'ignore' | 'pipe' = 'inherit',
  /** api/src/worker.ts runs the job worker the same way. */
  entry = 'api/src/server.ts',
  /** Node's own flags before the entry (a bench's `--cpu-prof`). */
  nodeFlags: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', stdout, stdout === 'pipe' ? 'pipe' : 'inherit'],
  });
}

/** Resolves once `${url}/ready` answers 200; fails if the process exits or time runs out. */
export async function waitForReady(url: string, api: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`API exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet, or too busy to answer within 2 s
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API not ready after ${timeoutMs} ms`);
}

/** SIGTERM, then waits for the exit (the API closes its connections first). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
