import { moduleJobs, noData } from '../../jobs/queue';
import type { z } from 'zod';

declare module '../../jobs/queue' {
  interface JobData {
    /** Scheduled: ended sessions, dead guest links, old sign-in failures, finished rate-limit windows. */
    'sweep-records': z.infer<typeof noData>;
  }
}

export interface RecordSweepDeps {
  /**
   * Each sweep of rows that can no longer grant or count anything: ended sessions, old sign-in
   * failures (here), dead guest links (orders), finished rate-limit windows and idempotent answers
   * past their day (http): the app lists them.
   */
  sweeps: (() => Promise<unknown>)[];
}

export const recordSweepJobs = moduleJobs<RecordSweepDeps>()({
  'sweep-records': {
    data: noData,
    schedule: '*/15 * * * *',
    handler: (deps) => async () => {
      await Promise.all(deps.sweeps.map((sweep) => sweep()));
    },
  },
});
