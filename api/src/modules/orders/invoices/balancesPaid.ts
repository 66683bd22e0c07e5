import type { Database } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { methodOfPayment } from '../../payments/methods';
import { appliedPayments } from '../../payments/paymentsRepository';
import { money } from './documents';

/**
 * The invoice's lines for what balances the store keeps paid of an order, largest first:
 * 'Paid by gift card ending T4PW: Rs.1,000.00', 'Paid by store credit: Rs.500.00'. A card or
 * cash payment is the rest of 'Amount paid' and needs no line.
 */
export async function balancesPaid(db: Database, order: OrderRow): Promise<string[]> {
  const lines: string[] = [];
  for (const payment of await appliedPayments(db, order.id)) {
    const words = await methodOfPayment(payment).paidWith?.(db, order.checkoutId);
    if (words) lines.push(`Paid by ${words}: ${money(payment.amountPaise)}`);
  }
  return lines;
}
