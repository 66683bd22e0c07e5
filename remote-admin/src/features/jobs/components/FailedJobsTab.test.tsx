import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import type { DeadJob } from '../api/jobsApi';
import { FailedJobsTab } from './FailedJobsTab';

const server = setupApiServer();

const confirmation: DeadJob = {
  id: '5f0c1b9e-2a8e-4d7e-9f1e-0c6a1b2c3d4e',
  name: 'order-confirmation',
  data: { orderId: '0b7f3c2a-1111-4222-8333-944455556666' },
  attempts: 7,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-11-25T06:00:00.000Z',
  failedAt: '2026-11-25T07:30:00.000Z',
};

it('lists each dead job with its last error, and Retry queues it again and takes it off the list', async () => {
  // Once queued again, the job is no longer dead: the list read after the retry has it no more.
  let dead = [confirmation];
  server.use(
    api.get('/admin/jobs/failed', () => HttpResponse.json(dead)),
    api.post('/admin/jobs/:id/retry', () => {
      dead = [];
      return HttpResponse.json({ status: 'queued' });
    }),
  );
  const { user } = renderWithStore(<FailedJobsTab />);
  const list = await screen.findByRole('list', { name: 'Failed jobs' });
  const item = within(list).getByRole('listitem');
  expect(item).toHaveTextContent(
    'Order confirmation e-mail · order 0b7f3c2a · 7 attempts · failed 25 Nov 2026, 1:00 pm',
  );
  expect(item).toHaveTextContent('Last error: connect ECONNREFUSED 10.0.0.5:587');
  await user.click(within(item).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Order confirmation e-mail: queued again')).toBeInTheDocument();
  expect(requestsTo('POST /admin/jobs/:id/retry')[0]?.path).toBe(`/admin/jobs/${confirmation.id}/retry`);
  expect(screen.getByText('No failed jobs: every e-mail, text and webhook went out.')).toBeInTheDocument();
});

it('keeps the job listed and says why when Retry is refused', async () => {
  server.use(
    api.get('/admin/jobs/failed', () => HttpResponse.json([confirmation])),
    api.post('/admin/jobs/:id/retry', () => HttpResponse.json({ message: 'No dead job has this id' }, { status: 404 })),
  );
  const { user } = renderWithStore(<FailedJobsTab />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No dead job has this id')).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('Order confirmation e-mail');
});
