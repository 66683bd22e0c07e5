import { loginRequested } from '@store/shared/store';
import { HttpResponse } from 'msw';
import { api, captchaHandler, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { LoginDialog } from './LoginDialog';

const server = setupApiServer();

beforeEach(() => {
  server.use(captchaHandler);
  server.use(api.post('/auth/otp/send', () => HttpResponse.json({ message: 'OTP sent' })));
});

async function toOtpStep() {
  const view = renderWithStore(<LoginDialog />);
  act(() => void view.store.dispatch(loginRequested()));
  await view.user.type(screen.getByLabelText('Phone number'), '98a76 54321 0');
  expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
  await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('OTP');
  return view;
}

it('refuses anything but 10 digits', async () => {
  const { user } = renderWithStore(<LoginDialog />);
  await user.type(screen.getByLabelText('Phone number'), '98765');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid 10-digit phone number');
  expect(requestsTo('POST /auth/otp/send')).toEqual([]);
});

it('sends +91 and the digits with a solved captcha, then signs in with the code', async () => {
  server.use(
    api.post('/auth/otp/verify', () => HttpResponse.json({ proof: 'proof-1' })),
    api.post('/auth/customer-login', () => HttpResponse.json({})),
    api.get('/auth/me', () =>
      HttpResponse.json({ name: '', phone: '+919876543210', email: null, role: 'customer', permissions: [] }),
    ),
  );
  const { store, user } = await toOtpStep();
  const [send] = requestsTo('POST /auth/otp/send');
  expect(send?.body).toMatchObject({ phone: '+919876543210', captcha: { solution: { counter: 3 } } });
  expect(await screen.findByText('OTP sent successfully')).toBeInTheDocument();
  // The number as people read it, to check it at a glance.
  expect(screen.getByText('We sent a 6-digit code to +91 98765 43210.')).toBeInTheDocument();
  expect(screen.getByLabelText('OTP')).toHaveAttribute('autocomplete', 'one-time-code');
  await user.type(screen.getByLabelText('OTP'), '12a34567');
  expect(screen.getByLabelText('OTP')).toHaveValue('123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Login successful')).toBeInTheDocument();
  expect(requestsTo('POST /auth/otp/verify')[0]?.body).toEqual({ phone: '+919876543210', code: '123456' });
  expect(requestsTo('POST /auth/customer-login')[0]?.body).toEqual({ phone: '+919876543210', proof: 'proof-1' });
  expect(store.getState().session.currentUser?.phone).toBe('+919876543210');
  expect(store.getState().ui.loginOpen).toBe(false);
  // The profile is refreshed once the dialog has closed; waited for here, so that call never
  // lands in the next test (it did on a loaded machine).
  await waitFor(() => expect(requestsTo('GET /auth/me').length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
});

it('shows a wrong code inline and a server fault as the product description words it', async () => {
  const { user } = await toOtpStep();
  await user.type(screen.getByLabelText('OTP'), '000000');
  server.use(
    api.post(
      '/auth/otp/verify',
      () => HttpResponse.json({ message: 'Wrong code. 4 tries left.', field: 'code' }, { status: 400 }),
      { once: true },
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Wrong code. 4 tries left.')).toBeInTheDocument();
  // Shown as a sentence, whatever case an older API writes it in.
  server.use(
    api.post(
      '/auth/otp/verify',
      () => HttpResponse.json({ message: 'code: wrong code, 3 tries left' }, { status: 400 }),
      { once: true },
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Wrong code, 3 tries left')).toBeInTheDocument();
  server.use(
    api.post('/auth/otp/verify', () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }), {
      once: true,
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Server error. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Something went wrong on the server.')).toBeInTheDocument();
});

it('offers Resend only after 30 s, and Change number goes back', async () => {
  jest.useFakeTimers();
  try {
    const { user } = await toOtpStep();
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    for (let i = 0; i < 30; i++) act(() => void jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await screen.findByText('Resend in 30 s');
    expect(requestsTo('POST /auth/otp/send')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('keeps a refused send in the dialog, saying when to try again', async () => {
  const { store, user } = renderWithStore(<LoginDialog />);
  act(() => void store.dispatch(loginRequested()));
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  server.use(
    api.post(
      '/auth/otp/send',
      () => HttpResponse.json({ message: 'Too many codes for this number: try again in an hour' }, { status: 429 }),
      { once: true },
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  const dialog = screen.getByRole('dialog', { name: 'Login' });
  await waitFor(() =>
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many codes for this number: try again in an hour'),
  );
  // Without words, the API's Retry-After says when.
  server.use(
    api.post('/auth/otp/send', () => HttpResponse.json({}, { status: 429, headers: { 'retry-after': '600' } }), {
      once: true,
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many tries: try again in 10 minutes.'),
  );
  expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
});
