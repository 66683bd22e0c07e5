import { HttpResponse } from 'msw';
import { formatDay, indiaDayPlus } from '@store/shared/format';
import { api, pincodesHandler, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { DeliveryIssuePage } from './DeliveryIssuePage';
import { openIssue, ROUTE, TOKEN } from './issue.fixtures';

const server = setupApiServer();
beforeEach(() => server.use(pincodesHandler));

/** The API as it answers her: the issue, then her answer recorded (the request's own, echoed). */
function answering(issue = openIssue()) {
  server.use(
    api.get('/delivery-issues/:token', () => HttpResponse.json(issue)),
    api.post('/delivery-issues/:token', async ({ request }) => {
      const body = (await request.json()) as { kind: string; date?: string };
      return HttpResponse.json({
        ...issue,
        answered: true,
        action: { kind: body.kind, ...(body.date && { date: body.date }) },
      });
    }),
  );
}

it("shows the order, the courier's reason and attempt, her address and phone, and asks for delivery tomorrow by default", async () => {
  answering();
  const { user } = renderWithStore(<DeliveryIssuePage />, ROUTE);
  expect(await screen.findByText('Order ELG-2026-000123')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your delivery' })).toBeInTheDocument();
  expect(screen.getByText("The courier couldn't deliver your order (attempt 1)")).toBeInTheDocument();
  expect(screen.getByTestId('ndr-reason')).toHaveTextContent("Courier's reason: Customer not available");
  expect(screen.getByTestId('ndr-address')).toHaveTextContent('Asha Rao, 12 MG Road, Bengaluru, Karnataka 560001');
  expect(screen.getByText('Phone: +91 98765 43210')).toBeInTheDocument();
  expect(requestsTo('GET /delivery-issues/:token')[0]?.path).toBe(`/delivery-issues/${TOKEN}`);

  const choices = screen.getByRole('group', { name: 'What should we do?' });
  expect(
    within(choices)
      .getAllByRole('radio')
      .map((choice) => choice.closest('label')?.textContent),
  ).toEqual(['Deliver again', 'Change address or phone', 'Cancel the order']);
  await user.click(screen.getByRole('radio', { name: 'Deliver again' }));
  const days = screen.getByRole('group', { name: 'Delivery day' });
  // Tomorrow to the latest day the courier allows, tomorrow chosen.
  expect(within(days).getAllByRole('radio')).toHaveLength(5);
  expect(within(days).getByRole('radio', { name: `Tomorrow, ${formatDay(indiaDayPlus(1))}` })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Deliver again on this day' }));

  const done = await screen.findByTestId('ndr-answered');
  expect(done).toHaveTextContent("Thank you, we've told the courier");
  expect(done).toHaveTextContent(`The courier will try delivering again on ${formatDay(indiaDayPlus(1))}.`);
  expect(requestsTo('POST /delivery-issues/:token')[0]?.body).toEqual({ kind: 're-attempt', date: indiaDayPlus(1) });
  expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/customer-dashboard');
});

it('asks for delivery on another day she picks between the earliest and latest days', async () => {
  answering();
  const { user } = renderWithStore(<DeliveryIssuePage />, ROUTE);
  await user.click(await screen.findByRole('radio', { name: 'Deliver again' }));
  const later = indiaDayPlus(4);
  await user.click(screen.getByRole('radio', { name: formatDay(later) }));
  await user.click(screen.getByRole('button', { name: 'Deliver again on this day' }));
  expect(await screen.findByTestId('ndr-answered')).toHaveTextContent(
    `The courier will try delivering again on ${formatDay(later)}.`,
  );
  expect(requestsTo('POST /delivery-issues/:token')[0]?.body).toEqual({ kind: 're-attempt', date: later });
});

it('changes the address and phone in the address form, prefilled, saying what is wrong before sending', async () => {
  answering();
  const { user } = renderWithStore(<DeliveryIssuePage />, ROUTE);
  await user.click(await screen.findByRole('radio', { name: 'Change address or phone' }));
  const form = screen.getByRole('form', { name: 'Shipping address' });
  expect(within(form).getByLabelText('Full name')).toHaveValue('Asha Rao');
  expect(within(form).getByLabelText('Phone')).toHaveValue('9876543210');
  expect(within(form).getByLabelText('Pincode')).toHaveValue('560001');

  await user.clear(within(form).getByLabelText('Pincode'));
  await user.type(within(form).getByLabelText('Pincode'), '5600');
  await user.clear(within(form).getByLabelText('Phone'));
  await user.type(within(form).getByLabelText('Phone'), '98765');
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  const summary = await within(form).findByRole('alert');
  expect(summary).toHaveTextContent('Please correct 2 fields');
  expect(summary).toHaveTextContent('Pincode must be 6 digits');
  expect(requestsTo('POST /delivery-issues/:token')).toHaveLength(0);

  await user.clear(within(form).getByLabelText('Phone'));
  await user.type(within(form).getByLabelText('Phone'), '9123456789');
  await user.clear(within(form).getByLabelText('Address'));
  await user.type(within(form).getByLabelText('Address'), '4 Residency Road, 2nd floor');
  await user.clear(within(form).getByLabelText('Pincode'));
  await user.type(within(form).getByLabelText('Pincode'), '560025');
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await screen.findByTestId('ndr-answered')).toHaveTextContent("Thank you, we've told the courier");
  expect(requestsTo('POST /delivery-issues/:token')[0]?.body).toEqual({
    kind: 're-attempt',
    date: indiaDayPlus(1),
    // Whom it is for stays the order's: only the place and the phone go to the courier.
    address: {
      street: '4 Residency Road, 2nd floor',
      landmark: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560025',
    },
    phone: '+919123456789',
  });
});

it.each([
  ['cash', "It's a cash on delivery order, so there is nothing to pay."],
  ['prepaid', 'What you paid is refunded to the way you paid.'],
] as const)('cancels a %s order after a clear warning', async (paymentMethod, words) => {
  answering(openIssue({ paymentMethod }));
  const { user } = renderWithStore(<DeliveryIssuePage />, ROUTE);
  await user.click(await screen.findByRole('radio', { name: 'Cancel the order' }));
  const warning = screen.getByRole('note');
  expect(warning).toHaveTextContent(
    "Order ELG-2026-000123 will be cancelled and won't be delivered. This can't be undone.",
  );
  expect(warning).toHaveTextContent(words);
  expect(requestsTo('POST /delivery-issues/:token')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Yes, cancel my order' }));
  const done = await screen.findByTestId('ndr-answered');
  expect(done).toHaveTextContent('The order is cancelled.');
  expect(done).toHaveTextContent(words);
  expect(requestsTo('POST /delivery-issues/:token')[0]?.body).toEqual({ kind: 'cancel' });
});

it('says the link was already answered, and how, when the answer comes too late (410)', async () => {
  const issue = openIssue();
  let closed = false;
  server.use(
    api.get('/delivery-issues/:token', () =>
      HttpResponse.json(
        closed ? { ...issue, answered: true, action: { kind: 're-attempt', date: indiaDayPlus(2) } } : issue,
      ),
    ),
    api.post('/delivery-issues/:token', () => {
      closed = true;
      return HttpResponse.json({ message: 'This delivery issue is already answered' }, { status: 410 });
    }),
  );
  const { user } = renderWithStore(<DeliveryIssuePage />, ROUTE);
  await user.click(await screen.findByRole('radio', { name: 'Cancel the order' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel my order' }));
  const done = await screen.findByTestId('ndr-answered');
  expect(done).toHaveTextContent('Already answered');
  await waitFor(() =>
    expect(done).toHaveTextContent(`The courier will try delivering again on ${formatDay(indiaDayPlus(2))}.`),
  );
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

it('opens an answered link on its answer, with no choices', async () => {
  server.use(
    api.get('/delivery-issues/:token', () =>
      HttpResponse.json(openIssue({ answered: true, action: { kind: 'cancel' }, paymentMethod: 'prepaid' })),
    ),
  );
  renderWithStore(<DeliveryIssuePage />, ROUTE);
  const done = await screen.findByTestId('ndr-answered');
  expect(done).toHaveTextContent('Already answered');
  expect(done).toHaveTextContent('Order ELG-2026-000123');
  expect(done).toHaveTextContent('The order is cancelled. What you paid is refunded to the way you paid.');
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

it('says kindly that a link it cannot read does not work (404), with the way to customer care', async () => {
  server.use(
    api.get('/delivery-issues/:token', () => HttpResponse.json({ message: 'No such delivery issue' }, { status: 404 })),
  );
  renderWithStore(<DeliveryIssuePage />, ROUTE);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("This link doesn't work");
  expect(alert).toHaveTextContent('Open the whole link from your message again');
  expect(within(alert).getByRole('link', { name: 'Contact customer care' })).toHaveAttribute('href', '/help');
});

it("shows the API's refusal of a day beside the button, and sends again", async () => {
  const issue = openIssue();
  let refuse = true;
  server.use(
    api.get('/delivery-issues/:token', () => HttpResponse.json(issue)),
    api.post('/delivery-issues/:token', () => {
      if (!refuse) return HttpResponse.json({ ...issue, answered: true, action: { kind: 're-attempt' } });
      refuse = false;
      return HttpResponse.json({ message: 'date: pick a day the courier delivers', field: 'date' }, { status: 400 });
    }),
  );
  const { user } = renderWithStore(<DeliveryIssuePage />, ROUTE);
  await user.click(await screen.findByRole('radio', { name: 'Deliver again' }));
  await user.click(screen.getByRole('button', { name: 'Deliver again on this day' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('date: pick a day the courier delivers');
  await user.click(screen.getByRole('button', { name: 'Deliver again on this day' }));
  expect(await screen.findByTestId('ndr-answered')).toHaveTextContent('The courier will try delivering again.');
});
