import type { DeskNdrJson } from '@store/shared/api';
import { formatDay, indiaDayPlus } from '@store/shared/format';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { NdrList } from './NdrList';

const server = setupApiServer();

const exception: DeskNdrJson = {
  _id: 'ndr-1',
  shipmentId: 's-1',
  orderId: 'o-1',
  orderNumber: 'ELG-2026-000042',
  awb: 'SR1234567890',
  reason: 'Consignee not available',
  attempt: 2,
  state: 'desk',
  openedAt: '2026-12-05T09:30:00.000Z',
  answerBy: '2026-12-06T09:30:00.000Z',
  action: null,
  answeredVia: null,
  unsent: false,
};

beforeEach(() => {
  server.use(
    api.get('/admin/shipping/ndr', () => HttpResponse.json({ exceptions: [exception] })),
    api.post('/admin/shipping/ndr/:id/action', () => new HttpResponse(null, { status: 204 })),
  );
});

async function openForm() {
  const rendered = renderWithStore(<NdrList />);
  const entry = await screen.findByRole('listitem', { name: 'Failed delivery of ELG-2026-000042' });
  return { ...rendered, entry, form: within(entry).getByRole('form', { name: 'Answer for ELG-2026-000042' }) };
}

it('shows the courier’s reason and attempt, and sends nothing until the re-attempt’s day, phone and address are right', async () => {
  const { user, entry, form } = await openForm();
  expect(entry).toHaveTextContent('ELG-2026-000042 · attempt 2 · AWB SR1234567890');
  expect(entry).toHaveTextContent('Consignee not available');
  expect(entry).toHaveTextContent('No answer from the shopper: the desk decides');

  const day = within(form).getByLabelText('Deliver on');
  await user.clear(day);
  await user.type(day, indiaDayPlus(-1));
  await user.type(within(form).getByLabelText('New phone (optional)'), '12345');
  await user.click(within(form).getByRole('checkbox', { name: 'Deliver to a corrected address' }));
  await user.type(within(form).getByLabelText('House, street and area'), 'Flat 4, 2nd Cross, Indiranagar');
  await user.type(within(form).getByLabelText('Pincode'), '5600');
  await user.click(within(form).getByRole('button', { name: 'Re-attempt' }));

  expect(within(form).getByLabelText('Deliver on')).toHaveAccessibleDescription(
    `Choose a day from ${formatDay(indiaDayPlus(1))} to ${formatDay(indiaDayPlus(7))}`,
  );
  expect(within(form).getByLabelText('New phone (optional)')).toHaveAccessibleDescription(/10-digit/);
  expect(within(form).getByLabelText('City')).toHaveAccessibleDescription('City is required');
  expect(within(form).getByLabelText('Pincode')).toHaveAccessibleDescription('Pincode must be 6 digits');
  expect(within(form).getByLabelText('House, street and area')).not.toHaveAttribute('aria-invalid');
  expect(requestsTo('POST /admin/shipping/ndr/:id/action')).toEqual([]);

  await user.clear(day);
  await user.type(day, indiaDayPlus(2));
  await user.clear(within(form).getByLabelText('New phone (optional)'));
  await user.type(within(form).getByLabelText('New phone (optional)'), '98450 12345');
  await user.type(within(form).getByLabelText('City'), 'Bengaluru');
  await user.selectOptions(within(form).getByLabelText('State'), 'Karnataka');
  await user.type(within(form).getByLabelText('Pincode'), '38');
  await user.click(within(form).getByRole('button', { name: 'Re-attempt' }));
  expect(await within(form).findByRole('status')).toHaveTextContent(
    `Sent to the courier: deliver again on ${formatDay(indiaDayPlus(2))}`,
  );
  expect(requestsTo('POST /admin/shipping/ndr/:id/action').map((request) => [request.path, request.body])).toEqual([
    [
      '/admin/shipping/ndr/ndr-1/action',
      {
        kind: 're-attempt',
        date: indiaDayPlus(2),
        phone: '98450 12345',
        address: {
          street: 'Flat 4, 2nd Cross, Indiranagar',
          landmark: null,
          city: 'Bengaluru',
          state: 'Karnataka',
          zip: '560038',
        },
      },
    ],
  ]);
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
});

it('sends the parcel back with Return, whatever is typed for a re-attempt, and says a refusal', async () => {
  server.use(
    api.post('/admin/shipping/ndr/:id/action', () =>
      HttpResponse.json({ message: 'The courier closed this NDR already' }, { status: 409 }),
    ),
  );
  const { user, form } = await openForm();
  await user.type(within(form).getByLabelText('New phone (optional)'), '12');
  await user.click(within(form).getByRole('radio', { name: 'Return to us' }));
  // Nothing typed for a re-attempt is checked or sent with a return.
  expect(within(form).queryByLabelText('New phone (optional)')).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Return to us' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('The courier closed this NDR already');
  expect(requestsTo('POST /admin/shipping/ndr/:id/action')[0]?.body).toEqual({ kind: 'return' });
});

it('shows the shopper’s own answer and how it came', async () => {
  server.use(
    api.get('/admin/shipping/ndr', () =>
      HttpResponse.json({
        exceptions: [
          {
            ...exception,
            state: 'answered',
            action: { kind: 're-attempt', date: '2026-12-08' },
            answeredVia: 'whatsapp',
          },
        ],
      }),
    ),
  );
  renderWithStore(<NdrList />);
  const entry = await screen.findByRole('listitem', { name: 'Failed delivery of ELG-2026-000042' });
  expect(entry).toHaveTextContent('Answered by the shopper on WhatsApp: deliver again on 8 Dec 2026');
  expect(within(entry).queryByRole('form')).not.toBeInTheDocument();
});
