import { z } from 'zod';
import { moduleJobs, noData } from '../../jobs/queue';
import { noticeSenders, type NoticeDeps } from '../notifications';
import { sendCard } from './delivery';
import { addEntry, balanceOf, issuedPaise, lapsedWithBalance, lockCard } from './giftCardsRepository';

const cardData = z.object({ cardId: z.string() });

declare module '../../jobs/queue' {
  interface JobData {
    /** A card's day came (or it was issued for today): its code is made and sent to the recipient. */
    'gift-card-send': z.infer<typeof cardData>;
    /** Scheduled: what is left on cards past their date is written off (an 'expired' entry). */
    'gift-card-expiry': z.infer<typeof noData>;
  }
}

export interface GiftCardJobDeps extends NoticeDeps {
  /** The shop's public origin, for the balance page's link. */
  shopUrl: string;
}

export const giftCardJobs = moduleJobs<GiftCardJobDeps>()({
  'gift-card-send': {
    data: cardData,
    handler: (deps) => {
      const { once } = noticeSenders(deps);
      return ({ cardId }) => sendCard({ ...deps, once, issuedPaise: (id) => issuedPaise(deps.db, id) }, cardId);
    },
  },
  'gift-card-expiry': {
    data: noData,
    // Hourly: a card lapses on its hour; checkout refuses it from that moment whatever the ledger says.
    schedule: '7 * * * *',
    handler: (deps) => async () => {
      const now = new Date();
      for (const { cardId } of await lapsedWithBalance(deps.db, now)) {
        await deps.db.transaction(async (tx) => {
          await lockCard(tx, cardId);
          const left = await balanceOf(tx, cardId);
          if (left > 0) await addEntry(tx, { cardId, kind: 'expired', amountPaise: -left });
        });
      }
    },
  },
});
