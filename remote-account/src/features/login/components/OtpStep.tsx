import { digitsOnly, formatIndianPhone } from '@store/shared/format';
import { signedIn, useAppDispatch } from '@store/shared/store';
import { Button, Field, notify, SubmitRow, theme } from '@store/shared/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { refusal, sendCode, signInWithCode } from '../api/signIn';

export const RESEND_SECONDS = 30;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 12px;
`;

const Note = styled.p`
  color: ${theme.color.muted};
  margin-top: 0;
`;

/** Step otp (product §2, 4): a 6-digit code, 'Change number', and Resend after a 30 s countdown. */
export function OtpStep({
  phone,
  onChangeNumber,
  onSignedIn,
}: {
  phone: string;
  onChangeNumber: () => void;
  onSignedIn: () => void;
}) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(RESEND_SECONDS);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) return setError('Enter the 6-digit code');
    setBusy(true);
    setError(null);
    try {
      dispatch(signedIn(await signInWithCode(dispatch, phone, code)));
      notify.success('Login successful');
      onSignedIn();
    } catch (failure) {
      const message = refusal(failure, ['code']);
      if (message) setError(message);
      else {
        notify.error('Server error. Please try again.');
        setError('Something went wrong on the server.');
      }
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await sendCode(dispatch, phone);
      notify.success('OTP sent successfully');
      setCode('');
      setWait(RESEND_SECONDS);
    } catch (failure) {
      const reason = refusal(failure) ?? 'Failed to send OTP';
      notify.error(reason);
      setError(reason);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Note>We sent a 6-digit code to {formatIndianPhone(phone)}.</Note>
      <Field
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(e) => setCode(digitsOnly(e.target.value, 6))}
        aria-invalid={error ? true : undefined}
      />
      <SubmitRow error={error} busy={busy} label="Verify" busyLabel="Verifying..." />
      <Row>
        <Button type="button" $variant="ghost" onClick={onChangeNumber}>
          Change number
        </Button>
        <Button type="button" $variant="ghost" disabled={wait > 0} onClick={() => void resend()}>
          {wait > 0 ? `Resend in ${wait} s` : 'Resend'}
        </Button>
      </Row>
    </form>
  );
}
