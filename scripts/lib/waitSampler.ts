import fs from 'node:fs';
import { Client } from 'pg';

/** Where a bench's requests spent their time, averaged over the samples taken while it ran. */
export interface WaitReport {
  samples: number;
  /** Server sessions of the store's database at a sample, on average, by state and wait event ('CPU' when none). */
  sessions: Record<string, number>;
  /** Requests in the API waiting for a pooled connection: on average and at most (null without metrics). */
  poolWaiting: { average: number; max: number } | null;
  /** CPU seconds the API process used meanwhile, and the share of one core that is (null off Linux). */
  apiCpu: { seconds: number; cores: number } | null;
}

/** A process's user + system CPU seconds so far, from /proc (Linux's USER_HZ is 100); null elsewhere. */
export function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The pool gauge `store_db_pool_connections{state="waiting"}` from the API's metrics listener. */
async function poolWaiting(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return Number(/store_db_pool_connections\{state="waiting"\} (\d+)/.exec(text)?.[1] ?? 0);
}

/**
 * Samples every `everyMs`, until stopped, what the store's database sessions are doing
 * (pg_stat_activity: active on CPU, waiting on a lock, on the WAL, or idle inside a transaction
 * while the API works) and how many requests queue for a pooled connection: the measurements
 * that say whether a latency is the database's, a lock's or the pool's; and the CPU the API
 * process used, of how much it got (on a shared machine, the floor of every latency).
 */
export async function sampleWaits(databaseUrl: string, metricsUrl: string | null, apiPid?: number, everyMs = 25) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const database = new URL(databaseUrl).pathname.slice(1);
  const totals = new Map<string, number>();
  const pool = { sum: 0, max: 0 };
  let samples = 0;
  let running = true;
  const cpuBefore = processCpuSeconds(apiPid);
  const started = performance.now();
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ what: string; n: number }>(
        // A lock wait names the statement waiting (its first words), so the contended rows show.
        `select state || coalesce(' ' || wait_event_type || ':' || wait_event, ' CPU')
                || case when wait_event_type = 'Lock' then ' ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 40) else '' end as what,
                count(*)::int as n
           from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid() and state <> 'idle'
          group by 1`,
        [database],
      );
      for (const { what, n } of rows) totals.set(what, (totals.get(what) ?? 0) + n);
      if (metricsUrl) {
        const waiting = await poolWaiting(metricsUrl).catch(() => 0);
        pool.sum += waiting;
        pool.max = Math.max(pool.max, waiting);
      }
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(): Promise<WaitReport> {
      running = false;
      await loop;
      const cpuAfter = processCpuSeconds(apiPid);
      const seconds = cpuBefore === null || cpuAfter === null ? null : round(cpuAfter - cpuBefore);
      const apiCpu =
        seconds === null ? null : { seconds, cores: round(seconds / ((performance.now() - started) / 1000)) };
      await client.end();
      const n = Math.max(samples, 1);
      const sessions = Object.fromEntries(
        [...totals].sort((a, b) => b[1] - a[1]).map(([what, total]) => [what, round(total / n)]),
      );
      return {
        samples,
        sessions,
        poolWaiting: metricsUrl ? { average: round(pool.sum / n), max: pool.max } : null,
        apiCpu,
      };
    },
  };
}
