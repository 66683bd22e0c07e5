/** The queries of cash on delivery that are not any one order's: the rules' counts, their locks, the risk check's facts, the sweep's list, wrong codes per caller. */
import { and, asc, count, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cashConfirmTries, orders } from '../../../db/schema';
import { MONEY_METHODS } from '../../payments/methods';

/**
 * Takes the transaction's locks on a phone, then on an address (as the daily limit compares it):
 * always in this order, so no deadlock; two orders at once then cannot both slip under a limit.
 */
export async function lockCashShopper(tx: Database, phone: string, addressKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cash-order:${phone}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cash-address:${addressKey}`}))`);
}

/** Cash orders as orders store their method. */
const CASH = MONEY_METHODS.cash.stored;

const cashOrders = (db: Database, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.paymentMethod, CASH), where))
    .then(([row]) => row?.n ?? 0);

/** Cash deliveries to this phone that were refused at the door. */
export const refusedCashDeliveries = (db: Database, phone: string) =>
  cashOrders(db, and(eq(orders.phone, phone), eq(orders.cashState, 'refused')));

export const cashOrdersOfPhoneSince = (db: Database, phone: string, since: Date) =>
  cashOrders(db, and(eq(orders.phone, phone), gt(orders.createdAt, since)));

/**
 * The streets of the cash orders shipped to this pincode since then, as typed: the daily limit
 * per address compares them (cashRules.ts `plainStreet`), old orders alike.
 */
export const cashOrderStreetsSince = (db: Database, zip: string, since: Date) =>
  db
    .select({ street: sql<string | null>`${orders.shippingAddress}->>'street'` })
    .from(orders)
    .where(
      and(eq(orders.paymentMethod, CASH), sql`${orders.shippingAddress}->>'zip' = ${zip}`, gt(orders.createdAt, since)),
    )
    .then((rows) => rows.map((row) => row.street ?? ''));

/**
 * Returned to origin: the shipping module's fulfilment for a parcel coming back (a plain value
 * here; FULFILMENT_STEPS holds it once shipping is in).
 */
const RTO = 'rto';

/**
 * The risk check's facts about a phone and a pincode (cashRisk.ts), in one round trip: the
 * phone's earlier orders (placed, delivered, and returned to origin or refused at the door as
 * cash, each order once), and the pincode's delivered and returned orders since `since`.
 */
export async function cashRiskHistory(db: Database, phone: string, zip: string, since: Date) {
  const result = (await db.execute(sql`select
      (select count(*)::int from ${orders} where ${orders.phone} = ${phone}) as placed,
      (select count(*)::int from ${orders} where ${orders.phone} = ${phone} and ${orders.fulfilment} = 'delivered') as delivered,
      (select count(*)::int from ${orders} where ${orders.phone} = ${phone}
        and (${orders.fulfilment} = ${RTO} or ${orders.cashState} = 'refused')) as returned,
      (select count(*)::int from ${orders} where ${orders.shippingAddress}->>'zip' = ${zip}
        and ${orders.createdAt} > ${since.toISOString()}::timestamptz and ${orders.fulfilment} = 'delivered') as "pincodeDelivered",
      (select count(*)::int from ${orders} where ${orders.shippingAddress}->>'zip' = ${zip}
        and ${orders.createdAt} > ${since.toISOString()}::timestamptz and ${orders.fulfilment} = ${RTO}) as "pincodeReturned"`)) as unknown as {
    rows: { placed: number; delivered: number; returned: number; pincodeDelivered: number; pincodeReturned: number }[];
  };
  const [row] = result.rows;
  return {
    placed: Number(row?.placed ?? 0),
    delivered: Number(row?.delivered ?? 0),
    returned: Number(row?.returned ?? 0),
    pincodeDelivered: Number(row?.pincodeDelivered ?? 0),
    pincodeReturned: Number(row?.pincodeReturned ?? 0),
  };
}

/** Cash orders still awaiting confirmation past their window at `now`, or cancelled by the desk meanwhile, locked. */
export async function lockUnconfirmedCashOrders(tx: Database, now: Date) {
  return tx
    .select({ id: orders.id, checkoutId: orders.checkoutId })
    .from(orders)
    .where(
      and(
        eq(orders.cashState, 'awaiting-confirmation'),
        or(lte(orders.cashConfirmBy, now), eq(orders.fulfilment, 'cancelled')),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
}

/** Wrong confirmation codes this caller typed for this order. */
export async function wrongCodesOf(tx: Database, orderId: string, client: string): Promise<number> {
  const [row] = await tx
    .select({ failures: cashConfirmTries.failures })
    .from(cashConfirmTries)
    .where(and(eq(cashConfirmTries.orderId, orderId), eq(cashConfirmTries.client, client)));
  return row?.failures ?? 0;
}

/** One more wrong code from this caller for this order. */
export async function countWrongCode(tx: Database, orderId: string, client: string): Promise<void> {
  await tx
    .insert(cashConfirmTries)
    .values({ orderId, client, failures: 1 })
    .onConflictDoUpdate({
      target: [cashConfirmTries.orderId, cashConfirmTries.client],
      set: { failures: sql`${cashConfirmTries.failures} + 1` },
    });
}
