import { serverMessage, type OrderJson } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { usePaymentWidget } from '@store/shared/payment';
import { usePlacePaidOrderMutation } from '@store/shared/store';
import { Button, notify } from '@store/shared/ui';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useStartBalancePaymentMutation } from '../api/ordersApi';

/** 'Pay balance (Rs.x)' on a 20%-now order: the same widget as checkout, then the order is updated. */
export function PayBalanceButton({ order, onPaid }: { order: OrderJson; onPaid: (order: OrderJson) => void }) {
  const t = useT();
  const { pay, widget } = usePaymentWidget();
  const [busy, setBusy] = useState(false);
  const [startBalancePayment] = useStartBalancePaymentMutation();
  const [placePaidOrder] = usePlacePaidOrderMutation();

  const payBalance = async () => {
    setBusy(true);
    try {
      const opened = await startBalancePayment(order._id).unwrap();
      const payment = await pay(opened, { name: order.shippingAddress.name, contact: order.phone });
      if (!payment) return;
      // POST /orders with the verified payment: the API adds it to the order and answers the order.
      onPaid((await placePaidOrder(payment).unwrap()).order);
      notify.success(t('account.balance.paid'));
    } catch (error) {
      notify.error(serverMessage(error) ?? t('account.balance.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="button" disabled={busy} onClick={() => void payBalance()}>
        {t('account.balance.pay', { amount: formatRs(order.amountDue) })}
      </Button>
      {widget}
    </>
  );
}
