import { bindJobs, type JobHandlers, type JobName, type JobRecord } from './jobs/queue';
import { recordSweepJobs, type RecordSweepDeps } from './modules/auth/jobs';
import { orderJobs, type OrderNoticeDeps } from './modules/orders/jobs';
import { paymentJobs, type PaymentJobDeps } from './modules/payments/jobs';
import { ratingJobs, type RatingJobDeps } from './modules/ratings/jobs';
import { stockJobs, type StockJobDeps } from './modules/stock/jobs';
import { uploadJobs, type UploadJobDeps } from './modules/uploads/jobs';
import { whatsappJobs, type WhatsAppJobDeps } from './modules/whatsapp/jobs';

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
  ...uploadJobs,
  ...recordSweepJobs,
} satisfies JobRecord;

export const JOB_NAMES = Object.keys(JOBS) as JobName[];

/** Each module's deps for its handlers (the app builds them). */
export interface JobDeps {
  orders: OrderNoticeDeps;
  ratings: RatingJobDeps;
  stock: StockJobDeps;
  whatsapp: WhatsAppJobDeps;
  payments: PaymentJobDeps;
  uploads: UploadJobDeps;
  records: RecordSweepDeps;
}

/** What each job does, its module's handler made with that module's deps. */
export function jobHandlers(deps: JobDeps): JobHandlers {
  return {
    ...bindJobs(orderJobs, deps.orders),
    ...bindJobs(ratingJobs, deps.ratings),
    ...bindJobs(stockJobs, deps.stock),
    ...bindJobs(whatsappJobs, deps.whatsapp),
    ...bindJobs(paymentJobs, deps.payments),
    ...bindJobs(uploadJobs, deps.uploads),
    ...bindJobs(recordSweepJobs, deps.records),
  };
}
