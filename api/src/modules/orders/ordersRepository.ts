/**
 * The orders module's queries on orders, their lines, events and notes (and the two reads and
 * writes an order makes elsewhere: the admins' names in its history, a product's units sold).
 * Routes and services call these inside their own transactions (`db` may be one), and keep the
 * rules themselves.
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { isMadeToMeasure } from '@store/shared/catalog';
import { isAnyId } from '../../db/anyOf';
import { firstRow } from '../../db/firstRow';
import type { Database } from '../../db/client';
import {
  creditNotes,
  customers,
  orderEvents,
  orderLines,
  orderNotes,
  orders,
  payments,
  products,
  shipments,
  type OrderLineRow,
  type OrderRow,
  type PricedLine,
} from '../../db/schema';
import { HttpError } from '../../http/errors';

/** An order with its pieces, in the order the shopper's cart listed them: what every reader of an order needs. */
/**
 * A line as read with its order: `nameHi` is the product's Hindi name now (joined, not stored:
 * the line keeps the English it was sold under), for a Hindi page to name it.
 */
export type PlacedLine = OrderLineRow & { nameHi?: string | null };
/** What store credit and gift cards paid of an order (paise), read with its lines; absent when neither did. */
export interface BalancesPaid {
  creditPaise: number;
  giftCardPaise: number;
}
export type PlacedOrder = OrderRow & {
  lines: PlacedLine[];
  balancesPaid?: BalancesPaid;
  /** The credit notes that cancelled its tax invoice whole (a return to origin's, a cancellation's), by number. */
  creditNotes?: string[];
};
export type NewOrder = typeof orders.$inferInsert;
export type OrderChange = Partial<NewOrder>;
export type OrderNoteRow = typeof orderNotes.$inferSelect;

