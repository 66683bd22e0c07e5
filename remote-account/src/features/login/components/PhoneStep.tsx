import { isTenDigitPhone, nationalPhoneDigits, withIndiaPrefix } from '@store/shared/format';
import { useAppDispatch } from '@store/shared/store';
import { Field, notify, SubmitRow, useFormSubmit } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import { refusal, sendCode } from '../api/signIn';

/** Step phone: 10 digits, sent as +91 followed by the digits. */
export function PhoneStep({ onSent }: { onSent: (phone: string) => void }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [digits, setDigits] = useState('');
  // The reason stays in the dialog (a toast goes in two seconds): too many tries says when to try again.
  const { busy, error, setError, run } = useFormSubmit(
    (failure) => refusal(t, failure) ?? t('account.login.sendFailed'),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTenDigitPhone(digits)) return setError(t('account.login.invalidPhone'));
    const phone = withIndiaPrefix(digits);
    return run(async () => {
      await sendCode(dispatch, phone);
      notify.success(t('account.login.otpSent'));
      onSent(phone);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field
        label={t('account.login.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={digits}
        onChange={(e) => setDigits(nationalPhoneDigits(e.target.value))}
        aria-invalid={error ? true : undefined}
      />
      <SubmitRow error={error} busy={busy} label={t('account.login.sendOtp')} busyLabel={t('account.login.sending')} />
    </form>
  );
}
