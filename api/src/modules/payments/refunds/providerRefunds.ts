import type { Database } from '../../../db/client';
import type { RefundRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { ApiMetrics } from '../../../observability/metrics';
import { RefundError, type PaymentProvider, type ProviderRefund } from '../../../providers/payment/types';
import { addRefunded } from '../paymentsRepository';
import {
  claimStuckRefund,
  deleteRefunds,
  findRefund,
  lockRefund,
  lockRefundByReference,
  markRefundProcessed,
  markRefundSent,
  refundBeingAsked,
  refundsOfPayment,
  refundWithReference,
  stuckRefunds,
} from './refundsRepository';

/** A row 'requested' this long ago was never recorded: its process died between the provider's answer and the record. */
export const STUCK_REFUND_MINUTES = 10;

/**
 * Who a refund row is for (a return: orders/returns/refunds.ts), told in the row's own transaction.
 * `adminId` is the desk's admin who asked, null when the webhook or the recovery completes it.
 */
export interface RefundOwner {
  /** The row's asking is settled: recorded as on its way, or released (deleted: the provider made no refund). */
  settled(tx: Database, refund: RefundRow, adminId: string | null): Promise<void>;
  /** The provider processed the row's refund (its owner may not have been told it was sent: a crash between). */
  processed(tx: Database, refund: RefundRow): Promise<void>;
}

export interface ProviderRefundsDeps {
  db: Database;
  provider: PaymentProvider;
  owner: RefundOwner;
  metrics?: Pick<ApiMetrics, 'refund'>;
  stuckAfterMinutes?: number;
  /**
   * Tests only (CRASH_AFTER_REFUND, refused in production): the process kills itself
   * right after the provider accepted a refund, before the record: the crash the recovery is for.
   */
  crashAfterProviderRefund?: boolean;
  log?: (message: string, detail: object) => void;
}

/**
 * Asks the provider for rows the desk just claimed (a return's refund, a cancelled order's): a
 * refusal (the rows released) is the desk's 502 with the provider's words; no answer throws as is,
 * the rows left for the recovery.
 */
export async function askForDesk(refunds: ProviderRefunds, rows: RefundRow[], adminId: string): Promise<void> {
  try {
    await refunds.ask(rows, adminId);
  } catch (error) {
    if (error instanceof RefundError)
      throw new HttpError(502, `Refund refused by the payment provider: ${error.message}`);
    throw error;
  }
}

/** What a recovery did with a stuck row. */
export type Recovery = 'recorded' | 'asked-again' | 'released' | 'unmatched';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refunds through the payment provider for claimed rows ('requested', written before the
 * provider is asked). Each is asked with the row's id as its receipt and idempotency key, so a
 * refund whose record was lost (a crash between the provider's answer and the write) is found
 * again by the refund.processed webhook or by listing the payment's refunds, and asking again
 * never makes a second one.
 */
export class ProviderRefunds {
  constructor(private readonly deps: ProviderRefundsDeps) {}

  private get stuckAfterMs() {
    return (this.deps.stuckAfterMinutes ?? STUCK_REFUND_MINUTES) * 60_000;
  }

  private stuck(row: RefundRow, now = Date.now()) {
    return row.askedAt.getTime() < now - this.stuckAfterMs;
  }

  /**
   * Asks the provider for each claimed row, recording each as it is accepted. A refusal releases
   * that row and the rest (no refund was made) and is thrown; any other failure (no answer) leaves
   * them 'requested', for the recovery to find or ask again.
   */
  async ask(rows: RefundRow[], adminId: string | null): Promise<void> {
    for (const [index, row] of rows.entries()) {
      let answer: ProviderRefund;
      try {
        answer = await this.deps.provider.refund(paymentOf(row), row.amountPaise, row.id);
      } catch (error) {
        if (error instanceof RefundError) await this.release(rows.slice(index), adminId);
        throw error;
      }
      if (this.deps.crashAfterProviderRefund) process.kill(process.pid, 'SIGKILL');
      await this.record(row.id, answer, adminId);
    }
  }

  /**
   * The provider made the row's refund: on its way (the payment's refunded sum with it), once;
   * then its owner is told, in a transaction of its own so the record is quick (its webhook,
   * arriving meanwhile, waits less). A crash between the two leaves the owner to be told by the
   * refund's processing (RefundOwner.processed).
   */
  private async record(rowId: string, answer: ProviderRefund, adminId: string | null): Promise<void> {
    const sent = await this.deps.db.transaction(async (tx) => {
      const row = await lockRefund(tx, rowId);
      return row?.status === 'requested' ? this.markSent(tx, row, answer.id) : null;
    });
    if (sent) await this.deps.db.transaction((tx) => this.deps.owner.settled(tx, sent, adminId));
    if (answer.status === 'processed')
      await this.processed({ id: answer.id, paymentId: answer.paymentId, receipt: rowId });
  }

  private async markSent(tx: Database, row: RefundRow, reference: string): Promise<RefundRow> {
    await markRefundSent(tx, row.id, reference);
    await addRefunded(tx, paymentOf(row), row.amountPaise);
    return { ...row, reference, status: 'pending' };
  }

  /** Rows the provider made no refund for: deleted, so the desk can ask again. */
  private async release(rows: RefundRow[], adminId: string | null): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      for (const claimed of rows) {
        const row = await lockRefund(tx, claimed.id);
        if (row?.status !== 'requested') continue;
        await deleteRefunds(tx, [row.id]);
        await this.deps.owner.settled(tx, row, adminId);
      }
    });
  }

  /**
   * The provider's refund.processed: its row processed and its owner told. A refund not recorded
   * yet, whose receipt (the webhook's, else the provider's list) names a row stuck 'requested',
   * is adopted by it: the crash between the provider's answer and the record leaves nothing
   * stuck. False when it is none of ours; one of a payment with a row still being asked (fresh,
   * its asker likely recording it now) throws, so the webhook is retried.
   */
  async processed(refund: { id: string; paymentId: string; receipt: string | null }): Promise<boolean> {
    const { db } = this.deps;
    let receipt = refund.receipt;
    if (!receipt && !(await refundWithReference(db, refund.id)) && (await refundBeingAsked(db, refund.paymentId)))
      receipt =
        (await this.deps.provider.refundsOf(refund.paymentId)).find((made) => made.id === refund.id)?.receipt ?? null;
    const done = await db.transaction(async (tx) => {
      let row = await lockRefundByReference(tx, refund.id);
      // A row still fresh may be being recorded by the call that asked (read without waiting for
      // it): retried below, as ever. One stuck, its asker gone, is adopted.
      const asked = !row && receipt && UUID.test(receipt) ? await findRefund(tx, receipt) : undefined;
      if (asked?.providerPaymentId === refund.paymentId && asked.status === 'requested' && this.stuck(asked)) {
        const locked = await lockRefund(tx, asked.id);
        if (locked?.status === 'requested') {
          row = await this.markSent(tx, locked, refund.id);
          await this.deps.owner.settled(tx, row, null);
        } else if (locked?.reference === refund.id) row = locked;
      }
      if (!row) {
        if (await refundBeingAsked(tx, refund.paymentId))
          throw new Error(`refund ${refund.id} is still being recorded; retry`);
        // Recorded by its asker since the first look: looked for once more.
        row = await lockRefundByReference(tx, refund.id);
        if (!row) return false;
      }
      if (row.status === 'processed') return 'seen';
      await markRefundProcessed(tx, row.id);
      await this.deps.owner.processed(tx, { ...row, status: 'processed' });
      return 'processed';
    });
    if (done === 'processed') this.deps.metrics?.refund('processed', 'provider');
    return done !== false;
  }

  /**
   * The desk's "Retry refund" of a stuck row: recovered now, as the sweep would. Refused, with
   * nothing changed, for a row already recorded or one asked too recently to be stuck.
   */
  async retry(id: string, now = new Date()): Promise<Recovery> {
    const claimed = await claimStuckRefund(this.deps.db, id, new Date(now.getTime() - this.stuckAfterMs), now);
    if (claimed) return this.recover(claimed);
    const row = await findRefund(this.deps.db, id);
    if (!row || !row.providerPaymentId) throw new HttpError(404, 'Refund not found');
    if (row.status !== 'requested')
      throw new HttpError(409, `This refund is recorded already (${row.reference ?? row.status}): nothing to retry`);
    throw new HttpError(
      409,
      `This refund was asked of the payment provider less than ${this.stuckAfterMs / 60_000} minutes ago; retry it if it is still stuck then`,
    );
  }

  /** The scheduled sweep: every stuck row recovered; what became of them. */
  async sweep(now = new Date(), limit = 50): Promise<Partial<Record<Recovery | 'failed', number>>> {
    const cutoff = new Date(now.getTime() - this.stuckAfterMs);
    const counts: Partial<Record<Recovery | 'failed', number>> = {};
    for (const { id } of await stuckRefunds(this.deps.db, cutoff, limit)) {
      const claimed = await claimStuckRefund(this.deps.db, id, cutoff, now);
      if (!claimed) continue;
      let outcome: Recovery | 'failed';
      try {
        outcome = await this.recover(claimed);
      } catch (error) {
        // The provider did not answer: the row stays stuck, for the next sweep.
        this.deps.log?.('stuck refund not recovered', { refundId: id, error: String(error) });
        outcome = 'failed';
      }
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
    return counts;
  }

  /**
   * A stuck row, claimed: the refund the provider made for it (its receipt names the row) is
   * recorded, and processed if the provider says so; one never made is asked again (the same
   * idempotency key), or released if the provider refuses. A payment with a refund the store
   * cannot match is left alone: asking again could refund twice.
   */
  private async recover(row: RefundRow): Promise<Recovery> {
    const paymentId = paymentOf(row);
    const listed = await this.deps.provider.refundsOf(paymentId);
    const made = listed.find((refund) => refund.receipt === row.id);
    if (made?.status === 'failed') {
      await this.release([row], null);
      return 'released';
    }
    if (made) {
      await this.record(row.id, made, null);
      return 'recorded';
    }
    const ours = await refundsOfPayment(this.deps.db, paymentId);
    const unknown = listed.filter(
      (refund) =>
        refund.status !== 'failed' &&
        !ours.some((known) => known.reference === refund.id || known.id === refund.receipt),
    );
    if (unknown.length) {
      this.deps.log?.('stuck refund left: the payment has refunds the store cannot match', {
        refundId: row.id,
        paymentId,
        unknown: unknown.map((refund) => refund.id),
      });
      return 'unmatched';
    }
    try {
      await this.ask([row], null);
    } catch (error) {
      if (error instanceof RefundError) return 'released';
      throw error;
    }
    return 'asked-again';
  }
}

function paymentOf(row: RefundRow): string {
  if (!row.providerPaymentId) throw new Error(`refund ${row.id} is not a provider refund`);
  return row.providerPaymentId;
}
