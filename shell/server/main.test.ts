/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';

const MAIN = path.join(__dirname, 'main.ts');
/** Ports nothing else here uses, should it start after all. */
const PORTS = { PORT: '47391', METRICS_PORT: '47392' };

/** The render server's entry run as its container runs it: exit code and what it printed. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', MAIN],
      {
        env: {
          PATH: process.env.PATH,
          API_INTERNAL_URL: 'http://127.0.0.1:9',
          PUBLIC_SHELL_URL: 'http://shop.test',
          ...PORTS,
          ...env,
        },
        // One that does start is stopped after this (SIGTERM): it was not refused. Long enough for
        // tsx to load it on a loaded 2-core CI machine (8 s was not: killed before its refusal).
        timeout: 25_000,
      },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

it('refuses to start in production when its metrics listen beyond loopback without a token', async () => {
  const refused = await runMain({ NODE_ENV: 'production', METRICS_TOKEN: '' });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(
    'render server: METRICS_TOKEN is required in production when metrics listen beyond loopback (0.0.0.0): ' +
      'set METRICS_TOKEN, or METRICS_HOST=127.0.0.1, or METRICS_PORT=0 to serve none',
  );
  // The same for a listener on another interface than the pages'.
  const elsewhere = await runMain({ NODE_ENV: 'production', HOST: '127.0.0.1', METRICS_HOST: '10.0.0.5' });
  expect(elsewhere.stderr).toContain('beyond loopback (10.0.0.5)');
}, 60_000);

it('refuses to start with every problem of its environment listed, each naming its variable', async () => {
  const refused = await runMain({ PUBLIC_SHELL_URL: '', PORT: 'eighty', RENDER_CACHE: 'sometimes' });
  expect(refused.code).toBe(1);
  expect(refused.stderr.trim().split('\n')).toEqual([
    'render server: PORT must be a whole number from 0 to 65535, not eighty',
    'render server: RENDER_CACHE must be true or false (on or off), not sometimes',
    "render server: PUBLIC_SHELL_URL is required: the site's public origin",
  ]);
}, 60_000);
