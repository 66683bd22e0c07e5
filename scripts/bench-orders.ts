/**
 * `npm run bench:orders`: the admin's order desk at scale, then shoppers placing orders with
 * their stock holds. Builds a store with 100,000 orders (on a fresh database of the PostgreSQL
 * server of BENCH_DATABASE_URL, else embedded PGlite), signs an admin in and measures one desk
 * page per query shape with autocannon. Budget: p99 at most 50 ms on PostgreSQL at 10
 * connections. Then, after a warm-up round, BENCH_PLACE_RUNS rounds in which BENCH_BUYERS
 * shoppers, BENCH_PLACE_CONNECTIONS at once, each start a payment (the stock hold), pay on the
 * sandbox and place the order, for a few pieces fewer than there are buyers; budget: the hold's
 * p99 at most 100 ms on PostgreSQL at 50 connections, and the final count shows no piece sold
 * twice (sold + on hand = stocked, orders = pieces sold). On PostgreSQL each round also samples
 * what the database's sessions wait on, the API's pool queue and its CPU (`waitSampler.ts`). On
 * PostgreSQL the jobs run in a worker process, as deployed. Writes
 * bench-results/orders-<database>.json, with the machine's load average.
 *
 * Env: BENCH_PARTS (desk,placing), BENCH_ORDERS (100000), BENCH_SECONDS per shape (5),
 * BENCH_CONNECTIONS (10), BENCH_DATABASE_URL, BENCH_BUYERS (1200), BENCH_PLACE_CONNECTIONS (50),
 * BENCH_PLACE_RUNS (3), BENCH_WARMUP_BUYERS (twice BENCH_BUYERS), BENCH_HOLD_ONLY (1: the rounds only hold, nobody pays: the hold's own
 * cost), BENCH_CPU_PROFILE (a folder: the API's V8 CPU profile is written there). The API's own settings (DATABASE_POOL_SIZE...) pass through.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/src/config';
import { stockLedger } from '../api/src/modules/stock/productStock';
import { prepareDatabase } from '../api/src/prepare';
import { addScaleOrders } from '../api/src/seed/scaleOrders';
import { spawnApi, stopProcess, waitForReady } from './lib/apiProcess';
import { adminCookie } from './lib/adminSession';
import { ROOT } from './lib/apps';
import { benchStore } from './lib/benchStore';
import { loadTest, median, type LoadResult } from './lib/loadTest';
import { placeOrders, stockProducts, type PlacingRun } from './lib/placingBench';
import { processCpuSeconds, sampleWaits, type WaitReport } from './lib/waitSampler';

const ORDERS = Number(process.env.BENCH_ORDERS) || 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'desk,placing').split(','));
const PORT = 4800;
const METRICS_PORT = 4801;
const BUYERS = Number(process.env.BENCH_BUYERS) || 1200;
const PLACE_CONNECTIONS = Number(process.env.BENCH_PLACE_CONNECTIONS) || 50;
const PLACE_RUNS = Number(process.env.BENCH_PLACE_RUNS) || 3;
/**
 * The warm-up's shoppers: the API's CPU per hold fell round after round for its first 3,000 to
 * 5,000 holds (V8 compiling the hot path as it runs), so two rounds' worth, as a server that has
 * been up a while; BENCH_WARMUP_BUYERS=240 measures a fresh one.
 */
const WARMUP_BUYERS = Number(process.env.BENCH_WARMUP_BUYERS) || BUYERS * 2;
const HOLD_ONLY = process.env.BENCH_HOLD_ONLY === '1';
/** Products of each placing round; each stocked for 5 in 6 buyers, so the last ones hear 'sold out'. */
const ROUND_PRODUCTS = 10;
/** Issue 41's budgets on PostgreSQL at 50 connections: the hold's p99, and the API's CPU per hold. */
const HOLD_P99_BUDGET_MS = 100;
const CPU_PER_HOLD_BUDGET_MS = 0.6;
const load = () => os.loadavg().map((value) => Math.round(value * 10) / 10);

/** One page of the order desk per query shape, with autocannon. */
async function measureDesk(base: string, headers: Record<string, string>): Promise<LoadResult[]> {
  const desk = `${base}/admin/orders`;
  // The 500th page of 50 (25,000 orders down), reached by following the cursors.
  const started = Date.now();
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
    ['cash to collect', `${desk}?cash=to-collect`],
    ['cash awaiting confirmation', `${desk}?cash=awaiting-confirmation`],
    ['stock short (1 in 997)', `${desk}?stockShort=true`],
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
  return results;
}

