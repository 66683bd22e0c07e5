import { z } from 'zod';
import { moduleJobs } from '../../jobs/queue';

const webhookData = z.object({ eventId: z.string(), body: z.string() });

declare module '../../jobs/queue' {
  interface JobData {
    /** The payment sandbox's webhook, as Razorpay would send it a moment after the payment. */
    'sandbox-webhook': z.infer<typeof webhookData>;
  }
}

export interface PaymentJobDeps {
  /** Hands the sandbox's event to the webhook's handling, signed as Razorpay signs it. */
  deliver: (eventId: string, body: string) => Promise<void>;
}

export const paymentJobs = moduleJobs<PaymentJobDeps>()({
  'sandbox-webhook': {
    data: webhookData,
    handler:
      (deps) =>
      async ({ eventId, body }) =>
        deps.deliver(eventId, body),
  },
});
