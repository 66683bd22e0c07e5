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

it('signs in on a Hindi page in Hindi: the number checked, when to try again, the code step', async () => {
  const { store, user } = await act(async () => renderWithStore(<LoginDialog />, { locale: 'hi' }));
  act(() => void store.dispatch(loginRequested()));
  const dialog = await screen.findByRole('dialog', { name: 'लॉग इन' });
  expect(dialog).toHaveTextContent('आगे बढ़कर आप हमारी शर्तों और प्राइवेसी पॉलिसी से सहमत होते हैं।');
  expect(within(dialog).getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('फ़ोन नंबर'), '98765');
  await user.click(within(dialog).getByRole('button', { name: 'OTP भेजें' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('सही 10 अंकों का फ़ोन नंबर डालें');
  expect(requestsTo('POST /auth/otp/send')).toEqual([]);

  // A refusal without words: the Retry-After is said in Hindi, with its minutes filled in.
  await user.type(within(dialog).getByLabelText('फ़ोन नंबर'), '43210');
  server.use(
    api.post('/auth/otp/send', () => HttpResponse.json({}, { status: 429, headers: { 'retry-after': '600' } }), {
      once: true,
    }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'OTP भेजें' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('alert')).toHaveTextContent('बहुत ज़्यादा कोशिशें: 10 मिनट बाद फिर से कोशिश करें।'),
  );

  await user.click(within(dialog).getByRole('button', { name: 'OTP भेजें' }));
  expect(await screen.findByText('OTP भेज दिया गया')).toBeInTheDocument();
  expect(within(dialog).getByText('हमने +91 98765 43210 पर 6 अंकों का कोड भेजा है।')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '30 सेकंड में फिर से भेजें' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'पुष्टि करें' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('6 अंकों का कोड डालें');
  expect(requestsTo('POST /auth/otp/verify')).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'नंबर बदलें' }));
  expect(within(dialog).getByLabelText('फ़ोन नंबर')).toBeInTheDocument();
});