type PlacingRound = Omit<PlacingRun, 'productIds'> & {
  load: number[];
  waits: WaitReport | null;
  /** The API's CPU over the round per buyer, in ms (with BENCH_HOLD_ONLY: per hold). */
  cpuPerBuyerMs?: number;
};

/**
 * A warm-up round (the API's first requests compile and connect), then PLACE_RUNS measured
 * rounds, each on products of its own; on PostgreSQL each round samples the database's waits.
 */
async function measurePlacing(base: string, headers: Record<string, string>, databaseUrl: string, apiPid?: number) {
  const productIds: string[] = [];
  const round = async (label: string, buyers: number) => {
    const perSize = Math.round((buyers * 5) / 6 / ROUND_PRODUCTS);
    // Stocked before the sampler starts: the round's CPU is its shoppers' calls, not the admin's.
    const products = await stockProducts(base, headers, { count: ROUND_PRODUCTS, perSize, label });
    const sampler = databaseUrl
      ? await sampleWaits(databaseUrl, `http://127.0.0.1:${METRICS_PORT}/metrics`, apiPid)
      : null;
    const { productIds: ids, ...run } = await placeOrders(base, products, {
      buyers,
      connections: PLACE_CONNECTIONS,
      stocked: ROUND_PRODUCTS * perSize,
      holdOnly: HOLD_ONLY,
    });
    productIds.push(...ids);
    const result: PlacingRound = { ...run, load: load(), waits: (await sampler?.stop()) ?? null };
    console.log(
      `${label}: ${run.buyers} buyers at ${run.connections} connections (load ${result.load.join(' ')}): ` +
        `hold p50 ${run.hold.p50} p99 ${run.hold.p99} ms; pay p50 ${run.pay.p50} p99 ${run.pay.p99}; ` +
        `place p50 ${run.place.p50} p99 ${run.place.p99}; whole p50 ${run.whole.p50} p99 ${run.whole.p99}; ` +
        `placed ${run.placed}, sold out ${run.soldOut}, failed ${run.failed}`,
    );
    const cpu = result.waits?.apiCpu;
    if (cpu) {
      // Hold-only, each buyer's one call is a hold (taken or sold out): the issue's 'CPU per hold'.
      result.cpuPerBuyerMs = Math.round((cpu.seconds * 1000 * 100) / run.buyers) / 100;
      console.log(
        `  API CPU ${cpu.seconds} s (${cpu.cores} of a core): ${result.cpuPerBuyerMs} ms ${HOLD_ONLY ? `per hold (${run.buyers} holds; budget ${CPU_PER_HOLD_BUDGET_MS} ms)` : 'per buyer (hold, pay, place)'}`,
      );
    }
    const machine = result.waits?.machineCpu;
    if (machine) {
      // Per hold (or buyer), where the machine's CPU went: what the p99 queues behind on a small machine.
      const per = (seconds: number) => Math.round((seconds * 1000 * 100) / run.buyers) / 100;
      console.log(
        `  machine CPU ${per(machine.busy)} ms per ${HOLD_ONLY ? 'hold' : 'buyer'}: API ${per(machine.api)}, database ${per(machine.database)}, ` +
          `this bench's client ${per(machine.bench)}, other ${per(machine.other)} (${machine.busy} s busy of ${os.cpus().length} cores)`,
      );
    }
    if (result.waits)
      console.log(
        `  sessions ${JSON.stringify(result.waits.sessions)}; pool waiting ${JSON.stringify(result.waits.poolWaiting)}`,
      );
    return result;
  };
  const warmUp = await round('warm-up', WARMUP_BUYERS);
  // The machine's floor at the same concurrency: an answer from memory, and one database round trip.
  // The API's CPU a request of each says how fast the machine is this minute: a slower minute
  // raises it and the CPU a hold alike, where a change to the hold moves only the latter.
  const floor: (LoadResult & { apiCpuMs: number | null })[] = [];
  for (const [name, url] of [
    ['from memory (no database)', `${base}/__bench/ceiling?bytes=300`],
    ['one round trip (GET /ready)', `${base}/ready`],
  ] as const) {
    const cpuBefore = processCpuSeconds(apiPid);
    const result = await loadTest(name, url, { seconds: SECONDS, connections: PLACE_CONNECTIONS });
    const cpuAfter = processCpuSeconds(apiPid);
    const apiCpuMs =
      cpuBefore === null || cpuAfter === null || result.requests === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000 * 1000) / result.requests) / 1000;
    floor.push({ ...result, apiCpuMs });
    console.log(
      `floor, ${name}: p50 ${result.p50} ms p99 ${result.p99} ms, ${result.rps} req/s` +
        (apiCpuMs === null ? '' : `; API CPU ${apiCpuMs} ms a request`),
    );
  }
  const rounds: PlacingRound[] = [];
  for (let i = 1; i <= PLACE_RUNS; i++) rounds.push(await round(`round ${i}`, BUYERS));
  return {
    warmUp,
    floor,
    rounds,
    holdP99Median: median(rounds.map((r) => r.hold.p99)),
    stocked: warmUp.stocked + rounds.reduce((sum, r) => sum + r.stocked, 0),
    productIds,
  };
}

