import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { waitForReady } from '../../scripts/lib/apiProcess';
import { payments, refunds, returnRequests } from '../src/db/schema';
import { preparedServerDatabase } from './preparedDatabase';
import { customerClient } from './customerClient';
import { refundDesk } from './receivedReturn';
import { freePort, storeProcess } from './storeProcess';
import { eventually, FAST_JOBS, startTestApi } from './testApp';

/**
 * Issue 41's stuck refund, for real: the API process is killed (SIGKILL) right after the payment
 * provider accepted a return's refund and before the store recorded it. Restarted, the store
 * completes that refund exactly once (the sandbox's refund.processed adopts it by its receipt),
 * and the desk's retry of it changes nothing.
 */
it('completes, exactly once, a refund whose process was killed between the provider and the record', async () => {
  const scratch = process.env.TEST_DATABASE_URL ? await preparedServerDatabase(process.env.TEST_DATABASE_URL) : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-refund-crash-'));
  const persistent = {
    databaseUrl: scratch?.url ?? null,
    dataDir,
    jobs: { inProcess: true, tuning: FAST_JOBS },
    sandboxWebhookDelayMs: 1500,
  };
  try {
    // The return, received by the desk, on a database that outlives each process.
    let api = await startTestApi(persistent);
    const taken = await refundDesk(api).receivedReturn('9811100051');
    const admin = await customerClient(api).signInAdmin();
    await api.close();

    // `npm start` with the crash: the desk's Refund kills it once the sandbox has refunded.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const crashing = storeProcess('api', 'api/src/server.ts', {
      DATABASE_URL: scratch?.url ?? '',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      PUBLIC_API_URL: url,
      CRASH_AFTER_REFUND: 'true',
      // The refund's webhook is not delivered by this process: it dies first.
      SANDBOX_WEBHOOK_DELAY_MS: '600000',
    });
    try {
      await waitForReady(url, crashing.child, 60_000);
      await expect(
        fetch(`${url}/admin/returns/${taken.returnId}/state`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'store', cookie: admin },
          body: JSON.stringify({ to: 'refund-pending' }),
        }),
      ).rejects.toThrow();
      await crashing.exited;
      expect(crashing.child.signalCode).toBe('SIGKILL');
    } catch (error) {
      throw new Error(`${String(error)}\n${crashing.output()}`, { cause: error });
    } finally {
      if (crashing.child.exitCode === null && crashing.child.signalCode === null) crashing.child.kill('SIGKILL');
    }

    // Restarted: the refund was made but never recorded; its webhook completes it.
    api = await startTestApi(persistent);
    try {
      const db = api.database.db;
      const desk = refundDesk(api);
      const [stuck] = await db.select().from(refunds).where(eq(refunds.returnId, taken.returnId));
      expect(stuck).toMatchObject({ status: 'requested', reference: null });
      // Ten minutes on (a row fresher than that may be being recorded by a live process, so its
      // webhook is retried, as Razorpay retries it): the webhook, now due, adopts the row.
      await db
        .update(refunds)
        .set({ askedAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(refunds.id, String(stuck?.id)));
      await api.database.executeSql(
        `update pgboss.job set start_after = now() where name = 'sandbox-webhook' and state = 'created'`,
      );
      await eventually(async () => {
        const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, taken.returnId));
        expect(row?.state).toBe('refunded');
      }, 30_000);
      const made = await desk.providerRefunds(taken.paymentId);
      expect(made).toEqual([expect.objectContaining({ amount: taken.amountPaise, receipt: stuck?.id })]);
      const [row] = await db.select().from(refunds).where(eq(refunds.returnId, taken.returnId));
      expect(row).toMatchObject({ status: 'processed', reference: made[0]?.id });
      const paid = async () =>
        (await db.select().from(payments).where(eq(payments.providerPaymentId, taken.paymentId)))[0]?.refundedPaise;
      expect(await paid()).toBe(taken.amountPaise);

      // The desk's retry of it, done already, is refused and changes nothing.
      const retried = await desk.desk('POST', `/admin/refunds/${stuck?.id}/retry`, {});
      expect(retried.status).toBe(409);
      expect(await desk.providerRefunds(taken.paymentId)).toHaveLength(1);
      expect(await paid()).toBe(taken.amountPaise);
    } finally {
      await api.close();
    }
  } finally {
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 300_000);
