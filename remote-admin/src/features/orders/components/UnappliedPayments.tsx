import { serverMessage } from '@store/shared/api';
import { formatRupees } from '@store/shared/format';
import { useAppDispatch } from '@store/shared/store';
import { Button, notify, theme } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { paymentsApi, type UnappliedPayment } from '../api/paymentsApi';

const Notice = styled.section`
  margin: 0 0 20px;
  padding: 12px 16px;
  border: 1px solid ${theme.color.danger};
  border-radius: 8px;
  ul {
    margin: 8px 0 0;
    padding-left: 18px;
  }
  li {
    margin-bottom: 8px;
  }
`;

/**
 * Money the store took but could not add to an order. Shown above the orders while any is
 * not refunded; Refund asks the payment provider to give it back in full.
 */
export function UnappliedPayments() {
  const { data: payments } = paymentsApi.useUnappliedPaymentsQuery();
  const [refundPayment] = paymentsApi.useRefundPaymentMutation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<string | null>(null);
  const open = (payments ?? []).filter((payment) => !payment.refundId);
  if (open.length === 0) return null;

  const refund = async (payment: UnappliedPayment) => {
    setBusy(payment.paymentId);
    try {
      const { refundId } = await refundPayment(payment.paymentId).unwrap();
      // Off the notice at once; the list's refetch (its tag was invalidated) then confirms it.
      dispatch(
        paymentsApi.util.updateQueryData('unappliedPayments', undefined, (list) =>
          list.map((p) => (p.paymentId === payment.paymentId ? { ...p, refundId } : p)),
        ),
      );
      notify.success(`Refunded ${formatRupees(payment.amount)} to ${payment.customer.name}`);
    } catch (error) {
      notify.error(serverMessage(error) ?? 'The refund failed; try again');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Notice aria-label="Payments to refund">
      <strong>Payments to refund</strong>
      <ul>
        {open.map((payment) => (
          <li key={payment.paymentId}>
            {formatRupees(payment.amount)} from {payment.customer.name} ({payment.customer.phone}), payment{' '}
            {payment.paymentId}: not added because {payment.reason}.{' '}
            <Button
              type="button"
              $variant="secondary"
              disabled={busy === payment.paymentId}
              onClick={() => void refund(payment)}
            >
              Refund
            </Button>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
