import { and, eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { AdminProduct, OrderJson, Product } from '@store/shared/schemas';
import { checkouts, coupons, orderLines, productStock, stockHolds } from '../src/db/schema';
import { releaseExpiredHolds } from '../src/modules/checkout/holds';
import { giveBack } from '../src/modules/stock/pieces';
import { customerClient } from './customerClient';
import { addressFor, shopperClient, type SandboxPayment } from './shopperClient';
import { testApiSession } from './testApp';

/**
 * Stock holds from payment start (issue 32): never oversold, given back when a payment is
 * abandoned or its hold lapses, and the prices and coupon held with the stock. Runs on the
 * embedded database and, with TEST_DATABASE_URL, on a real PostgreSQL server (true concurrency).
 */
const api = testApiSession();
const shopper = shopperClient(api);
const { call, signIn, signInAdmin } = customerClient(api);
let sid: string;
beforeAll(async () => {
  sid = await signInAdmin();
});

let made = 0;
/** A new women's piece with this stock (M unless given), at this price. */
async function product(stock: Record<string, number>, price = 2999): Promise<AdminProduct> {
  made += 1;
  const body = { name: `Hold Kurta ${made}`, price, mainCategory: 'womens', type: 'anarkali-suit', stock };
  const answer = await call('POST', '/admin/products', body, sid);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body as AdminProduct;
}

const onHand = async (productId: string, key = 'M') =>
  (
    await api.database.db
      .select({ n: productStock.onHand })
      .from(productStock)
      .where(and(eq(productStock.productId, productId), eq(productStock.stockKey, key)))
  )[0]?.n;

/** Starts paying for one piece in size M. */
const start = (piece: AdminProduct, phone: string, extra: Record<string, unknown> = {}, headers = {}) =>
  shopper.createOrder(
    { items: [{ productId: piece._id, size: 'M' }], amount: piece.price, shippingAddress: addressFor(phone), ...extra },
    headers,
  );

/** Pays a started checkout on the sandbox and places its order (POST /orders). */
async function payAndPlace(orderId: string) {
  const paid = await shopper.pay(orderId);
  return shopper.placeOrder(paid.body as SandboxPayment);
}

/** Moves a checkout's hold into the past, as if the shopper paid 16 minutes later. */
async function lapse(providerOrderId: string) {
  const past = new Date(Date.now() - 60_000);
  const [checkout] = await api.database.db
    .update(checkouts)
    .set({ holdExpiresAt: past })
    .where(eq(checkouts.providerOrderId, providerOrderId))
    .returning();
  await api.database.db
    .update(stockHolds)
    .set({ expiresAt: past })
    .where(eq(stockHolds.checkoutId, String(checkout?.id)));
}

const ordersOf = async (productId: string) =>
  (await api.database.db.select().from(orderLines).where(eq(orderLines.productId, productId))).length;

it('gives the last piece to exactly one of 50 shoppers paying at once; the others hear it sold out', async () => {
  const piece = await product({ M: 1 });
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => start(piece, `98111${String(i).padStart(5, '0')}`)),
  );
  const held = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status === 409);
  expect([held.length, refused.length]).toEqual([1, 49]);
  for (const answer of refused)
    expect(answer.body).toEqual({
      message: `Sorry, ${piece.name} in M just sold out.`,
      soldOut: [{ productId: piece._id, size: 'M' }],
      code: 'stock.soldOut',
      values: { productId: piece._id, product: piece.name, size: 'M' },
    });
  const [winner] = held;
  expect(Date.parse(winner?.body.holdExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
  expect(await onHand(piece._id)).toBe(0);
  expect(
    (await api.database.db.select().from(stockHolds).where(eq(stockHolds.productId, piece._id))).map((h) => h.state),
  ).toEqual(['held']);
  const shopperView = (await call('GET', `/api/products/${piece._id}`)).body as Product;
  expect(shopperView).toMatchObject({ availability: { M: 'out' }, soldOut: true });

  const placed = await payAndPlace(winner?.body.order.id);
  expect(placed.status).toBe(201);
  expect((placed.body.order as OrderJson).stockShort).toBe(false);
  expect(await ordersOf(piece._id)).toBe(1);
  expect(
    (await api.database.db.select().from(stockHolds).where(eq(stockHolds.productId, piece._id))).map((h) => h.state),
  ).toEqual(['sold']);
  expect(await onHand(piece._id)).toBe(0);
}, 30_000);

