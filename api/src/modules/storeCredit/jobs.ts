import { z } from 'zod';
import { moduleJobs, noData } from '../../jobs/queue';

declare module '../../jobs/queue' {
  interface JobData {
    /** Scheduled: what is left of store credits past their expiry is written off (an 'expired' entry each). */
    'expire-store-credit': z.infer<typeof noData>;
  }
}

export interface StoreCreditJobDeps {
  /** Writes off expired credit; for how many customers. */
  expireCredits: () => Promise<number>;
  log: (message: string, detail: object) => void;
}

export const storeCreditJobs = moduleJobs<StoreCreditJobDeps>()({
  'expire-store-credit': {
    data: noData,
    // Hourly: the balance never counts an expired credit as spendable; this only writes it in her history.
    schedule: '7 * * * *',
    handler: (deps) => async () => {
      const customers = await deps.expireCredits();
      if (customers) deps.log('expired store credit written off', { customers });
    },
  },
});
