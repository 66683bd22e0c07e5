import { HttpResponse } from 'msw';
import { formatDay, indiaDayPlus } from '@store/shared/format';
import { api, pincodesHandler, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { DeliveryIssuePage } from './DeliveryIssuePage';
import { openIssue, TOKEN } from './issue.fixtures';

const server = setupApiServer();
beforeEach(() => server.use(pincodesHandler));

/** /hi/delivery-issue/{token}: the shell's router takes /hi as its basename. */
const HINDI = {
  route: `/hi/delivery-issue/${TOKEN}`,
  path: '/delivery-issue/:token',
  basename: '/hi',
  locale: 'hi',
} as const;

function answering(issue = openIssue()) {
  server.use(
    api.get('/delivery-issues/:token', () => HttpResponse.json(issue)),
    api.post('/delivery-issues/:token', async ({ request }) => {
      const body = (await request.json()) as { kind: string; date?: string };
      return HttpResponse.json({ ...issue, answered: true, action: { kind: body.kind, date: body.date ?? null } });
    }),
  );
}

it('asks in Hindi what to do with a failed delivery, and delivers again on the day she picks, in Hindi dates', async () => {
  answering();
  const { user } = await act(async () => renderWithStore(<DeliveryIssuePage />, HINDI));
  expect(await screen.findByRole('heading', { name: 'आपकी डिलीवरी' })).toBeInTheDocument();
  expect(await screen.findByText('ऑर्डर ELG-2026-000123')).toBeInTheDocument();
  expect(screen.getByText('कूरियर आपका ऑर्डर डिलीवर नहीं कर सका (कोशिश 1)')).toBeInTheDocument();
  expect(screen.getByTestId('ndr-reason')).toHaveTextContent('कूरियर का कारण: Customer not available');
  // The state's name in Hindi.
  expect(screen.getByTestId('ndr-address')).toHaveTextContent('Asha Rao, 12 MG Road, Bengaluru, कर्नाटक 560001');
  expect(screen.getByText('फ़ोन: +91 98765 43210')).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'अब हम क्या करें?' }))
      .getAllByRole('radio')
      .map((choice) => choice.closest('label')?.textContent),
  ).toEqual(['फिर से डिलीवर करें', 'पता या फ़ोन बदलें', 'ऑर्डर रद्द करें']);

  await user.click(screen.getByRole('radio', { name: 'फिर से डिलीवर करें' }));
  const days = screen.getByRole('group', { name: 'डिलीवरी का दिन' });
  expect(within(days).getByRole('radio', { name: `कल, ${formatDay(indiaDayPlus(1), 'hi-IN')}` })).toBeChecked();
  const later = indiaDayPlus(3);
  await user.click(within(days).getByRole('radio', { name: formatDay(later, 'hi-IN') }));
  await user.click(screen.getByRole('button', { name: 'इस दिन फिर से डिलीवर करें' }));
  const done = await screen.findByTestId('ndr-answered');
  expect(done).toHaveTextContent('धन्यवाद, हमने कूरियर को बता दिया है');
  expect(done).toHaveTextContent(`कूरियर ${formatDay(later, 'hi-IN')} को फिर से डिलीवरी की कोशिश करेगा।`);
  expect(requestsTo('POST /delivery-issues/:token')[0]?.body).toEqual({ kind: 're-attempt', date: later });
  // Her orders, in Hindi too.
  expect(screen.getByRole('link', { name: 'मेरे ऑर्डर देखें' })).toHaveAttribute('href', '/hi/customer-dashboard');
});

it('says in Hindi what is wrong with the new address, then sends it', async () => {
  answering();
  const { user } = await act(async () => renderWithStore(<DeliveryIssuePage />, HINDI));
  await user.click(await screen.findByRole('radio', { name: 'पता या फ़ोन बदलें' }));
  const form = screen.getByRole('form', { name: 'डिलीवरी का पता' });
  const pincode = within(form).getByLabelText('पिनकोड');
  await user.clear(pincode);
  await user.type(pincode, '56');
  await user.click(within(form).getByRole('button', { name: 'पता सेव करें' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('पिनकोड 6 अंकों का होना चाहिए');
  expect(requestsTo('POST /delivery-issues/:token')).toHaveLength(0);
  await user.type(pincode, '0025');
  await user.click(within(form).getByRole('button', { name: 'पता सेव करें' }));
  expect(await screen.findByTestId('ndr-answered')).toHaveTextContent('धन्यवाद, हमने कूरियर को बता दिया है');
  expect(requestsTo('POST /delivery-issues/:token')[0]?.body).toMatchObject({
    kind: 're-attempt',
    address: { zip: '560025' },
    phone: '+919876543210',
  });
});

it('warns in Hindi before cancelling a cash order, and says a closed link is already answered', async () => {
  const issue = openIssue();
  server.use(
    api.get('/delivery-issues/:token', () => HttpResponse.json(issue)),
    api.post('/delivery-issues/:token', () =>
      HttpResponse.json({ ...issue, answered: true, action: { kind: 'cancel' } }, { status: 410 }),
    ),
  );
  const { user } = await act(async () => renderWithStore(<DeliveryIssuePage />, HINDI));
  await user.click(await screen.findByRole('radio', { name: 'ऑर्डर रद्द करें' }));
  const warning = screen.getByRole('note');
  expect(warning).toHaveTextContent('ऑर्डर ELG-2026-000123 रद्द हो जाएगा और डिलीवर नहीं होगा।');
  expect(warning).toHaveTextContent('यह कैश ऑन डिलीवरी ऑर्डर है, इसलिए आपको कुछ नहीं चुकाना है।');
  await user.click(screen.getByRole('button', { name: 'हाँ, मेरा ऑर्डर रद्द करें' }));
  const done = await screen.findByTestId('ndr-answered');
  // The 410 carried the closed issue: its answer, without asking again.
  expect(done).toHaveTextContent('जवाब पहले ही दिया जा चुका है');
  expect(done).toHaveTextContent('ऑर्डर रद्द हो गया है।');
});

it('says in Hindi that a link it cannot read does not work', async () => {
  server.use(api.get('/delivery-issues/:token', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
  await act(async () => renderWithStore(<DeliveryIssuePage />, HINDI));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('यह लिंक काम नहीं कर रहा');
  expect(within(alert).getByRole('link', { name: 'कस्टमर केयर से संपर्क करें' })).toHaveAttribute('href', '/hi/help');
});