async function main() {
  const store = await benchStore('bench-orders', process.env.BENCH_DATABASE_URL);
  const env = {
    ...store.env,
    API_PORT: String(PORT),
    METRICS_PORT: String(METRICS_PORT),
    METRICS_HOST: '127.0.0.1',
    RATE_LIMITS: 'off',
    BENCH_CEILING: '1',
    // As deployed (docker-compose, k8s): the jobs (webhooks, e-mails) run in a worker process of
    // their own. The embedded database belongs to one process, so PGlite runs them in the API's.
    JOBS_IN_PROCESS: store.databaseUrl ? 'false' : 'true',
  };
  const kind = store.database;
  const started = Date.now();
  const database = await prepareDatabase({ ...loadConfig(env), seedDemoData: true }, () => {});
  if (PARTS.has('desk')) await addScaleOrders(database.db, ORDERS);
  await database.analyze();
  await database.close();
  console.log(`order desk: ${PARTS.has('desk') ? ORDERS : 0} orders on ${kind} in ${Date.now() - started} ms`);

  // BENCH_CPU_PROFILE=<folder>: the API writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE;
  const api = spawnApi(
    env,
    'ignore',
    undefined,
    profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
  );
  const worker = store.databaseUrl ? spawnApi({ ...env, METRICS_PORT: '0' }, 'ignore', 'api/src/worker.ts') : null;
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForReady(base, api);
    const cookie = await adminCookie(base);
    const headers = { cookie };
    const report: Record<string, unknown> = {
      date: new Date().toISOString(),
      database: kind,
      loadBefore: load(),
      // As the API it started read it: through the settings' schema, not parsed again here.
      poolSize: loadConfig(env).database.poolSize,
      holdOnly: HOLD_ONLY,
    };
    if (PARTS.has('desk'))
      Object.assign(report, {
        orders: ORDERS,
        seconds: SECONDS,
        connections: CONNECTIONS,
        results: await measureDesk(base, headers),
      });
    if (PARTS.has('placing')) {
      const { productIds, ...placing } = await measurePlacing(base, headers, store.databaseUrl, api.pid);
      await stopProcess(api);
      if (worker) await stopProcess(worker);
      const check = await prepareDatabase({ ...loadConfig(env), seedDemoData: false }, () => {});
      const stock = await stockLedger(check.db, productIds);
      await check.close();
      const soldOnce = stock.sold + stock.onHand + stock.held === placing.stocked && stock.orderLines === stock.sold;
      console.log(
        `hold p99 over ${PLACE_RUNS} rounds: ${placing.rounds.map((r) => r.hold.p99).join(', ')} ms (median ${placing.holdP99Median}; budget ${HOLD_P99_BUDGET_MS})`,
      );
      const cpus = placing.rounds.flatMap((r) => (r.cpuPerBuyerMs === undefined ? [] : [r.cpuPerBuyerMs]));
      if (HOLD_ONLY && cpus.length)
        console.log(
          `API CPU per hold over ${PLACE_RUNS} rounds: ${cpus.join(', ')} ms (median ${median(cpus)}; budget ${CPU_PER_HOLD_BUDGET_MS})` +
            `; this minute's floor: ${placing.floor.map((f) => `${f.apiCpuMs ?? '?'} ms a request ${f.name}`).join(', ')}`,
        );
      console.log(
        `stock: ${placing.stocked} stocked = ${stock.sold} sold + ${stock.onHand} on hand + ${stock.held} held; ` +
          `${stock.orderLines} order lines (${stock.short} short): ${soldOnce ? 'no piece sold twice' : 'MISMATCH'}`,
      );
      report.placing = { ...placing, stock, soldOnce };
    }
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    const file = path.join(ROOT, 'bench-results', `orders-${kind}.json`);
    fs.writeFileSync(file, JSON.stringify(report, null, 2));
    console.log(`written ${path.relative(ROOT, file)}`);
  } finally {
    await stopProcess(api);
    if (worker) await stopProcess(worker);
    await store.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
