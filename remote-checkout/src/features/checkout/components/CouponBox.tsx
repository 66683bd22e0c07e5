import { serverMessage } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { Button, ErrorText, TextInput, theme } from '@store/shared/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { checkCoupon, type AppliedCoupon } from '../api/coupons';

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
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  // A changed cart may change the discount or void the code: check again.
  const appliedCode = applied?.code;
  useEffect(() => {
    if (!appliedCode) return;
    // An emptied cart (paid, or cleared) has nothing to discount: the code goes without asking
    // the server, which would refuse a zero subtotal (a failed call in the console after paying).
    if (subtotal <= 0) {
      onChange(null);
      return;
    }
    checkCoupon(appliedCode, subtotal).then(onChange, (failure: unknown) => {
      onChange(null);
      setError(serverMessage(failure, ['coupon']) ?? 'The coupon no longer applies.');
    });
  }, [appliedCode, subtotal, onChange]);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      onChange(await checkCoupon(code, subtotal));
    } catch (failure) {
      onChange(null);
      setError(serverMessage(failure, ['coupon', 'code']) ?? 'Could not check the coupon.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrapper>
      <Form onSubmit={apply}>
        <TextInput
          aria-label="Coupon code"
          placeholder="Coupon code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" disabled={busy || !code.trim()}>
          APPLY
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
