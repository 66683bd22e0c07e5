import type { JobName, JobRecord } from './jobs/queue';
import { recordSweepJobs } from './modules/auth/jobs';
import { giftCardJobs } from './modules/giftCards/jobs';
import { bagJobs } from './modules/bags/jobs';
import { orderJobs } from './modules/orders/jobs';
import { paymentJobs } from './modules/payments/jobs';
import { ratingJobs } from './modules/ratings/jobs';
import { reportJobs } from './modules/reports/jobs';
import { shippingJobs } from './modules/shipping/jobs';
import { stockJobs } from './modules/stock/jobs';
import { storeCreditJobs } from './modules/storeCredit/jobs';
import { uploadJobs } from './modules/uploads/jobs';
import { whatsappJobs } from './modules/whatsapp/jobs';
import { ndrJobs } from './modules/shipping/ndr/jobs';
import { reversePickupJobs } from './modules/shipping/returns/jobs';

/**
 * Every background job of the store, one record gathered from the modules' `jobs.ts` (each
 * declares its jobs' names, data schemas, schedules and handlers): the queue installs and checks
 * these, and a job missing here (or here without its module's JobData) does not compile.
 */
export const JOBS = {
  ...orderJobs,
  ...ratingJobs,
  ...stockJobs,
  ...whatsappJobs,
  ...paymentJobs,
  ...giftCardJobs,
  ...uploadJobs,
  ...recordSweepJobs,
  ...shippingJobs,
  ...ndrJobs,
  ...reversePickupJobs,
  ...storeCreditJobs,
  ...bagJobs,
  ...reportJobs,
} satisfies JobRecord;

export const JOB_NAMES = Object.keys(JOBS) as JobName[];
