import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertRow } from '../../db/sqlScript';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../db/schema';
import { paymentSignature } from './signature';
import { razorpayRefund, razorpayRefundsOf, type RazorpayCall, type RazorpayRefundEntity } from './razorpay';
import { RefundError, type PaymentProvider, type ProviderPayment, type ProviderRefund } from './types';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 14;
// Random bytes drawn a thousand ids at a time: one call into the system's generator, not one an id.
let randomPool = Buffer.alloc(0);
let randomAt = 0;

/** Razorpay-style ids: a prefix and 14 base62 characters. */
function razorpayId(prefix: 'order' | 'pay' | 'evt' | 'rfnd'): string {
  if (randomAt + ID_LENGTH > randomPool.length) {
    randomPool = randomBytes(ID_LENGTH * 1024);
    randomAt = 0;
  }
  let id = `${prefix}_`;
  for (let end = randomAt + ID_LENGTH; randomAt < end; randomAt += 1)
    id += ID_ALPHABET[randomPool[randomAt]! % ID_ALPHABET.length];
  return id;
}

/** Razorpay's published test instruments and what they do. */
const TEST_CARDS: Record<string, string | null> = {
  '4100280000001007': null,
  '5500670000001002': null,
  '4100280000080001': 'Your payment was declined due to insufficient funds.',
};
const TEST_UPI: Record<string, string | null> = {
  'success@razorpay': null,
  'failure@razorpay': 'The payment failed on your UPI app.',
};

export type SandboxAttempt = { late?: boolean } & (
  { method: 'card'; cardNumber: string; expiry: string; cvv: string } | { method: 'upi'; vpa: string }
);

/** What a refund request names besides its amount: Razorpay's receipt and notes, and the X-Refund-Idempotency key. */
export interface SandboxRefundRequest {
  receipt?: string;
  notes?: Record<string, string>;
  idempotencyKey?: string;
}

type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

/** A stored refund as Razorpay's API shows it. */
const refundEntity = (row: SandboxRefundRow, status = row.status): RazorpayRefundEntity => ({
  id: row.id,
  entity: 'refund',
  amount: row.amountPaise,
  currency: 'INR',
  payment_id: row.paymentId,
  status: status as RazorpayRefundEntity['status'],
  receipt: row.receipt,
  notes: row.notes,
  speed_requested: 'normal',
  created_at: Math.floor(row.createdAt.getTime() / 1000),
});

export type SandboxOutcome =
  | {
      ok: true;
      response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
      /** The payment.captured webhook Razorpay would send. */
      event: { id: string; body: string };
    }
  | { ok: false; status: number; error: { code: string; description: string } };

/**
 * The offline payment provider: keeps its orders and payments in its own tables, accepts
 * Razorpay's test cards and UPI ids, and signs successes with the key secret exactly as
 * Razorpay does, so the server's verification is one code path for both.
 */
