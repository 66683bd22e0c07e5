import type { DeskReturnJson } from '@store/shared/api';
import { installFakeApi, renderWithStore, reply } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { ReturnsTab } from './ReturnsTab';

const api = installFakeApi();

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
  api.on('GET /admin/returns', () => [stored]);
  return (entry: DeskReturnJson) => (stored = entry);
}

it('shows what was asked and why, and Approve moves the return to its next step', async () => {
  const keep = serveQueue();
  api.on('PUT /admin/returns/:id/state', () => keep({ ...requested, state: 'approved' }));
  const { user } = renderWithStore(<ReturnsTab />);
  const entry = await screen.findByRole('listitem', { name: 'Return of Linen Kurta Set, order ELG-2026-000042' });
  expect(entry).toHaveTextContent('Requested Exchange for another size · ELG-2026-000042');
  expect(entry).toHaveTextContent('for Upper: XL, Lower: 34');
  expect(entry).toHaveTextContent('Meera Iyer, +919844400011 · Too small: “The chest is tight.”');
  await user.click(within(entry).getByRole('button', { name: 'Approve' }));
  expect(await within(entry).findByText('Approved')).toBeInTheDocument();
  expect(api.callsTo('PUT /admin/returns/:id/state')[0]?.body).toEqual({ to: 'approved' });
  expect(within(entry).getByRole('button', { name: 'Pickup scheduled' })).toBeInTheDocument();
  expect(api.callsTo('GET /admin/returns')[0]?.query).toEqual({ view: 'open' });
});

it('refuses only with a reason, and says the desk’s refusal when a step is out of order', async () => {
  const keep = serveQueue();
  api.on('PUT /admin/returns/:id/state', ({ body }) =>
    (body as { to: string }).to === 'refused'
      ? keep({ ...requested, state: 'refused', refusal: 'Tags removed' })
      : reply(409, { message: 'A return that is requested can go on to approved or refused, not approved' }),
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
  expect(api.callsTo('PUT /admin/returns/:id/state')[1]?.body).toEqual({ to: 'refused', reason: 'Tags removed' });
});
