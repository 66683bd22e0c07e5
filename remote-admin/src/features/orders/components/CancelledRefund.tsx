import { serverMessage, type OrderDetail } from '@store/shared/api';
import { formatRupees } from '@store/shared/format';
import { Button, notify } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { paymentsApi } from '../api/paymentsApi';

type Payment = OrderDetail['payments'][number];

/** The payment's refund choices on a line of their own under it, wrapping on a phone. */
const RefundActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 6px;
`;

/** A card or UPI payment of a cancelled order with money left: the desk's to refund (store credit and gift cards went back on cancel). */
export const refundable = (order: OrderDetail['order'], payment: Payment) =>
  order.fulfilment === 'cancelled' &&
  payment.method === 'card' &&
  !payment.unappliedReason &&
  payment.amount > payment.refunded;

/**
 * The way back for a cancelled order's card payment, as a return's refund offers it: the card or
 * UPI it came from (through the payment provider), or her store credit at once with the bonus
 * (only an account holds credit). Either refunds all that is left of it, once.
 */
export function CancelledRefund({
  orderId,
  payment,
  customerId,
}: {
  orderId: string;
  payment: Payment;
  customerId: string | null;
}) {
  const [refund] = paymentsApi.useRefundCancelledMutation();
  const [busy, setBusy] = useState(false);
  const left = formatRupees(payment.amount - payment.refunded);
  const run = async (to: 'original' | 'credit') => {
    setBusy(true);
    try {
      const done = await refund({ orderId, paymentId: payment.paymentId, customerId, to }).unwrap();
      notify.success(
        to === 'credit'
          ? `${formatRupees(done.refunded + done.bonus)} added to her store credit${done.bonus ? ` (${formatRupees(done.bonus)} bonus)` : ''}`
          : `${formatRupees(done.refunded)} on its way back to the card or UPI`,
      );
    } catch (error) {
      notify.error(serverMessage(error) ?? 'The refund failed; try again');
    } finally {
      setBusy(false);
    }
  };
  return (
    <RefundActions>
      <Button type="button" disabled={busy} onClick={() => void run('original')}>
        Refund {left} to card or UPI
      </Button>
      {customerId ? (
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void run('credit')}>
          Refund to store credit
        </Button>
      ) : null}
    </RefundActions>
  );
}