it("holds both parts of a men's set, and refuses with the part that is out", async () => {
  const added = await call(
    'POST',
    '/admin/products',
    {
      name: 'Royal Sherwani Set',
      price: 15999,
      mainCategory: 'mens',
      type: 'sherwani-set',
      stock: { 'upper:L': 0, 'lower:34': 3 },
    },
    sid,
  );
  const set = added.body as AdminProduct;
  const items = [{ productId: set._id, size: { upper: 'L', lower: '34' } }];
  const answer = await shopper.createOrder({ items, amount: set.price, shippingAddress: addressFor('9811200001') });
  expect(answer).toEqual({
    status: 409,
    body: {
      message: 'Sorry, Royal Sherwani Set in Upper L just sold out.',
      soldOut: [{ productId: set._id, size: 'upper:L' }],
      code: 'stock.soldOut',
      values: { productId: set._id, product: 'Royal Sherwani Set', size: 'Upper L' },
    },
  });
  // Nothing was held: the lower part is all still there.
  expect(await onHand(set._id, 'lower:34')).toBe(3);
});

it('gives the stock back when the hold lapses', async () => {
  const piece = await product({ M: 2 });
  const started = await start(piece, '9811300001');
  expect(await onHand(piece._id)).toBe(1);
  expect(await releaseExpiredHolds(api.database.db, new Date())).toBe(0);
  const released = await releaseExpiredHolds(api.database.db, new Date(Date.now() + 16 * 60_000));
  expect(released).toBeGreaterThanOrEqual(1);
  expect(await onHand(piece._id)).toBe(2);
  expect(((await call('GET', `/api/products/${piece._id}`)).body as Product).left).toEqual({ M: 2 });
  // Paid for anyway, with the piece still there and the price unchanged: the order is made.
  const placed = await payAndPlace(started.body.order.id);
  expect([placed.status, placed.body.order.stockShort]).toEqual([201, false]);
  expect(await onHand(piece._id)).toBe(1);
});

it('gives the stock back when the shopper gives up on paying; only the payer can release it', async () => {
  const piece = await product({ M: 1 });
  const customer = await signIn('+919811400001');
  const started = await start(piece, '9811400001', {}, { cookie: customer });
  expect(started.status).toBe(200);
  const orderId = started.body.order.id as string;
  // A stranger (not signed in as the customer who started it) releases nothing.
  expect(await shopper.post('/payment/release', { orderId })).toEqual({
    status: 404,
    body: { message: 'orderId: no checkout of yours was started with this payment order' },
  });
  expect((await shopper.post('/payment/release', { orderId: 'order_unknown' })).status).toBe(404);
  expect(await onHand(piece._id)).toBe(0);
  expect(await shopper.post('/payment/release', { orderId }, { cookie: customer })).toEqual({
    status: 200,
    body: { released: 1 },
  });
  expect(await onHand(piece._id)).toBe(1);
  // Twice is harmless.
  expect((await shopper.post('/payment/release', { orderId }, { cookie: customer })).body).toEqual({ released: 0 });
});

it("keeps the shop's cached pages through a sale; 'Most Popular' follows sales within 5 minutes, an edit at once", async () => {
  const piece = await product({ M: 10 });
  const version = async () => (await call('GET', '/catalog/version')).body.version as number;
  const before = await version();
  // A sale of a well-stocked size changes nothing a shopper sees but its popularity.
  expect((await payAndPlace((await start(piece, '9811350001')).body.order.id)).status).toBe(201);
  expect(await version()).toBe(before);
  // Five minutes after the catalogue last moved, the next sale moves it (the listing re-sorts).
  await api.database.db.execute(sql`update catalog_state set changed_at = now() - interval '6 minutes'`);
  expect((await payAndPlace((await start(piece, '9811350002')).body.order.id)).status).toBe(201);
  const afterSales = await version();
  expect(afterSales).toBeGreaterThan(before);
  expect((await payAndPlace((await start(piece, '9811350003')).body.order.id)).status).toBe(201);
  expect(await version()).toBe(afterSales);
  // Any other change to a product moves it at once.
  const edited = await call('PUT', `/admin/products/${piece._id}`, { name: piece.name, price: piece.price + 100 }, sid);
  expect(edited.status).toBe(200);
  expect(await version()).toBeGreaterThan(afterSales);
});

