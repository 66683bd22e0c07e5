import { eq } from 'drizzle-orm';
import { formatPaise } from '@store/shared/format';
import type { Database } from '../../db/client';
import { whatsappMessages, type OrderRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import { findOrder } from '../orders/ordersRepository';
import { recordConsent } from './consents';

/** The quick reply of the cash confirmation template: the order and its confirmation link's token. */
export const cashConfirmPayload = (orderId: string, token: string) => `confirm-cash:${orderId}:${token}`;
const CASH_PAYLOAD = /^confirm-cash:([0-9a-f-]{36}):([0-9a-f]{64})$/;

/** Words WhatsApp users send to stop, and to start again. */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE']);
const START_WORDS = new Set(['START']);

export const REPLIES = {
  stopped:
    'You will no longer get Elegance order updates on WhatsApp; we will text them to you instead. Reply START to get them here again.',
  started: 'You will get Elegance order updates here on WhatsApp again. Reply STOP to stop them.',
  otherPhone: 'This order was placed with another phone number: only that number can confirm it. Nothing has changed.',
  confirmed: (order: string, cash: string) =>
    `Thank you: order ${order} is confirmed. We will send it soon; please keep ${cash} ready for the courier.`,
};

/** Later statuses only move a message forward (webhooks may come out of order); failed is final. */
const STATUS_RANK: Record<string, number> = { accepted: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

interface Status {
  id?: string;
  status?: string;
  timestamp?: string;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
}
interface Inbound {
  from?: string;
  id?: string;
  type?: string;
  text?: { body?: string };
  button?: { payload?: string; text?: string };
  interactive?: { button_reply?: { id?: string } };
}
interface Change {
  field?: string;
  value?: { statuses?: Status[]; messages?: Inbound[] };
}
export interface WebhookEvent {
  object?: string;
  entry?: { changes?: Change[] }[];
}

export interface WebhookDeps {
  db: Database;
  jobs: JobQueue;
  /** Checkout's cash confirmation (checkout/cash/cashConfirmation.ts), wired in app.ts: the button confirms by the link's token. */
  confirmation: {
    confirm: (
      db: Database,
      input: { orderId: string; token: string },
      now: Date,
      client: string,
      how: string,
    ) => Promise<OrderRow>;
  };
}

/** A reply to the shopper who wrote, once per inbound message (Meta resends a webhook it thinks lost). */
const reply = (deps: WebhookDeps, tx: Database, to: string, inboundId: string, text: string) =>
  deps.jobs.enqueue(tx, 'whatsapp-reply', { to, text, key: `whatsapp-reply:${inboundId}` });

/** A message's delivery status; a failure sends its text instead, when it has one. */
async function recordStatus(deps: WebhookDeps, status: Status) {
  const next = status.status ?? '';
  if (!status.id || !(next in STATUS_RANK)) return;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, String(status.id)))
      .for('update');
    if (!row || (STATUS_RANK[row.status] ?? 0) >= (STATUS_RANK[next] ?? 0)) return;
    const error = status.errors?.[0];
    await tx
      .update(whatsappMessages)
      .set({
        status: next,
        statusAt: status.timestamp ? new Date(Number(status.timestamp) * 1000) : new Date(),
        error: error
          ? `${error.code ?? ''} ${error.title ?? error.message ?? ''}: ${error.error_data?.details ?? ''}`
          : null,
      })
      .where(eq(whatsappMessages.id, row.id));
    if (next === 'failed' && row.fallback) await deps.jobs.enqueue(tx, 'whatsapp-fallback', { messageId: row.id });
  });
}

/** The Confirm button of a cash order's message: confirmed as its link confirms it, but only from the order's own phone. */
async function confirmCash(deps: WebhookDeps, phone: string, inboundId: string, payload: string) {
  const match = CASH_PAYLOAD.exec(payload);
  if (!match) return;
  const [, orderId, token] = match as unknown as [string, string, string];
  const order = await findOrder(deps.db, orderId);
  let text: string;
  if (!order || order.phone !== phone) text = REPLIES.otherPhone;
  else
    try {
      const confirmed = await deps.confirmation.confirm(deps.db, { orderId, token }, new Date(), 'unknown', 'WhatsApp');
      text = REPLIES.confirmed(confirmed.number, formatPaise(confirmed.totalPaise - confirmed.paidPaise));
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      text = error.message;
    }
  await reply(deps, deps.db, phone, inboundId, text);
}

/** What the shopper sent: STOP or START, or a quick reply. */
async function handleInbound(deps: WebhookDeps, message: Inbound) {
  if (!message.from || !message.id) return;
  const phone = `+${message.from.replace(/\D/g, '')}`;
  const inboundId = message.id;
  if (message.type === 'text') {
    const word = (message.text?.body ?? '').trim().toUpperCase();
    const optedIn = START_WORDS.has(word) ? true : STOP_WORDS.has(word) ? false : null;
    if (optedIn === null) return;
    await deps.db.transaction(async (tx) => {
      await recordConsent(tx, { phone, optedIn, source: 'whatsapp' });
      await reply(deps, tx, phone, inboundId, optedIn ? REPLIES.started : REPLIES.stopped);
    });
    return;
  }
  const payload = message.type === 'button' ? message.button?.payload : message.interactive?.button_reply?.id;
  if (payload) await confirmCash(deps, phone, inboundId, payload);
}

/** One webhook as Meta sends it: every change's statuses and messages, in order. */
export async function handleWebhook(deps: WebhookDeps, event: WebhookEvent): Promise<void> {
  for (const entry of event.entry ?? [])
    for (const change of entry.changes ?? []) {
      if (change.field !== 'messages') continue;
      for (const status of change.value?.statuses ?? []) await recordStatus(deps, status);
      for (const message of change.value?.messages ?? []) await handleInbound(deps, message);
    }
}
