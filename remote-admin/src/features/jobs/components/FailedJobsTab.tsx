import { serverMessage } from '@store/shared/api';
import { formatIndiaDateTime } from '@store/shared/format';
import { useAppDispatch } from '@store/shared/store';
import { Button, notify, PageTitle, StatusText, theme } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { jobsApi, type DeadJob } from '../api/jobsApi';

/** What each kind of job does, as the desk would say it. */
const KINDS: Record<string, string> = {
  'order-confirmation': 'Order confirmation e-mail',
  'stage-notice': 'Production stage text and e-mail',
  'return-notice': 'Return step text and e-mail',
  'cash-confirmation': 'Cash order confirmation text and e-mail',
  'sandbox-webhook': 'Test payment webhook',
  'remove-product-images': 'Removal of images taken off a product',
  'discard-return-photo': 'Removal of an unsaved return photo',
  'sweep-uploads': 'Clean-up of unsaved uploads',
  'sweep-records': 'Clean-up of expired sign-ins and links',
  'sweep-holds': 'Release of lapsed stock holds and unconfirmed cash orders',
};

const Jobs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
    padding: 12px 0;
    border-bottom: 1px solid ${theme.color.line};
  }
  p {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
  }
`;

const when = (iso: string | null) => (iso ? formatIndiaDateTime(iso) : '');

/** Which order (or other record) a job was about, when it says. */
function subject(job: DeadJob): string {
  const orderId = (job.data as { orderId?: unknown } | null)?.orderId;
  return typeof orderId === 'string' ? ` · order ${orderId.slice(0, 8)}` : '';
}

/**
 * The dead-letter list: background jobs that failed on every attempt (an e-mail server down, a
 * text gateway refusing). Retry runs one again now; the customer gets the message once.
 */
export function FailedJobsTab() {
  const listed = jobsApi.useDeadJobsQuery();
  const jobs = listed.isError ? [] : (listed.data ?? null);
  const [retryJob] = jobsApi.useRetryJobMutation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<string | null>(null);

  const retry = async (job: DeadJob) => {
    setBusy(job.id);
    try {
      await retryJob(job.id).unwrap();
      // Gone at once; the list's refetch (its tag was invalidated) then confirms it.
      dispatch(jobsApi.util.updateQueryData('deadJobs', undefined, (list) => list.filter((j) => j.id !== job.id)));
      notify.success(`${KINDS[job.name] ?? job.name}: queued again`);
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Could not queue the job again; try again');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section>
      <PageTitle>Failed jobs</PageTitle>
      {jobs === null ? (
        <StatusText role="status">Loading...</StatusText>
      ) : jobs.length === 0 ? (
        <StatusText>No failed jobs: every e-mail, text and webhook went out.</StatusText>
      ) : (
        <Jobs aria-label="Failed jobs">
          {jobs.map((job) => (
            <li key={job.id}>
              <div>
                <strong>{KINDS[job.name] ?? job.name}</strong>
                {subject(job)} · {job.attempts} attempts · failed {when(job.failedAt)}
                <p>Last error: {job.lastError || 'none recorded'}</p>
              </div>
              <Button type="button" $variant="secondary" disabled={busy === job.id} onClick={() => void retry(job)}>
                Retry
              </Button>
            </li>
          ))}
        </Jobs>
      )}
    </section>
  );
}
