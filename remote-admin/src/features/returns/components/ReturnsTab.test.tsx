import type { DeskReturnJson } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { RETURNS_POLL_MS, ReturnsTab } from './ReturnsTab';

const server = setupApiServer();

const requested: DeskReturnJson = {
  _id: '5f0c1b9e-2a8e-4d7e-9f1e-0c6a1b2c3d4e',
  orderId: '0b7f3c2a-1111-4222-8333-944455556666',
  lineId: '0b7f3c2a-1111-4222-8333-944455556667',
  kind: 'exchange',
  reason: 'too-small',
  note: 'The chest is tight.',
  photoUrl: null,
  exchangeSize: { upper: 'XL', lower: '34' },
  alterations: null,
  state: 'requested',
  stage: null,
  refusal: null,
  refund: null,
  creditNote: null,
  restocked: false,
  createdAt: '2026-11-25T06:00:00.000Z',
  timeline: [{ state: 'requested', detail: null, at: '2026-11-25T06:00:00.000Z' }],
  orderNumber: 'ELG-2026-000042',
  customer: { name: 'Meera Iyer', phone: '+919844400011' },
  piece: { name: 'Linen Kurta Set', size: { upper: 'M', lower: '32' }, custom: false, price: 2999 },
  payout: null,
  stuckRefunds: [],
};

/** The queue as the server keeps it: each step's answer is what the queue says when read again. */
function serveQueue() {
  let stored = requested;
  server.use(api.get('/admin/returns', () => HttpResponse.json([stored])));
  return (entry: DeskReturnJson) => (stored = entry);
}

it('shows what was asked and why, and Approve moves the return to its next step', async () => {
  const keep = serveQueue();
  server.use(api.put('/admin/returns/:id/state', () => HttpResponse.json(keep({ ...requested, state: 'approved' }))));
  const { user } = renderWithStore(<ReturnsTab />);
  const entry = await screen.findByRole('listitem', { name: 'Return of Linen Kurta Set, order ELG-2026-000042' });
  expect(entry).toHaveTextContent('Requested Exchange for another size · ELG-2026-000042');
  expect(entry).toHaveTextContent('for Upper: XL, Lower: 34');
  expect(entry).toHaveTextContent('Meera Iyer, +919844400011 · Too small: “The chest is tight.”');
  await user.click(within(entry).getByRole('button', { name: 'Approve' }));
  expect(await within(entry).findByText('Approved')).toBeInTheDocument();
  expect(requestsTo('PUT /admin/returns/:id/state')[0]?.body).toEqual({ to: 'approved' });
  expect(within(entry).getByRole('button', { name: 'Pickup scheduled' })).toBeInTheDocument();
  expect(requestsTo('GET /admin/returns')[0]?.query).toEqual({ view: 'open' });
});

