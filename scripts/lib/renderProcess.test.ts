import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnRenderServer } from './renderProcess';

/**
 * The render server stopped as an orchestrator stops it (SIGTERM): readiness fails at once, a
 * page still being drawn is finished, then the process exits. The page waits on an API that
 * answers slowly (a stand-in for a busy API, on loopback).
 */
it('drains on SIGTERM: readiness fails first, the page in flight is sent, then it exits', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-render-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  const slowApi = http.createServer((request, response) => {
    const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"version":1}');
    if (request.url === '/catalog/version') setTimeout(answer, 700);
    else response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => slowApi.listen(4492, '127.0.0.1', resolve));
  const render = await spawnRenderServer(
    { ...process.env, SHUTDOWN_DRAIN_MS: '300' },
    { port: 4493, root, apiUrl: 'http://127.0.0.1:4492', publicOrigin: 'http://shop.test', alone: true },
  );
  try {
    const exited = new Promise<number | null>((resolve) => render.process.once('exit', resolve));
    const page = fetch('http://127.0.0.1:4493/unauthorized');
    await new Promise((resolve) => setTimeout(resolve, 100));
    render.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch('http://127.0.0.1:4493/__ready')).status).toBe(503);
    const answer = await page;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<div id="root"></div>');
    expect(await exited).toBe(0);
    await expect(fetch('http://127.0.0.1:4493/__ready')).rejects.toThrow();
  } finally {
    await render.close();
    slowApi.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}, 60_000);
