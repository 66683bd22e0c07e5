import PgBoss from 'pg-boss';
import { INDIA_TIME_ZONE } from '@store/shared/format';
import { z } from 'zod';
import type { AdvisoryLock, Database, DatabaseHandle, SqlRunner } from '../db/client';

/**
 * Every kind of background work, with what its job carries: empty here, each module's `jobs.ts`
 * adds its own by declaration merging (`declare module '../../jobs/queue' { interface JobData
 * {...} }`), so `enqueue(tx, 'name', data)` is typed everywhere while the queue imports no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobData {}
export type JobName = keyof JobData;

/** What the queue runs for a job; a throw fails the attempt (retried with backoff, then dead). */
export type JobHandler<Name extends JobName> = (data: JobData[Name], jobId: string) => Promise<void>;
export type JobHandlers = { [Name in JobName]: JobHandler<Name> };

/**
 * A job as its module declares it: its data's schema (checked when it is enqueued and again when
 * it runs: a job whose data does not fit fails, naming what is wrong), an optional schedule (cron,
 * India's time: one job per tick across every instance), and its handler made from the module's deps.
 */
export interface JobDefinition<Name extends JobName, Deps> {
  data: z.ZodType<JobData[Name]>;
  schedule?: string;
  handler: (deps: Deps) => JobHandler<Name>;
}

/** What the queue needs of every job before any handler exists: the record the composition root gathers. */
export type JobRecord = { [Name in JobName]: Pick<JobDefinition<Name, never>, 'data' | 'schedule'> };

type ModuleJobs<Deps> = { [Name in JobName]?: JobDefinition<Name, Deps> };

/** A module's jobs, each handler typed by its name's data: `moduleJobs<MyDeps>()({ 'name': {...} })`. */
export function moduleJobs<Deps>() {
  return <Jobs extends ModuleJobs<Deps>>(jobs: Jobs & { [Name in Exclude<keyof Jobs, JobName>]: never }) => jobs;
}

/** A module's handlers, made with its deps. */
export function bindJobs<Deps, Jobs extends ModuleJobs<Deps>>(
  jobs: Jobs,
  deps: Deps,
): { [Name in keyof Jobs & JobName]: JobHandler<Name> } {
  return Object.fromEntries(
    Object.entries(jobs).map(([name, job]) => [name, (job as JobDefinition<JobName, Deps>).handler(deps)]),
  ) as unknown as { [Name in keyof Jobs & JobName]: JobHandler<Name> };
}

/** A scheduled job's data: none (a sweep's tick). */
export const noData = z.object({});

/** A job whose data does not fit its schema: refused when enqueued, failed (with the reason) when run. */
export class JobDataError extends Error {
  constructor(name: string, error: z.ZodError) {
    super(`job ${name}: its data does not fit: ${z.prettifyError(error)}`);
    this.name = 'JobDataError';
  }
}

function checked<Name extends JobName>(jobs: JobRecord, name: Name, data: unknown): JobData[Name] {
  const parsed = jobs[name].data.safeParse(data);
  if (!parsed.success) throw new JobDataError(name, parsed.error);
  return parsed.data;
}

/** The advisory lock instances take turns on while installing the queue. */
const JOB_SETUP_LOCK: AdvisoryLock = { key: 31_0031, name: 'job queue setup' };

export interface QueueTuning {
  /** First retry after this many seconds, doubling each time (pg-boss's backoff). */
  retryDelaySeconds: number;
  /** Attempts after the first before a job is dead (state failed) and shown to the admin. */
  retryLimit: number;
  /** A job still active this long (its worker died) is failed and retried. */
  expireInSeconds: number;
  /**
   * How often an idle process looks for due jobs (one query for every queue; a job this process
   * enqueues is looked for at once, see JobQueue.wake): the latency of jobs enqueued elsewhere
   * (another instance, a delayed job coming due).
   */
  pollingIntervalSeconds: number;
  /** How often pg-boss expires stuck jobs and archives old ones. */
  maintenanceIntervalSeconds: number;
}

