import type { OrderRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { ProviderOrder } from '../../providers/payment/types';
import { methodOf } from '../payments/methods';
import { closeStaleBalance, findOpenBalance, insertBalanceCheckout } from './checkoutRepository';
import type { CheckoutDeps } from './completePayment';

/**
 * The payment order for what a 20%-now order still owes. One stays open per order (a unique
 * column): asking again, from a second tab or a retry, reopens it instead of starting a second
 * one, and the provider refuses to take a paid order's money twice.
 */
export async function openBalancePayment({ db, provider }: CheckoutDeps, order: OrderRow): Promise<ProviderOrder> {
  if (order.fulfilment === 'cancelled') throw new HttpError(409, 'This order was cancelled: nothing is due');
  if (methodOf(order).collectsOnDelivery)
    throw new HttpError(409, 'The rest of a cash order is paid in cash to the courier on delivery');
  const due = order.totalPaise - order.paidPaise;
  if (due <= 0) throw new HttpError(409, 'This order is already paid in full');
  const reopen = async () => {
    const row = await findOpenBalance(db, order.id);
    return row?.amountPaise === due ? { id: row.providerOrderId, amount: due, currency: 'INR' as const } : null;
  };
  const open = await reopen();
  if (open) return open;
  // One for another amount is stale: it is closed, and a new one opened.
  await closeStaleBalance(db, order.id, due);
  const paymentOrder = await provider.createOrder(due, `balance-${order.id}`);
  const opened = await insertBalanceCheckout(db, {
    providerOrderId: paymentOrder.id,
    purpose: 'balance',
    orderId: order.id,
    openBalanceOf: order.id,
    guest: order.guest,
    subtotalPaise: order.totalPaise,
    totalPaise: order.totalPaise,
    amountPaise: due,
  });
  if (opened) return paymentOrder;
  // Another request opened one at the same moment: that one is the order's.
  const winner = await reopen();
  if (!winner) throw new HttpError(409, 'This balance is being paid already');
  return winner;
}
