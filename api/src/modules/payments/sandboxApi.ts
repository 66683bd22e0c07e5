import type { Database } from '../../db/client';
import { sameSecret } from '../../http/hmac';
import type { JobQueue } from '../../jobs/queue';
import type { RazorpayCall } from '../../providers/payment/razorpay';
import type { SandboxPayments } from '../../providers/payment/sandbox';
import { RefundError } from '../../providers/payment/types';

export interface SandboxApiDeps {
  sandbox: SandboxPayments;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** How long the sandbox waits before sending its webhook (Razorpay's arrive after the browser's call, usually). */
  webhookDelayMs: number;
}

type Answer = { status: number; body: unknown };
const badRequest = (status: number, description: string): Answer => ({
  status,
  body: { error: { code: 'BAD_REQUEST_ERROR', description } },
});

/**
 * The sandbox's webhook is a job of the capture's or refund's own transaction, due a moment
 * later: it arrives even if this process dies right after, and never without the change.
 */
export const sandboxWebhookQueue =
  ({ jobs, webhookDelayMs }: Omit<SandboxApiDeps, 'sandbox'>) =>
  async (tx: Database, event: { id: string; body: string }) => {
    await jobs.enqueue(
      tx,
      'sandbox-webhook',
      { eventId: event.id, body: event.body },
      { startAfterSeconds: webhookDelayMs / 1000 },
    );
  };

/** Razorpay's X-Refund-Idempotency key: 10 or more letters, digits, hyphens and underscores. */
export const idempotencyKeyOf = (header: unknown) =>
  typeof header === 'string' && /^[A-Za-z0-9_-]{10,}$/.test(header) ? header : undefined;

const keyAuthenticated = ({ sandbox }: SandboxApiDeps, authorization: string | undefined) =>
  sameSecret(`Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}`, authorization);

/**
 * Razorpay's refund API as the sandbox answers it (basic auth with the key id and secret, the
 * amount in paise, a receipt and notes, the X-Refund-Idempotency key): the refund entity,
 * pending; its signed refund.processed webhook follows. The sandbox's own route answers with it,
 * and so does the in-process transport the provider client calls (so a refund takes the live
 * client's code path, in the API and the worker alike).
 */
export async function sandboxRefund(
  deps: SandboxApiDeps,
  request: {
    paymentId: string;
    authorization: string | undefined;
    amountPaise?: number;
    receipt?: string;
    notes?: Record<string, string>;
    idempotencyKey?: string;
  },
): Promise<Answer> {
  const { sandbox } = deps;
  if (!keyAuthenticated(deps, request.authorization)) return badRequest(401, 'The api key provided is invalid');
  const payment = await sandbox.fetchPayment(request.paymentId);
  if (!payment) return badRequest(400, 'The id provided does not exist');
  try {
    // A refund recorded without its webhook would stay 'on its way' for ever.
    const entity = await sandbox.processRefund(
      request.paymentId,
      request.amountPaise ?? payment.amountPaise,
      { receipt: request.receipt, notes: request.notes, idempotencyKey: request.idempotencyKey },
      sandboxWebhookQueue(deps),
    );
    return { status: 200, body: entity };
  } catch (error) {
    if (!(error instanceof RefundError)) throw error;
    return badRequest(400, error.message);
  }
}

/** Razorpay's GET /payments/{id}/refunds as the sandbox answers it: how the store finds a refund it never recorded. */
export async function sandboxRefundsOf(
  deps: SandboxApiDeps,
  request: { paymentId: string; authorization: string | undefined },
): Promise<Answer> {
  if (!keyAuthenticated(deps, request.authorization)) return badRequest(401, 'The api key provided is invalid');
  return { status: 200, body: await deps.sandbox.listRefunds(request.paymentId) };
}

/** The provider client's transport in the sandbox: its REST calls answered in process, no HTTP. */
export function sandboxTransport(deps: SandboxApiDeps): RazorpayCall {
  const { sandbox } = deps;
  const authorization = `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}`;
  return async <T>(path: string, init: RequestInit = {}) => {
    // The path as the client sends it, its query (a list's count) aside.
    const [, paymentId, call] = /^\/payments\/([^/?]+)\/(refunds?)(?:\?.*)?$/.exec(path) ?? [];
    const method = init.method ?? 'GET';
    let answer: Answer = { status: 404, body: {} };
    if (paymentId && call === 'refund' && method === 'POST') {
      const body = JSON.parse(String(init.body ?? '{}')) as {
        amount?: number;
        receipt?: string;
        notes?: Record<string, string>;
      };
      answer = await sandboxRefund(deps, {
        paymentId: decodeURIComponent(paymentId),
        authorization,
        amountPaise: body.amount,
        receipt: body.receipt,
        notes: body.notes,
        idempotencyKey: idempotencyKeyOf(new Headers(init.headers).get('x-refund-idempotency')),
      });
    } else if (paymentId && call === 'refunds' && method === 'GET')
      answer = await sandboxRefundsOf(deps, { paymentId: decodeURIComponent(paymentId), authorization });
    return answer as { status: number; body: T };
  };
}
