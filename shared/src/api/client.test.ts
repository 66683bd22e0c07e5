import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_RUNTIME_CONFIG, normalizeRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { apiClient, idempotently } from './client';
import { API_REACHABLE_EVENT, API_UNREACHABLE_EVENT } from './reachability';

/**
 * The shared client against a real HTTP server on loopback, at the network boundary: what a
 * browser page sends (jsdom's XMLHttpRequest, with CORS), and what it does with the answers.
 */
let server: http.Server;
let base = '';
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      if (request.method === 'OPTIONS') {
        response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        response.setHeader('Access-Control-Allow-Headers', 'content-type, x-requested-with, idempotency-key');
        return response.end();
      }
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      // /flaky: a proxy's 502 for each call's first copy (its instance died); /down: always.
      const copies = seen.filter((r) => r.url === request.url && r.body === body).length;
      response.statusCode =
        request.url === '/missing'
          ? 404
          : request.url === '/down' || (request.url === '/flaky' && copies === 1)
            ? 502
            : 200;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ok: request.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiUrl: base });
});

afterAll(async () => {
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  // The page's keep-alive connections would hold Jest open after the run.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

it('reads without the store header (no preflight) and marks state-changing calls', async () => {
  expect((await apiClient().get('/products/mens')).data).toEqual({ ok: '/products/mens' });
  await apiClient().post('/coupons/check', { code: 'WELCOME10' });
  const read = seen.find((r) => r.url === '/products/mens');
  const write = seen.find((r) => r.url === '/coupons/check');
  expect(read?.headers['x-requested-with']).toBeUndefined();
  expect(write?.headers['x-requested-with']).toBe('store');
  expect(JSON.parse(write?.body ?? '{}')).toEqual({ code: 'WELCOME10' });
});

it('announces the API reachable on an answer, even a refusal, and unreachable when nothing answers', async () => {
  const events: string[] = [];
  const listen = (name: string) => window.addEventListener(name, () => events.push(name));
  listen(API_REACHABLE_EVENT);
  listen(API_UNREACHABLE_EVENT);
  await expect(apiClient().get('/missing')).rejects.toMatchObject({ response: { status: 404 } });
  expect(events).toEqual([API_REACHABLE_EVENT]);
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiUrl: 'http://127.0.0.1:9' });
  // jsdom reports the refused connection on the console, as a browser does.
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  // A short timeout: jsdom keeps the request's timeout timer running after the refusal.
  await expect(apiClient().get('/products/mens', { timeout: 300 })).rejects.toBeTruthy();
  expect(events).toEqual([API_REACHABLE_EVENT, API_UNREACHABLE_EVENT]);
  log.mockRestore();
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiUrl: base });
});

describe('a checkout call sent with an idempotency key', () => {
  it('is sent once more, with the same key, when a proxy answers 502; a call without a key is not', async () => {
    expect((await apiClient().post('/flaky', { pay: 1 }, idempotently())).data).toEqual({ ok: '/flaky' });
    const copies = seen.filter((r) => r.url === '/flaky');
    expect(copies).toHaveLength(2);
    expect(copies[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(copies[1]?.headers['idempotency-key']).toBe(copies[0]?.headers['idempotency-key']);
    expect(copies[1]?.body).toBe(copies[0]?.body);

    await expect(apiClient().post('/flaky', { pay: 2 })).rejects.toMatchObject({ response: { status: 502 } });
    expect(seen.filter((r) => r.url === '/flaky')).toHaveLength(3);
  });

  it('is sent at most twice, and each call has a key of its own', async () => {
    await expect(apiClient().post('/down', { pay: 3 }, idempotently())).rejects.toMatchObject({
      response: { status: 502 },
    });
    await expect(apiClient().post('/down', { pay: 3 }, idempotently())).rejects.toMatchObject({
      response: { status: 502 },
    });
    const keys = seen.filter((r) => r.url === '/down').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(2);
  });

  it('is sent once more when nothing answered (the connection refused)', async () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiUrl: 'http://127.0.0.1:9' });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    await expect(apiClient().post('/orders', {}, { ...idempotently(), timeout: 300 })).rejects.toBeTruthy();
    // Two refused attempts, the retry after its pause (jsdom logs each refusal).
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(log.mock.calls.filter((call) => /ECONNREFUSED|connect/i.test(String(call[0]))).length).toBe(2);
    log.mockRestore();
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiUrl: base });
  });
});

describe('runtime config', () => {
  it('is normalized: a stray value falls back, never a wrong type', () => {
    const config = normalizeRuntimeConfig({ apiUrl: 'https://api.example.in/', chatNumber: 7, testPayments: 'yes' });
    expect(config).toEqual({
      apiUrl: 'https://api.example.in',
      remotes: DEFAULT_RUNTIME_CONFIG.remotes,
      chatNumber: '',
      testPayments: false,
    });
  });

  it('keeps what an older file lacks from the defaults', () => {
    expect(normalizeRuntimeConfig({ remotes: { catalog: 'https://cdn.example.in/catalog/mf-manifest.json' } })).toEqual(
      {
        ...DEFAULT_RUNTIME_CONFIG,
        remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, catalog: 'https://cdn.example.in/catalog/mf-manifest.json' },
      },
    );
    expect(normalizeRuntimeConfig({ testPayments: true }).testPayments).toBe(true);
  });
});
