import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../src/db/client';
import { orders, stockHolds } from '../src/db/schema';
import { createScratchDatabase } from '../src/db/scratchDatabase';
import { preparedServerDatabase } from './preparedDatabase';
import { JOB_NAMES, JOBS } from '../src/allJobs';
import { JobQueue, type JobHandlers, type JobName, type JobRecord } from '../src/jobs/queue';
import { sendOnce } from '../src/modules/notifications';
import { customerClient } from './customerClient';
import { smtpServer } from './smtpServer';
import { stopAll, storeProcess } from './storeProcess';
import { addressFor, shopperClient } from './shopperClient';
import { eventually, FAST_JOBS, startTestApi, type TestApi } from './testApp';

const repoRoot = path.resolve(__dirname, '..', '..');

const jobRows = async (api: Pick<TestApi, 'database'>, orderId: string) =>
  (
    await api.database.executeSql(
      `select id, state from pgboss.job where name = 'order-confirmation' and data->>'orderId' = $1`,
      [orderId],
    )
  ).rows;

describe('jobs of the API process', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let api: TestApi;
  let shopper: ReturnType<typeof shopperClient>;
  let client: ReturnType<typeof customerClient>;
  let admin: string;
  beforeAll(async () => {
    smtp = await smtpServer();
    api = await startTestApi({
      mail: { smtpUrl: smtp.url, from: 'Elegance <orders@test.in>' },
      jobs: { inProcess: true, tuning: FAST_JOBS },
      // The browser posts each order itself here; the webhook's own test is below.
      sandboxWebhookDelayMs: 600_000,
    });
    shopper = shopperClient(api);
    client = customerClient(api);
    admin = await client.signInAdmin();
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  async function paidOrder(phone: string, email: string) {
    const { body } = await shopper.createOrder({ shippingAddress: { ...addressFor(phone), email } });
    return shopper.placeOrder((await shopper.pay(body.order.id)).body);
  }

  it('leaves no order and no e-mail job when the paid order’s transaction rolls back', async () => {
    // The payment's row cannot be written: the order and its e-mail job are in the same transaction.
    await api.database.executeSql(`create function refuse_payment() returns trigger language plpgsql as
      $$ begin raise exception 'disk full'; end $$`);
    await api.database.executeSql(
      'create trigger refuse_payment before insert on payments for each row execute function refuse_payment()',
    );
    try {
      const jobs = `select count(*)::int as n from pgboss.job where name = 'order-confirmation'`;
      const before = await api.database.executeSql(jobs);
      const placed = await paidOrder('9811100001', 'rolled@example.in');
      expect(placed.status).toBe(500);
      expect(await api.database.db.select().from(orders).where(eq(orders.phone, '+919811100001'))).toEqual([]);
      expect((await api.database.executeSql(jobs)).rows).toEqual(before.rows);
    } finally {
      await api.database.executeSql('drop trigger refuse_payment on payments; drop function refuse_payment()');
    }
    const placed = await paidOrder('9811100001', 'rolled@example.in');
    expect(placed.status).toBe(201);
    expect(await jobRows(api, placed.body.order._id)).toHaveLength(1);
    await eventually(() => expect(smtp.mailTo('rolled@example.in')).toHaveLength(1));
  }, 60_000);

  it('sends one confirmation however often its job runs', async () => {
    const placed = await paidOrder('9811100002', 'twice@example.in');
    await eventually(() => expect(smtp.mailTo('twice@example.in')).toHaveLength(1));
    const [job] = await jobRows(api, placed.body.order._id);
    await eventually(async () => expect((await jobRows(api, placed.body.order._id))[0]?.state).toBe('completed'));
    // The same job again, as after a crash between the send and pg-boss's "completed".
    await api.database.executeSql(`update pgboss.job set state = 'created', completed_on = null where id = $1`, [
      job?.id,
    ]);
    await eventually(async () => expect((await jobRows(api, placed.body.order._id))[0]?.state).toBe('completed'));
    expect(smtp.mailTo('twice@example.in')).toHaveLength(1);
  }, 60_000);

  it('sends one text however often a stage notice’s job runs', async () => {
    const [tailored, standard] = await shopper.bag();
    const { body } = await shopper.createOrder({
      // No e-mail: the stage notice is a text alone.
      shippingAddress: addressFor('9811100006'),
      items: [
        { productId: tailored?._id, size: { custom: true, chest: 40, waist: 34 } },
        { productId: standard?._id, size: { upper: 'M', lower: '32' } },
      ],
    });
    const placed = await shopper.placeOrder((await shopper.pay(body.order.id)).body);
    const orderId = placed.body.order._id as string;
    const moved = await client.call(
      'PUT',
      '/admin/orders/stages',
      { items: [{ orderId, item: 0 }], stage: 'cutting' },
      admin,
    );
    expect(moved.status).toBe(200);
    const stageTexts = () => client.textsTo('+919811100006').filter((sms) => /is now cutting/.test(sms.text));
    await eventually(() => expect(stageTexts()).toHaveLength(1));
    const job = async () =>
      (
        await api.database.executeSql(
          `select id, state from pgboss.job where name = 'stage-notice' and data->>'orderId' = $1`,
          [orderId],
        )
      ).rows[0];
    await eventually(async () => expect((await job())?.state).toBe('completed'));
    // The same job again, as after a crash between the text and pg-boss's "completed".
    await api.database.executeSql(`update pgboss.job set state = 'created', completed_on = null where id = $1`, [
      (await job())?.id,
    ]);
    await eventually(async () => expect((await job())?.state).toBe('completed'));
    expect(stageTexts()).toHaveLength(1);
  }, 60_000);

  it('retries a failing send, lists it as dead for the admin with its error, and Retry sends it once', async () => {
    smtp.state.accepting = false;
    const attemptsBefore = smtp.state.attempts;
    const placed = await paidOrder('9811100003', 'busy@example.in');
    expect(placed.status).toBe(201);
    const orderId = placed.body.order._id as string;
    const dead = await eventually(async () => {
      const list = await client.call('GET', '/admin/jobs/failed', undefined, admin);
      const job = (list.body as { data: { orderId: string } }[]).find((row) => row.data.orderId === orderId);
      expect(job).toBeDefined();
      return job as unknown as { id: string; name: string; attempts: number; lastError: string };
    }, 20_000);
    expect(dead).toMatchObject({ name: 'order-confirmation', attempts: 2 });
    expect(dead.lastError).toMatch(/Mailbox busy, try later/);
    expect(smtp.state.attempts - attemptsBefore).toBe(2);
    expect(smtp.mailTo('busy@example.in')).toEqual([]);

    // Only an admin sees or retries the dead-letter list.
    expect((await client.call('GET', '/admin/jobs/failed')).status).toBe(401);
    expect((await client.call('POST', `/admin/jobs/${dead.id}/retry`)).status).toBe(401);
    expect((await client.call('POST', '/admin/jobs/not-a-job/retry', undefined, admin)).status).toBe(400);

    smtp.state.accepting = true;
    expect((await client.call('POST', `/admin/jobs/${dead.id}/retry`, undefined, admin)).body).toEqual({
      status: 'queued',
    });
    await eventually(() => expect(smtp.mailTo('busy@example.in')).toHaveLength(1));
    const after = (await client.call('GET', '/admin/jobs/failed', undefined, admin)).body as { id: string }[];
    expect(after.map((job) => job.id)).not.toContain(dead.id);
    expect((await client.call('POST', `/admin/jobs/${dead.id}/retry`, undefined, admin)).status).toBe(404);
  }, 60_000);

  it('counts jobs by state for Prometheus', async () => {
    const text = await api.app.metrics.registry.metrics();
    expect(text).toMatch(/store_jobs\{state="dead"\} \d+/);
    expect(text).toMatch(/store_jobs\{state="queued"\} \d+/);
    expect(text).toMatch(/store_jobs_oldest_waiting_seconds \d+/);
  });
});

it('never gives one job to two workers at once', async () => {
  const scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'store_test')
    : null;
  const database = await openDatabase({ url: scratch?.url, dataDir: 'memory://' });
  const workers = [new JobQueue(database, JOBS, FAST_JOBS), new JobQueue(database, JOBS, FAST_JOBS)];
  try {
    const running = new Set<string>();
    const runs: { item: string; worker: number }[] = [];
    let overlaps = 0;
    for (const [index, queue] of workers.entries()) {
      await queue.start();
      const noop = async () => {};
      const handlers: JobHandlers = {
        ...(Object.fromEntries(JOB_NAMES.map((name) => [name, noop])) as Record<JobName, typeof noop>),
        async 'stage-notice'({ lineId: item }) {
          if (running.has(item)) overlaps++;
          running.add(item);
          await new Promise((resolve) => setTimeout(resolve, 30));
          running.delete(item);
          runs.push({ item, worker: index });
        },
      };
      await queue.work(handlers);
    }
    const items = Array.from({ length: 20 }, (_, i) => `piece-${String(i).padStart(2, '0')}`);
    for (const item of items)
      await workers[0]?.enqueue(database.db, 'stage-notice', { orderId: 'test', lineId: item, stage: 'cutting' });
    await eventually(() => expect(runs).toHaveLength(20), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(overlaps).toBe(0);
    expect(runs.map((run) => run.item).sort()).toEqual(items);
  } finally {
    for (const queue of workers) await queue.stop();
    await database.close();
    await scratch?.drop();
  }
}, 60_000);

it('runs nothing after stop() returns, not even a job its last poll was still fetching', async () => {
  const scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'store_test')
    : null;
  const database = await openDatabase({ url: scratch?.url, dataDir: 'memory://' });
  // The stage-notice poll is held on its way back, so stop() begins while it is in flight.
  let holdPoll = false;
  let pollHeld = false;
  const slowPolls: typeof database = {
    ...database,
    async executeSql(text, values) {
      const poll = holdPoll && /skip locked/i.test(text) && values?.[0] === 'stage-notice';
      const result = await database.executeSql(text, values);
      if (poll) {
        pollHeld = true;
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      return result;
    },
  };
  const queue = new JobQueue(slowPolls, JOBS, FAST_JOBS);
  let stopped = false;
  const runs: { afterStop: boolean; finished: boolean }[] = [];
  try {
    await queue.start();
    const noop = async () => {};
    await queue.work({
      ...(Object.fromEntries(JOB_NAMES.map((name) => [name, noop])) as Record<JobName, typeof noop>),
      async 'stage-notice'() {
        const run = { afterStop: stopped, finished: false };
        runs.push(run);
        await new Promise((resolve) => setTimeout(resolve, 200));
        run.finished = true;
      },
    });
    holdPoll = true;
    const id = await queue.enqueue(database.db, 'stage-notice', { orderId: 'test', lineId: 'piece', stage: 'cutting' });
    await eventually(() => expect(pollHeld).toBe(true));
    await queue.stop();
    stopped = true;
    expect(runs).toEqual([{ afterStop: false, finished: true }]);
    // pg-boss records a job's completion without awaiting it: stop() waits for that write too.
    const { rows } = await database.executeSql('select state from pgboss.job where id = $1::uuid', [id]);
    expect(rows[0]?.state).toBe('completed');
  } finally {
    await queue.stop();
    await database.close();
    await scratch?.drop();
  }
}, 60_000);

/** An API on a database that outlives it (a data directory, or a scratch PostgreSQL database). */
function persistentApi(options: { databaseUrl: string | null; dataDir: string; smtpUrl: string; inProcess?: boolean }) {
  return startTestApi({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    mail: { smtpUrl: options.smtpUrl, from: 'Elegance <orders@test.in>' },
    jobs: { inProcess: options.inProcess ?? true, tuning: FAST_JOBS },
    sandboxWebhookDelayMs: 1500,
  });
}

it('delivers the sandbox’s webhook after the API restarts', async () => {
  const smtp = await smtpServer();
  const scratch = process.env.TEST_DATABASE_URL ? await preparedServerDatabase(process.env.TEST_DATABASE_URL) : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-restart-'));
  const options = { databaseUrl: scratch?.url ?? null, dataDir, smtpUrl: smtp.url };
  try {
    let api = await persistentApi(options);
    const shopper = shopperClient(api);
    const { body } = await shopper.createOrder({ shippingAddress: addressFor('9811100004') });
    expect((await shopper.pay(body.order.id, { method: 'upi', vpa: 'success@razorpay' })).status).toBe(200);
    // Stopped before the webhook is due; the shopper's browser never posts the order.
    await api.close();
    api = await persistentApi(options);
    try {
      await eventually(async () =>
        expect(await api.database.db.select().from(orders).where(eq(orders.phone, '+919811100004'))).toHaveLength(1),
      );
    } finally {
      await api.close();
    }
  } finally {
    await smtp.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);

it('sends exactly one e-mail when the process running the job is killed mid-send and restarted', async () => {
  const smtp = await smtpServer();
  const scratch = process.env.TEST_DATABASE_URL ? await preparedServerDatabase(process.env.TEST_DATABASE_URL) : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-kill-'));
  // The order is placed with no job running, so the killed process is the first to take it.
  const api = await persistentApi({ databaseUrl: scratch?.url ?? null, dataDir, smtpUrl: smtp.url, inProcess: false });
  const children: ChildProcess[] = [];
  /** `npm run worker` on PostgreSQL; on the embedded database, the API that runs its jobs (`npm start`). */
  const jobRunner = () => {
    // Node itself with tsx's loader (tsx's command would run the process as its own child, out of SIGKILL's reach).
    const child = spawn(process.execPath, ['--import', 'tsx', scratch ? 'api/src/worker.ts' : 'api/src/server.ts'], {
      cwd: repoRoot,
      stdio: process.env.JOBS_TEST_CHILD_LOG ? 'inherit' : 'ignore',
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        DATABASE_URL: scratch?.url ?? '',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        PORT: '0',
        METRICS_PORT: '0',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: process.env.JOBS_TEST_CHILD_LOG ? 'info' : 'warn',
        JOB_MAINTENANCE_SECONDS: '2',
        // As the queue was made: a notice claimed longer ago than a job may run has no live sender.
        JOB_EXPIRE_SECONDS: String(FAST_JOBS.expireInSeconds),
      },
    });
    children.push(child);
    return child;
  };
  try {
    const shopper = shopperClient(api);
    const { body } = await shopper.createOrder({
      shippingAddress: { ...addressFor('9811100005'), email: 'killed@example.in' },
    });
    const paid = await shopper.placeOrder((await shopper.pay(body.order.id)).body);
    expect(paid.status).toBe(201);
    await api.close();

    smtp.state.holdNext = true;
    const first = jobRunner();
    await eventually(() => expect(smtp.state.held).toBe(1), 60_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(smtp.mailTo('killed@example.in')).toEqual([]);

    jobRunner();
    await eventually(() => expect(smtp.mailTo('killed@example.in')).toHaveLength(1), 60_000);
    // Nothing more comes: the job completed and its notice is marked sent.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(smtp.mailTo('killed@example.in')).toHaveLength(1);
  } finally {
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await smtp.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);

// Two processes on one database: PostgreSQL's (the embedded database belongs to one process).
if (process.env.TEST_DATABASE_URL)
  it('runs a scheduled sweep once a tick across two worker processes', async () => {
    const scratch = await preparedServerDatabase(String(process.env.TEST_DATABASE_URL));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-sweep-'));
    const api = await startTestApi({
      databaseUrl: scratch.url,
      dataDir,
      jobs: { inProcess: false, tuning: FAST_JOBS },
    });
    const workers = ['one', 'two'].map((name) =>
      storeProcess(name, 'api/src/worker.ts', { DATABASE_URL: scratch.url, DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
    );
    const output = () => workers.map((worker) => worker.output()).join('');
    try {
      // A checkout whose stock hold lapsed unpaid: the sweep-holds schedule (every minute) gives it back.
      const { body } = await shopperClient(api).createOrder({ shippingAddress: addressFor('9811100009') });
      expect(body.order?.id).toBeDefined();
      await api.database.db.update(stockHolds).set({ expiresAt: new Date(Date.now() - 60_000) });
      await eventually(() => {
        for (const worker of workers) expect(worker.output()).toContain('worker: running jobs');
      }, 60_000);
      const sweeps = async () =>
        (
          await api.database.executeSql(
            `select date_trunc('minute', created_on)::text as tick, count(*)::int as jobs,
                    count(*) filter (where state = 'completed')::int as completed
               from pgboss.job where name = 'sweep-holds' group by 1 order by 1`,
          )
        ).rows as { tick: string; jobs: number; completed: number }[];
      // The next minute's tick, then pg-boss's schedule check (each 30 s) and the sweep's poll (10 s).
      await eventually(async () => expect((await sweeps()).some((tick) => tick.completed > 0)).toBe(true), 110_000);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      for (const tick of await sweeps()) expect(tick.jobs).toBe(1);
      expect(await api.database.db.select({ state: stockHolds.state }).from(stockHolds)).toEqual(
        expect.arrayContaining([{ state: 'released' }]),
      );
      expect(output().match(/lapsed stock holds released/g)).toHaveLength(1);
      expect(workers.map((worker) => worker.child.exitCode)).toEqual([null, null]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nthe workers said:\n${output()}`, { cause: error });
    } finally {
      await stopAll(workers);
      await api.close();
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

// `npm run worker` needs PostgreSQL (the embedded database belongs to the API's process).
if (process.env.TEST_DATABASE_URL)
  it('drains the worker on SIGTERM: the job in progress finishes, no new one starts, and it exits 0', async () => {
    const smtp = await smtpServer();
    const scratch = await preparedServerDatabase(String(process.env.TEST_DATABASE_URL));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-drain-'));
    // An API that runs no jobs: the orders' e-mails are the worker's. A job may run a minute
    // (pg-boss fails a handler that runs longer than its queue's expiry).
    const api = await startTestApi({
      databaseUrl: scratch.url,
      dataDir,
      mail: { smtpUrl: smtp.url, from: 'Elegance <orders@test.in>' },
      jobs: { inProcess: false, tuning: { ...FAST_JOBS, expireInSeconds: 60 } },
    });
    const worker = storeProcess('worker', 'api/src/worker.ts', {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
    });
    const shopper = shopperClient(api);
    const order = async (phone: string, email: string) => {
      const { body } = await shopper.createOrder({ shippingAddress: { ...addressFor(phone), email } });
      const placed = await shopper.placeOrder((await shopper.pay(body.order.id)).body);
      expect(placed.status).toBe(201);
      return placed.body.order._id as string;
    };
    try {
      smtp.state.holdNext = true;
      const first = await order('9811100007', 'first@example.in');
      // The worker is mid-send: the SMTP server has the message and has not answered.
      await eventually(() => expect(smtp.state.held).toBe(1), 60_000);
      worker.child.kill('SIGTERM');
      await eventually(() => expect(worker.output()).toContain('worker: stopping'));
      const second = await order('9811100008', 'second@example.in');
      // Time for several polls: a draining worker takes no new job.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(worker.child.exitCode).toBeNull();
      smtp.releaseHeld();
      expect(await worker.exited).toBe(0);
      expect(smtp.mailTo('first@example.in')).toHaveLength(1);
      expect((await jobRows(api, first))[0]?.state).toBe('completed');
      expect((await jobRows(api, second))[0]?.state).toBe('created');
      expect(smtp.mailTo('second@example.in')).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nthe worker said:\n${worker.output()}`, { cause: error });
    } finally {
      await stopAll([worker]);
      await api.close();
      await smtp.close();
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

it('sends a notice once when two workers run it at once, again after a failed send, and takes over a dead sender', async () => {
  const api = await startTestApi();
  const { db } = api.database;
  try {
    const sent: string[] = [];
    let finish = () => {};
    const first = sendOnce(db, 'notice:a', (id) => {
      sent.push(id);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await eventually(() => expect(sent).toEqual(['notice:a']));
    // A second worker on the same notice while the first is mid-send: its attempt fails, to be retried.
    await expect(sendOnce(db, 'notice:a', async (id) => void sent.push(id))).rejects.toThrow(
      'notice notice:a is being sent by another worker',
    );
    finish();
    expect(await first).toBe(true);
    // Its retry finds the notice sent.
    expect(await sendOnce(db, 'notice:a', async (id) => void sent.push(id))).toBe(false);

    // A send the gateway refused leaves no claim: the retry sends it.
    await expect(
      sendOnce(db, 'notice:b', async () => {
        throw new Error('SMTP server unreachable');
      }),
    ).rejects.toThrow('SMTP server unreachable');
    expect(await sendOnce(db, 'notice:b', async (id) => void sent.push(id))).toBe(true);

    // A claim older than a job may run belongs to a sender that died: it is taken over.
    await api.database.executeSql(
      `insert into sent_notices (key, claimed_at) values ('notice:c', now() - interval '10 minutes')`,
    );
    expect(await sendOnce(db, 'notice:c', async (id) => void sent.push(id), 60_000)).toBe(true);
    expect(sent).toEqual(['notice:a', 'notice:b', 'notice:c']);
  } finally {
    await api.close();
  }
  // A seeded API takes more than jest's default 5 s to start on a loaded machine.
}, 60_000);

describe('the jobs record', () => {
  it('names every queue the store installs, each declared once by its module', async () => {
    expect(JOB_NAMES).toEqual(Object.keys(JOBS));
    expect(new Set(JOB_NAMES).size).toBe(JOB_NAMES.length);
    const database = await openDatabase({ dataDir: 'memory://' });
    const queue = new JobQueue(database, JOBS, FAST_JOBS);
    try {
      await queue.start();
      const { rows } = await database.executeSql(`select name from pgboss.queue where name not like '\\_\\_%'`);
      expect(rows.map((row) => String(row.name)).sort()).toEqual([...JOB_NAMES].sort());
    } finally {
      await queue.stop();
      await database.close();
    }
  }, 60_000);

  it('refuses a job whose data does not fit, and fails one that reached the queue anyway, naming what is wrong', async () => {
    const scratch = process.env.TEST_DATABASE_URL
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'store_test')
      : null;
    const database = await openDatabase({ url: scratch?.url, dataDir: 'memory://' });
    const queue = new JobQueue(database, JOBS, FAST_JOBS);
    // Older or foreign code that enqueues without the check: its job reaches the queue as it is.
    const unchecked = new JobQueue(database, { ...JOBS, 'stage-notice': { data: z.any() } } as JobRecord, FAST_JOBS);
    const ran: unknown[] = [];
    try {
      await queue.start();
      await expect(
        queue.enqueue(database.db, 'stage-notice', { orderId: 'o-1', stage: 'cutting' } as never),
      ).rejects.toThrow(/job stage-notice: its data does not fit: .*lineId/s);
      const noop = async () => {};
      await queue.work({
        ...(Object.fromEntries(JOB_NAMES.map((name) => [name, noop])) as Record<JobName, typeof noop>),
        async 'stage-notice'(data) {
          ran.push(data);
        },
      });
      const id = await unchecked.enqueue(database.db, 'stage-notice', { orderId: 'o-2', stage: 'cutting' } as never);
      const dead = await eventually(async () => {
        const found = (await queue.dead()).find((job) => job.id === id);
        expect(found).toBeDefined();
        return found;
      }, 20_000);
      expect(dead?.lastError).toMatch(/job stage-notice: its data does not fit: .*lineId/s);
      expect(ran).toEqual([]);
    } finally {
      await queue.stop();
      await unchecked.stop();
      await database.close();
      await scratch?.drop();
    }
  }, 60_000);
});
