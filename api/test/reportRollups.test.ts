import { sql } from 'drizzle-orm';
import { orders, payments, returnRequests } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { insertOrderLines } from '../src/modules/orders/ordersRepository';
import { refreshReportDays } from '../src/modules/reports/reportRollups';
import { rawRows } from '../src/db/rawRows';
import { firstSeededProduct, insertPaidOrder } from './testApp';
import { reportsSession } from './reportsSession';

/**
 * The reports read daily rollups (reports/reportRollups.ts): a change to an old day, however
 * late (a refund, a return asked or refused, an order cancelled or moved), shows in the next
 * report, and the figures are those a rollup taken from scratch gives. Days of May 2024, which
 * nothing else in this store has.
 */
const reports = reportsSession();
const { api, call, signIn, db, report } = reports;

const WEEK = 'from=2024-05-06&to=2024-05-12';
// 7 May 2024, 11:30 in India.
const PLACED = new Date('2024-05-07T06:00:00Z');
const everyReport = async () => ({
  sales: await report(`/admin/reports/sales?${WEEK}&grain=day`),
  weeks: await report(`/admin/reports/sales?${WEEK}&grain=week`),
  payments: await report(`/admin/reports/payments?${WEEK}`),
  products: await report(`/admin/reports/products?${WEEK}`),
  stock: await report(`/admin/reports/stock?${WEEK}`),
  returns: await report(`/admin/reports/returns?${WEEK}`),
});
const day = (sales: { periods: { start: string }[] }, start: string) =>
  sales.periods.find((period) => period.start === start);
const soldOf = (stock: { sizes: { size: string; sold: number }[] }, size: string) =>
  stock.sizes.find((row) => row.size === size)?.sold;

it('shows an old day changed after its rollup was taken: refunded, returned, refused, cancelled and moved', async () => {
  // Rolled up while the week is empty.
  const empty = await everyReport();
  expect(empty.sales.totals).toEqual({ revenue: 0, orders: 0, averageOrderValue: 0 });
  expect(empty.payments.methods).toEqual([]);
  const stockBefore = soldOf(empty.stock, 'M');

  // A women's piece in M, paid by card, placed on the 7th: after the week was rolled up.
  const womens = await firstSeededProduct(api, 'womens');
  const order = await insertPaidOrder(api, '+919822200091');
  const [line] = await insertOrderLines(db(), order, [
    {
      productId: womens.id,
      name: womens.name,
      size: 'M',
      section: 'womens',
      pricePaise: 500000,
      image: '',
      stockKeys: ['M'],
    },
  ]);
  await db().update(orders).set({ createdAt: PLACED }).where(eq(orders.id, order));
  await db()
    .insert(payments)
    .values({
      providerPaymentId: `pay_late${order.replace(/-/g, '')}`,
      providerOrderId: `order_late${order}`,
      orderId: order,
      amountPaise: 500000,
      type: 'full',
      method: 'card',
      createdAt: PLACED,
    });
  const placed = await everyReport();
  expect(day(placed.sales, '2024-05-07')).toEqual({
    start: '2024-05-07',
    revenue: 5000,
    orders: 1,
    averageOrderValue: 5000,
  });
  expect(placed.weeks.periods).toEqual([{ start: '2024-05-06', revenue: 5000, orders: 1, averageOrderValue: 5000 }]);
  expect(placed.payments.methods).toEqual([{ method: 'card', payments: 1, received: 5000, refunded: 0, net: 5000 }]);
  expect(placed.products.pieces).toEqual([{ productId: womens.id, name: womens.name, category: 'womens', sold: 1 }]);
  expect(placed.products.categories).toEqual([{ category: 'womens', sold: 1 }]);
  expect(soldOf(placed.stock, 'M')).toBe((stockBefore ?? 0) + 1);

  // Asked back on the 8th (too large) and refunded on the 9th.
  const lineId = (line as { id: string }).id;
  const [asked] = await db()
    .insert(returnRequests)
    .values({
      orderId: order,
      lineId,
      kind: 'refund',
      reason: 'too-large',
      state: 'refunded',
      createdAt: new Date('2024-05-08T06:00:00Z'),
    })
    .returning({ id: returnRequests.id });
  await db().execute(sql`
    insert into refunds (return_id, order_id, amount_paise, method, provider_payment_id, reference, status, processed_at)
    values (${asked?.id}, ${order}, 200000, 'provider', ${`pay_late${order.replace(/-/g, '')}`}, 'rfnd_late', 'processed',
      ${new Date('2024-05-09T06:00:00Z')})`);
  const returned = await everyReport();
  expect(day(returned.sales, '2024-05-09')).toMatchObject({ revenue: -2000, orders: 0 });
  expect(returned.sales.totals).toMatchObject({ revenue: 3000, orders: 1 });
  expect(returned.payments.methods).toEqual([
    { method: 'card', payments: 1, received: 5000, refunded: 2000, net: 3000 },
  ]);
  expect(returned.returns.byReason).toEqual([{ reason: 'too-large', returns: 1, exchanges: 0 }]);
  expect(returned.returns.bySize).toEqual([{ size: 'M', returns: 1, exchanges: 0 }]);
  expect(returned.returns.pieces).toEqual([
    { productId: womens.id, name: womens.name, sold: 1, returns: 1, exchanges: 0, returnRate: 100 },
  ]);

  // The desk refuses the return after all: no longer counted, on the day it was asked nor on the order's.
  await db()
    .update(returnRequests)
    .set({ state: 'refused' })
    .where(eq(returnRequests.id, asked?.id as string));
  const refused = await everyReport();
  expect(refused.returns).toMatchObject({ byReason: [], bySize: [], pieces: [] });

  // The order is cancelled: no longer a sale (its money, received and refunded, stays).
  await db().update(orders).set({ fulfilment: 'cancelled' }).where(eq(orders.id, order));
  const cancelled = await everyReport();
  expect(cancelled.sales.totals).toEqual({ revenue: 3000, orders: 0, averageOrderValue: 0 });
  expect(cancelled.products).toMatchObject({ pieces: [], categories: [] });
  expect(soldOf(cancelled.stock, 'M')).toBe(stockBefore);

  // Back on sale, and moved to the 10th: it leaves the 7th's figures for the 10th's.
  await db()
    .update(orders)
    .set({ fulfilment: 'processing', createdAt: new Date('2024-05-10T06:00:00Z') })
    .where(eq(orders.id, order));
  const moved = await everyReport();
  expect(day(moved.sales, '2024-05-07')).toMatchObject({ revenue: 5000, orders: 0 });
  expect(day(moved.sales, '2024-05-10')).toMatchObject({ revenue: 0, orders: 1, averageOrderValue: 5000 });

  // Every figure as a rollup taken from scratch gives it.
  for (const table of [
    'report_day_orders',
    'report_day_money',
    'report_day_pieces',
    'report_day_sizes',
    'report_day_returns',
  ])
    await db().execute(sql`delete from ${sql.raw(table)}`);
  await db().execute(
    sql`insert into report_stale_days select generate_series('2024-05-01'::date, '2024-05-31'::date, '1 day')::date`,
  );
  expect(await everyReport()).toEqual(moved);
});

