import { and, eq, isNull, lt } from 'drizzle-orm';
import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import type { Database } from '../db/client';
import { sentNotices, type OrderRow, type StoredImage } from '../db/schema';
import type { MediaStore } from '../media/mediaStore';
import type { Mail, Mailer } from '../providers/email/outbox';
import type { SmsSender } from '../providers/sms';
import { orderConfirmation } from '../modules/orders/confirmationMail';
import { findLine, findOrder, withLinesOf, type PlacedOrder } from '../modules/orders/ordersRepository';
import { returnMail, returnStepLabel } from '../modules/orders/returns/notices';
import { findReturn, returnWithPhoto } from '../modules/orders/returns/returnsRepository';
import type { CashConfirmation } from '../modules/orders/cash/cashConfirmation';
import { tellWaitingShoppers } from '../modules/stock/backInStock';
import type { JobHandlers } from './queue';

/**
 * Sends a notice once per key, however often its job runs and however many workers run it at
 * once. The sender first claims the key (a row without sentAt): a second sender finding a fresh
 * claim fails its attempt, and pg-boss retries it later, when the notice is sent (done) or its
 * claim is older than a job may run (`staleAfterMs`, the queue's expiry: its sender died) and is
 * taken over. A failed send drops the claim, so a retry sends again. Only a
 * crash between the gateway's acceptance and the sentAt write can send twice, and an e-mail then
 * repeats its Message-ID (the key), by which mail systems drop the copy.
 */
export async function sendOnce(
  db: Database,
  key: string,
  send: (id: string) => Promise<void>,
  staleAfterMs = 120_000,
): Promise<boolean> {
  const now = new Date();
  const [claimed] = await db
    .insert(sentNotices)
    .values({ key, claimedAt: now })
    .onConflictDoUpdate({
      target: sentNotices.key,
      set: { claimedAt: now },
      setWhere: and(isNull(sentNotices.sentAt), lt(sentNotices.claimedAt, new Date(now.getTime() - staleAfterMs))),
    })
    .returning();
  if (!claimed) {
    const [row] = await db.select().from(sentNotices).where(eq(sentNotices.key, key));
    if (row?.sentAt) return false;
    throw new Error(`notice ${key} is being sent by another worker: retried later`);
  }
  try {
    await send(key);
  } catch (error) {
    await db.delete(sentNotices).where(and(eq(sentNotices.key, key), isNull(sentNotices.sentAt)));
    throw error;
  }
  await db.update(sentNotices).set({ sentAt: new Date() }).where(eq(sentNotices.key, key));
  return true;
}

/** The e-mail a customer gets when a made-to-measure piece moves on. */
export function stageMail(order: OrderRow, piece: string, label: string): Mail {
  return {
    to: String(order.email),
    subject: `Your Elegance order ${order.number}: ${piece} ${label}`,
    text: [
      `Dear ${order.customerName},`,
      '',
      `Your made-to-measure ${piece} (order ${order.number}) has moved on: ${label}.`,
      'You can follow every step under My Orders.',
    ].join('\n'),
  };
}

export interface HandlerDeps {
  db: Database;
  mail: Mailer;
  sms: SmsSender;
  /** Hands the sandbox's signed webhook to the API's own webhook route. */
  deliverWebhook: (eventId: string, body: string) => Promise<void>;
  /** Deletes product images from the configured store (disk, bucket or ImageKit); one already gone is no error. */
  removeProductImages: (images: StoredImage[]) => Promise<void>;
  /** The store's own files (disk or bucket): return photos. */
  media: Pick<MediaStore, 'remove'>;
  sweepUploads: () => Promise<number>;
  /** Gives back the stock of checkouts whose hold lapsed unpaid; how many holds it released. */
  releaseHolds: () => Promise<number>;
  /** Cancels cash orders left unconfirmed past their window (their stock goes back); how many. */
  cancelUnconfirmedCash: () => Promise<number>;
  /** The shop's public origin: links in back-in-stock messages. */
  shopUrl: string;
  /** A cash order's confirmation link and code. */
  cashConfirmation: Pick<CashConfirmation, 'link' | 'code'>;
  sweepRecords: () => Promise<void>;
  log: (message: string, detail: object) => void;
  /** How long a job may run before pg-boss expires it: a notice claimed longer ago has no live sender. */
  jobExpirySeconds: number;
}

