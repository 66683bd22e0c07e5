import { z } from 'zod';

/** A background job out of attempts, as GET /admin/jobs/failed answers. */
export const deadJobAnswer = z.object({
  id: z.string(),
  name: z.string(),
  data: z.unknown(),
  attempts: z.number().int(),
  lastError: z.string(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type DeadJob = z.infer<typeof deadJobAnswer>;

/** POST /admin/jobs/{id}/retry: the job is queued again. */
export const jobQueuedAnswer = z.object({ status: z.literal('queued') });