export class SandboxPayments implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    readonly keyId: string,
    readonly keySecret: string,
    readonly webhookSecret: string,
  ) {}

  async createOrder(amountPaise: number, receipt: string) {
    const { order, insert } = this.orderRow(amountPaise, receipt);
    await this.db.execute(sql.raw(insert));
    return order;
  }

  orderRow(amountPaise: number, receipt: string) {
    const id = razorpayId('order');
    return {
      order: { id, amount: amountPaise, currency: 'INR' as const },
      insert: insertRow(sandboxOrders, { id, amountPaise, receipt }),
    };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    return row
      ? {
          id: row.id,
          orderId: row.orderId,
          amountPaise: row.amountPaise,
          status: row.status as ProviderPayment['status'],
        }
      : null;
  }

  /**
   * How refunds reach the sandbox's Razorpay API (POST /v1/payments/{id}/refund): the app sets
   * it to its own sandbox route, so a refund takes the live provider's code path.
   */
  transport: RazorpayCall | null = null;

  private mounted(): RazorpayCall {
    if (!this.transport) throw new Error('the sandbox refund API is not mounted');
    return this.transport;
  }

  refund(paymentId: string, amountPaise: number, receipt?: string): Promise<ProviderRefund> {
    return razorpayRefund(this.mounted(), paymentId, amountPaise, receipt);
  }

  refundsOf(paymentId: string): Promise<ProviderRefund[]> {
    return razorpayRefundsOf(this.mounted(), paymentId);
  }

  /**
   * Razorpay's side of a refund: a captured payment, at most what is left of it. Answered
   * 'pending' with the refund entity; its refund.processed webhook follows, as Razorpay's does.
   * A request with an idempotency key already used gets that refund again (no second refund, no
   * second webhook), or is refused if it asks for something else.
   */
  async processRefund(
    paymentId: string,
    amountPaise: number,
    request: SandboxRefundRequest = {},
    /** Runs in the refund's own transaction (the route queues the webhook there): no refund without its webhook. */
    afterRefund: (tx: Database, webhook: { id: string; body: string }) => Promise<void> = async () => {},
  ): Promise<RazorpayRefundEntity> {
    if (!Number.isInteger(amountPaise) || amountPaise < 100)
      throw new RefundError('The refund amount must be at least INR 1.00.');
    return this.db.transaction(async (tx) => {
      if (request.idempotencyKey) {
        // Locked, so the same key sent twice at once waits here for the first to commit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-refund:${request.idempotencyKey}`}))`);
        const [earlier] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
        if (earlier) {
          if (earlier.paymentId !== paymentId || earlier.amountPaise !== amountPaise)
            throw new RefundError('Different request with the same idempotency key has already been processed.');
          return refundEntity(earlier, 'pending');
        }
      }
      const entity = await this.recordRefund(tx, paymentId, amountPaise, request);
      await afterRefund(tx, entity.webhook);
      return entity.entity;
    });
  }

  /** Razorpay's GET /payments/{id}/refunds: the payment's refunds, newest first, as a collection. */
  async listRefunds(
    paymentId: string,
  ): Promise<{ entity: 'collection'; count: number; items: RazorpayRefundEntity[] }> {
    const rows = await this.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, paymentId))
      .orderBy(desc(sandboxRefunds.createdAt))
      .limit(100);
    return { entity: 'collection', count: rows.length, items: rows.map((row) => refundEntity(row)) };
  }

  private async recordRefund(
    tx: Database,
    paymentId: string,
    amountPaise: number,
    request: SandboxRefundRequest,
  ): Promise<{ entity: RazorpayRefundEntity; webhook: { id: string; body: string } }> {
    const [row] = await tx
      .update(sandboxPayments)
      .set({
        refundedPaise: sql`${sandboxPayments.refundedPaise} + ${amountPaise}`,
        status: sql`case when ${sandboxPayments.refundedPaise} + ${amountPaise} = ${sandboxPayments.amountPaise} then 'refunded' else ${sandboxPayments.status} end`,
      })
      .where(
        and(
          eq(sandboxPayments.id, paymentId),
          eq(sandboxPayments.status, 'captured'),
          sql`${sandboxPayments.refundedPaise} + ${amountPaise} <= ${sandboxPayments.amountPaise}`,
        ),
      )
      .returning();
    if (!row) throw new RefundError('The payment has not been captured, or the amount is more than is left to refund.');
    // Razorpay processes a normal refund in days; the sandbox's is processed at once (as a list
    // of the payment's refunds shows), and its webhook follows a moment later.
    const [stored] = await tx
      .insert(sandboxRefunds)
      .values({
        id: razorpayId('rfnd'),
        paymentId,
        amountPaise,
        receipt: request.receipt ?? null,
        notes: request.notes ?? {},
        idempotencyKey: request.idempotencyKey ?? null,
        status: 'processed',
      })
      .returning();
    const entity = refundEntity(stored as SandboxRefundRow, 'pending');
    const event = {
      entity: 'event',
      account_id: 'acc_sandbox',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { ...entity, status: 'processed' } },
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            order_id: row.orderId,
            amount: row.amountPaise,
            amount_refunded: row.refundedPaise,
          },
        },
      },
      created_at: entity.created_at,
    };
    return { entity, webhook: { id: razorpayId('evt'), body: JSON.stringify(event) } };
  }

  /**
   * What the checkout widget's Pay button does on Razorpay's side. A paid order takes no new
   * attempt, but a `late` one (begun in another tab, or a UPI approval that arrives after a card
   * paid) is captured all the same, as Razorpay captures it: a second payment of one order.
   */
  async pay(
    orderId: string,
    attempt: SandboxAttempt,
    /**
     * Runs in the capture's own transaction (the route queues the webhook there): a process
     * killed right after a capture must not leave a captured payment whose webhook never comes.
     */
    afterCapture: (
      tx: Database,
      webhook: { id: string; body: string },
      answer: Extract<SandboxOutcome, { ok: true }>['response'],
    ) => Promise<void> = async () => {},
  ): Promise<SandboxOutcome> {
    const [order] = await this.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!order) return { ok: false, status: 404, error: { code: 'BAD_REQUEST_ERROR', description: 'No such order.' } };
    if (order.status === 'paid' && !attempt.late)
      return {
        ok: false,
        status: 400,
        error: { code: 'BAD_REQUEST_ERROR', description: 'This order is already paid.' },
      };

    const instrument = attempt.method === 'card' ? attempt.cardNumber.replace(/\s/g, '') : attempt.vpa.trim();
    const known = attempt.method === 'card' ? TEST_CARDS : TEST_UPI;
    if (!(instrument in known))
      return {
        ok: false,
        status: 400,
        error: {
          code: 'BAD_REQUEST_ERROR',
          description:
            attempt.method === 'card'
              ? 'Use a Razorpay test card: 4100 2800 0000 1007 succeeds, 4100 2800 0008 0001 is declined.'
              : 'Use a Razorpay test UPI id: success@razorpay or failure@razorpay.',
        },
      };
    if (attempt.method === 'card' && (!/^\d{2}\s*\/\s*\d{2}$/.test(attempt.expiry) || !/^\d{3}$/.test(attempt.cvv)))
      return {
        ok: false,
        status: 400,
        error: { code: 'BAD_REQUEST_ERROR', description: 'Enter the expiry as MM/YY and a 3-digit CVV.' },
      };

    const paymentId = razorpayId('pay');
    const failure = known[instrument];
    const record = (db: Database) =>
      db.insert(sandboxPayments).values({
        id: paymentId,
        orderId,
        amountPaise: order.amountPaise,
        method: attempt.method,
        status: failure ? 'failed' : 'captured',
      });
    if (failure) {
      await record(this.db);
      return { ok: false, status: 402, error: { code: 'GATEWAY_ERROR', description: failure } };
    }

    const event = {
      entity: 'event',
      account_id: 'acc_sandbox',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            order_id: orderId,
            amount: order.amountPaise,
            currency: 'INR',
            status: 'captured',
            method: attempt.method,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    };
    const webhook = { id: razorpayId('evt'), body: JSON.stringify(event) };
    const response = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(orderId, paymentId, this.keySecret),
    };
    await this.db.transaction(async (tx) => {
      await record(tx);
      await tx.update(sandboxOrders).set({ status: 'paid' }).where(eq(sandboxOrders.id, orderId));
      await afterCapture(tx, webhook, response);
    });
    return { ok: true, response, event: webhook };
  }
}
