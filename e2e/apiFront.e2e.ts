import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { DEFAULT_ADMIN } from '../api/src/config';
import { spawnApi, stopProcess, waitForReady } from '../scripts/lib/apiProcess';
import { nginxBinary, startNginx } from '../scripts/lib/nginx';
import { copyPreparedData } from './testSite';

/**
 * The API's front (deploy/nginx/api.conf.template), as the shell's container runs it, in front
 * of a real API and of an instance that takes each call and dies before answering (a 502): a
 * stranger's catalogue read is kept, keyed by the catalogue version, and a signed-in caller
 * never meets the cache; a checkout call with an Idempotency-Key is finished on the other
 * instance, a call without one is not resent.
 */
const API = 'http://127.0.0.1:4460';
const DYING = 4461;
const FRONT = 'http://127.0.0.1:4462';
const SHOP = 'http://127.0.0.1:4463';
const OTHER_SHOP = 'http://127.0.0.1:4464';

let api: ChildProcess;
let dataDir: string;
let data: Awaited<ReturnType<typeof copyPreparedData>> | undefined;
let front: { close(): Promise<void> };
/** What the dying instance was sent, by path. */
const swallowed: string[] = [];
const dying = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    swallowed.push(`${request.method} ${request.url}`);
    response.statusCode = 502;
    response.end();
  });
});

beforeAll(async () => {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('these tests need nginx (apt-get install nginx)');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-front-'));
  // The run's prepared data: the API starts with nothing to migrate or seed.
  data = await copyPreparedData(dataDir);
  api = spawnApi(
    {
      ...process.env,
      DATA_DIR: dataDir,
      ...(data.url ? { DATABASE_URL: data.url } : {}),
      MEDIA_DIR: path.join(os.tmpdir(), 'store-test-media'),
      API_PORT: '4460',
      PUBLIC_API_URL: FRONT,
      CORS_ORIGINS: `${SHOP},${OTHER_SHOP}`,
      TRUST_PROXY: '1',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    'ignore',
  );
  await waitForReady(API, api);
  await new Promise<void>((resolve) => dying.listen(DYING, '127.0.0.1', resolve));
  front = await startNginx(
    nginx,
    {
      kind: 'api',
      root: dataDir,
      port: 4462,
      shellOrigin: SHOP,
      securityHeaders: '/dev/null',
      apiUpstream: 'two_instances',
    },
    // Neither is ever left out, so the balancer keeps alternating between them.
    [`upstream two_instances {\n  server 127.0.0.1:${DYING} max_fails=0;\n  server 127.0.0.1:4460 max_fails=0;\n}`],
  );
}, 180_000);

afterAll(async () => {
  await front?.close();
  dying.closeAllConnections();
  await new Promise((resolve) => dying.close(resolve));
  if (api) await stopProcess(api);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await data?.drop();
});

const read = async (route: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${FRONT}${route}`, { headers });
  return { answer, body: await answer.text(), cache: answer.headers.get('x-cache-status') };
};
const post = (route: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${FRONT}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'store', ...headers },
    body: JSON.stringify(body),
  });

/** Signed in at an instance itself (through the front, this unkeyed call could meet the dying one). */
async function adminCookie(): Promise<string> {
  const login = await fetch(`${API}/auth/adminlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'store' },
    body: JSON.stringify(DEFAULT_ADMIN),
  });
  return /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
}

it("keeps a stranger's catalogue read, per origin, gzipped, and shows an admin's edit on the next request", async () => {
  const route = '/api/products/accessories?sort=newest';
  expect((await read(route, { origin: SHOP })).cache).toBe('MISS');
  const kept = await read(route, { origin: SHOP, 'accept-encoding': 'gzip' });
  expect(kept.cache).toBe('HIT');
  expect(kept.answer.headers.get('content-encoding')).toBe('gzip');
  expect(kept.answer.headers.get('access-control-allow-origin')).toBe(SHOP);
  expect(kept.answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60');
  // Another shop origin is its own entry, named in its own CORS header.
  const other = await read(route, { origin: OTHER_SHOP });
  expect(other.cache).toBe('MISS');
  expect(other.answer.headers.get('access-control-allow-origin')).toBe(OTHER_SHOP);

  const [newest] = JSON.parse(kept.body) as { _id: string; name: string; price: number; description: string }[];
  const cookie = await adminCookie();
  const edit = await fetch(`${FRONT}/products/admin/${newest?._id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'store', cookie },
    body: JSON.stringify({ name: 'Renamed By The Front Test', price: newest?.price, description: newest?.description }),
  });
  expect(edit.status).toBe(200);
  const next = await read(route, { origin: SHOP });
  expect(next.cache).toBe('MISS');
  expect(next.body).toContain('Renamed By The Front Test');
});

it('never serves a signed-in caller from the cache, nor keeps what they were sent', async () => {
  const route = '/api/products/womens?sort=price-asc';
  await read(route);
  expect((await read(route)).cache).toBe('HIT');
  const signedIn = await read(route, { cookie: 'theme=dark; sid=a-shoppers-session' });
  expect(signedIn.cache).toBe('BYPASS');
  expect(signedIn.answer.headers.get('cache-control')).toBe('private, no-cache');
  const fresh = '/api/products/womens?sort=price-desc';
  expect((await read(fresh, { cookie: '__Host-sid=another' })).cache).toBe('BYPASS');
  expect((await read(fresh, { authorization: 'Bearer x' })).cache).toBe('BYPASS');
  expect((await read(fresh)).cache).toBe('MISS');
});

it('finishes a keyed checkout call on the other instance when the first dies with it, and resends no other call', async () => {
  const pieces = (await (await fetch(`${API}/products/accessories`)).json()) as { _id: string; price: number }[];
  // A piece a call: one shopper may hold at most a few of one size at once (STOCK_HOLD_PER_SIZE).
  const bagOf = (call: number) => {
    const product = pieces[call % pieces.length];
    return {
      amount: product?.price,
      items: [{ productId: product?._id }],
      shippingAddress: {
        name: 'Front Test',
        phone: '9812300001',
        street: '1 MG Road',
        city: 'Pune',
        state: 'MH',
        zip: '411001',
      },
    };
  };
  swallowed.length = 0;
  for (let call = 0; call < 4; call++) {
    const key = `front-test-key-${call}-${Date.now()}`;
    const bag = bagOf(call);
    const opened = await post('/payment/create-order', bag, { 'idempotency-key': key });
    expect(opened.status).toBe(200);
    // The same call again is the same payment order.
    const again = await post('/payment/create-order', bag, { 'idempotency-key': key });
    expect((await again.json()).order.id).toBe((await opened.json()).order.id);
  }
  expect(swallowed.filter((call) => call === 'POST /payment/create-order').length).toBeGreaterThan(0);

  // Without a key nginx does not send a call again once an instance had it: a shopper would see 502.
  const unkeyed: number[] = [];
  while (!unkeyed.includes(502) && unkeyed.length < 6)
    unkeyed.push((await post('/coupons/check', { code: 'WELCOME10', subtotal: 1000 })).status);
  expect(unkeyed).toContain(502);
});
