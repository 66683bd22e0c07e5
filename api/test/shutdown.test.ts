import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnApi, waitForReady } from '../../scripts/lib/apiProcess';

/**
 * Stopping the API as an orchestrator does (SIGTERM): readiness fails at once so the load
 * balancer drains it, requests still in flight finish, then the process exits cleanly.
 */
it('drains on SIGTERM: readiness fails first, a slow request in flight completes, then it exits', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-shutdown-'));
  const url = 'http://127.0.0.1:4491';
  const api = spawnApi(
    {
      ...process.env,
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      API_PORT: '4491',
      PUBLIC_API_URL: url,
      SEED_DEMO_DATA: 'false',
      BENCH_CEILING: '1',
      // Long enough that, on a loaded machine, the request sent just before the signal has arrived;
      // the request (3 s) still outlasts it, so closing waits for it.
      SHUTDOWN_DRAIN_MS: '2000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    'ignore',
  );
  try {
    // A fresh embedded database migrates first: on a loaded two-core machine that takes minutes.
    await waitForReady(url, api, 150_000);
    const exited = new Promise<number | null>((resolve) => api.once('exit', resolve));
    const slow = fetch(`${url}/__bench/ceiling?bytes=10&delayMs=3000`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    api.kill('SIGTERM');
    // Within the drain window readiness turns 503 (as soon as the process has read the signal).
    const signalled = Date.now();
    let ready = await fetch(`${url}/ready`);
    while (ready.status === 200 && Date.now() - signalled < 1_500) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      ready = await fetch(`${url}/ready`);
    }
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: 'Shutting down' });
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(`"${'x'.repeat(8)}"`);
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  } finally {
    if (api.exitCode === null) api.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 200_000);
