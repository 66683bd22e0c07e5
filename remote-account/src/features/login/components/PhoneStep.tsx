import { serverMessage } from '@store/shared/api';
import { digitsOnly, isTenDigitPhone, withIndiaPrefix } from '@store/shared/format';
import { Button, ErrorText, Field, notify } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import { sendCode } from '../api/signIn';

/** Step phone: 10 digits, sent as +91 followed by the digits. */
export function PhoneStep({ onSent }: { onSent: (phone: string) => void }) {
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isTenDigitPhone(digits)) {
      setError('Enter a valid 10-digit phone number');
      return;
    }
    setError(null);
    setBusy(true);
    const phone = withIndiaPrefix(digits);
    try {
      await sendCode(phone);
      notify.success('OTP sent successfully');
      onSent(phone);
    } catch (failure) {
      notify.error(serverMessage(failure) ?? 'Failed to send OTP');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={digits}
        onChange={(e) => setDigits(digitsOnly(e.target.value, 10))}
        aria-invalid={error ? true : undefined}
      />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send OTP'}
      </Button>
    </form>
  );
}