describe('the prices and coupon held with the stock', () => {
  const code = 'HOLD20';
  beforeAll(async () => {
    await api.database.db.insert(coupons).values({ code, kind: 'percent', value: 20 });
  });
  const withdraw = (active: boolean) => api.database.db.update(coupons).set({ active }).where(eq(coupons.code, code));

  it('honours a coupon withdrawn and a price raised while the hold runs', async () => {
    await withdraw(true);
    const piece = await product({ M: 5 }, 5000);
    const started = await start(piece, '9811500001', { couponCode: code, amount: 4000 });
    expect(started.status).toBe(200);
    await withdraw(false);
    await call('PUT', `/admin/products/${piece._id}`, { name: piece.name, price: 6000 }, sid);
    const placed = await payAndPlace(started.body.order.id);
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ totalAmount: 4000, discount: 1000, couponCode: code });
  });

  it('refuses, after the hold lapsed, a coupon withdrawn meanwhile: the payment is recorded for a refund', async () => {
    await withdraw(true);
    const piece = await product({ M: 5 }, 5000);
    const started = await start(piece, '9811500002', { couponCode: code, amount: 4000 });
    await withdraw(false);
    await lapse(started.body.order.id);
    const placed = await payAndPlace(started.body.order.id);
    expect(placed).toEqual({
      status: 409,
      body: {
        message:
          'This payment could not be added to the order (the prices or coupon changed after the checkout hold expired). It is recorded and will be refunded.',
      },
    });
    const unapplied = (await call('GET', '/admin/payments/unapplied', undefined, sid)).body as {
      orderId: string | null;
      reason: string;
      customer: { phone: string };
    }[];
    expect(unapplied).toContainEqual(
      expect.objectContaining({
        orderId: null,
        reason: 'the prices or coupon changed after the checkout hold expired',
        customer: expect.objectContaining({ phone: '+919811500002' }),
      }),
    );
    // No order, and the piece is back on sale.
    expect(await ordersOf(piece._id)).toBe(0);
    expect(await onHand(piece._id)).toBe(5);
  });

  it('refuses, after the hold lapsed, a price changed meanwhile', async () => {
    const piece = await product({ M: 5 }, 5000);
    const started = await start(piece, '9811500003');
    await call('PUT', `/admin/products/${piece._id}`, { name: piece.name, price: 4500 }, sid);
    await lapse(started.body.order.id);
    expect((await payAndPlace(started.body.order.id)).status).toBe(409);
    expect(await ordersOf(piece._id)).toBe(0);
  });

  it('keeps an order paid after its hold lapsed when the piece sold meanwhile, flagged for the desk', async () => {
    const piece = await product({ M: 1 });
    const late = await start(piece, '9811500004');
    await lapse(late.body.order.id);
    await releaseExpiredHolds(api.database.db, new Date());
    const prompt = await start(piece, '9811500005');
    expect((await payAndPlace(prompt.body.order.id)).status).toBe(201);
    const placed = await payAndPlace(late.body.order.id);
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      stockShort: true,
      items: [expect.objectContaining({ stockShort: true })],
    });
    expect(await ordersOf(piece._id)).toBe(2);
    expect(await onHand(piece._id)).toBe(0);
    const desk = (await call('GET', `/admin/orders/${placed.body.order._id}`, undefined, sid)).body;
    expect(desk.order.stockShort).toBe(true);
  });
});

it('counts the on-hand stock never below zero, whatever writes it', async () => {
  const piece = await product({ M: 0 });
  await expect(
    api.database.db.execute(sql`update product_stock set on_hand = on_hand - 1 where product_id = ${piece._id}`),
  ).rejects.toThrow();
});

/** Two connections at once: only on a PostgreSQL server. */
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

onPostgres('gives a lapsed hold back beside a checkout taking the same size, with no deadlock', async () => {
  const piece = await product({ L: 1, M: 4 });
  // A checkout's hold has locked size M, and is about to take a piece of it.
  const checkout = new Client({ connectionString: api.config.databaseUrl as string });
  await checkout.connect();
  try {
    await checkout.query('begin');
    await checkout.query(`select 1 from product_stock where product_id = $1 and stock_key = 'M' for update`, [
      piece._id,
    ]);
    // The sweep gives back a lapsed hold of L and M; L from 1 to 2 changes the catalogue's version.
    const givingBack = api.database.db.transaction((tx) =>
      giveBack(tx, [
        { productId: piece._id, stockKey: 'L', quantity: 1 },
        { productId: piece._id, stockKey: 'M', quantity: 1 },
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // M from 4 to 3 changes the version too: a taker holding the version while it waits for M
    // would make this wait for it, and PostgreSQL would abort one of the two.
    await checkout.query(`update product_stock set on_hand = on_hand - 1 where product_id = $1 and stock_key = 'M'`, [
      piece._id,
    ]);
    await checkout.query('commit');
    await givingBack;
  } finally {
    await checkout.end();
  }
  expect([await onHand(piece._id, 'L'), await onHand(piece._id, 'M')]).toEqual([2, 4]);
});
