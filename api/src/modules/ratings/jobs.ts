import { z } from 'zod';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import { moduleJobs } from '../../jobs/queue';
import { noticeLocale, noticeSenders, type NoticeDeps } from '../notifications';
import { reviewLink, reviewRequestMail, reviewRequestText } from './reviewRequest';

const reviewRequestData = z.object({ orderId: z.string() });

declare module '../../jobs/queue' {
  interface JobData {
    /** An order was delivered: one request to rate its pieces, by WhatsApp or text and by e-mail. */
    'review-request': z.infer<typeof reviewRequestData>;
  }
}

export interface RatingJobDeps extends NoticeDeps {
  /** The shop's public origin: the link to rate at. */
  shopUrl: string;
  /** An order with its lines (the orders module's, wired by the app); null when there is none. */
  orderById: (id: string) => Promise<(OrderRow & { lines: OrderLineRow[] }) | null>;
}

export const ratingJobs = moduleJobs<RatingJobDeps>()({
  'review-request': {
    data: reviewRequestData,
    handler: (deps) => {
      const { once, update } = noticeSenders(deps);
      return async ({ orderId }) => {
        const order = await deps.orderById(orderId);
        // Deleted since, nobody is asked; delivery cannot be undone, so no other state to check.
        if (!order || order.deleted || order.fulfilment !== 'delivered') return;
        const key = `review-request:${orderId}`;
        const link = reviewLink(deps.shopUrl);
        await update({
          key,
          orderId,
          message: {
            to: order.phone,
            template: 'review_request',
            language: noticeLocale(order),
            params: { order: order.number, link },
          },
          text: { kind: 'stage', message: reviewRequestText(order, link) },
        });
        if (order.email) await once(`${key}:mail`, (id) => deps.mail.send({ ...reviewRequestMail(order, link), id }));
      };
    },
  },
});
