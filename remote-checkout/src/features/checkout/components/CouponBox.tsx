import { refusalStatus } from '@store/shared/api';
import { useRefusalText } from '@store/shared/i18n';
import { formatRs } from '@store/shared/format';
import { couponApplied, couponRemoved, selectCouponCode, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Button, ErrorText, TextInput, theme } from '@store/shared/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CodeForm } from '../../../components/CodeForm';
import { checkoutApi, type AppliedCoupon } from '../api/checkoutApi';
import { useT } from '../../../i18n';

const Wrapper = styled.div`
  margin-bottom: 16px;
`;

const Applied = styled.p`
  color: ${theme.color.success};
`;

/**
 * The coupon input and APPLY: the server says what the code takes off, or why it does not apply.
 * The applied code is kept with the bag (a reload keeps it); it counts only once the server has
 * said yes again, and when it says no the shopper reads why (never dropped silently).
 */
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
  const { sayError } = useRefusalText();
  const dispatch = useAppDispatch();
  const kept = useAppSelector(selectCouponCode);
  const [code, setCode] = useState(applied?.code ?? kept ?? '');
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
          setError('');
          onChange(coupon);
          dispatch(couponApplied(coupon.code));
        },
        (failure: unknown) => {
          if (pending.current !== mine) return;
          pending.current = null;
          setBusy(false);
          onChange(null);
          if (applying) {
            dispatch(couponRemoved());
            setError(sayError(failure, ['coupon', 'code']) ?? t('checkout.coupon.checkFailed'));
            return;
          }
          // No answer is no refusal: the kept code stays with the bag, to be asked about again.
          if (refusalStatus(failure) === null) {
            setError(t('checkout.coupon.checkFailed'));
            return;
          }
          dispatch(couponRemoved());
          const reason = sayError(failure, ['coupon']);
          setError(reason ? t('checkout.coupon.removed', { reason }) : t('checkout.coupon.noLongerApplies'));
        },
      );
    },
    [checkCoupon, subtotal, onChange, dispatch, t, sayError],
  );

  /** Drops the check on its way, if any: its answer is no longer wanted. */
  const drop = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setBusy(false);
  }, []);

  // A changed cart may change the discount or void the code, and a code kept with the bag (a
  // reload) counts only once the server says so again: check it.
  const appliedCode = applied?.code ?? kept;
  useEffect(() => {
    if (!appliedCode) return;
    // An emptied cart (paid, or cleared) has nothing to discount: the code goes without asking
    // the server, which would refuse a zero subtotal (a failed call in the console after paying).
    if (subtotal <= 0) {
      drop();
      onChange(null);
      dispatch(couponRemoved());
      return;
    }
    check(appliedCode, false);
  }, [appliedCode, subtotal, onChange, check, drop, dispatch]);

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
      <CodeForm onSubmit={apply} aria-label={t('checkout.coupon.code')}>
        <TextInput
          aria-label={t('checkout.coupon.code')}
          placeholder={t('checkout.coupon.code')}
          value={code}
          onChange={(e) => type(e.target.value)}
        />
        <Button type="submit" disabled={busy || !code.trim()}>
          {t('checkout.coupon.apply')}
        </Button>
      </CodeForm>
      {applied ? (
        <Applied role="status">
          {applied.code}: {applied.label} (−{formatRs(applied.discount)})
        </Applied>
      ) : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Wrapper>
  );
}