it('refunds a received piece to the customer’s store credit beside the way she paid, at once', async () => {
  const received: DeskReturnJson = { ...requested, kind: 'refund', exchangeSize: null, state: 'received' };
  let stored = received;
  server.use(
    api.get('/admin/returns', () => HttpResponse.json([stored])),
    api.put('/admin/returns/:id/state', () =>
      HttpResponse.json(
        (stored = { ...received, state: 'refunded', refund: { amount: 2999, to: 'credit', processed: true } }),
      ),
    ),
  );
  const { user } = renderWithStore(<ReturnsTab />);
  const entry = await screen.findByRole('listitem', { name: 'Return of Linen Kurta Set, order ELG-2026-000042' });
  expect(within(entry).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  await user.click(within(entry).getByRole('button', { name: 'Refund to store credit' }));
  await waitFor(() =>
    expect(requestsTo('PUT /admin/returns/:id/state')[0]?.body).toEqual({ to: 'refund-pending', refundTo: 'credit' }),
  );
  expect(await within(entry).findByText('Refunded')).toBeInTheDocument();
  // Nothing is left to pay out: store credit is given at once.
  expect(within(entry).queryByLabelText(/Payout reference/)).not.toBeInTheDocument();
});

it('refuses only with a reason, and says the desk’s refusal when a step is out of order', async () => {
  const keep = serveQueue();
  server.use(
    api.put('/admin/returns/:id/state', async ({ request }) => {
      const body = await request.json();
      return (body as { to: string }).to === 'refused'
        ? HttpResponse.json(keep({ ...requested, state: 'refused', refusal: 'Tags removed' }))
        : HttpResponse.json(
            { message: 'A return that is requested can go on to approved or refused, not approved' },
            { status: 409 },
          );
    }),
  );
  const { user } = renderWithStore(<ReturnsTab />);
  const entry = await screen.findByRole('listitem');
  await user.click(within(entry).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText(/can go on to approved or refused/)).toBeInTheDocument();
  await user.click(within(entry).getByRole('button', { name: 'Refuse' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Why is it refused?'), 'Tags removed');
  await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  expect(await within(entry).findByText('Refused: Tags removed')).toBeInTheDocument();
  expect(requestsTo('PUT /admin/returns/:id/state')[1]?.body).toEqual({ to: 'refused', reason: 'Tags removed' });
});

it('shows a refund stuck between the provider and the record, and Retry refund recovers it or says why not', async () => {
  const stuck: DeskReturnJson = {
    ...requested,
    kind: 'refund',
    state: 'refund-pending',
    refund: { amount: 2999, to: 'provider', processed: false },
    stuckRefunds: [{ _id: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', amount: 2999, askedAt: '2026-11-25T06:00:00.000Z' }],
  };
  let stored = stuck;
  let answer = HttpResponse.json(
    { message: 'This refund is recorded already (rfnd_AbCdEf01234567): nothing to retry' },
    { status: 409 },
  );
  server.use(
    api.get('/admin/returns', () => HttpResponse.json([stored])),
    api.post('/admin/refunds/:id/retry', () => answer.clone()),
  );
  const { user } = renderWithStore(<ReturnsTab />);
  const entry = await screen.findByRole('listitem');
  expect(entry).toHaveTextContent(
    'Refund of ₹2,999 stuck since 25 Nov 2026, 11:30 am: asked of the payment provider, not recorded.',
  );
  await user.click(within(entry).getByRole('button', { name: 'Retry refund' }));
  expect(await screen.findByText(/recorded already \(rfnd_AbCdEf01234567\): nothing to retry/)).toBeInTheDocument();
  expect(within(entry).getByRole('button', { name: 'Retry refund' })).toBeInTheDocument();

  answer = HttpResponse.json({ refundId: stuck.stuckRefunds[0]?._id, outcome: 'recorded' });
  stored = { ...stuck, stuckRefunds: [] };
  await user.click(within(entry).getByRole('button', { name: 'Retry refund' }));
  expect(await screen.findByText(/the payment provider had made it: recorded/)).toBeInTheDocument();
  await waitFor(() => expect(within(entry).queryByRole('button', { name: 'Retry refund' })).toBeNull());
  expect(requestsTo('POST /admin/refunds/:id/retry').map((call) => call.path)).toEqual([
    '/admin/refunds/7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b/retry',
    '/admin/refunds/7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b/retry',
  ]);
});

it('asks for the queue again each minute, so a return the courier moved shows its new step', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const wait = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  try {
    const keep = serveQueue();
    renderWithStore(<ReturnsTab />);
    const entry = await screen.findByRole('listitem', { name: 'Return of Linen Kurta Set, order ELG-2026-000042' });
    await wait(5_000);
    const asked = requestsTo('GET /admin/returns').length;
    // A job moves it while the desk looks at the queue: the queue shows it within the minute.
    keep({ ...requested, state: 'approved' });
    await wait(5_000);
    expect(within(entry).queryByText('Approved')).not.toBeInTheDocument();
    await wait(RETURNS_POLL_MS);
    expect(await within(entry).findByText('Approved')).toBeInTheDocument();
    expect(requestsTo('GET /admin/returns').length).toBeGreaterThan(asked);
  } finally {
    jest.useRealTimers();
  }
});
