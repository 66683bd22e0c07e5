import { isTenDigitPhone, nationalPhoneDigits, withIndiaPrefix } from '@store/shared/format';
import { useAppDispatch } from '@store/shared/store';
import { Field, notify, SubmitRow, useFormSubmit } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import { refusal, sendCode } from '../api/signIn';

/** Step phone: 10 digits, sent as +91 followed by the digits. */
export function PhoneStep({ onSent }: { onSent: (phone: string) => void }) {
  const dispatch = useAppDispatch();
  const [digits, setDigits] = useState('');
  // The reason stays in the dialog (a toast goes in two seconds): too many tries says when to try again.
  const { busy, error, setError, run } = useFormSubmit((failure) => refusal(failure) ?? 'Failed to send OTP');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTenDigitPhone(digits)) return setError('Enter a valid 10-digit phone number');
    const phone = withIndiaPrefix(digits);
    return run(async () => {
      await sendCode(dispatch, phone);
      notify.success('OTP sent successfully');
      onSent(phone);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={digits}
        onChange={(e) => setDigits(nationalPhoneDigits(e.target.value))}
        aria-invalid={error ? true : undefined}
      />
      <SubmitRow error={error} busy={busy} label="Send OTP" busyLabel="Sending..." />
    </form>
  );
}