export const DEFAULT_TUNING: QueueTuning = {
  retryDelaySeconds: 10,
  retryLimit: 6,
  expireInSeconds: 120,
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 60,
};

/** A worker's own fetch when no look woke it: a backstop only (pg-boss's loop wants an interval). */
const WORKER_BACKSTOP_SECONDS = 60;
/** The NOTIFY channel an enqueue announces its job on (PostgreSQL), for the other processes' looks. */
const JOBS_CHANNEL = 'store_jobs';
/** How quickly looks come after this process enqueued, and for how long. */
const EAGER_LOOK_MS = 50;
const EAGER_WINDOW_MS = 1500;

/**
 * pg-boss's driver over a drizzle transaction, so a job is inserted by the caller's own
 * transaction and commits or rolls back with the change it follows. It speaks to the
 * transaction's connection (pg's PoolClient, or PGlite's transaction: both answer
 * `query(text, values)` with rows), because pg-boss's statements use one `$n` in several
 * places, which drizzle's own parameters cannot express.
 */
function inTransaction(tx: Database): PgBoss.Db {
  const client = (tx as unknown as { session: { client: { query: PgBoss.Db['executeSql'] } } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}

export interface DeadJob {
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  lastError: string;
  createdAt: Date;
  failedAt: Date | null;
}

export interface QueueCounts {
  queued: number;
  running: number;
  /** Failed at least once and waiting for their next attempt. */
  retrying: number;
  /** Out of attempts: the dead-letter list. */
  dead: number;
  /** Seconds the oldest job that is due (queued or retrying) has waited; 0 when none. */
  oldestSeconds: number;
}

/**
 * The store's background jobs on pg-boss, in the store's own database (PostgreSQL or the
 * embedded PGlite, through the handle's connection). Jobs outlive a restart, retry with
 * backoff, and end in the dead-letter list (pg-boss's failed state) that the admin panel shows.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private working = false;
  private stopping = false;
  /**
   * Handlers running and pg-boss statements in flight. pg-boss neither awaits a job's completion
   * or failure nor counts a poll already on its way when it stops, so stop() waits for both to
   * settle: otherwise a job fetched at the last moment runs, and its result is written, after the
   * database has closed.
   */
  private inFlight = 0;
  /** Where pg-boss's statements go: the pool, or the setup lock's own connection while start() runs. */
  private sql: SqlRunner;
  /** Workers per queue: pg-boss takes one job per fetch, so this many of a queue's jobs run at once. */
  private readonly pollers: number;
  /** Each queue's pg-boss workers, woken by the look for due jobs. */
  private readonly workers = new Map<JobName, string[]>();
  /** The next look for due jobs, and until when looks come quickly (a job was just enqueued). */
  private lookTimer: NodeJS.Timeout | undefined;
  private lookAt = Infinity;
  private eagerUntil = 0;
  private looking: Promise<void> | null = null;
  /** Stops listening for other processes' new jobs (PostgreSQL's NOTIFY); null when not listening. */
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    /** Every job the store has (the composition root's record): the queues to install, the data to check. */
    private readonly jobs: JobRecord,
    private readonly tuning: QueueTuning = DEFAULT_TUNING,
    private readonly onError: (error: Error) => void = () => {},
  ) {
    this.sql = database;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.track(this.sql.executeSql(text, values)) },
      schema: 'pgboss',
      maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds,
      // Dead jobs stay on the admin's list for a month before pg-boss archives them.
      archiveFailedAfterSeconds: 30 * 86_400,
      // The scheduler's own queue (a sweep's tick on its way to the sweep's queue): looked at every 15 s, not 5.
      cronWorkerIntervalSeconds: 15,
    });
    this.boss.on('error', onError);
    this.pollers = database.kind === 'postgres' ? 4 : 2;
  }

  /** The record's names: the queues this process installs and works. */
  private get names(): JobName[] {
    return Object.keys(this.jobs) as JobName[];
  }

  /**
   * Installs or upgrades pg-boss's tables and the store's queues. Instances starting together
   * take turns (two creating one queue's partition at once deadlock), and a later one finds
   * everything in place.
   */
  async start() {
    await this.database.serialized(JOB_SETUP_LOCK, async (connection) => {
      this.sql = connection;
      try {
        await this.boss.start();
        for (const name of this.names) {
          if (await this.boss.getQueue(name)) continue;
          await this.boss.createQueue(name, {
            name,
            retryLimit: this.tuning.retryLimit,
            retryDelay: this.tuning.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: this.tuning.expireInSeconds,
          });
        }
      } finally {
        this.sql = this.database;
      }
    });
  }

  /**
   * Adds a job inside the caller's transaction: it exists only if that transaction commits. Data
   * that does not fit the job's schema is refused here (JobDataError), failing the transaction.
   */
  async enqueue<Name extends JobName>(
    tx: Database,
    name: Name,
    data: JobData[Name],
    options: { startAfterSeconds?: number } = {},
  ): Promise<string> {
    const db = inTransaction(tx);
    const id = await this.boss.send(name, checked(this.jobs, name, data) as object, {
      db,
      startAfter: options.startAfterSeconds,
    });
    if (!id) throw new Error(`job queue ${name} does not exist: was the queue started?`);
    // Other processes (a worker beside the API) look at once when the transaction commits.
    if (this.database.listen && !options.startAfterSeconds)
      await db.executeSql(`select pg_notify($1, $2)`, [JOBS_CHANNEL, name]);
    this.wake(options.startAfterSeconds ?? 0);
    return id;
  }

  /**
   * Runs the handlers in this process, and the sweeps on their schedules. The workers do not poll
   * on their own (every queue each half second cost an idle API 10-18% of a core): one query
   * looks for due jobs in every queue (each `pollingIntervalSeconds`; at once after this process
   * enqueues, and on PostgreSQL when another process's enqueue commits: its NOTIFY) and wakes the
   * workers of the queues that have some.
   */
  async work(handlers: JobHandlers) {
    this.working = true;
    for (const name of this.names) {
      const run = handlers[name] as (data: unknown, id: string) => Promise<void>;
      const ids: string[] = [];
      for (let poller = 0; poller < this.pollers; poller++)
        ids.push(
          await this.boss.work(name, { pollingIntervalSeconds: WORKER_BACKSTOP_SECONDS }, (jobs) =>
            this.track(
              (async () => {
                for (const job of jobs) await run(checked(this.jobs, name, job.data), job.id);
              })(),
            ),
          ),
        );
      this.workers.set(name, ids);
      const cron = this.jobs[name].schedule;
      if (cron) await this.boss.schedule(name, cron, {}, { tz: INDIA_TIME_ZONE });
    }
    if (this.database.listen)
      this.unlisten = await this.database
        .listen(JOBS_CHANNEL, () => this.lookIn(0), this.onError)
        .catch((error: unknown) => {
          this.onError(error as Error);
          return null;
        });
    this.lookIn(0);
  }

  /**
   * A job was enqueued here: look for it at once and keep looking quickly for a moment, since
   * the enqueuing transaction commits after enqueue() returns (a delayed job: once it is due).
   */
  private wake(afterSeconds: number) {
    this.eagerUntil = Math.max(this.eagerUntil, Date.now() + afterSeconds * 1000 + EAGER_WINDOW_MS);
    this.lookIn(Math.min(EAGER_LOOK_MS, afterSeconds * 1000 || EAGER_LOOK_MS));
  }

  /** The next look in `ms`, unless one is already due sooner (or running: it schedules the next). */
  private lookIn(ms: number) {
    if (!this.working || this.stopping) return;
    const at = Date.now() + ms;
    if (this.looking) {
      this.lookAt = Math.min(this.lookAt, at);
      return;
    }
    if (this.lookTimer && this.lookAt <= at) return;
    clearTimeout(this.lookTimer);
    this.lookAt = at;
    this.lookTimer = setTimeout(() => {
      this.lookTimer = undefined;
      this.lookAt = Infinity;
      this.looking = this.look().finally(() => {
        this.looking = null;
      });
    }, ms);
    this.lookTimer.unref();
  }

  /** One query for every queue's due jobs; wakes as many of a queue's workers as it has due jobs. */
  private async look() {
    let found = false;
    try {
      const { rows } = await this.track(
        this.database.executeSql(
          `select name, count(*)::int as due from pgboss.job
           where name = any($1::text[]) and state < 'active' and start_after <= now() group by name`,
          [this.names],
        ),
      );
      for (const row of rows) {
        const ids = this.workers.get(row.name as JobName) ?? [];
        for (const id of ids.slice(0, Number(row.due))) this.boss.notifyWorker(id);
        found = true;
      }
    } catch {
      // The database away for a moment: the next look tries again.
    }
    const pending = this.lookAt;
    this.lookAt = Infinity;
    const eager = found || Date.now() < this.eagerUntil;
    const next = Math.min(eager ? EAGER_LOOK_MS : this.tuning.pollingIntervalSeconds * 1000, pending - Date.now());
    this.looking = null;
    this.lookIn(Math.max(0, next));
  }

  /** Stops taking jobs and waits (up to timeoutMs) for those running to finish; the rest are retried later. */
  async stop(timeoutMs = 25_000) {
    const deadline = Date.now() + timeoutMs;
    this.stopping = true;
    clearTimeout(this.lookTimer);
    await this.looking;
    await this.unlisten?.();
    this.unlisten = null;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    // A timer turn between looks lets a finished handler's completion (promise callbacks) start
    // its statement before the count is read again.
    while (this.inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.inFlight++;
    try {
      return await work;
    } finally {
      this.inFlight--;
    }
  }

  get isWorking() {
    return this.working;
  }

  /** The dead-letter list: jobs out of attempts, the newest failure first. */
  async dead(limit = 100): Promise<DeadJob[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `select id, name, data, output, retry_count, created_on, completed_on from pgboss.job
       where state = 'failed' order by completed_on desc nulls last limit $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: String(row.id),
      name: String(row.name),
      data: row.data,
      attempts: Number(row.retry_count) + 1,
      lastError: lastError(row.output),
      createdAt: new Date(row.created_on as string),
      failedAt: row.completed_on ? new Date(row.completed_on as string) : null,
    }));
  }

  /** Gives a dead job one more attempt now; false when no dead job has this id. */
  async retry(id: string): Promise<boolean> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(`select name from pgboss.job where id = $1::uuid and state = 'failed'`, [id]);
    const name = rows[0]?.name as string | undefined;
    if (!name) return false;
    await this.boss.retry(name, id);
    return true;
  }

  /** Jobs by state for the metrics. */
  async counts(): Promise<QueueCounts> {
    const { rows } = await this.boss.getDb().executeSql(
      `select
         count(*) filter (where state = 'created')::int as queued,
         count(*) filter (where state = 'active')::int as running,
         count(*) filter (where state = 'retry')::int as retrying,
         count(*) filter (where state = 'failed')::int as dead,
         coalesce(extract(epoch from now() - min(start_after) filter (
           where state in ('created', 'retry') and start_after <= now())), 0)::float as oldest
       from pgboss.job where name not like '\\_\\_%'`,
      [],
    );
    const row = rows[0] ?? {};
    return {
      queued: Number(row.queued ?? 0),
      running: Number(row.running ?? 0),
      retrying: Number(row.retrying ?? 0),
      dead: Number(row.dead ?? 0),
      oldestSeconds: Number(row.oldest ?? 0),
    };
  }
}

/** pg-boss stores a handler's thrown error as its output (a serialized Error, or a value). */
function lastError(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output == null ? '' : JSON.stringify(output);
}
