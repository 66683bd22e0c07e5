import { serverMessage } from '@store/shared/api';
import { formatIndianPhone } from '@store/shared/format';
import { Button, ErrorText, Field, theme } from '@store/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { captcha } from '@store/shared/captcha';
import { checkoutApi } from '../api/checkoutApi';
import { useT } from '../../../i18n';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space.sm};
  > label {
    flex: 1 1 140px;
    margin-bottom: 0;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.size.sm};
`;

/**
 * A guest's phone, confirmed for cash on delivery with the same one-time code as the sign-in
 * (a captcha pays for the text): the proof goes with the order, which spends it.
 */
export function PhoneCheck({ phone, onProof }: { phone: string; onProof: (proof: string) => void }) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sendCode] = checkoutApi.useSendPhoneCodeMutation();
  const [verifyCode] = checkoutApi.useVerifyPhoneCodeMutation();
  // Starts solving the captcha while the shopper reads the offer.
  useEffect(() => captcha.prepare(), []);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(serverMessage(failure, ['code', 'phone']) ?? t('checkout.tryAgain'));
    } finally {
      setBusy(false);
    }
  };

  if (!sent)
    return (
      <Button
        type="button"
        $variant="secondary"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy)
            void run(async () => {
              // The text is paid for with a solved captcha, as the sign-in's is.
              await sendCode({ phone, captcha: await captcha.take() }).unwrap();
              setSent(true);
            });
        }}
      >
        {t('checkout.phone.send', { phone: formatIndianPhone(phone) })}
      </Button>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void run(async () => onProof((await verifyCode({ phone, code }).unwrap()).proof));
      }}
    >
      <Hint>{t('checkout.phone.sent', { phone: formatIndianPhone(phone) })}</Hint>
      <Row>
        <Field
          label={t('checkout.phone.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" $variant="secondary" aria-disabled={busy || undefined}>
          {t('checkout.phone.confirm')}
        </Button>
      </Row>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </form>
  );
}
