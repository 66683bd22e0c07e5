import type { z } from 'zod';
import type { Database } from '../../db/client';
import { moduleJobs, noData } from '../../jobs/queue';
import { refreshReportDays } from './reportRollups';

declare module '../../jobs/queue' {
  interface JobData {
    /** Scheduled: the reports' daily rollups recomputed for the days changed since (a report does it too, before it reads). */
    'report-rollups': z.infer<typeof noData>;
  }
}

export interface ReportRollupDeps {
  db: Database;
  log: (message: string, detail: object) => void;
}

export const reportJobs = moduleJobs<ReportRollupDeps>()({
  'report-rollups': {
    data: noData,
    // Every minute: the day's orders are rolled up before the owner asks, so her report only reads.
    schedule: '* * * * *',
    handler: (deps) => async () => {
      const days = await refreshReportDays(deps.db);
      if (days) deps.log('report rollups refreshed', { days });
    },
  },
});
