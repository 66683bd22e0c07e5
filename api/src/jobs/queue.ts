import PgBoss from 'pg-boss';
import type { AdvisoryLock, Database, DatabaseHandle, SqlRunner } from '../db/client';
import type { StoredImage } from '../db/schema';

/** Every kind of background work, with what its job carries. */
export interface JobData {
  /** The confirmation e-mail of a new order. */
  'order-confirmation': { orderId: string };
  /** A made-to-measure piece moved on: its text and e-mail to the customer. */
  'stage-notice': { orderId: string; lineId: string; stage: string };
  /** A return moved on (asked, approved, refunded, a workshop stage...): its text and e-mail. */
  'return-notice': { returnId: string; state: string };
  /** A cash order waits for the shopper: its confirmation text and e-mail (link and code). */
  'cash-confirmation': { orderId: string };
  /** An order left for the courier: its WhatsApp message or text. */
  'shipping-notice': { orderId: string };
  /** An order was delivered: one request to rate its pieces, by WhatsApp or text and by e-mail. */
  'review-request': { orderId: string };
  /** The WhatsApp sandbox's webhook (a status, a tap, a shopper's STOP), as Meta would send it. */
  'whatsapp-webhook': { body: string };
  /** A reply to a shopper who wrote on WhatsApp (STOP, a tapped Confirm), once per key. */
  'whatsapp-reply': { to: string; text: string; key: string };
  /** WhatsApp reported an update undelivered: its text goes instead. */
  'whatsapp-fallback': { messageId: string };
  /** A size went from none to some with shoppers waiting: one message each, by their channel, then the alerts go. */
  'back-in-stock': { productId: string; stockKey: string };
  /** The payment sandbox's webhook, as Razorpay would send it a moment after the payment. */
  'sandbox-webhook': { eventId: string; body: string };
  /** Images a product no longer has (taken off it, or the product deleted): out of the image store. */
  'remove-product-images': { images: StoredImage[] };
  /** A customer's photo (a return's, a review's) that may have no record: removed unless a return or review has it. */
  'discard-photo': { path: string };
  /** Scheduled: product images uploaded but never saved with a product. */
  'sweep-uploads': Record<string, never>;
  /** Scheduled: ended sessions, dead guest links, old sign-in failures, finished rate-limit windows. */
  'sweep-records': Record<string, never>;
  /** Scheduled: stock held by checkouts whose hold lapsed unpaid goes back on sale; cash orders left unconfirmed are cancelled. */
  'sweep-holds': Record<string, never>;
  /** Scheduled: refunds asked of the provider and never recorded (a crash between the two) are completed, asked again or released. */
  'sweep-refunds': Record<string, never>;
}
export type JobName = keyof JobData;
export const JOB_NAMES: JobName[] = [
  'order-confirmation',
  'stage-notice',
  'return-notice',
  'cash-confirmation',
  'shipping-notice',
  'review-request',
  'whatsapp-webhook',
  'whatsapp-reply',
  'whatsapp-fallback',
  'back-in-stock',
  'sandbox-webhook',
  'remove-product-images',
  'discard-photo',
  'sweep-uploads',
  'sweep-records',
  'sweep-holds',
  'sweep-refunds',
];

/** The advisory lock instances take turns on while installing the queue. */
const JOB_SETUP_LOCK: AdvisoryLock = { key: 31_0031, name: 'job queue setup' };

/** A sweep runs once a schedule tick across every instance (pg-boss sends one job per tick). */
const SCHEDULES: Partial<Record<JobName, string>> = {
  'sweep-uploads': '7 * * * *',
  'sweep-records': '*/15 * * * *',
  // Every minute (cron's finest): a lapsed hold is back on sale within a minute of its end.
  'sweep-holds': '* * * * *',
  // A refund is stuck after 10 minutes (STUCK_REFUND_MINUTES): found within 5 more.
  'sweep-refunds': '*/5 * * * *',
};

export interface QueueTuning {
  /** First retry after this many seconds, doubling each time (pg-boss's backoff). */
  retryDelaySeconds: number;
  /** Attempts after the first before a job is dead (state failed) and shown to the admin. */
  retryLimit: number;
  /** A job still active this long (its worker died) is failed and retried. */
  expireInSeconds: number;
  /** How often an idle worker looks for new jobs (pg-boss polls; 0.5 s is its floor). */
  pollingIntervalSeconds: number;
  /** How often pg-boss expires stuck jobs and archives old ones. */
  maintenanceIntervalSeconds: number;
}

export const DEFAULT_TUNING: QueueTuning = {
  retryDelaySeconds: 10,
  retryLimit: 6,
  expireInSeconds: 120,
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 60,
};

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

export type JobHandlers = { [Name in JobName]: (data: JobData[Name], jobId: string) => Promise<void> };

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
  /**
   * Handlers running and pg-boss statements in flight. pg-boss neither awaits a job's completion
   * or failure nor counts a poll already on its way when it stops, so stop() waits for both to
   * settle: otherwise a job fetched at the last moment runs, and its result is written, after the
   * database has closed.
   */
  private inFlight = 0;
  /** Where pg-boss's statements go: the pool, or the setup lock's own connection while start() runs. */
  private sql: SqlRunner;
  /** Pollers per message queue: pg-boss takes one job per poll, a poll each half second per poller. */
  private readonly pollers: number;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly tuning: QueueTuning = DEFAULT_TUNING,
    onError: (error: Error) => void = () => {},
  ) {
    this.sql = database;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.track(this.sql.executeSql(text, values)) },
      schema: 'pgboss',
      maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds,
      // Dead jobs stay on the admin's list for a month before pg-boss archives them.
      archiveFailedAfterSeconds: 30 * 86_400,
    });
    this.boss.on('error', onError);
    this.pollers = database.kind === 'postgres' ? 4 : 2;
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
        for (const name of JOB_NAMES) {
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

  /** Adds a job inside the caller's transaction: it exists only if that transaction commits. */
  async enqueue<Name extends JobName>(
    tx: Database,
    name: Name,
    data: JobData[Name],
    options: { startAfterSeconds?: number } = {},
  ): Promise<string> {
    const id = await this.boss.send(name, data, { db: inTransaction(tx), startAfter: options.startAfterSeconds });
    if (!id) throw new Error(`job queue ${name} does not exist: was the queue started?`);
    return id;
  }

  /** Runs the handlers in this process, and the sweeps on their schedules. */
  async work(handlers: JobHandlers) {
    this.working = true;
    for (const name of JOB_NAMES) {
      // A sweep waits for its schedule anyway: one poller, asking every 10 s.
      for (let poller = 0; poller < (SCHEDULES[name] ? 1 : this.pollers); poller++)
        await this.boss.work<JobData[typeof name]>(
          name,
          { pollingIntervalSeconds: SCHEDULES[name] ? 10 : this.tuning.pollingIntervalSeconds },
          (jobs) =>
            this.track(
              (async () => {
                for (const job of jobs)
                  await (handlers[name] as (data: unknown, id: string) => Promise<void>)(job.data, job.id);
              })(),
            ),
        );
      const cron = SCHEDULES[name];
      if (cron) await this.boss.schedule(name, cron, {}, { tz: 'Asia/Kolkata' });
    }
  }

  /** Stops taking jobs and waits (up to timeoutMs) for those running to finish; the rest are retried later. */
  async stop(timeoutMs = 25_000) {
    const deadline = Date.now() + timeoutMs;
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
