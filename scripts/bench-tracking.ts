/**
 * `npm run bench:tracking`: the courier's tracking webhooks (POST /webhooks/courier, Shiprocket's
 * format and token) at a steady BENCH_RATE a second against the API on a fresh database of the
 * PostgreSQL server of BENCH_DATABASE_URL (else embedded PGlite), for BENCH_PARCELS parcels in
 * transit. Each request is a new scan of a parcel (a new event: inserted once, the parcel's row
 * locked, its rank checked); one in ten replays an earlier one (inserts nothing). Budget (issue
 * 42): 500 a second or more with p99 at most 50 ms on PostgreSQL. Prints rate, p50, p99 and the
 * events kept; writes bench-results/tracking-<database>.json with the machine's load average.
 *
 * The API is a fresh process: BENCH_WARMUP_SECONDS (2) of the same webhooks go first, their
 * figures printed as the cold start's and not counted (a server in service is warm).
 *
 * Env: BENCH_DATABASE_URL, BENCH_PARCELS (2000), BENCH_RATE (600), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2),
 * BENCH_CONNECTIONS (20). Not part of npm test.
 *
 * Then the day after a sale: BENCH_BOOK (100) paid orders booked in one batch on the courier
 * sandbox (the desk's `bookOrders`, four at a time as its route does), the time printed.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../api/src/config';
import { orders, products, shipmentEvents, shipments } from '../api/src/db/schema';
import { insertOrderLines } from '../api/src/modules/orders/ordersRepository';
import { bookOrders } from '../api/src/modules/shipping/booking';
import { courierProvider } from '../api/src/providers/courier';
import { prepareDatabase } from '../api/src/prepare';
import { shiprocketWebhookTime, WEBHOOK_TOKEN_HEADER } from '../api/src/providers/courier/protocol';
import { SHIPROCKET_STATUS_ID } from '../api/src/providers/courier/statuses';
import { spawnApi, stopProcess, waitForReady } from './lib/apiProcess';
import { ROOT } from './lib/apps';
import { benchStore } from './lib/benchStore';

const PARCELS = Number(process.env.BENCH_PARCELS) || 2000;
const RATE = Number(process.env.BENCH_RATE) || 600;
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const PORT = 4810;
const BOOK = Number(process.env.BENCH_BOOK) || 100;
const load = () => os.loadavg().map((value) => Math.round(value * 10) / 10);

/** Parcels picked up and on their way, each with its order (shipped) and an AWB. */
async function addParcels(db: Awaited<ReturnType<typeof prepareDatabase>>['db'], parcels: number) {
  const awbs: string[] = [];
  for (let start = 0; start < parcels; start += 500) {
    const batch = Array.from({ length: Math.min(500, parcels - start) }, (_, index) => start + index);
    const placed = await db
      .insert(orders)
      .values(
        batch.map((index) => ({
          checkoutId: randomUUID(),
          customerName: `Bench ${index}`,
          phone: `+9190000${String(index).padStart(5, '0')}`,
          shippingAddress: {
            name: `Bench ${index}`,
            phone: `+9190000${String(index).padStart(5, '0')}`,
            email: null,
            street: '1 MG Road',
            landmark: null,
            city: 'Pune',
            state: 'Maharashtra',
            zip: '411001',
            country: 'India' as const,
          },
          totalPaise: 250000,
          paidPaise: 250000,
          status: 'paid',
          guest: true,
          fulfilment: 'shipped',
          courier: 'Bench Express',
        })),
      )
      .returning({ id: orders.id, number: orders.number });
    const rows = placed.map((order, index) => ({
      orderId: order.id,
      reference: `${order.number}-1`,
      provider: 'sandbox',
      awb: `BENCH${String(start + index).padStart(8, '0')}`,
      courierName: 'Bench Express',
      parcel: { weightGrams: 800, lengthCm: 30, breadthCm: 25, heightCm: 5 },
      status: 'picked-up',
      statusAt: new Date(Date.now() - 86_400_000),
    }));
    await db.insert(shipments).values(rows);
    awbs.push(...rows.map((row) => row.awb));
  }
  return awbs;
}

/** `count` paid orders of one piece each, ready to ship (processing, no parcel yet): their ids. */
async function addReadyOrders(db: Awaited<ReturnType<typeof prepareDatabase>>['db'], count: number) {
  const [product] = await db
    .insert(products)
    .values({ name: 'Bench Kurta', pricePaise: 150000, category: 'womens', type: 'kurta', madeToMeasure: false })
    .returning({ id: products.id });
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const phone = `+9191000${String(index).padStart(5, '0')}`;
    const [order] = await db
      .insert(orders)
      .values({
        checkoutId: randomUUID(),
        customerName: `Booking ${index}`,
        phone,
        shippingAddress: {
          name: `Booking ${index}`,
          phone,
          email: null,
          street: `${index + 1} Park Street`,
          landmark: null,
          city: 'Kolkata',
          state: 'West Bengal',
          zip: '700016',
          country: 'India' as const,
        },
        totalPaise: 150000,
        paidPaise: 150000,
        status: 'paid',
        guest: true,
      })
      .returning({ id: orders.id });
    const orderId = order?.id as string;
    await insertOrderLines(db, orderId, [
      { productId: product?.id as string, name: 'Bench Kurta', size: 'M', pricePaise: 150000, image: '' },
    ]);
    ids.push(orderId);
  }
  return ids;
}

