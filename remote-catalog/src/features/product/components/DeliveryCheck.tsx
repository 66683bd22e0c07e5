import { refusalStatus, serverMessage } from '@store/shared/api';
import { Button, TextInput, theme } from '@store/shared/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocale } from '@store/shared/i18n';
import { useT } from '../i18n';
import { productApi } from '../api/productApi';
import { deliveryText, isPincode, PINCODE_KEY } from '../deliveryText';

const Form = styled.form`
  margin-top: ${theme.space.lg};
  label {
    display: block;
    margin-bottom: 6px;
    font: ${theme.weight.medium} ${theme.size.sm} / 1.3 ${theme.font.body};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  input {
    flex: 1;
    max-width: 200px;
    letter-spacing: 0.08em;
  }
  button {
    flex: none;
  }
`;

const Answer = styled.p<{ $bad: boolean }>`
  margin: ${theme.space.sm} 0 0;
  font-size: ${theme.size.sm};
  color: ${({ $bad }) => ($bad ? theme.color.danger : theme.color.ink)};
  &:empty {
    display: none;
  }
`;

function rememberedPincode(): string {
  try {
    return window.localStorage.getItem(PINCODE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * "Check delivery": a pincode in, the day this product would arrive there out (GET
 * /store/delivery), before the shopper commits. The last good pincode is kept in this browser
 * and checked again on the next product page.
 */
export function DeliveryCheck({ productId }: { productId: string }) {
  const t = useT();
  const locale = useLocale();
  const [pincode, setPincode] = useState('');
  // A pincode that is not 6 digits is answered here, never sent.
  const [malformed, setMalformed] = useState(false);
  const [checkDelivery, delivery] = productApi.useLazyDeliveryQuery();
  const pending = useRef<{ pincode: string; abort: () => void } | null>(null);
  const inputId = useId();
  const answerId = useId();

  const run = useCallback(
    (value: string) => {
      setMalformed(!isPincode(value));
      if (!isPincode(value)) return;
      // A check of another pincode still on its way is dropped: only the last one's answer shows.
      if (pending.current?.pincode !== value) pending.current?.abort();
      const check = checkDelivery({ pincode: value, productId });
      pending.current = { pincode: value, abort: check.abort };
      check.unwrap().then(
        () => window.localStorage.setItem(PINCODE_KEY, value),
        () => undefined,
      );
    },
    [checkDelivery, productId],
  );

  // The pincode of the last product page, checked for this one (after hydration: the server has no browser storage).
  useEffect(() => {
    const remembered = rememberedPincode();
    if (isPincode(remembered)) {
      setPincode(remembered);
      run(remembered);
    }
  }, [run]);

  // A 400 names what is wrong with the pincode; anything else is ours, not the shopper's.
  const refusal = delivery.isError && refusalStatus(delivery.error) === 400 ? serverMessage(delivery.error) : null;
  const answer = malformed
    ? { text: t('catalog.delivery.malformed'), bad: true, invalid: true }
    : delivery.isFetching
      ? null
      : delivery.isError
        ? { text: refusal ?? t('catalog.delivery.failed'), bad: true, invalid: !!refusal }
        : delivery.currentData
          ? {
              text: deliveryText(delivery.currentData, t, locale),
              bad: !delivery.currentData.deliverable,
              invalid: false,
            }
          : null;
  const checking = !malformed && delivery.isFetching;
  const bad = answer?.bad ?? false;
  const invalid = answer?.invalid ?? false;
  return (
    <Form
      aria-label={t('catalog.delivery.check')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        run(pincode);
      }}
    >
      <label htmlFor={inputId}>{t('catalog.delivery.check')}</label>
      <Row>
        <TextInput
          id={inputId}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('catalog.delivery.pincode')}
          maxLength={6}
          value={pincode}
          aria-invalid={invalid}
          aria-describedby={answerId}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {/* Never locked: a check that hangs gives way to the next pincode typed. */}
        <Button type="submit" $variant="secondary">
          {t('catalog.delivery.submit')}
        </Button>
      </Row>
      <Answer id={answerId} role="status" $bad={bad}>
        {checking ? t('catalog.delivery.checking') : (answer?.text ?? '')}
      </Answer>
    </Form>
  );
}