it('rolls up the days a change touched once, whoever refreshes first (the job or a report)', async () => {
  const today = async () => (await report('/admin/reports/sales?grain=day')).periods.at(-1).orders as number;
  const before = await today();
  expect(await rawRows(db(), 'select * from report_stale_days')).toEqual([]);
  await insertPaidOrder(api, '+919822200092');
  // Placed now: today in India is stale until the next refresh, then rolled up once.
  expect(await rawRows(db(), 'select distinct day from report_stale_days')).toHaveLength(1);
  expect(await refreshReportDays(db())).toBe(1);
  expect(await refreshReportDays(db())).toBe(0);
  expect(await today()).toBe(before + 1);
});

it('keeps the sizes off their chart up to date: a new answer, and a buyer who later bought another size', async () => {
  const piece = await firstSeededProduct(api, 'womens', 1);
  const sizesOf = async () =>
    (await report('/admin/reports/fit')).sizes.filter((row: { productId: string }) => row.productId === piece.id);
  expect(await sizesOf()).toEqual([]);
  const buy = async (phone: string, size: string) => {
    const order = await insertPaidOrder(api, phone, { completed: true });
    await insertOrderLines(db(), order, [
      {
        productId: piece.id,
        name: piece.name,
        size,
        section: 'womens',
        pricePaise: 500000,
        image: '',
        stockKeys: [size],
      },
    ]);
    return order;
  };
  const buyers = ['+919822200093', '+919822200094', '+919822200095'];
  for (const phone of buyers) {
    const sid = await signIn(phone);
    await buy(phone, 'M');
    expect((await call('PUT', `/products/${piece.id}/rating`, { rating: 3, fit: 'large' }, sid)).status).toBe(200);
    // Read between answers: each later answer lands after the figures were kept.
    await sizesOf();
  }
  expect(await sizesOf()).toEqual([expect.objectContaining({ size: 'M', small: 0, true: 0, large: 3, runs: 'large' })]);
  // One buyer's latest order of the piece is an L: her answer now counts there.
  const later = await buy(buyers[0] as string, 'L');
  await db()
    .update(orders)
    .set({ createdAt: new Date(Date.now() + 60_000) })
    .where(eq(orders.id, later));
  expect(await sizesOf()).toEqual([]);
});