async function orderById(db: Database, id: string): Promise<PlacedOrder | null> {
  const order = await findOrder(db, id);
  return order ? withLinesOf(db, order) : null;
}

/** What each job does. A throw fails the attempt: pg-boss retries it with backoff, then lists it as dead. */
export function jobHandlers(deps: HandlerDeps): JobHandlers {
  const { db, mail, sms } = deps;
  const once = (key: string, send: (id: string) => Promise<void>) =>
    sendOnce(db, key, send, deps.jobExpirySeconds * 1000);
  return {
    async 'order-confirmation'({ orderId }) {
      const order = await orderById(db, orderId);
      if (!order?.email) return;
      await once(`order-confirmation:${orderId}`, (id) => mail.send({ ...orderConfirmation(order), id }));
    },
    async 'stage-notice'({ orderId, lineId, stage }) {
      const order = await orderById(db, orderId);
      if (!order) return;
      const piece = order.lines.find((line) => line.id === lineId)?.name ?? 'piece';
      const label = PRODUCTION_STAGE_LABELS[stage as ProductionStage].toLowerCase();
      const key = `stage:${orderId}:${lineId}:${stage}`;
      // The text and the e-mail are marked apart: a failed e-mail is retried without a second text.
      await once(`${key}:sms`, () =>
        sms.sendStage({ to: order.phone, order: order.number, item: piece, stage: label }),
      );
      if (order.email) await once(`${key}:mail`, (id) => mail.send({ ...stageMail(order, piece, label), id }));
    },
    async 'return-notice'({ returnId, state }) {
      const request = await findReturn(db, returnId);
      const order = request ? await findOrder(db, request.orderId) : undefined;
      if (!request || !order) return;
      const line = await findLine(db, request.lineId);
      const piece = line?.name ?? 'piece';
      const key = `return:${returnId}:${state}`;
      await once(`${key}:sms`, () =>
        sms.sendStage({
          to: order.phone,
          order: order.number,
          item: piece,
          stage: `return ${returnStepLabel(state).toLowerCase()}`,
        }),
      );
      if (order.email)
        await once(`${key}:mail`, (id) => mail.send({ ...returnMail(order, request, piece, state), id }));
    },
    async 'cash-confirmation'({ orderId }) {
      const order = await orderById(db, orderId);
      if (!order || order.cashState !== 'awaiting-confirmation' || !order.cashConfirmBy) return;
      const link = deps.cashConfirmation.link(orderId);
      const code = deps.cashConfirmation.code(orderId);
      const key = `cash-confirmation:${orderId}`;
      await once(`${key}:sms`, () => sms.sendCashConfirm({ to: order.phone, order: order.number, code, link }));
      if (order.email)
        await once(`${key}:mail`, (id) =>
          mail.send({ ...orderConfirmation(order, { link, code, by: order.cashConfirmBy as Date }), id }),
        );
    },
    async 'back-in-stock'(size) {
      const sent = await tellWaitingShoppers({ db, sms, mail, shopUrl: deps.shopUrl, once }, size);
      if (sent) deps.log('back-in-stock alerts sent', { ...size, sent });
    },
    async 'sandbox-webhook'({ eventId, body }) {
      await deps.deliverWebhook(eventId, body);
    },
    async 'remove-product-images'({ images }) {
      await deps.removeProductImages(images);
    },
    async 'discard-return-photo'({ path }) {
      // Kept when its request was saved after all (the delayed check of every stored photo).
      if (!(await returnWithPhoto(db, path))) await deps.media.remove(path);
    },
    async 'sweep-uploads'() {
      const swept = await deps.sweepUploads();
      if (swept) deps.log('abandoned uploads deleted', { swept });
    },
    async 'sweep-records'() {
      await deps.sweepRecords();
    },
    async 'sweep-holds'() {
      const released = await deps.releaseHolds();
      if (released) deps.log('lapsed stock holds released', { released });
      const cancelled = await deps.cancelUnconfirmedCash();
      if (cancelled) deps.log('unconfirmed cash orders cancelled', { cancelled });
    },
  };
}
