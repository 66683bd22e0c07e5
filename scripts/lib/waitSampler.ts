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
  /**
   * The whole machine's busy CPU seconds meanwhile and who used them: the API, the database
   * server's processes (a local server), this bench's own client, and everything else (null off Linux).
   */
  machineCpu: { busy: number; api: number; database: number; bench: number; other: number } | null;
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

/** The machine's busy CPU seconds so far (all cores; /proc/stat, less idle and I/O wait); null elsewhere. */
function machineBusySeconds(): number | null {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number);
    return (ticks.reduce((sum, tick) => sum + tick, 0) - ticks[3]! - ticks[4]!) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds so far of every process named `postgres` on this machine (a local server's backends). */
function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        seconds += processCpuSeconds(Number(pid)) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return seconds;
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** The pool gauge `store_db_pool_connections{state="waiting"}` from the API's metrics listener. */
async function poolWaiting(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return Number(/store_db_pool_connections\{state="waiting"\} (\d+)/.exec(text)?.[1] ?? 0);
}

/**
 * Samples every `everyMs`, until stopped, what the store's database sessions are doing
 * (pg_stat_activity: active on CPU, waiting on a lock, on the WAL, or idle inside a transaction
 * while the API works) and, every `metricsEveryMs`, how many requests queue for a pooled connection: the measurements
 * that say whether a latency is the database's, a lock's or the pool's; and the CPU the API
 * process used, of how much it got (on a shared machine, the floor of every latency).
 */
export async function sampleWaits(
  databaseUrl: string,
  metricsUrl: string | null,
  apiPid?: number,
  everyMs = 25,
  metricsEveryMs = 500,
) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const database = new URL(databaseUrl).pathname.slice(1);
  const totals = new Map<string, number>();
  const pool = { sum: 0, max: 0 };
  let samples = 0;
  let scrapes = 0;
  let scrapedAt = -Infinity;
  let running = true;
  const cpuBefore = processCpuSeconds(apiPid);
  const machineBefore = { busy: machineBusySeconds(), database: postgresCpuSeconds(), bench: ownCpuSeconds() };
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
      // The API's metrics far less often: a scrape costs it 1-2 ms of CPU, which at every 25 ms
      // would be billed to the requests measured (Prometheus scrapes every few seconds).
      if (metricsUrl && performance.now() - scrapedAt >= metricsEveryMs) {
        scrapedAt = performance.now();
        const waiting = await poolWaiting(metricsUrl).catch(() => 0);
        pool.sum += waiting;
        pool.max = Math.max(pool.max, waiting);
        scrapes += 1;
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
      const busyAfter = machineBusySeconds();
      const seconds = cpuBefore === null || cpuAfter === null ? null : round(cpuAfter - cpuBefore);
      const machineCpu = (() => {
        if (machineBefore.busy === null || busyAfter === null) return null;
        const busy = busyAfter - machineBefore.busy;
        const database = postgresCpuSeconds() - machineBefore.database;
        const bench = ownCpuSeconds() - machineBefore.bench;
        const api = seconds ?? 0;
        const other = Math.max(0, busy - api - database - bench);
        return {
          busy: round(busy),
          api: round(api),
          database: round(database),
          bench: round(bench),
          other: round(other),
        };
      })();
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
        poolWaiting: metricsUrl ? { average: round(pool.sum / Math.max(scrapes, 1)), max: pool.max } : null,
        apiCpu,
        machineCpu,
      };
    },
  };
}
