import { eq } from 'drizzle-orm';
import type { DeskReturnJson } from '@store/shared/schemas';
import { creditNotes, payments, refunds, returnEvents, returnRequests } from '../src/db/schema';
import { refundDesk } from './receivedReturn';
import { eventually, testApiSession } from './testApp';

// The sandbox's refund.processed waits until a test lets it go, so each test decides who comes first.
const api = testApiSession({ sandboxWebhookDelayMs: 600_000 });
const { desk, receivedReturn, claimedRefund, providerRefund, providerRefunds } = refundDesk(api);
const db = () => api.database.db;

const refundRow = async (id: string) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0];
const returnState = async (id: string) =>
  (await db().select().from(returnRequests).where(eq(returnRequests.id, id)))[0]?.state;
const steps = async (id: string) =>
  (await db().select().from(returnEvents).where(eq(returnEvents.returnId, id))).map((event) => event.state);
const refundedPaise = async (paymentId: string) =>
  (await db().select().from(payments).where(eq(payments.providerPaymentId, paymentId)))[0]?.refundedPaise;
/** The sandbox's refund.processed webhooks of this payment, due now. */
const releaseWebhooks = (paymentId: string) =>
  api.database.executeSql(
    `update pgboss.job set start_after = now() where name = 'sandbox-webhook' and state = 'created'
       and data->>'body' like '%refund.processed%' and data->>'body' like $1`,
    [`%${paymentId}%`],
  );
const retry = (id: string) => desk('POST', `/admin/refunds/${id}/retry`, {});
// Each test pays for, delivers and receives a piece before its refund: longer than most.
jest.setTimeout(90_000);

describe('a refund the provider made but the store never recorded', () => {
  it('is adopted by its refund.processed webhook (by its receipt) once stuck: the return ends refunded, once', async () => {
    const taken = await receivedReturn('9811100041');
    // Asked 11 minutes ago: Razorpay's retries of the webhook reach a row its asker left.
    const row = await claimedRefund(taken);
    const made = await providerRefund(taken.paymentId, taken.amountPaise, row.id);
    await releaseWebhooks(taken.paymentId);
    await eventually(async () => expect(await returnState(taken.returnId)).toBe('refunded'), 20_000);
    expect(await refundRow(row.id)).toMatchObject({ status: 'processed', reference: made.id });
    expect(await refundedPaise(taken.paymentId)).toBe(taken.amountPaise);
    expect(await providerRefunds(taken.paymentId)).toHaveLength(1);
    // Its start was finished too: the credit note, then the steps in order.
    expect(await db().select().from(creditNotes).where(eq(creditNotes.returnId, taken.returnId))).toHaveLength(1);
    expect((await steps(taken.returnId)).slice(-2)).toEqual(['refund-pending', 'refunded']);
  });

  it('is completed by the sweep-refunds job once stuck, and its late webhook changes nothing', async () => {
    const taken = await receivedReturn('9811100042');
    const row = await claimedRefund(taken);
    const made = await providerRefund(taken.paymentId, taken.amountPaise, row.id);
    // The desk sees it stuck, with its retry.
    const queue = (await desk('GET', '/admin/returns?view=open')).body as DeskReturnJson[];
    expect(queue.find((entry) => entry._id === taken.returnId)?.stuckRefunds).toEqual([
      { _id: row.id, amount: taken.amountPaise / 100, askedAt: row.askedAt.toISOString() },
    ]);

    await db().transaction((tx) => api.app.jobs.enqueue(tx, 'sweep-refunds', {}));
    await eventually(async () => expect(await returnState(taken.returnId)).toBe('refunded'), 30_000);
    expect(await refundRow(row.id)).toMatchObject({ status: 'processed', reference: made.id });

    await releaseWebhooks(taken.paymentId);
    await eventually(async () =>
      expect(
        (
          await api.database.executeSql(
            `select state from pgboss.job where name = 'sandbox-webhook' and data->>'body' like $1`,
            [`%${made.id}%`],
          )
        ).rows,
      ).toEqual([{ state: 'completed' }]),
    );
    expect(await refundedPaise(taken.paymentId)).toBe(taken.amountPaise);
    expect((await steps(taken.returnId)).filter((step) => step === 'refunded')).toHaveLength(1);
    expect(await providerRefunds(taken.paymentId)).toHaveLength(1);
    const after = (await desk('GET', '/admin/returns?view=all')).body as DeskReturnJson[];
    expect(after.find((entry) => entry._id === taken.returnId)?.stuckRefunds).toEqual([]);
  });
});

