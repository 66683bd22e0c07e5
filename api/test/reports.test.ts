import { eq, inArray } from 'drizzle-orm';
import type { OrderJson, ReturnJson } from '@store/shared/schemas';
import { orders, payments, refunds, returnRequests } from '../src/db/schema';
import { insertOrderLines } from '../src/modules/orders/ordersRepository';
import { refundDesk } from './receivedReturn';
import { eventually, firstSeededProduct, insertPaidOrder } from './testApp';
import { reportsSession } from './reportsSession';

/**
 * The owner's reports (issue 45): money received, orders and their average per India day, week
 * and month against the range before; the payment mix; pieces sold; stock per size; returns by
 * reason, size and piece; and the sizes buyers say run off their chart. Checked against orders
 * this file places (a card order on the sandbox, returned and refunded; a cash order), moved to
 * days of their own in 2025 so the seeded store's figures stay out of them.
 */
const reports = reportsSession();
const { api, call, signIn, db, report } = reports;
const move = (id: string, to: string, extra: object = {}) =>
  call('PUT', `/admin/returns/${id}/state`, { to, ...extra }, reports.admin);

const asGuest = async (url: string, token: string, payload: object) => {
  const response = await api.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-requested-with': 'store', 'x-guest-token': token },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as ReturnJson;
};

// 4 March 2025 in India begins at 3 March 18:30 UTC: the card order, placed at 00:15 IST, is the 4th's.
const CARD_PLACED = new Date('2025-03-03T18:45:00Z');
const CASH_PLACED = new Date('2025-03-04T06:00:00Z');
const ASKED_BACK = new Date('2025-03-05T09:00:00Z');
const REFUNDED = new Date('2025-03-05T10:00:00Z');
const WEEK = 'from=2025-03-03&to=2025-03-09';

const placed: { card?: OrderJson } = {};

