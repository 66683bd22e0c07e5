import type { z } from 'zod';
import { moduleJobs, noData } from '../../jobs/queue';
import { sweepBagReminders, type BagReminderDeps } from './reminders';

declare module '../../jobs/queue' {
  interface JobData {
    /** Scheduled: left bags' reminders (at most two a bag, none at night, none after an order or STOP). */
    'bag-reminders': z.infer<typeof noData>;
  }
}

export const bagJobs = moduleJobs<BagReminderDeps>()({
  'bag-reminders': {
    data: noData,
    schedule: '*/5 * * * *',
    handler: (deps) => async () => {
      const counts = await sweepBagReminders(deps);
      if (counts.sent || counts.stopped || counts.failed) deps.log('bag reminders swept', counts);
    },
  },
});