describe("the desk's Retry refund", () => {
  it('asks the provider again for a refund it never made, once, with the same receipt', async () => {
    const taken = await receivedReturn('9811100043');
    const revenue = async () => (await desk('GET', '/admin/counts')).body.revenueReceived as number;
    const before = await revenue();
    const row = await claimedRefund(taken);
    const retried = await retry(row.id);
    expect(retried).toMatchObject({ status: 200, body: { refundId: row.id, outcome: 'asked-again' } });
    const made = await providerRefunds(taken.paymentId);
    expect(made).toEqual([expect.objectContaining({ amount: taken.amountPaise, receipt: row.id })]);
    expect(await refundRow(row.id)).toMatchObject({ status: 'pending', reference: made[0]?.id });
    expect(await refundedPaise(taken.paymentId)).toBe(taken.amountPaise);
    // Asked for, not yet processed (it can still fail): revenue still has it, until its webhook.
    expect(await revenue()).toBe(before);
    await releaseWebhooks(taken.paymentId);
    await eventually(async () => expect(await returnState(taken.returnId)).toBe('refunded'), 20_000);
    expect(await revenue()).toBe(before - taken.amountPaise / 100);

    // Done: retrying again is refused and changes nothing.
    const again = await retry(row.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/recorded already/);
    expect(await providerRefunds(taken.paymentId)).toHaveLength(1);
    expect(await refundedPaise(taken.paymentId)).toBe(taken.amountPaise);
  });

  it('releases a refund the provider refuses: the return is back to received, to be refunded afresh', async () => {
    const taken = await receivedReturn('9811100044');
    // More than the payment has: the sandbox refuses it, as Razorpay would.
    const row = await claimedRefund(taken, { amountPaise: 10_000_000 });
    expect(await retry(row.id)).toMatchObject({ status: 200, body: { outcome: 'released' } });
    expect(await refundRow(row.id)).toBeUndefined();
    expect(await returnState(taken.returnId)).toBe('received');
    expect(await providerRefunds(taken.paymentId)).toEqual([]);
  });

  it('refuses, changing nothing, a refund asked moments ago, one not found, and one the provider cannot match', async () => {
    const taken = await receivedReturn('9811100045');
    const fresh = await claimedRefund(taken, { minutesAgo: 1 });
    const early = await retry(fresh.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/less than 10 minutes ago/);
    expect(await refundRow(fresh.id)).toEqual(fresh);
    expect((await retry('8d7e4c1a-0000-4000-8000-000000000000')).status).toBe(404);

    // A refund of this payment made elsewhere (the dashboard), naming no row: asking again could refund twice.
    await providerRefund(taken.paymentId, 100);
    await db()
      .update(refunds)
      .set({ askedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(refunds.id, fresh.id));
    const unmatched = await retry(fresh.id);
    expect(unmatched.status).toBe(409);
    expect(unmatched.body.message).toMatch(/cannot match/);
    expect(await providerRefunds(taken.paymentId)).toHaveLength(1);
    expect(await refundRow(fresh.id)).toMatchObject({ status: 'requested', reference: null });
  });
});

describe("the sandbox's refund API", () => {
  it("answers the same refund to a request sent again with its idempotency key, and lists the payment's refunds", async () => {
    const taken = await receivedReturn('9811100046');
    const first = await providerRefund(taken.paymentId, 200, 'idempotency-test-1');
    const again = await providerRefund(taken.paymentId, 200, 'idempotency-test-1');
    expect(again.id).toBe(first.id);
    expect(await providerRefunds(taken.paymentId)).toEqual([
      expect.objectContaining({ id: first.id, amount: 200, receipt: 'idempotency-test-1', status: 'processed' }),
    ]);
    expect(await refundedPaise(taken.paymentId)).toBe(0);
  });
});
