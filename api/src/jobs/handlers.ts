import { and, eq, isNull, lt } from 'drizzle-orm';
import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import { formatPaise } from '@store/shared/format';
import type { Database } from '../db/client';
import { sentNotices, whatsappMessages, type OrderRow, type StoredImage } from '../db/schema';
import type { MediaStore } from '../media/mediaStore';
import type { Mail, Mailer } from '../providers/email/outbox';
import type { SmsSender } from '../providers/sms';
import { WhatsAppRefused, type WhatsAppSender } from '../providers/whatsapp';
import { orderConfirmation } from '../modules/orders/confirmationMail';
import { findLine, findOrder, withLinesOf, type PlacedOrder } from '../modules/orders/ordersRepository';
import { returnMail, returnStepLabel, type NoticeLinks } from '../modules/orders/returns/notices';
import type { OrderLinks } from '../modules/orders/orderLinks';
import { MAIL_WORDS, mailLocale } from '../emails/mailLocale';
import { noticeHtml } from '../emails/renderMail';
import { findReturn, returnWithPhoto } from '../modules/orders/returns/returnsRepository';
import { reviewWithPhoto } from '../modules/ratings/reviewPhotos';
import { reviewLink, reviewRequestMail, reviewRequestText } from '../modules/ratings/reviewRequest';
import type { CashConfirmation } from '../modules/orders/cash/cashConfirmation';
import { shortLinkFor } from '../modules/shortLinks/shortLinks';
import { sendText, sendUpdate, type TextFallback, type UpdateDeps } from '../modules/whatsapp/updates';
import { cashConfirmPayload } from '../modules/whatsapp/webhook';
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

/**
 * The e-mail a customer gets when a made-to-measure piece moves on (with the balance to pay once
 * it is ready), leading to the order: `links.order` is her dashboard or her guest link.
 */
export async function stageMail(
  order: OrderRow,
  piece: string,
  label: string,
  links: NoticeLinks,
  balance: string | null = null,
): Promise<Mail> {
  const locale = mailLocale(order);
  const paragraphs = [
    `Dear ${order.customerName},`,
    `Your made-to-measure ${piece} (order ${order.number}) has moved on: ${label}.`,
    ...(balance ? [balance] : []),
  ];
  return {
    to: String(order.email),
    subject: `Your Elegance order ${order.number}: ${piece} ${label}`,
    text: [paragraphs[0], '', ...paragraphs.slice(1), `Follow every step on your order: ${links.order}`].join('\n'),
    html: await noticeHtml({
      locale,
      shopUrl: links.shopUrl,
      paragraphs: [...paragraphs, 'Follow every step on your order.'],
      actions: [{ label: MAIL_WORDS[locale].viewOrder, href: links.order }],
    }),
  };
}

/**
 * A prepaid 20%-now order leaves once its balance is paid (checkout and /help say so): when a
 * piece is ready, its notice says what is due and links to where 'Pay balance' is (`link`: the
 * dashboard, or in an e-mail the order's own link). A cash order's balance is the courier's to
 * collect; a cancelled order owes nothing.
 */
export function balanceToPay(order: OrderRow, stage: string, link: string): string | null {
  const due = order.totalPaise - order.paidPaise;
  if (stage !== 'ready' || due <= 0 || order.paymentMethod === 'cash' || order.fulfilment === 'cancelled') return null;
  return `Pay the balance of ${formatPaise(due)} to have it dispatched: ${link}`;
}