/** The orders' lines in one query, attached to each order. */
export async function withLines(db: Database, rows: OrderRow[]): Promise<PlacedOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({ ...getTableColumns(orderLines), nameHi: products.nameHi })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(
      isAnyId(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, PlacedLine[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  // Only a cancelled order or one whose parcel came back can have had its invoice cancelled whole.
  const closed = rows.filter((row) => row.fulfilment === 'cancelled' || row.fulfilment === 'rto');
  const [balances, notes] = await Promise.all([
    balancesPaidOf(
      db,
      rows.map((row) => row.id),
    ),
    wholeInvoiceNotesOf(
      db,
      closed.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const paid = balances.get(row.id);
    const numbers = notes.get(row.id);
    return {
      ...row,
      lines: byOrder.get(row.id) ?? [],
      ...(paid ? { balancesPaid: paid } : {}),
      ...(numbers ? { creditNotes: numbers } : {}),
    };
  });
}

/** Of these orders, the numbers of the credit notes that cancelled each one's invoice whole, in order. */
export async function wholeInvoiceNotesOf(db: Database, orderIds: string[]): Promise<Map<string, string[]>> {
  const numbers = new Map<string, string[]>();
  if (orderIds.length === 0) return numbers;
  const rows = await db
    .select({ orderId: creditNotes.orderId, number: creditNotes.number })
    .from(creditNotes)
    .where(and(isAnyId(creditNotes.orderId, orderIds), isNotNull(creditNotes.invoiceLine)))
    .orderBy(asc(creditNotes.orderId), asc(creditNotes.invoiceLine));
  for (const row of rows) numbers.set(row.orderId, [...(numbers.get(row.orderId) ?? []), row.number]);
  return numbers;
}

/** Of these orders, what store credit and gift cards paid (their payment rows, by the index on order_id). */
async function balancesPaidOf(db: Database, orderIds: string[]): Promise<Map<string, BalancesPaid>> {
  const rows = await db
    .select({
      orderId: payments.orderId,
      method: payments.method,
      paise: sql<number>`sum(${payments.amountPaise})::int`,
    })
    .from(payments)
    .where(
      and(
        isAnyId(payments.orderId, orderIds),
        inArray(payments.method, ['credit', 'giftCard']),
        isNull(payments.unappliedReason),
      ),
    )
    .groupBy(payments.orderId, payments.method);
  const paid = new Map<string, BalancesPaid>();
  for (const row of rows) {
    const sums = paid.get(row.orderId as string) ?? { creditPaise: 0, giftCardPaise: 0 };
    if (row.method === 'credit') sums.creditPaise += row.paise;
    else sums.giftCardPaise += row.paise;
    paid.set(row.orderId as string, sums);
  }
  return paid;
}

export async function withLinesOf(db: Database, row: OrderRow): Promise<PlacedOrder> {
  const [placed] = await withLines(db, [row]);
  return placed as PlacedOrder;
}

/** A checkout priced before lines knew their section (as 0018 reads old orders): by the size's shape. */
function sectionOfSize(size: unknown): string {
  if (size && typeof size === 'object') return 'upper' in size ? 'mens' : 'womens';
  return typeof size === 'string' ? 'womens' : 'accessories';
}

/** A new order's rows from its checkout's priced lines (made-to-measure pieces start at 'received'). */
export async function insertOrderLines(
  db: Database,
  orderId: string,
  lines: (PricedLine & { stockShort?: boolean })[],
): Promise<OrderLineRow[]> {
  if (lines.length === 0) return [];
  return db
    .insert(orderLines)
    .values(
      lines.map((line, position) => {
        const custom = isMadeToMeasure(line.size);
        return {
          orderId,
          position,
          productId: line.productId,
          name: line.name,
          section: line.section ?? sectionOfSize(line.size),
          size: line.size ?? null,
          custom,
          image: line.image,
          unitPricePaise: line.pricePaise,
          stage: custom ? 'received' : null,
          stockKeys: line.stockKeys ?? [],
          stockShort: line.stockShort ?? false,
        };
      }),
    )
    .returning();
}

/** The order of this id, unless it was deleted. */
const liveOrder = (id: string) => and(eq(orders.id, id), eq(orders.deleted, false));

/** Any order by id, deleted or not. */
export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  return firstRow(db.select().from(orders).where(eq(orders.id, id)));
}

export async function findOrders(db: Database, ids: string[]): Promise<OrderRow[]> {
  return db.select().from(orders).where(inArray(orders.id, ids));
}

export async function findOrderByNumber(db: Database, number: string): Promise<OrderRow | undefined> {
  return firstRow(db.select().from(orders).where(eq(orders.number, number)));
}

/** A live (not deleted) order, as the desk reads it. */
export async function findLiveOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  return firstRow(db.select().from(orders).where(liveOrder(id)));
}

/** The order a checkout became, if it did. */
export async function findOrderOfCheckout(db: Database, checkoutId: string): Promise<OrderRow | undefined> {
  return firstRow(db.select().from(orders).where(eq(orders.checkoutId, checkoutId)));
}

/** A live (not deleted) order, locked for the caller's change until its transaction ends; 404 for none. */
export async function lockLiveOrder(tx: Database, id: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(liveOrder(id)).for('update');
  if (!order) throw new HttpError(404, 'Order not found');
  return order;
}

/** Any order, locked until the caller's transaction ends: one change of it at a time. */
export async function lockOrder(tx: Database, id: string): Promise<OrderRow | undefined> {
  return firstRow(tx.select().from(orders).where(eq(orders.id, id)).for('update'));
}

/** Several orders locked in id order, so two callers locking overlapping sets never deadlock. */
export async function lockOrders(tx: Database, ids: string[]): Promise<OrderRow[]> {
  return tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id).for('update');
}

/** A new order, once per checkout: undefined when the checkout already has its order. */
export async function insertOrder(tx: Database, order: NewOrder): Promise<OrderRow | undefined> {
  return firstRow(tx.insert(orders).values(order).onConflictDoNothing({ target: orders.checkoutId }).returning());
}

export async function updateOrder(tx: Database, id: string, change: OrderChange): Promise<OrderRow | undefined> {
  return firstRow(tx.update(orders).set(change).where(eq(orders.id, id)).returning());
}

/** A payment added to what the order has paid: 'paid' once it covers the total. */
export async function addToPaid(tx: Database, id: string, amountPaise: number): Promise<OrderRow | undefined> {
  return firstRow(
    tx
      .update(orders)
      .set({
        paidPaise: sql`${orders.paidPaise} + ${amountPaise}`,
        status: sql`case when ${orders.paidPaise} + ${amountPaise} >= ${orders.totalPaise} then 'paid' else 'partial-paid' end`,
      })
      .where(eq(orders.id, id))
      .returning(),
  );
}

/** Units ordered of a product, which the listing's 'Most Popular' sorts by. */
export async function addUnitsSold(tx: Database, productId: string, units: number): Promise<void> {
  await tx
    .update(products)
    .set({ unitsSold: sql`${products.unitsSold} + ${units}` })
    .where(eq(products.id, productId));
}

