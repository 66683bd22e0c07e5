import type { z } from 'zod';
import type { Database } from '../../db/client';
import { moduleJobs, noData } from '../../jobs/queue';
import { refreshFitSizes } from './fitRollup';
import { refreshReportDays } from './reportRollups';

declare module '../../jobs/queue' {
  interface JobData {
    /** Scheduled: the reports' daily rollups recomputed for the days changed since, and the fit answers if changed (a report does it too, before it reads). */
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
      const fit = await refreshFitSizes(deps.db);
      if (days || fit) deps.log('report rollups refreshed', { days, fit });
    },
  },
});
