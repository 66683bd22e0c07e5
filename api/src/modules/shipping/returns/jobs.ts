import { z } from 'zod';
import { moduleJobs, noData } from '../../../jobs/queue';
import { bookReversePickup, followReversePickups, type ReversePickupDeps } from './reversePickups';

const returnData = z.object({ returnId: z.string() });

declare module '../../../jobs/queue' {
  interface JobData {
    /** An approved return's piece: its reverse pickup booked with the courier, once. */
    'reverse-pickup': z.infer<typeof returnData>;
    /** Scheduled: reverse pickups' courier events onto their returns' timelines; a parcel back at the store receives its return. */
    'follow-reverse-pickups': z.infer<typeof noData>;
  }
}

export const reversePickupJobs = moduleJobs<ReversePickupDeps>()({
  'reverse-pickup': {
    data: returnData,
    // A throw (the courier refused or was out of reach, another worker booking) retries with backoff.
    handler:
      (deps) =>
      async ({ returnId }) => {
        const booked = await bookReversePickup(deps, returnId);
        if (booked) deps.log('reverse pickup booked', { returnId, awb: booked.awb });
      },
  },
  'follow-reverse-pickups': {
    data: noData,
    schedule: '*/5 * * * *',
    handler: (deps) => async () => {
      await followReversePickups(deps);
    },
  },
});
