import { loginRequested } from '@store/shared/store';
import { apiError, renderWithStore } from '@store/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { sendCode, signInWithCode } from '../api/signIn';
import { LoginDialog } from './LoginDialog';

jest.mock('../api/signIn', () => ({ sendCode: jest.fn(), signInWithCode: jest.fn(), prepareSignIn: jest.fn() }));
const send = sendCode as jest.Mock;
const signIn = signInWithCode as jest.Mock;

beforeEach(() => {
  send.mockReset().mockResolvedValue(undefined);
  signIn.mockReset();
});

async function toOtpStep() {
  const view = renderWithStore(<LoginDialog />);
  act(() => void view.store.dispatch(loginRequested()));
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '98a76 54321 0' } });
  expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('OTP');
  return view;
}

it('refuses anything but 10 digits', () => {
  renderWithStore(<LoginDialog />);
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '98765' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid 10-digit phone number');
  expect(send).not.toHaveBeenCalled();
});

it('sends +91 and the digits, then signs in with the code', async () => {
  const { store } = await toOtpStep();
  expect(send).toHaveBeenCalledWith('+919876543210');
  expect(await screen.findByText('OTP sent successfully')).toBeInTheDocument();
  expect(screen.getByLabelText('OTP')).toHaveAttribute('autocomplete', 'one-time-code');
  signIn.mockResolvedValue({ name: '', phone: '+919876543210', role: 'customer' });
  fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '12a34567' } });
  expect(screen.getByLabelText('OTP')).toHaveValue('123456');
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Login successful')).toBeInTheDocument();
  expect(signIn).toHaveBeenCalledWith('+919876543210', '123456');
  expect(store.getState().session.currentUser?.phone).toBe('+919876543210');
  expect(store.getState().ui.loginOpen).toBe(false);
});

it('shows a wrong code inline and a server fault as the spec words it', async () => {
  await toOtpStep();
  fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '000000' } });
  signIn.mockRejectedValueOnce(apiError(400, 'code: wrong code, 4 tries left'));
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('wrong code, 4 tries left')).toBeInTheDocument();
  signIn.mockRejectedValueOnce(apiError(500, 'Internal server error'));
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Server error. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Something went wrong on the server.')).toBeInTheDocument();
});

it('offers Resend only after 30 s, and Change number goes back', async () => {
  jest.useFakeTimers();
  try {
    await toOtpStep();
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    for (let i = 0; i < 30; i++) act(() => void jest.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await act(async () => {});
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
