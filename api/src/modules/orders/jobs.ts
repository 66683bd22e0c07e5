import { z } from 'zod';
import { formatPaise } from '@store/shared/format';
import type { OrderRow } from '../../db/schema';
import { moduleJobs } from '../../jobs/queue';
import { noticeLocale, noticeSenders, type NoticeDeps } from '../notifications';
import { shortLinkFor } from '../shortLinks/shortLinks';
import { cashConfirmPayload } from '../whatsapp/webhook';
import { orderConfirmation } from './confirmationMail';
import { balanceToPay, refundNoticeWords, stageLabel, stageMail, UPDATE_WORDS } from './notices';
import type { OrderLinks } from './orderLinks';
import { findLine, findOrder, withLinesOf, type PlacedOrder } from './ordersRepository';
import { returnMail, returnStepLabel, type NoticeLinks } from './returns/notices';
import { findReturn } from './returns/returnsRepository';

const orderData = z.object({ orderId: z.string() });
const stageData = z.object({ orderId: z.string(), lineId: z.string(), stage: z.string() });
const returnData = z.object({ returnId: z.string(), state: z.string() });
const refundData = z.object({
  orderId: z.string(),
  /** The first refund row's id: the notice is sent once for it. */
  key: z.string(),
  parts: z.array(z.object({ amountPaise: z.number().int(), bonusPaise: z.number().int(), method: z.string() })),
});

declare module '../../jobs/queue' {
  interface JobData {
    /** The confirmation e-mail (and WhatsApp message) of a new order. */
    'order-confirmation': z.infer<typeof orderData>;
    /** A made-to-measure piece moved on: its text and e-mail to the customer. */
    'stage-notice': z.infer<typeof stageData>;
    /** A return moved on (asked, approved, refunded, a workshop stage...): its text and e-mail. */
    'return-notice': z.infer<typeof returnData>;
    /** A cancelled order's money went back (store credit, a gift card) or is on its way (the card): what and where. */
    'cancel-refund-notice': z.infer<typeof refundData>;
    /** A cash order waits for the shopper: its confirmation text and e-mail (link and code). */
    'cash-confirmation': z.infer<typeof orderData>;
    /** An order left for the courier: its WhatsApp message or text. */
    'shipping-notice': z.infer<typeof orderData>;
  }
}

export interface OrderNoticeDeps extends NoticeDeps {
  /** The shop's public origin: links in texts and e-mails. */
  shopUrl: string;
  /** Where an e-mail's 'View order' leads: the dashboard, or a guest's order link. */
  orderLinks: Pick<OrderLinks, 'forMail'>;
  /** A cash order's confirmation link and code. */
  cashConfirmation: Record<'link' | 'code' | 'token', (orderId: string) => string>;
}

async function orderById(deps: OrderNoticeDeps, id: string): Promise<PlacedOrder | null> {
  const order = await findOrder(deps.db, id);
  return order ? withLinesOf(deps.db, order) : null;
}

/** What every order notice needs: its senders, and an e-mail's links (`issue`: the order's first e-mails keep a guest's link). */
function orderNotices(deps: OrderNoticeDeps) {
  const senders = noticeSenders(deps);
  const linksOf = async (order: OrderRow, issue = false): Promise<NoticeLinks> => ({
    order: await deps.orderLinks.forMail(order, { issue }),
    shopUrl: deps.shopUrl,
  });
  /** A progress update (a stage, a return's step): its template, or the update text as ever. */
  const progress = (
    key: string,
    order: OrderRow,
    template: 'production_update' | 'return_update',
    piece: string,
    step: string,
    text: string,
  ) =>
    senders.update({
      key,
      orderId: order.id,
      message:
        template === 'production_update'
          ? {
              to: order.phone,
              template,
              language: noticeLocale(order),
              params: { order: order.number, piece, stage: step },
            }
          : { to: order.phone, template, language: noticeLocale(order), params: { order: order.number, piece, step } },
      text: {
        kind: 'stage',
        message: { to: order.phone, order: order.number, item: piece, stage: text, locale: noticeLocale(order) },
      },
    });
  return { ...senders, linksOf, progress };
}

