import type { DeadJob } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';

export type { DeadJob } from '@store/shared/schemas';

const LIST = [{ type: 'Job' as const, id: 'LIST' }];

export const jobsApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /admin/jobs/failed: background jobs out of attempts. */
    deadJobs: build.query<DeadJob[], void>({
      query: () => ({ url: '/admin/jobs/failed', answer: 'deadJobs' }),
      providesTags: LIST,
    }),
    /** POST /admin/jobs/{id}/retry: queued again, so it leaves the list. */
    retryJob: build.mutation<void, string>({
      query: (id) => ({
        url: `/admin/jobs/${encodeURIComponent(id)}/retry`,
        method: 'POST',
        body: {},
        answer: 'jobQueued',
      }),
      invalidatesTags: LIST,
    }),
  }),
});
