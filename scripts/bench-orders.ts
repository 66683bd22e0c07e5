/**
 * `npm run bench:orders`: the admin's order desk at scale. Builds a store with 100,000 orders
 * (on a fresh database of the PostgreSQL server of BENCH_DATABASE_URL, else embedded PGlite),
 * signs an admin in and measures one desk page per query shape with autocannon. Budget: p99 at
 * most 50 ms on PostgreSQL at 10 connections. Writes bench-results/orders-<database>.json.
 *
 * Env: BENCH_ORDERS (100000), BENCH_SECONDS per shape (5), BENCH_CONNECTIONS (10), BENCH_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN, loadConfig } from '../api/src/config';
import { createScratchDatabase } from '../api/src/db/scratchDatabase';
import { prepareDatabase } from '../api/src/prepare';
import { addScaleOrders } from '../api/src/seed/scaleOrders';
import { spawnApi, stopProcess, waitForReady } from './lib/apiProcess';
import { ROOT } from './lib/apps';
import { loadTest, type LoadResult } from './lib/loadTest';

const ORDERS = Number(process.env.BENCH_ORDERS) || 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const PORT = 4800;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-orders-'));
  const server = process.env.BENCH_DATABASE_URL
    ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'store_bench')
    : null;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(os.tmpdir(), 'store-test-media'),
    DATABASE_URL: server?.url ?? '',
    LOG_LEVEL: 'warn',
    API_PORT: String(PORT),
    METRICS_PORT: '0',
    RATE_LIMITS: 'off',
  };
  const kind = server ? 'postgresql' : 'pglite';
  let started = Date.now();
  const database = await prepareDatabase({ ...loadConfig(env), seedDemoData: true }, () => {});
  await addScaleOrders(database.db, ORDERS);
  await database.analyze();
  await database.close();
  console.log(`order desk: ${ORDERS} orders on ${kind} in ${Date.now() - started} ms`);

  const api = spawnApi(env, 'ignore');
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForReady(base, api);
    const login = await fetch(`${base}/auth/adminlogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'store' },
      body: JSON.stringify(DEFAULT_ADMIN),
    });
    const cookie = /(?:__Host-)?sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`admin sign-in failed: ${login.status}`);
    const headers = { cookie };
    const desk = `${base}/admin/orders`;
    // The 500th page of 50 (25,000 orders down), reached by following the cursors.
    started = Date.now();
    let deep = '';
    for (let page = 0; page < 500; page++) {
      const response = await fetch(`${desk}${deep ? `?cursor=${deep}` : ''}`, { headers });
      deep = response.headers.get('x-next-cursor') ?? '';
    }
    console.log(`walked 500 pages in ${Date.now() - started} ms`);
    const sample = (
      (await (await fetch(`${desk}?limit=1&cursor=${deep}`, { headers })).json()) as {
        orderNumber: string;
        phone: string;
      }[]
    )[0];
    const week = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const weekEnd = new Date(Date.now() - 23 * 86_400_000).toISOString().slice(0, 10);
    const shapes: [string, string][] = [
      ['first page', desk],
      ['partly paid', `${desk}?status=partial-paid`],
      ['shipped', `${desk}?status=shipped`],
      ['one week, delivered', `${desk}?status=delivered&from=${week}&to=${weekEnd}`],
      ['search an order number', `${desk}?q=${sample?.orderNumber}`],
      ['search a phone (last 6 digits)', `${desk}?q=${sample?.phone.slice(-6)}`],
      ['search a name', `${desk}?q=meera%20iyer%2042`],
      ['search with no match', `${desk}?q=zzzz`],
      ['page 501 by cursor', `${desk}?cursor=${deep}`],
      [
        'an order page',
        `${desk}/${((await (await fetch(`${desk}?limit=1`, { headers })).json()) as { _id: string }[])[0]?._id}`,
      ],
    ];
    const results: LoadResult[] = [];
    for (const [name, url] of shapes) {
      const result = await loadTest(name, url, { seconds: SECONDS, connections: CONNECTIONS, headers });
      results.push(result);
      console.log(
        `${name.padEnd(32)} p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms  ${result.rps} req/s  errors ${result.errors}`,
      );
    }
    const report = {
      date: new Date().toISOString(),
      database: kind,
      orders: ORDERS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      results,
    };
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    const file = path.join(ROOT, 'bench-results', `orders-${kind}.json`);
    fs.writeFileSync(file, JSON.stringify(report, null, 2));
    console.log(`written ${path.relative(ROOT, file)}`);
  } finally {
    await stopProcess(api);
    await server?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
