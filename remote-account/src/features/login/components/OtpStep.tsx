import { digitsOnly, formatIndianPhone } from '@store/shared/format';
import { signedIn, useAppDispatch } from '@store/shared/store';
import { Button, Field, notify, SubmitRow, theme } from '@store/shared/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
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
  const t = useT();
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
    if (code.length !== 6) return setError(t('account.login.enterCode'));
    setBusy(true);
    setError(null);
    try {
      dispatch(signedIn(await signInWithCode(dispatch, phone, code)));
      notify.success(t('account.login.success'));
      onSignedIn();
    } catch (failure) {
      const message = refusal(t, failure, ['code']);
      if (message) setError(message);
      else {
        notify.error(t('account.login.serverErrorToast'));
        setError(t('account.login.serverError'));
      }
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await sendCode(dispatch, phone);
      notify.success(t('account.login.otpSent'));
      setCode('');
      setWait(RESEND_SECONDS);
    } catch (failure) {
      const reason = refusal(t, failure) ?? t('account.login.sendFailed');
      notify.error(reason);
      setError(reason);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Note>{t('account.login.codeSentTo', { phone: formatIndianPhone(phone) })}</Note>
      <Field
        label={t('account.login.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(e) => setCode(digitsOnly(e.target.value, 6))}
        aria-invalid={error ? true : undefined}
      />
      <SubmitRow error={error} busy={busy} label={t('account.login.verify')} busyLabel={t('account.login.verifying')} />
      <Row>
        <Button type="button" $variant="ghost" onClick={onChangeNumber}>
          {t('account.login.changeNumber')}
        </Button>
        <Button type="button" $variant="ghost" disabled={wait > 0} onClick={() => void resend()}>
          {wait > 0 ? t('account.login.resendIn', { seconds: wait }) : t('account.login.resend')}
        </Button>
      </Row>
    </form>
  );
}
