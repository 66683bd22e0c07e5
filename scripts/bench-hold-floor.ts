/**
 * `npm run bench:hold-floor`: the floor under issue 41's hold budget (API CPU per hold at most
 * 0.6 ms, p99 at most 100 ms at 50 connections on PostgreSQL), on this machine. A server with
 * nothing of the store in it, Fastify and node-postgres as the API uses them, answers a hold in
 * the store's three round trips (the pieces' prices; the holds in one transaction sent as one
 * message, as `openHeldCheckout` does; the payment order's row), and an empty route answers with
 * no database at all. Both are loaded as bench:orders loads the hold (50 connections), and the
 * server's CPU per request is read from /proc. What the store's hold spends above this floor is
 * its own code; below it, no code of the store's can go.
 *
 * Env: BENCH_DATABASE_URL (required: a PostgreSQL server; a scratch database is made and dropped),
 * BENCH_REQUESTS (20000 per shape), BENCH_PLACE_CONNECTIONS (50), DATABASE_POOL_SIZE (the API's default).
 * Writes bench-results/hold-floor.json.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_POOL_SIZE } from '../api/src/db/poolSize';
import { createScratchDatabase } from '../api/src/db/scratchDatabase';
import { literal } from '../api/src/db/sqlScript';
import { ROOT } from './lib/apps';
import { processCpuSeconds } from './lib/waitSampler';

const PORT = 4810;
const REQUESTS = Number(process.env.BENCH_REQUESTS) || 20_000;
const CONNECTIONS = Number(process.env.BENCH_PLACE_CONNECTIONS) || 50;
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE) || DEFAULT_POOL_SIZE;
const PRODUCTS = 10;

/** The floor's server, in a process of its own so that its CPU is its own. */
async function serve(databaseUrl: string) {
  const { default: Fastify } = await import('fastify');
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const app = Fastify({ logger: false });
  app.get('/empty', async () => ({ ok: true }));
  app.post<{ Body: { phone: string; items: { productId: string; size: string }[] } }>('/hold', async (request) => {
    const { phone, items } = request.body;
    const ids = items.map((item) => item.productId);
    // 1. The pieces' prices.
    const priced = await pool.query('select id, price_paise from floor_products where id = any($1::uuid[])', [ids]);
    const amount = priced.rows.reduce((sum, row: { price_paise: number }) => sum + row.price_paise, 0);
    // 2. The shopper's lock and every hold, taken or none, and the checkout, in one message.
    const checkoutId = randomUUID();
    const takes = items
      .map(
        (item, index) =>
          `t${index} as (update floor_stock set held = held + 1 where product_id = ${literal(item.productId)}::uuid and size = ${literal(item.size)} and on_hand - held > 0 returning product_id, size)`,
      )
      .join(', ');
    const unions = items.map((_item, index) => `select * from t${index}`).join(' union all ');
    await pool.query(
      [
        'begin',
        `select pg_advisory_xact_lock(hashtext(${literal(phone)}))`,
        `with ${takes}, written as (insert into floor_holds (checkout_id, product_id, size) select ${literal(checkoutId)}::uuid, product_id, size from (${unions}) taken returning 1) insert into floor_checkouts (id, amount_paise) select ${literal(checkoutId)}::uuid, ${amount} where (select count(*) from written) = ${items.length}`,
        'commit',
      ].join(';\n'),
    );
    // 3. The payment order's row.
    const orderId = `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    await pool.query('insert into floor_payment_orders (id, checkout_id, amount_paise) values ($1, $2, $3)', [
      orderId,
      checkoutId,
      amount,
    ]);
    return { checkoutId, order: { id: orderId, amount, currency: 'INR' }, key: 'rzp_test_floor' };
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  process.send?.('ready');
}

async function schema(databaseUrl: string): Promise<string[]> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const ids = Array.from({ length: PRODUCTS }, () => randomUUID());
  await client.query(`
    create table floor_products (id uuid primary key, price_paise integer not null);
    create table floor_stock (product_id uuid, size text, on_hand integer not null, held integer not null default 0, primary key (product_id, size));
    create table floor_holds (id bigserial primary key, checkout_id uuid not null, product_id uuid not null, size text not null);
    create table floor_checkouts (id uuid primary key, amount_paise integer not null);
    create table floor_payment_orders (id text primary key, checkout_id uuid not null, amount_paise integer not null);
    insert into floor_products select id, 249900 from unnest(${literal(`{${ids.join(',')}}`)}::uuid[]) id;
    insert into floor_stock select id, 'M', 1000000000 from floor_products;
  `);
  await client.end();
  return ids;
}

/** Loads one shape of request; its latency and the server's CPU per request. */
async function measure(server: ChildProcess, name: string, options: autocannon.Options) {
  const cpuBefore = processCpuSeconds(server.pid as number) ?? 0;
  const result = await autocannon({ connections: CONNECTIONS, amount: REQUESTS, ...options });
  const cpu = (processCpuSeconds(server.pid as number) ?? 0) - cpuBefore;
  const answered = result.requests.total;
  const figures = {
    name,
    requests: answered,
    errors: result.errors + result.non2xx,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequestMs: Math.round((cpu * 1000 * 1000) / answered) / 1000,
  };
  console.log(
    `${name}: ${answered} requests (${figures.errors} errors), ${figures.rps}/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, server CPU ${figures.cpuPerRequestMs} ms a request`,
  );
  return figures;
}

async function main() {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server: the floor is measured on one');
  const scratch = await createScratchDatabase(server, 'store_floor');
  const child = fork(__filename, ['serve', scratch.url], { stdio: 'inherit' });
  try {
    const ids = await schema(scratch.url);
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`the floor's server stopped (${code})`)));
    });
    const base = `http://127.0.0.1:${PORT}`;
    console.log(`The hold's floor: ${CONNECTIONS} connections, ${REQUESTS} requests a shape, pool of ${POOL_SIZE}`);
    let buyer = 0;
    const hold: autocannon.Options = {
      url: `${base}/hold`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            buyer += 1;
            const items = [{ productId: ids[buyer % PRODUCTS] as string, size: 'M' }];
            return { ...request, body: JSON.stringify({ phone: `+9190${String(buyer).padStart(8, '0')}`, items }) };
          },
        },
      ],
    };
    // A warm-up round (the JIT, the pool's connections), then the measured ones.
    await measure(child, 'warm-up', hold);
    const results = [
      await measure(child, 'empty route (HTTP only)', { url: `${base}/empty` }),
      await measure(child, 'hold floor (3 round trips)', hold),
      await measure(child, 'hold floor (3 round trips), again', hold),
    ];
    const out = path.join(ROOT, 'bench-results', 'hold-floor.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      `${JSON.stringify({ at: new Date().toISOString(), load: os.loadavg(), connections: CONNECTIONS, poolSize: POOL_SIZE, results }, null, 2)}\n`,
    );
    console.log(`Written: ${path.relative(ROOT, out)}`);
  } finally {
    child.kill();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await scratch.drop();
  }
}

if (process.argv[2] === 'serve') void serve(process.argv[3] as string);
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