export interface HandlerDeps {
  db: Database;
  mail: Mailer;
  sms: SmsSender;
  /** Order updates to opted-in phones and alerts asked by WhatsApp; null when WhatsApp is off (texts only). */
  whatsapp: WhatsAppSender | null;
  /** Hands the WhatsApp sandbox's webhook to the API's own webhook route, signed as Meta signs it. */
  deliverWhatsAppWebhook: (body: string) => Promise<void>;
  /** Hands the sandbox's signed webhook to the API's own webhook route. */
  deliverWebhook: (eventId: string, body: string) => Promise<void>;
  /** Deletes product images from the configured store (disk, bucket or ImageKit); one already gone is no error. */
  removeProductImages: (images: StoredImage[]) => Promise<void>;
  /** The store's own files (disk or bucket): return and review photos. */
  media: Pick<MediaStore, 'remove'>;
  sweepUploads: () => Promise<number>;
  /** Gives back the stock of checkouts whose hold lapsed unpaid; how many holds it released. */
  releaseHolds: () => Promise<number>;
  /** Cancels cash orders left unconfirmed past their window (their stock goes back); how many. */
  cancelUnconfirmedCash: () => Promise<number>;
  /** The shop's public origin: links in texts and e-mails (back in stock, review requests). */
  shopUrl: string;
  /** Where an e-mail's 'View order' leads: the dashboard, or a guest's order link. */
  orderLinks: Pick<OrderLinks, 'forMail'>;
  /** A cash order's confirmation link and code. */
  cashConfirmation: Pick<CashConfirmation, 'link' | 'code' | 'token'>;
  sweepRecords: () => Promise<void>;
  /** Recovers refunds stuck between the provider's answer and the record; what became of them. */
  sweepRefunds: () => Promise<Partial<Record<string, number>>>;
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
  const dashboard = `${deps.shopUrl.replace(/\/$/, '')}/customer-dashboard`;
  /** An e-mail's links; `issue` for the order's first e-mails, which keep a guest's link (OrderLinks). */
  const linksOf = async (order: OrderRow, issue = false): Promise<NoticeLinks> => ({
    order: await deps.orderLinks.forMail(order, { issue }),
    shopUrl: deps.shopUrl,
  });
  const once = (key: string, send: (id: string) => Promise<void>) =>
    sendOnce(db, key, send, deps.jobExpirySeconds * 1000);
  const updates: UpdateDeps = { db, whatsapp: deps.whatsapp, sms, once, log: deps.log };
  /** A progress update (a stage, a return's step): its template, or the update text as ever. */
  const progress = (
    key: string,
    order: OrderRow,
    template: 'production_update' | 'return_update',
    piece: string,
    step: string,
    text: string,
  ) =>
    sendUpdate(updates, {
      key,
      orderId: order.id,
      message:
        template === 'production_update'
          ? { to: order.phone, template, params: { order: order.number, piece, stage: step } }
          : { to: order.phone, template, params: { order: order.number, piece, step } },
      text: { kind: 'stage', message: { to: order.phone, order: order.number, item: piece, stage: text } },
    });
  /** Kept while a saved return or review has it (the delayed check of every stored photo); gone already is fine. */
  const discardPhoto = async ({ path }: { path: string }) => {
    if (!(await returnWithPhoto(db, path)) && !(await reviewWithPhoto(db, path))) await deps.media.remove(path);
  };
  return {
    async 'order-confirmation'({ orderId }) {
      const order = await orderById(db, orderId);
      if (!order) return;
      // No text of its own: without WhatsApp the e-mail confirms the order.
      await sendUpdate(updates, {
        key: `order-confirmation:${orderId}`,
        orderId,
        message: {
          to: order.phone,
          template: 'order_confirmation',
          params: { name: order.customerName, order: order.number, total: formatPaise(order.totalPaise) },
        },
        text: null,
      });
      if (order.email)
        await once(`order-confirmation:${orderId}`, async (id) =>
          mail.send({ ...(await orderConfirmation(order, await linksOf(order, true))), id }),
        );
    },
    async 'stage-notice'({ orderId, lineId, stage }) {
      const order = await orderById(db, orderId);
      if (!order) return;
      const piece = order.lines.find((line) => line.id === lineId)?.name ?? 'piece';
      const label = PRODUCTION_STAGE_LABELS[stage as ProductionStage].toLowerCase();
      const key = `stage:${orderId}:${lineId}:${stage}`;
      const balance = balanceToPay(order, stage, dashboard);
      const step = balance ? `${label}. ${balance}` : label;
      // The phone's update and the e-mail are marked apart: a failed e-mail is retried without a second message.
      await progress(key, order, 'production_update', piece, step, step);
      if (order.email)
        await once(`${key}:mail`, async (id) => {
          const links = await linksOf(order);
          const mailed = await stageMail(order, piece, label, links, balanceToPay(order, stage, links.order));
          await mail.send({ ...mailed, id });
        });
    },
    async 'return-notice'({ returnId, state }) {
      const request = await findReturn(db, returnId);
      const order = request ? await findOrder(db, request.orderId) : undefined;
      if (!request || !order) return;
      const line = await findLine(db, request.lineId);
      const piece = line?.name ?? 'piece';
      const key = `return:${returnId}:${state}`;
      const step = returnStepLabel(state).toLowerCase();
      await progress(key, order, 'return_update', piece, step, `return ${step}`);
      if (order.email)
        await once(`${key}:mail`, async (id) =>
          mail.send({ ...(await returnMail(order, request, piece, state, await linksOf(order))), id }),
        );
    },
    async 'shipping-notice'({ orderId }) {
      const order = await findOrder(db, orderId);
      if (!order || !order.courier || !order.trackingNumber) return;
      const { courier, trackingNumber: tracking } = order;
      await sendUpdate(updates, {
        key: `shipped:${orderId}`,
        orderId,
        message: { to: order.phone, template: 'order_shipped', params: { order: order.number, courier, tracking } },
        text: {
          kind: 'stage',
          message: {
            to: order.phone,
            order: order.number,
            item: 'order',
            stage: `shipped with ${courier} (${tracking})`,
          },
        },
      });
    },
    async 'review-request'({ orderId }) {
      const order = await orderById(db, orderId);
      // Deleted since, nobody is asked; delivery cannot be undone, so no other state to check.
      if (!order || order.deleted || order.fulfilment !== 'delivered') return;
      const key = `review-request:${orderId}`;
      const link = reviewLink(deps.shopUrl);
      await sendUpdate(updates, {
        key,
        orderId,
        message: { to: order.phone, template: 'review_request', params: { order: order.number, link } },
        text: { kind: 'stage', message: reviewRequestText(order, link) },
      });
      if (order.email) await once(`${key}:mail`, (id) => mail.send({ ...reviewRequestMail(order, link), id }));
    },
    async 'cash-confirmation'({ orderId }) {
      const order = await orderById(db, orderId);
      if (!order || order.cashState !== 'awaiting-confirmation' || !order.cashConfirmBy) return;
      const code = deps.cashConfirmation.code(orderId);
      const key = `cash-confirmation:${orderId}`;
      // The text carries a short link (the long one takes a second SMS segment); the e-mail neither
      // link nor code (its address is whatever the orderer typed: confirming is the phone's).
      const short = await shortLinkFor(db, deps.shopUrl, {
        orderId,
        purpose: 'cash-confirm',
        expiresAt: order.cashConfirmBy,
      });
      const hours = Math.max(1, Math.round((order.cashConfirmBy.getTime() - Date.now()) / 3_600_000));
      // By WhatsApp its Confirm button does what the link does; the text has the link and code.
      await sendUpdate(updates, {
        key,
        orderId,
        message: {
          to: order.phone,
          template: 'cash_order_confirm',
          params: { order: order.number, total: formatPaise(order.totalPaise - order.paidPaise), hours: String(hours) },
          payload: cashConfirmPayload(orderId, deps.cashConfirmation.token(orderId)),
        },
        text: { kind: 'cash', message: { to: order.phone, order: order.number, code, link: short } },
      });
      if (order.email)
        await once(`${key}:mail`, async (id) => {
          const confirm = { phone: order.phone, by: order.cashConfirmBy as Date };
          await mail.send({ ...(await orderConfirmation(order, await linksOf(order, true), confirm)), id });
        });
    },
    async 'whatsapp-webhook'({ body }) {
      await deps.deliverWhatsAppWebhook(body);
    },
    async 'whatsapp-reply'({ to, text, key }) {
      const { whatsapp } = deps;
      if (!whatsapp) return;
      await once(key, async () => {
        try {
          await whatsapp.sendText(to, text);
        } catch (error) {
          // A reply that will never go (the number blocked the business): nothing to retry.
          if (!(error instanceof WhatsAppRefused)) throw error;
          deps.log('WhatsApp refused a reply', { key, reason: error.message });
        }
      });
    },
    async 'whatsapp-fallback'({ messageId }) {
      const [message] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, messageId));
      if (!message?.fallback) return;
      await once(`${message.noticeKey}:text`, () => sendText(sms, message.fallback as TextFallback));
    },
    async 'back-in-stock'(size) {
      const sent = await tellWaitingShoppers(
        { db, sms, mail, whatsapp: deps.whatsapp, log: deps.log, shopUrl: deps.shopUrl, once },
        size,
      );
      if (sent) deps.log('back-in-stock alerts sent', { ...size, sent });
    },
    async 'sandbox-webhook'({ eventId, body }) {
      await deps.deliverWebhook(eventId, body);
    },
    async 'remove-product-images'({ images }) {
      await deps.removeProductImages(images);
    },
    'discard-photo': discardPhoto,
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
    async 'sweep-refunds'() {
      const recovered = await deps.sweepRefunds();
      if (Object.keys(recovered).length) deps.log('stuck refunds recovered', recovered);
    },
  };
}
