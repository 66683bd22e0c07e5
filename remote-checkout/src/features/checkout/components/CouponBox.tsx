import { serverMessage } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { Button, ErrorText, TextInput, theme } from '@store/shared/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { checkoutApi, type AppliedCoupon } from '../api/checkoutApi';
import { useT } from '../../../i18n';

const Wrapper = styled.div`
  margin-bottom: 16px;
`;

const Form = styled.form`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
  }
`;

const Applied = styled.p`
  color: ${theme.color.success};
`;

/** The coupon input and APPLY: the server says what the code takes off, or why it does not apply. */
export function CouponBox({
  subtotal,
  applied,
  onChange,
}: {
  subtotal: number;
  applied: AppliedCoupon | null;
  onChange: (coupon: AppliedCoupon | null) => void;
}) {
  const t = useT();
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [checkCoupon] = checkoutApi.useLazyCouponCheckQuery();
  // The one check whose answer counts: a newer one (APPLY again, a changed cart) replaces it,
  // aborted, and so does typing another code over one being applied: a slow answer for an old
  // code never lands on the new one.
  const pending = useRef<{ code: string; applying: boolean; abort: () => void } | null>(null);

  /** Asks about `asked` on this subtotal: APPLY's check, or the applied code's on a changed cart. */
  const check = useCallback(
    (asked: string, applying: boolean) => {
      pending.current?.abort();
      const request = checkCoupon({ code: asked, subtotal });
      const mine = { code: asked, applying, abort: request.abort };
      pending.current = mine;
      setBusy(applying);
      request.unwrap().then(
        (coupon) => {
          if (pending.current !== mine) return;
          pending.current = null;
          setBusy(false);
          onChange(coupon);
        },
        (failure: unknown) => {
          if (pending.current !== mine) return;
          pending.current = null;
          setBusy(false);
          onChange(null);
          setError(
            applying
              ? (serverMessage(failure, ['coupon', 'code']) ?? t('checkout.coupon.checkFailed'))
              : (serverMessage(failure, ['coupon']) ?? t('checkout.coupon.noLongerApplies')),
          );
        },
      );
    },
    [checkCoupon, subtotal, onChange, t],
  );

  /** Drops the check on its way, if any: its answer is no longer wanted. */
  const drop = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setBusy(false);
  }, []);

  // A changed cart may change the discount or void the code: check again.
  const appliedCode = applied?.code;
  useEffect(() => {
    if (!appliedCode) return;
    // An emptied cart (paid, or cleared) has nothing to discount: the code goes without asking
    // the server, which would refuse a zero subtotal (a failed call in the console after paying).
    if (subtotal <= 0) {
      drop();
      onChange(null);
      return;
    }
    check(appliedCode, false);
  }, [appliedCode, subtotal, onChange, check, drop]);

  // Leaving the page drops an answer still on its way.
  useEffect(() => drop, [drop]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    check(code, true);
  };

  /** Another code typed over the one being applied: that answer is no longer awaited. */
  const type = (typed: string) => {
    setCode(typed);
    if (pending.current?.applying && pending.current.code !== typed) drop();
  };

  return (
    <Wrapper>
      <Form onSubmit={apply}>
        <TextInput
          aria-label={t('checkout.coupon.code')}
          placeholder={t('checkout.coupon.code')}
          value={code}
          onChange={(e) => type(e.target.value)}
        />
        <Button type="submit" disabled={busy || !code.trim()}>
          {t('checkout.coupon.apply')}
        </Button>
      </Form>
      {applied ? (
        <Applied role="status">
          {applied.code}: {applied.label} (−{formatRs(applied.discount)})
        </Applied>
      ) : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Wrapper>
  );
}
