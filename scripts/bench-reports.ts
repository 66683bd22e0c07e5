/**
 * `npm run bench:reports`: the owner's reports (GET /admin/reports/...) on a store of
 * BENCH_ORDERS (100,000) orders, on a fresh database of the PostgreSQL server of
 * BENCH_DATABASE_URL (else embedded PGlite). The orders are the order desk's bench's
 * (`addScaleOrders`: one every 10 minutes back from now, about 690 days), then in SQL: their
 * lines pointed at the demo catalogue's pieces and sizes, a payment for what each paid (its
 * method), one line in 12 asked back (a refund or an exchange, each reason in turn) and the
 * refunds processed, and one buyer's fit review in 20 lines. Each report is asked for the last
 * 4 weeks and the last 12 months by BENCH_CONNECTIONS (10) for BENCH_SECONDS (5) each. Budget
 * (issue 45): p99 at most 200 ms for every report on PostgreSQL. Prints p50 and p99 per report;
 * writes bench-results/reports-<database>.json with the machine's load average. Not part of npm test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { indiaDay, indiaDayPlus, indiaTimeOn } from '@store/shared/format';
import { DEFAULT_ADMIN, loadConfig } from '../api/src/config';
import type { Database } from '../api/src/db/client';
import { prepareDatabase } from '../api/src/prepare';
import { addScaleOrders } from '../api/src/seed/scaleOrders';
import { spawnApi, stopProcess, waitForReady } from './lib/apiProcess';
import { ROOT } from './lib/apps';
import { benchStore } from './lib/benchStore';
import { loadTest, type LoadResult } from './lib/loadTest';

const ORDERS = Number(process.env.BENCH_ORDERS) || 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const PORT = 4820;
const BUDGET_P99_MS = 200;
const load = () => os.loadavg().map((value) => Math.round(value * 10) / 10);

/** What a shop's history leaves beside its orders: real pieces and sizes, payments, returns, refunds, fit reviews. */
async function addHistory(db: Database) {
  // Each line a demo piece (in turn) in a size its section has.
  await db.execute(sql`
    with pieces as (
      select id, name, category, row_number() over (order by id) - 1 as place, count(*) over () as total
      from products
    ), lines as (select l.id, row_number() over (order by l.id) - 1 as n from order_lines l)
    update order_lines l set product_id = p.id, name = p.name, section = p.category,
      stock_keys = case p.category
        when 'mens' then jsonb_build_array('upper:' || (array['S','M','L','XL'])[1 + lines.n % 4], 'lower:' || (30 + 2 * (lines.n % 4)))
        when 'womens' then jsonb_build_array((array['S','M','L','XL'])[1 + lines.n % 4])
        else '["one-size"]'::jsonb end
    from lines join pieces p on p.place = lines.n % p.total
    where l.id = lines.id`);
  // What each order paid, the way it paid; the courier's cash a day after.
  await db.execute(sql`
    insert into payments (provider_payment_id, provider_order_id, order_id, amount_paise, type, method, created_at)
    select 'pay_bench' || replace(o.id::text, '-', ''), 'order_bench' || o.id, o.id, o.paid_paise,
      case when o.payment_method = 'cash' then 'cash' when o.status = 'paid' then 'full' else 'partial' end,
      case when o.payment_method = 'cash' then 'cash' else 'card' end,
      o.created_at + case when o.payment_method = 'cash' then interval '1 day' else interval '0' end
    from orders o where o.paid_paise > 0`);
  // One delivered line in 12 asked back five days later: refunds and exchanges, every reason in turn.
  await db.execute(sql`
    with asked as (
      select l.id as line_id, l.order_id, o.created_at, row_number() over (order by l.id) as n
      from order_lines l join orders o on o.id = l.order_id
      where o.fulfilment = 'delivered'
    )
    insert into return_requests (order_id, line_id, kind, reason, state, created_at, updated_at)
    select order_id, line_id, case when n % 24 = 0 then 'exchange' else 'refund' end,
      (array['too-small', 'too-large', 'fit', 'defect', 'not-as-shown', 'other'])[1 + (n / 12) % 6],
      case when n % 24 = 0 then 'exchange-dispatched' else 'refunded' end,
      created_at + interval '5 days', created_at + interval '5 days'
    from asked where n % 12 = 0`);
  await db.execute(sql`
    insert into refunds (return_id, order_id, amount_paise, method, provider_payment_id, reference, status, processed_at, created_at)
    select r.id, r.order_id, least(250000, p.amount_paise), 'provider', p.provider_payment_id,
      'rfnd_bench' || replace(r.id::text, '-', ''), 'processed', r.created_at + interval '2 days', r.created_at
    from return_requests r join payments p on p.order_id = r.order_id
    where r.kind = 'refund' and p.method = 'card'`);
  // One buyer in 20 says how the piece fitted (an account with the order's phone).
  await db.execute(sql`
    with buyers as (
      insert into customers (phone, name, role)
      select distinct o.phone, 'Bench buyer', 'customer' from orders o
      join order_lines l on l.order_id = o.id
      where o.fulfilment = 'delivered' and ('x' || substr(md5(l.id::text), 1, 4))::bit(16)::int % 20 = 0
      on conflict do nothing
      returning id, phone
    )
    insert into product_ratings (customer_id, product_id, rating, fit)
    select distinct on (b.id, l.product_id) b.id, l.product_id, 4,
      (array['small', 'true', 'true', 'large'])[1 + abs(hashtext(l.id::text)) % 4]
    from buyers b join orders o on o.phone = b.phone join order_lines l on l.order_id = o.id
    on conflict do nothing`);
}

