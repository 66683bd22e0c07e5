/**
 * `npm run soak` (not part of `npm test`): the API on loopback under steady mixed traffic for
 * SOAK_SECONDS (60), then the checks a payment system must pass:
 * - no answer was a 5xx;
 * - every captured payment has exactly one order, and no order lacks a captured payment;
 * - the API's memory (resident set) is flat: the last 10 s within 25% of the 10 s after warm-up.
 *
 * Traffic, started at SOAK_RATE (40) actions a second whatever the answers' speed, is the shop's
 * mix of scripts/lib/shopperMix.ts (browsing, search, products, a priced bag, checkouts, some
 * made to measure, and the admin's reads, edits and stage moves), shared with the scale test.
 * Embedded database by default, PostgreSQL with SOAK_DATABASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../api/src/db/client';
import { rawRows } from '../api/src/db/rawRows';
import { reconcileSandboxPayments } from '../api/src/modules/payments/sandboxReconciliation';
import { spawnApi, stopProcess, waitForReady } from './lib/apiProcess';
import { benchStore } from './lib/benchStore';
import { outboxLines, p99, runSteady, shopperMix } from './lib/shopperMix';

const SECONDS = Number(process.env.SOAK_SECONDS) || 60;
const RATE = Number(process.env.SOAK_RATE) || 40;
const PORT = Number(process.env.SOAK_PORT) || 4700;
const API = `http://127.0.0.1:${PORT}`;

function residentKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function main() {
  const store = await benchStore('soak', process.env.SOAK_DATABASE_URL);
  const { dataDir, databaseUrl } = store;
  const api = spawnApi(
    {
      ...store.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(PORT),
      // Many shoppers from one address: per-client limits would only measure the 429s.
      RATE_LIMITS: 'off',
    },
    'ignore',
  );
  try {
    await waitForReady(API, api);
    const mix = shopperMix({ api: API });
    await mix.prepare();

    console.log(`soak: ${SECONDS} s at ${RATE} actions/s against ${API} (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
    const memory: { at: number; kb: number }[] = [];
    const { done, elapsed, maxInFlight } = await runSteady(RATE, SECONDS, mix.action, (at) => {
      if (memory.length === 0 || at * 1000 - (memory.at(-1)?.at ?? 0) >= 1000)
        memory.push({ at: at * 1000, kb: residentKb(api.pid as number) });
    });
    // The sandbox's last webhooks (jobs due 3 s after each payment) land, and their e-mails leave.
    await new Promise((resolve) => setTimeout(resolve, 6000));

    const window = (from: number, to: number) => {
      const kb = memory.filter((m) => m.at >= from * 1000 && m.at < to * 1000).map((m) => m.kb);
      return kb.sort((a, b) => a - b)[Math.floor(kb.length / 2)] ?? 0;
    };
    const early = window(10, 20);
    const late = window(SECONDS - 10, SECONDS);
    const growth = early ? (late - early) / early : 0;

    await stopProcess(api);
    const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
    const payments = await reconcileSandboxPayments(database);
    const placedAt = new Map(
      (await rawRows(database.db, 'select number, created_at from orders')).map((row) => [
        String(row.number),
        new Date(row.created_at as string).getTime(),
      ]),
    );
    await database.close();
    const mailFile = path.join(dataDir, 'outbox', 'mail.jsonl');
    const mailLag = outboxLines<{ subject: string; at: string }>(mailFile).flatMap(({ subject, at }) => {
      const placed = placedAt.get(/order (\S+) is confirmed/.exec(subject)?.[1] ?? '');
      return placed ? [new Date(at).getTime() - placed] : [];
    });

    console.log(
      `held ${(done / elapsed).toFixed(1)} actions/s (${done} in ${elapsed.toFixed(1)} s, at most ${maxInFlight} at once)`,
    );
    for (const [key, count] of [...mix.statuses].sort()) console.log(`  ${key.padEnd(28)} ${count}`);
    for (const label of ['create-order', 'sandbox pay', 'place order'])
      console.log(`  p99 ${label.padEnd(24)} ${p99(mix.latencies.get(label) ?? []).toFixed(0)} ms`);
    console.log(
      `confirmation e-mails ${mailLag.length} of ${placedAt.size} orders; p99 ${p99(mailLag).toFixed(0)} ms after the order`,
    );
    console.log(`captured payments ${payments.captured}, orders ${payments.orders}`);
    console.log(
      `API resident memory: ${Math.round(early / 1024)} MB at 10-20 s, ${Math.round(late / 1024)} MB at the end (${(growth * 100).toFixed(1)}%)`,
    );
    const problems = [
      ...mix.faults.slice(0, 20).map((fault) => `${fault.label}: ${fault.status} ${fault.body}`),
      ...mix.broken.slice(0, 20).map((failure) => `request failed: ${failure}`),
      ...payments.problems,
      ...(growth > 0.25 ? [`memory grew ${(growth * 100).toFixed(0)}%`] : []),
      ...(done / elapsed < RATE * 0.9 ? [`held only ${(done / elapsed).toFixed(1)} of ${RATE} actions/s`] : []),
    ];
    if (problems.length) {
      console.error(`soak FAILED:\n${problems.join('\n')}`);
      process.exitCode = 1;
    } else console.log('soak passed: no 5xx, one order per captured payment, none without, memory flat');
  } finally {
    await stopProcess(api);
    await store.dispose();
  }
}

void main();