/** Shiprocket's webhook body for a parcel's scan `step` seconds after the start (a new event each step). */
function webhookBody(awb: string, step: number, start: number): string {
  const at = new Date(start + step * 1000);
  const statusId = SHIPROCKET_STATUS_ID['in-transit'];
  return JSON.stringify({
    awb,
    courier_name: 'Bench Express',
    current_status: 'IN TRANSIT',
    current_status_id: statusId,
    shipment_status: 'IN TRANSIT',
    shipment_status_id: statusId,
    current_timestamp: shiprocketWebhookTime(at),
    order_id: `${awb}-ref`,
    sr_order_id: 1,
    awb_assigned_date: null,
    pickup_scheduled_date: null,
    etd: null,
    scans: [],
    is_return: 0,
    channel_id: 1,
    pod_status: '',
    pod: '',
  });
}

async function main() {
  const store = await benchStore('bench-tracking', process.env.BENCH_DATABASE_URL);
  const env = {
    ...store.env,
    API_PORT: String(PORT),
    METRICS_PORT: '0',
    RATE_LIMITS: 'off',
    COURIER_PROVIDER: 'sandbox',
    // The notices the webhooks queue wait in the queue: this measures the webhook, not the senders.
    JOBS_IN_PROCESS: store.databaseUrl ? 'false' : 'true',
  };
  const config = loadConfig(env);
  const database = await prepareDatabase({ ...config, seedDemoData: false }, () => {});
  const awbs = await addParcels(database.db, PARCELS);
  await database.analyze();
  console.log(`${PARCELS} parcels in transit on ${store.database}`);

  const api = spawnApi(env, 'ignore');
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForReady(base, api);
    const start = Date.now() - 3_600_000;
    const steps = new Map<string, number>();
    let sent = 0;
    const headers = { 'content-type': 'application/json', [WEBHOOK_TOKEN_HEADER]: config.courier.webhookToken };
    const fire = (seconds: number) =>
      autocannon({
        url: `${base}/webhooks/courier`,
        duration: seconds,
        connections: CONNECTIONS,
        overallRate: RATE,
        requests: [
          {
            method: 'POST',
            headers,
            setupRequest: (request) => {
              const awb = awbs[sent++ % awbs.length] as string;
              const step = steps.get(awb) ?? 0;
              // One in ten is the aggregator's retry of the parcel's last scan.
              const replay = sent % 10 === 0 && step > 0;
              if (!replay) steps.set(awb, step + 1);
              return { ...request, body: webhookBody(awb, replay ? step - 1 : step, start) };
            },
          },
        ],
      });
    if (WARMUP_SECONDS > 0) {
      const cold = await fire(WARMUP_SECONDS);
      console.log(
        `warm-up (not counted): ${Math.round(cold.requests.average)}/s for ${WARMUP_SECONDS} s, p50 ${cold.latency.p50} ms, p99 ${cold.latency.p99} ms`,
      );
    }
    const result = await fire(SECONDS);
    const events = await database.db.$count(shipmentEvents);
    const report = {
      date: new Date().toISOString(),
      database: store.database,
      loadBefore: load(),
      parcels: PARCELS,
      rate: RATE,
      seconds: SECONDS,
      connections: CONNECTIONS,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      eventsKept: events,
    };
    console.log(
      `tracking webhooks: ${report.rps}/s for ${SECONDS} s, p50 ${report.p50} ms, p99 ${report.p99} ms, ` +
        `${report.non2xx} not 2xx, ${report.eventsKept} events kept ` +
        `(budget: >= 500/s with p99 <= 50 ms on PostgreSQL: ${report.rps >= 500 && report.p99 <= 50 ? 'met' : 'NOT met'})`,
    );
    // The day after a sale: a batch of ready orders booked at once on the sandbox.
    const ready = await addReadyOrders(database.db, BOOK);
    const courier = courierProvider(config, database.db).provider;
    const pickup = { ...config.courier.returnTo, email: null, landmark: null };
    const started = performance.now();
    const batch = await bookOrders({ db: database.db, courier, pickup, claimLeaseMs: 120_000 }, ready, randomUUID());
    const bookingSeconds = Math.round(performance.now() - started) / 1000;
    console.log(
      `booking ${BOOK} orders in one batch on the sandbox: ${bookingSeconds} s ` +
        `(${batch.booked.length} booked, ${batch.failed.length} failed${batch.failed[0] ? `: ${batch.failed[0].message}` : ''})`,
    );
    Object.assign(report, { booking: { orders: BOOK, seconds: bookingSeconds, booked: batch.booked.length } });
    const out = path.join(ROOT, 'bench-results', `tracking-${store.database}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await stopProcess(api);
    await database.close();
    await store.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