beforeAll(async () => {
  // The card order: its first set sent back for a refund (too small), its second exchanged (too small).
  const { order, placed: card } = await refundDesk(api).deliveredOrder('9822200001');
  const token = card.guestToken as string;
  placed.card = order;
  const refund = await asGuest(`/orders/${order._id}/returns`, token, {
    lineId: order.items[0]?._id,
    kind: 'refund',
    reason: 'too-small',
  });
  for (const to of ['approved', 'pickup-scheduled', 'received', 'refund-pending'])
    expect((await move(refund._id, to)).status).toBe(200);
  await eventually(async () => {
    const [row] = await db().select().from(refunds).where(eq(refunds.returnId, refund._id));
    expect(row?.status).toBe('processed');
  });
  await asGuest(`/orders/${order._id}/returns`, token, {
    lineId: order.items[1]?._id,
    kind: 'exchange',
    reason: 'too-small',
    exchangeSize: { upper: 'L', lower: '34' },
  });
  // The cash order: a women's piece paid to the courier.
  const womens = await firstSeededProduct(api, 'womens');
  const cash = await insertPaidOrder(api, '+919822200002', { paidIn: 'cash', completed: true });
  await insertOrderLines(db(), cash, [
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
  // An order of the week before (no money taken yet): the comparison's.
  const before = await insertPaidOrder(api, '+919822200003');

  // Each to its day.
  await db().update(orders).set({ createdAt: CARD_PLACED }).where(eq(orders.id, order._id));
  await db().update(payments).set({ createdAt: CARD_PLACED }).where(eq(payments.orderId, order._id));
  await db().update(orders).set({ createdAt: CASH_PLACED }).where(eq(orders.id, cash));
  await db().update(payments).set({ createdAt: CASH_PLACED }).where(eq(payments.orderId, cash));
  await db()
    .update(orders)
    .set({ createdAt: new Date('2025-02-26T06:00:00Z') })
    .where(eq(orders.id, before));
  await db().update(returnRequests).set({ createdAt: ASKED_BACK }).where(eq(returnRequests.orderId, order._id));
  await db()
    .update(refunds)
    .set({ processedAt: REFUNDED })
    .where(inArray(refunds.orderId, [order._id]));
}, 120_000);

const cardTotal = () => placed.card?.items.reduce((sum, item) => sum + item.price, 0) as number;
const firstPrice = () => placed.card?.items[0]?.price as number;

it('counts money received per India day (payments less processed refunds), orders placed and their average, against the week before', async () => {
  const sales = await report(`/admin/reports/sales?${WEEK}&grain=day`);
  expect(sales).toMatchObject({ from: '2025-03-03', to: '2025-03-09', grain: 'day' });
  expect(sales.periods.map((period: { start: string }) => period.start)).toEqual([
    '2025-03-03',
    '2025-03-04',
    '2025-03-05',
    '2025-03-06',
    '2025-03-07',
    '2025-03-08',
    '2025-03-09',
  ]);
  // Placed at 00:15 on the 4th in India (still the 3rd in UTC): the 4th's.
  expect(sales.periods[0]).toEqual({ start: '2025-03-03', revenue: 0, orders: 0, averageOrderValue: 0 });
  expect(sales.periods[1]).toEqual({
    start: '2025-03-04',
    revenue: cardTotal() + 5000,
    orders: 2,
    averageOrderValue: (cardTotal() + 5000) / 2,
  });
  // The refund leaves revenue the day it was processed.
  expect(sales.periods[2]).toMatchObject({ start: '2025-03-05', revenue: -firstPrice(), orders: 0 });
  expect(sales.totals).toEqual({
    revenue: cardTotal() + 5000 - firstPrice(),
    orders: 2,
    averageOrderValue: (cardTotal() + 5000) / 2,
  });
  expect(sales.previous).toMatchObject({ from: '2025-02-24', to: '2025-03-02', totals: { orders: 1, revenue: 0 } });
  expect(sales.previous.periods).toHaveLength(7);

  // A week (from Monday) and a month (from its first day) are one period each.
  const weekly = await report(`/admin/reports/sales?${WEEK}&grain=week`);
  expect(weekly.periods).toEqual([{ start: '2025-03-03', ...sales.totals }]);
  const monthly = await report(`/admin/reports/sales?from=2025-03-01&to=2025-03-31&grain=month`);
  expect(monthly.periods).toEqual([{ start: '2025-03-01', ...sales.totals }]);
  expect(monthly.previous).toMatchObject({ from: '2025-01-29', to: '2025-02-28' });
});

it('splits the money by payment method, refunds where they went back', async () => {
  const mix = await report(`/admin/reports/payments?${WEEK}`);
  expect(mix.methods).toEqual([
    {
      method: 'card',
      payments: 1,
      received: cardTotal(),
      refunded: firstPrice(),
      net: cardTotal() - firstPrice(),
    },
    { method: 'cash', payments: 1, received: 5000, refunded: 0, net: 5000 },
  ]);
});

it('lists the pieces and sections sold, stock per size with its sell-through, and returns by reason, size and piece', async () => {
  const card = placed.card as OrderJson;
  const products = await report(`/admin/reports/products?${WEEK}`);
  expect(products.categories).toEqual(
    expect.arrayContaining([
      { category: 'mens', sold: 2 },
      { category: 'womens', sold: 1 },
    ]),
  );
  expect(products.pieces).toHaveLength(card.items[0]?.productId === card.items[1]?.productId ? 2 : 3);

  const stock = await report(`/admin/reports/stock?${WEEK}`);
  const upperM = stock.sizes.find((size: { size: string }) => size.size === 'upper:M');
  expect(upperM.sold).toBe(2);
  expect(upperM.sellThrough).toBeCloseTo((2 / (2 + upperM.onHand)) * 100, 1);
  expect(stock.sizes.find((size: { size: string }) => size.size === 'M').sold).toBe(1);

  const returns = await report(`/admin/reports/returns?${WEEK}`);
  expect(returns.byReason).toEqual([{ reason: 'too-small', returns: 1, exchanges: 1 }]);
  expect(returns.bySize).toEqual([
    { size: 'lower:32', returns: 1, exchanges: 1 },
    { size: 'upper:M', returns: 1, exchanges: 1 },
  ]);
  const first = returns.pieces.find((piece: { productId: string }) => piece.productId === card.items[0]?.productId);
  expect(first).toMatchObject({ returnRate: 100 });
  // Nothing sold or asked back in another week.
  const empty = await report('/admin/reports/returns?from=2025-04-07&to=2025-04-13');
  expect(empty).toMatchObject({ byReason: [], bySize: [], pieces: [] });
});

it('downloads each report as CSV, and refuses a range back to front or longer than a year', async () => {
  const file = await call('GET', `/admin/reports/payments.csv?${WEEK}`, undefined, reports.admin);
  expect(file.status).toBe(200);
  expect(file.headers['content-disposition']).toBe('attachment; filename="payments-2025-03-03-to-2025-03-09.csv"');
  expect(String(file.body).split('\r\n').slice(0, 3)).toEqual([
    '\uFEFF"Method","Payments","Received (Rs.)","Refunded (Rs.)","Net (Rs.)"',
    `"card","1","${cardTotal()}","${firstPrice()}","${cardTotal() - firstPrice()}"`,
    '"cash","1","5000","0","5000"',
  ]);
  const sales = await call('GET', `/admin/reports/sales.csv?${WEEK}&grain=week`, undefined, reports.admin);
  expect(String(sales.body)).toContain(`"2025-03-03","${cardTotal() + 5000 - firstPrice()}","2"`);
  for (const path of ['returns', 'stock', 'products'])
    expect((await call('GET', `/admin/reports/${path}.csv?${WEEK}`, undefined, reports.admin)).status).toBe(200);

  expect(
    await call('GET', '/admin/reports/sales?from=2025-03-09&to=2025-03-03', undefined, reports.admin),
  ).toMatchObject({
    status: 400,
    body: { field: 'from', message: 'from: must not be after to' },
  });
  expect(
    await call('GET', '/admin/reports/stock?from=2024-01-01&to=2025-03-03', undefined, reports.admin),
  ).toMatchObject({
    status: 400,
    body: { field: 'from', message: 'from: must be at most 366 days before to' },
  });
  expect(await call('GET', '/admin/reports/returns?to=9999-12-31', undefined, reports.admin)).toMatchObject({
    status: 400,
    body: { field: 'to', message: 'to: must be from 2000-01-01 to 2099-12-31' },
  });
  expect(await call('GET', '/admin/reports/sales?grain=year', undefined, reports.admin)).toMatchObject({
    status: 400,
    body: { field: 'grain', message: 'grain: must be day, week or month' },
  });
});

it('keeps every report from customers (403) and strangers (401)', async () => {
  const customer = await signIn('+919822200009');
  for (const path of ['sales', 'payments', 'products', 'stock', 'returns', 'fit', 'sales.csv']) {
    expect((await call('GET', `/admin/reports/${path}`)).status).toBe(401);
    expect((await call('GET', `/admin/reports/${path}`, undefined, customer)).status).toBe(403);
  }
});

/** A buyer of the card order's first piece in upper M / lower 32 who says how it fitted. */
async function buyerSays(phone: string, productId: string, fit: 'small' | 'true' | 'large') {
  const sid = await signIn(phone);
  const order = await insertPaidOrder(api, phone, { completed: true });
  await insertOrderLines(db(), order, [
    {
      productId,
      name: 'Set',
      size: { upper: 'M', lower: '32' },
      section: 'mens',
      pricePaise: 500000,
      image: '',
      stockKeys: ['upper:M', 'lower:32'],
    },
  ]);
  expect((await call('PUT', `/products/${productId}/rating`, { rating: 4, fit }, sid)).status).toBe(200);
}

it('says a size runs small once enough buyers answered and a clear majority said so; the desk sees it', async () => {
  const productId = placed.card?.items[0]?.productId as string;
  const sizeFit = async () => (await api.app.inject({ method: 'GET', url: `/products/${productId}` })).json().sizeFit;
  // The return for too small and one review: two answers, the setting asks for three.
  await buyerSays('+919822200011', productId, 'small');
  expect(await sizeFit()).toEqual({});
  await buyerSays('+919822200012', productId, 'true');
  await buyerSays('+919822200013', productId, 'true');
  // Two small of four is no clear majority.
  expect(await sizeFit()).toEqual({});
  await buyerSays('+919822200014', productId, 'small');
  // Three of five: it runs small, in both parts the buyers chose.
  expect(await sizeFit()).toEqual({ 'upper:M': 'small', 'lower:32': 'small' });

  const fit = await report('/admin/reports/fit');
  expect(fit.minAnswers).toBe(3);
  expect(fit.sizes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ productId, size: 'upper:M', small: 3, true: 2, large: 0, runs: 'small' }),
    ]),
  );
});
