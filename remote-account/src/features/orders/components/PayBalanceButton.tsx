import { serverMessage, type OrderJson } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { usePaymentWidget } from '@store/shared/payment';
import { usePlacePaidOrderMutation } from '@store/shared/store';
import { Button, notify } from '@store/shared/ui';
import { useState } from 'react';
import { useStartBalancePaymentMutation } from '../api/ordersApi';

/** 'Pay balance (Rs.x)' on a 20%-now order: the same widget as checkout, then the order is updated. */
export function PayBalanceButton({ order, onPaid }: { order: OrderJson; onPaid: (order: OrderJson) => void }) {
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
      notify.success('Balance paid. Thank you!');
    } catch (error) {
      notify.error(serverMessage(error) ?? 'The balance could not be paid. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="button" disabled={busy} onClick={() => void payBalance()}>
        Pay balance ({formatRs(order.amountDue)})
      </Button>
      {widget}
    </>
  );
}
