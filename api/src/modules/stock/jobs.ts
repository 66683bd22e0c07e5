import { z } from 'zod';
import { moduleJobs, noData } from '../../jobs/queue';
import { noticeSenders, type NoticeDeps } from '../notifications';
import { tellWaitingShoppers } from './backInStock';

const sizeData = z.object({ productId: z.string(), stockKey: z.string() });

declare module '../../jobs/queue' {
  interface JobData {
    /** A size went from none to some with shoppers waiting: one message each, by their channel, then the alerts go. */
    'back-in-stock': z.infer<typeof sizeData>;
    /** Scheduled: stock held by checkouts whose hold lapsed unpaid goes back on sale; cash orders left unconfirmed are cancelled. */
    'sweep-holds': z.infer<typeof noData>;
  }
}

export interface StockJobDeps extends NoticeDeps {
  /** The shop's public origin, for the product's link. */
  shopUrl: string;
  /** Gives back the stock of checkouts whose hold lapsed unpaid; how many holds it released. */
  releaseHolds: () => Promise<number>;
  /** Cancels cash orders left unconfirmed past their window (their stock goes back); how many. */
  cancelUnconfirmedCash: () => Promise<number>;
}

export const stockJobs = moduleJobs<StockJobDeps>()({
  'back-in-stock': {
    data: sizeData,
    handler: (deps) => {
      const { once } = noticeSenders(deps);
      return async (size) => {
        const sent = await tellWaitingShoppers({ ...deps, once }, size);
        if (sent) deps.log('back-in-stock alerts sent', { ...size, sent });
      };
    },
  },
  'sweep-holds': {
    data: noData,
    // Every minute (cron's finest): a lapsed hold is back on sale within a minute of its end.
    schedule: '* * * * *',
    handler: (deps) => async () => {
      const released = await deps.releaseHolds();
      if (released) deps.log('lapsed stock holds released', { released });
      const cancelled = await deps.cancelUnconfirmedCash();
      if (cancelled) deps.log('unconfirmed cash orders cancelled', { cancelled });
    },
  },
});