/** The orders' notices. A throw fails the attempt: pg-boss retries it with backoff, then lists it as dead. */
export const orderJobs = moduleJobs<OrderNoticeDeps>()({
  'order-confirmation': {
    data: orderData,
    handler: (deps) => {
      const { once, update, linksOf } = orderNotices(deps);
      return async ({ orderId }) => {
        const order = await orderById(deps, orderId);
        if (!order) return;
        // No text of its own: without WhatsApp the e-mail confirms the order.
        await update({
          key: `order-confirmation:${orderId}`,
          orderId,
          message: {
            to: order.phone,
            template: 'order_confirmation',
            language: noticeLocale(order),
            params: { name: order.customerName, order: order.number, total: formatPaise(order.totalPaise) },
          },
          text: null,
        });
        if (order.email)
          await once(`order-confirmation:${orderId}`, async (id) =>
            deps.mail.send({ ...(await orderConfirmation(order, await linksOf(order, true))), id }),
          );
      };
    },
  },
  'stage-notice': {
    data: stageData,
    handler: (deps) => {
      const { once, linksOf, progress } = orderNotices(deps);
      const dashboard = `${deps.shopUrl.replace(/\/$/, '')}/customer-dashboard`;
      return async ({ orderId, lineId, stage }) => {
        const order = await orderById(deps, orderId);
        if (!order) return;
        const locale = noticeLocale(order);
        const piece = order.lines.find((line) => line.id === lineId)?.name ?? UPDATE_WORDS[locale].piece;
        const label = stageLabel(stage, locale);
        const key = `stage:${orderId}:${lineId}:${stage}`;
        const balance = balanceToPay(order, stage, dashboard);
        const step = balance ? `${label}. ${balance}` : label;
        // The phone's update and the e-mail are marked apart: a failed e-mail is retried without a second message.
        await progress(key, order, 'production_update', piece, step, step);
        if (order.email)
          await once(`${key}:mail`, async (id) => {
            const links = await linksOf(order);
            const mailed = await stageMail(order, piece, label, links, balanceToPay(order, stage, links.order));
            await deps.mail.send({ ...mailed, id });
          });
      };
    },
  },
  'return-notice': {
    data: returnData,
    handler: (deps) => {
      const { once, linksOf, progress } = orderNotices(deps);
      return async ({ returnId, state }) => {
        const request = await findReturn(deps.db, returnId);
        const order = request ? await findOrder(deps.db, request.orderId) : undefined;
        if (!request || !order) return;
        const locale = noticeLocale(order);
        const line = await findLine(deps.db, request.lineId);
        const piece = line?.name ?? UPDATE_WORDS[locale].piece;
        const key = `return:${returnId}:${state}`;
        const step = returnStepLabel(state, locale).toLowerCase();
        await progress(key, order, 'return_update', piece, step, UPDATE_WORDS[locale].returnStep(step));
        if (order.email)
          await once(`${key}:mail`, async (id) =>
            deps.mail.send({ ...(await returnMail(order, request, piece, state, await linksOf(order))), id }),
          );
      };
    },
  },
  'shipping-notice': {
    data: orderData,
    handler: (deps) => {
      const { update } = orderNotices(deps);
      return async ({ orderId }) => {
        const order = await findOrder(deps.db, orderId);
        if (!order || !order.courier || !order.trackingNumber) return;
        const { courier, trackingNumber: tracking } = order;
        const locale = noticeLocale(order);
        await update({
          key: `shipped:${orderId}`,
          orderId,
          message: {
            to: order.phone,
            template: 'order_shipped',
            language: locale,
            params: { order: order.number, courier, tracking },
          },
          text: {
            kind: 'stage',
            message: {
              to: order.phone,
              order: order.number,
              item: UPDATE_WORDS[locale].order,
              stage: UPDATE_WORDS[locale].shipped(courier, tracking),
              locale,
            },
          },
        });
      };
    },
  },
  // As a return's refund notice: by WhatsApp or text, in the order's language, with the amount and where it went.
  'cancel-refund-notice': {
    data: refundData,
    handler: (deps) => {
      const { update } = orderNotices(deps);
      return async ({ orderId, key, parts }) => {
        const order = await findOrder(deps.db, orderId);
        if (!order) return;
        const locale = noticeLocale(order);
        const { refund, step } = refundNoticeWords(locale, parts);
        await update({
          key: `cancel-refund:${key}`,
          orderId,
          message: {
            to: order.phone,
            template: 'order_refund',
            language: locale,
            params: { order: order.number, refund },
          },
          text: {
            kind: 'stage',
            message: { to: order.phone, order: order.number, item: UPDATE_WORDS[locale].order, stage: step, locale },
          },
        });
      };
    },
  },
  // Self-contained: cash placement (and this notice with it) may move to its own module.
  'cash-confirmation': {
    data: orderData,
    handler: (deps) => {
      const { once, update, linksOf } = orderNotices(deps);
      return async ({ orderId }) => {
        const order = await orderById(deps, orderId);
        if (!order || order.cashState !== 'awaiting-confirmation' || !order.cashConfirmBy) return;
        const code = deps.cashConfirmation.code(orderId);
        const key = `cash-confirmation:${orderId}`;
        const locale = noticeLocale(order);
        // The text carries a short link (the long one takes a second SMS segment); the e-mail neither
        // link nor code (its address is whatever the orderer typed: confirming is the phone's).
        const short = await shortLinkFor(deps.db, deps.shopUrl, {
          orderId,
          purpose: 'cash-confirm',
          expiresAt: order.cashConfirmBy,
        });
        const hours = Math.max(1, Math.round((order.cashConfirmBy.getTime() - Date.now()) / 3_600_000));
        // By WhatsApp its Confirm button does what the link does; the text has the link and code.
        await update({
          key,
          orderId,
          message: {
            to: order.phone,
            template: 'cash_order_confirm',
            language: locale,
            params: {
              order: order.number,
              total: formatPaise(order.totalPaise - order.paidPaise),
              hours: String(hours),
            },
            payload: cashConfirmPayload(orderId, deps.cashConfirmation.token(orderId)),
          },
          text: { kind: 'cash', message: { to: order.phone, order: order.number, code, link: short, locale } },
        });
        if (order.email)
          await once(`${key}:mail`, async (id) => {
            const confirm = { phone: order.phone, by: order.cashConfirmBy as Date };
            await deps.mail.send({ ...(await orderConfirmation(order, await linksOf(order, true), confirm)), id });
          });
      };
    },
  },
});
