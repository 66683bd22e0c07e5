import { z } from 'zod';
import { moduleJobs, noData } from '../../../jobs/queue';
import type { CourierProvider } from '../../../providers/courier/types';
import { noticeLocale, noticeSenders, type NoticeDeps } from '../../notifications';
import { sendAnswer } from './deliveryExceptions';
import type { DeliveryIssueLinks } from './issueLinks';
import { ndrMail, ndrUpdate } from './notice';
import { findException, findOrderOf, findShipment, moveOverdueToDesk, unsentAnswers } from './ndrRepository';

const exceptionData = z.object({ exceptionId: z.string() });

declare module '../../../jobs/queue' {
  interface JobData {
    /** A failed delivery: the shopper's question (WhatsApp with quick replies, else text; and e-mail). */
    'delivery-issue-notice': z.infer<typeof exceptionData>;
    /** A failed delivery's answer for the courier (re-attempt or return), sent once. */
    'delivery-issue-send': z.infer<typeof exceptionData>;
    /** Scheduled: questions unanswered past their time go to the desk; answers the courier did not take are sent again. */
    'sweep-delivery-issues': z.infer<typeof noData>;
  }
}

export interface NdrJobDeps extends NoticeDeps {
  shopUrl: string;
  links: DeliveryIssueLinks;
  courier: CourierProvider;
}

/** An answer not sent this long after it was given is sent again by the sweep (its own try and job come first). */
const RESEND_AFTER_MS = 2 * 60_000;

/** Moves unanswered questions past their time to the desk and sends answers again; what it did. */
export async function sweepDeliveryIssues(deps: Pick<NdrJobDeps, 'db' | 'courier' | 'log'>, now = new Date()) {
  const toDesk = await moveOverdueToDesk(deps.db, now);
  let resent = 0;
  for (const { id } of await unsentAnswers(deps.db, new Date(now.getTime() - RESEND_AFTER_MS)))
    try {
      if (await sendAnswer(deps, id)) resent += 1;
    } catch (error) {
      deps.log('the courier still does not take a failed delivery answer', { exceptionId: id, error: String(error) });
    }
  return { toDesk, resent };
}

export const ndrJobs = moduleJobs<NdrJobDeps>()({
  'delivery-issue-notice': {
    data: exceptionData,
    handler: (deps) => {
      const { once, update } = noticeSenders(deps);
      return async ({ exceptionId }) => {
        const exception = await findException(deps.db, exceptionId);
        const shipment = exception && (await findShipment(deps.db, exception.shipmentId));
        const order = shipment && (await findOrderOf(deps.db, shipment));
        if (!exception || !order || exception.state === 'answered') return;
        const question = {
          key: `delivery-issue:${exceptionId}`,
          order,
          locale: noticeLocale(order),
          exceptionId,
          reason: exception.reason,
          link: deps.links.link(exceptionId),
          hours: Math.max(1, Math.round((exception.answerBy.getTime() - exception.openedAt.getTime()) / 3_600_000)),
        };
        // The phone's question and the e-mail are marked apart: a failed e-mail is retried without a second message.
        await update(ndrUpdate(question));
        if (order.email)
          await once(`${question.key}:mail`, async (id) =>
            deps.mail.send({ ...(await ndrMail(question, deps.shopUrl)), id }),
          );
      };
    },
  },
  'delivery-issue-send': {
    data: exceptionData,
    // A throw (the courier refused or was out of reach) retries with backoff; the sweep after that.
    handler:
      (deps) =>
      async ({ exceptionId }) => {
        await sendAnswer(deps, exceptionId);
      },
  },
  'sweep-delivery-issues': {
    data: noData,
    schedule: '*/5 * * * *',
    handler: (deps) => async () => {
      const { toDesk, resent } = await sweepDeliveryIssues(deps);
      if (toDesk || resent) deps.log('failed deliveries swept', { toDesk, resent });
    },
  },
});
