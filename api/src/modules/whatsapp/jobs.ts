import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { whatsappMessages } from '../../db/schema';
import { moduleJobs } from '../../jobs/queue';
import { WhatsAppRefused } from '../../providers/whatsapp';
import { noticeSenders, sendText, type NoticeDeps, type TextFallback } from '../notifications';

const webhookData = z.object({ body: z.string() });
const replyData = z.object({ to: z.string(), text: z.string(), key: z.string() });
const fallbackData = z.object({ messageId: z.string() });

declare module '../../jobs/queue' {
  interface JobData {
    /** The WhatsApp sandbox's webhook (a status, a tap, a shopper's STOP), as Meta would send it. */
    'whatsapp-webhook': z.infer<typeof webhookData>;
    /** A reply to a shopper who wrote on WhatsApp (STOP, a tapped Confirm), once per key. */
    'whatsapp-reply': z.infer<typeof replyData>;
    /** WhatsApp reported an update undelivered: its text goes instead. */
    'whatsapp-fallback': z.infer<typeof fallbackData>;
  }
}

export interface WhatsAppJobDeps extends NoticeDeps {
  /** Hands the sandbox's webhook body to the webhook's handling, as Meta would post it (signed). */
  deliver: (body: string) => Promise<void>;
}

export const whatsappJobs = moduleJobs<WhatsAppJobDeps>()({
  'whatsapp-webhook': {
    data: webhookData,
    handler:
      (deps) =>
      async ({ body }) =>
        deps.deliver(body),
  },
  'whatsapp-reply': {
    data: replyData,
    handler: (deps) => {
      const { once } = noticeSenders(deps);
      return async ({ to, text, key }) => {
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
      };
    },
  },
  'whatsapp-fallback': {
    data: fallbackData,
    handler: (deps) => {
      const { once } = noticeSenders(deps);
      return async ({ messageId }) => {
        const [message] = await deps.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, messageId));
        if (!message?.fallback) return;
        await once(`${message.noticeKey}:text`, () => sendText(deps.sms, message.fallback as TextFallback));
      };
    },
  },
});
