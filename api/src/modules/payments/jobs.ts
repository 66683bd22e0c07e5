import { z } from 'zod';
import { moduleJobs, noData } from '../../jobs/queue';

const webhookData = z.object({ eventId: z.string(), body: z.string() });

declare module '../../jobs/queue' {
  interface JobData {
    /** The payment sandbox's webhook, as Razorpay would send it a moment after the payment. */
    'sandbox-webhook': z.infer<typeof webhookData>;
    /** Scheduled: refunds stuck between the provider's answer and the record, recovered (refunds/). */
    'sweep-refunds': z.infer<typeof noData>;
  }
}

export interface PaymentJobDeps {
  /** Hands the sandbox's event to the webhook's handling, signed as Razorpay signs it. */
  deliver: (eventId: string, body: string) => Promise<void>;
  /** Recovers refunds stuck between the provider's answer and the record; what became of them. */
  sweepRefunds: () => Promise<Partial<Record<string, number>>>;
  log: (message: string, detail: object) => void;
}

export const paymentJobs = moduleJobs<PaymentJobDeps>()({
  'sandbox-webhook': {
    data: webhookData,
    handler:
      (deps) =>
      async ({ eventId, body }) =>
        deps.deliver(eventId, body),
  },
  'sweep-refunds': {
    data: noData,
    schedule: '*/5 * * * *',
    handler: (deps) => async () => {
      const recovered = await deps.sweepRefunds();
      if (Object.keys(recovered).length) deps.log('stuck refunds recovered', recovered);
    },
  },
});
