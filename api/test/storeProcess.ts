import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { spawnApi } from '../../scripts/lib/apiProcess';

export interface StoreProcess {
  child: ChildProcess;
  /** Everything it has printed so far, each chunk marked with its name. */
  output(): string;
  /** Resolves with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * The API (`npm start`'s api/src/server.ts) or `npm run worker` as a process of its own, as a
 * test runs several on one database: quiet, no demo data, no metrics listener, and what it
 * printed kept for the test's failure message.
 */
export function storeProcess(
  name: string,
  entry: 'api/src/server.ts' | 'api/src/worker.ts',
  env: NodeJS.ProcessEnv,
): StoreProcess {
  const child = spawnApi(
    {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    'pipe',
    entry,
  );
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => output.push(`[${name}] ${chunk}`));
  return {
    child,
    output: () => output.join(''),
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
}

/** SIGTERM to those still running, then waits for every one to exit. */
export async function stopAll(processes: readonly StoreProcess[]): Promise<void> {
  for (const { child } of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(processes.map((process) => process.exited));
}

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