/** Who may see which orders: a signed-in customer (theirs, or shipped to their proven phone) and guest links. */
export interface Viewer {
  customer: { id: string; phone: string | null } | null;
  /** The orders the request's guest tokens open. */
  openedOrderIds: string[];
}

function visibleTo({ customer, openedOrderIds }: Viewer): SQL {
  const own = customer
    ? customer.phone
      ? or(eq(orders.customerId, customer.id), eq(orders.phone, customer.phone))
      : eq(orders.customerId, customer.id)
    : undefined;
  const byToken = openedOrderIds.length > 0 ? inArray(orders.id, openedOrderIds) : undefined;
  return or(own, byToken) as SQL;
}

/** One live order the viewer may see. */
export async function findVisibleOrder(db: Database, id: string, viewer: Viewer): Promise<OrderRow | undefined> {
  return firstRow(
    db
      .select()
      .from(orders)
      .where(and(liveOrder(id), visibleTo(viewer))),
  );
}

/** The live orders the viewer may see, newest first; `phone` narrows them. */
export async function listVisibleOrders(db: Database, viewer: Viewer, phone?: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.deleted, false), visibleTo(viewer), phone ? eq(orders.phone, phone) : undefined))
    .orderBy(desc(orders.createdAt));
}

/** One line of one order. */
export async function findLineOfOrder(db: Database, lineId: string, orderId: string) {
  return firstRow(
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId))),
  );
}

export async function findLine(db: Database, lineId: string): Promise<OrderLineRow | undefined> {
  return firstRow(db.select().from(orderLines).where(eq(orderLines.id, lineId)));
}

export async function findLines(db: Database, lineIds: string[]): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(inArray(orderLines.id, lineIds));
}

export async function updateLine(tx: Database, lineId: string, change: Partial<OrderLineRow>): Promise<void> {
  await tx.update(orderLines).set(change).where(eq(orderLines.id, lineId));
}

/** Changes every standard-size line of an order (made-to-measure pieces take no stock). */
export async function updateStockedLines(
  tx: Database,
  orderId: string,
  change: Partial<OrderLineRow>,
): Promise<OrderLineRow[]> {
  return tx
    .update(orderLines)
    .set(change)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.custom, false)))
    .returning();
}

/** The order's first made-to-measure piece, in cart order, that is not yet Ready. */
export async function firstUnfinishedPiece(db: Database, orderId: string) {
  return firstRow(
    db
      .select({ name: orderLines.name, stage: orderLines.stage })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.custom, true), ne(orderLines.stage, 'ready')))
      .orderBy(asc(orderLines.position))
      .limit(1),
  );
}

/**
 * The history's author for what the courier's events changed (picked up, delivered, returning):
 * no account has this id, so the desk's page names it 'the courier'.
 */
export const COURIER = '00000000-0000-0000-0000-000000000000';

/** The order's live courier parcel (modules/shipping books it), if one is booked or being booked. */
export async function liveParcelOf(db: Database, orderId: string) {
  return firstRow(
    db
      .select({ status: shipments.status, awb: shipments.awb, courierName: shipments.courierName })
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'forward'), ne(shipments.status, 'cancelled'))),
  );
}

/** Who changed what on an order, kept in the change's transaction. */
export async function recordEvent(tx: Database, event: typeof orderEvents.$inferInsert): Promise<void> {
  await tx.insert(orderEvents).values(event);
}

export async function addNote(tx: Database, note: typeof orderNotes.$inferInsert): Promise<OrderNoteRow | undefined> {
  return firstRow(tx.insert(orderNotes).values(note).returning());
}

/** Who recorded the order's latest event of this kind (a cancelled order's refund: the admin who asked). */
export async function lastEventBy(db: Database, orderId: string, kind: string): Promise<string | null> {
  const event = await firstRow(
    db
      .select({ adminId: orderEvents.adminId })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)))
      .orderBy(desc(orderEvents.at))
      .limit(1),
  );
  return event?.adminId ?? null;
}

export async function eventsOf(db: Database, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.at);
}

export async function notesOf(db: Database, orderId: string): Promise<OrderNoteRow[]> {
  return db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(orderNotes.at);
}

/** Who each staff id is, for the history and notes: her name and e-mail ('Asha (asha@store.in)'). */
export async function adminNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, name: customers.name, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  const who = (row: (typeof rows)[number]) => {
    const contact = row.email ?? row.phone ?? 'a staff member';
    return row.name ? `${row.name} (${contact})` : contact;
  };
  return new Map([[COURIER, 'the courier'], ...rows.map((row): [string, string] => [row.id, who(row)])]);
}