async function main() {
  const store = await benchStore('bench-reports', process.env.BENCH_DATABASE_URL);
  const env = { ...store.env, API_PORT: String(PORT), METRICS_PORT: '0', RATE_LIMITS: 'off', JOBS_IN_PROCESS: 'false' };
  const started = Date.now();
  const database = await prepareDatabase({ ...loadConfig(env), seedDemoData: true }, () => {});
  await addScaleOrders(database.db, ORDERS);
  await addHistory(database.db);
  await database.analyze();
  await database.close();
  console.log(`${ORDERS} orders with payments, returns and reviews on ${store.database} in ${Date.now() - started} ms`);

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
    const today = indiaDay();
    const ranges = [
      ['4 weeks', `from=${indiaDayPlus(-27, indiaTimeOn(today))}&to=${today}`],
      ['12 months', `from=${indiaDayPlus(-364, indiaTimeOn(today))}&to=${today}`],
    ] as const;
    const shapes: [string, string][] = ranges.flatMap(([range, days]) => [
      [`sales by day, ${range}`, `sales?${days}&grain=day`],
      [`sales by week, ${range}`, `sales?${days}&grain=week`],
      [`payments, ${range}`, `payments?${days}`],
      [`products, ${range}`, `products?${days}`],
      [`stock, ${range}`, `stock?${days}`],
      [`returns, ${range}`, `returns?${days}`],
    ]);
    shapes.push(['sizes off their chart (all time)', 'fit']);
    const results: LoadResult[] = [];
    for (const [name, report] of shapes) {
      const url = `${base}/admin/reports/${report}`;
      const result = await loadTest(name, url, { seconds: SECONDS, connections: CONNECTIONS, headers: { cookie } });
      results.push(result);
      console.log(
        `${name.padEnd(42)} p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms  ` +
          `${result.rps}/s  ${result.errors} errors`,
      );
    }
    const worst = Math.max(...results.map((result) => result.p99));
    console.log(
      `worst report p99 ${worst} ms (budget: <= ${BUDGET_P99_MS} ms at ${CONNECTIONS} connections on PostgreSQL: ${
        worst <= BUDGET_P99_MS ? 'met' : 'NOT met'
      })`,
    );
    const out = path.join(ROOT, 'bench-results', `reports-${store.database}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), database: store.database, loadBefore: load(), orders: ORDERS, connections: CONNECTIONS, seconds: SECONDS, results }, null, 2)}\n`,
    );
  } finally {
    await stopProcess(api);
    await store.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
