import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { checkouts, idempotentAnswers, orders, sandboxPayments, stockHolds } from '../src/db/schema';
import { sweepIdempotentAnswers } from '../src/http/idempotency';
import { customerClient } from './customerClient';
import { stockedPieces } from './stockedPieces';
import { addressFor, shopperClient, type SandboxPayment } from './shopperClient';
import { testApiSession, type TestApi } from './testApp';

/**
 * Idempotency keys (issue 33): a checkout call sent twice with one key, one after the other or at
 * once on two instances (a balancer resending it after the first instance died), is done once
 * and answered alike; a key is refused where it would not be honoured.
 */
const api = testApiSession();
const shopper = shopperClient(api);
const { call, sendCode, lastCode, signIn, signInAdmin } = customerClient(api);
let second: FastifyInstance;

beforeAll(async () => {
  // Another instance on the same database, as behind a balancer.
  second = await buildApp({ config: api.config, database: api.database });
});
afterAll(async () => {
  await second?.close();
});

const keyed = (key: string) => ({ 'idempotency-key': key });
const rows = async (table: typeof checkouts | typeof idempotentAnswers) =>
  (await api.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
const checkoutsOf = async (providerOrderId: string) =>
  api.database.db.select().from(checkouts).where(eq(checkouts.providerOrderId, providerOrderId));

/** A payment order opened and paid on the sandbox, as a guest (each with its own phone). */
async function paidCheckout(phone: string) {
  const opened = await shopper.createOrder({ shippingAddress: addressFor(phone) });
  expect(opened.status).toBe(200);
  const paid = await shopper.pay(opened.body.order.id);
  expect(paid.status).toBe(200);
  return paid.body as SandboxPayment;
}

it('opens one payment order and holds the stock once for two copies of a call, answering both alike', async () => {
  const key = randomUUID();
  const before = await rows(checkouts);
  const first = await shopper.createOrder({ shippingAddress: addressFor('9811100001') }, keyed(key));
  const again = await shopper.createOrder({ shippingAddress: addressFor('9811100001') }, keyed(key));
  expect(first.status).toBe(200);
  expect(again).toEqual(first);
  expect(await rows(checkouts)).toBe(before + 1);
  const [checkout] = await checkoutsOf(first.body.order.id);
  const holds = await api.database.db
    .select()
    .from(stockHolds)
    .where(eq(stockHolds.checkoutId, String(checkout?.id)));
  expect(holds.length).toBeGreaterThan(0);

  // The second answer says it is the first one's (the browser and the scale test can tell).
  const replayed = await api.app.inject({
    method: 'POST',
    url: '/payment/create-order',
    headers: { 'x-requested-with': 'store', ...keyed(key) },
    payload: { amount: await shopper.total(), items: await shopper.items(), shippingAddress: addressFor('9811100001') },
  });
  expect(replayed.headers['idempotent-replayed']).toBe('true');
  // Without a key, each call is a checkout of its own, as before.
  await shopper.createOrder({ shippingAddress: addressFor('9811100001') });
  expect(await rows(checkouts)).toBe(before + 2);
});

it('does the call once when its two copies arrive at once on two instances', async () => {
  const key = randomUUID();
  const body = {
    amount: await shopper.total(),
    items: await shopper.items(),
    shippingAddress: addressFor('9811100002'),
  };
  const send = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/payment/create-order',
      headers: { 'x-requested-with': 'store', ...keyed(key) },
      payload: body,
    });
  const before = await rows(checkouts);
  const answers = await Promise.all([send(api.app), send(second), send(api.app), send(second)]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  expect(new Set(answers.map((answer) => answer.json().order.id)).size).toBe(1);
  expect(await rows(checkouts)).toBe(before + 1);
});

it('answers a repeated sandbox payment with the same payment, captured once, not "already paid"', async () => {
  const opened = await shopper.createOrder({ shippingAddress: addressFor('9811100003') });
  const key = randomUUID();
  const pay = () =>
    shopper.post(
      '/payment/sandbox/pay',
      { orderId: opened.body.order.id, method: 'upi', vpa: 'success@razorpay' },
      keyed(key),
    );
  const first = await pay();
  const again = await pay();
  expect(first.status).toBe(200);
  expect(again).toEqual(first);
  const captured = await api.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderId, opened.body.order.id));
  expect(captured).toHaveLength(1);
});

it("gives a guest's repeated order call the order's guest link again (it is issued once), kept sealed", async () => {
  const payment = await paidCheckout('9811100004');
  const key = randomUUID();
  const first = await shopper.placeOrder(payment, keyed(key));
  const again = await shopper.placeOrder(payment, keyed(key));
  expect(first.status).toBe(201);
  expect(first.body.guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(again).toEqual(first);
  // The link opens the order; a call without the key still gets no second link.
  expect((await shopper.myOrders(first.body.guestToken)).body).toHaveLength(1);
  expect((await shopper.placeOrder(payment)).body.guestToken).toBeNull();
  // What is stored cannot be read without the key: the link is not in the table.
  const stored = await api.database.db.select({ answer: idempotentAnswers.answer }).from(idempotentAnswers);
  expect(JSON.stringify(stored)).not.toContain(first.body.guestToken);
  expect(JSON.stringify(stored)).not.toContain(payment.razorpay_payment_id);
});

it('places one cash order for a repeated call, its phone proof spent once', async () => {
  const phone = '+919811100005';
  expect((await sendCode(phone)).status).toBe(200);
  const proof = (await call('POST', '/auth/otp/verify', { phone, code: lastCode(phone) })).body.proof as string;
  const [piece] = await shopper.bag();
  const body = {
    items: [{ productId: piece?._id, size: { upper: 'M', lower: '32' } }],
    shippingAddress: addressFor(phone),
    phoneProof: proof,
  };
  const quoted = await shopper.post('/payment/cash-quote', body, keyed(randomUUID()));
  expect(quoted).toMatchObject({ status: 200, body: { offered: true } });
  const key = randomUUID();
  const order = { ...body, amount: quoted.body.total };
  const placed = await shopper.post('/payment/cash-order', order, keyed(key));
  const again = await shopper.post('/payment/cash-order', order, keyed(key));
  expect(placed.status).toBe(201);
  expect(again).toEqual(placed);
  const cash = await api.database.db.select().from(orders).where(eq(orders.phone, phone));
  expect(cash).toHaveLength(1);
});

describe('refuses a key it would not honour, and writes nothing', () => {
  it('another call under a used key', async () => {
    const key = randomUUID();
    expect((await shopper.createOrder({ shippingAddress: addressFor('9811100006') }, keyed(key))).status).toBe(200);
    const before = await rows(checkouts);
    const other = await shopper.createOrder({ shippingAddress: addressFor('9811100007') }, keyed(key));
    expect(other).toMatchObject({ status: 400, body: { field: 'Idempotency-Key' } });
    expect(other.body.message).toMatch(/^Idempotency-Key: this key was already used for a different request/);
    expect(await rows(checkouts)).toBe(before);
  });

  it('a key on a call that is not done once per key', async () => {
    const cookie = await signIn('+919811100008');
    const address = { ...addressFor('9811100008'), label: 'Home' };
    const saved = await api.app.inject({
      method: 'POST',
      url: '/address',
      headers: { 'x-requested-with': 'store', cookie, ...keyed(randomUUID()) },
      payload: address,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({
      message: 'Idempotency-Key: POST /address does not take one; send it without',
      field: 'Idempotency-Key',
    });
    expect((await call('GET', '/address', undefined, cookie)).body).toEqual([]);
  });

  it('a key too short to be unguessable', async () => {
    const before = await rows(checkouts);
    const short = await shopper.createOrder({ shippingAddress: addressFor('9811100009') }, keyed('1234'));
    expect(short).toMatchObject({ status: 400, body: { field: 'Idempotency-Key' } });
    expect(await rows(checkouts)).toBe(before);
  });
});

it("keeps keys per caller: one customer's key does not answer another's call", async () => {
  const key = randomUUID();
  const bag = {
    amount: await shopper.total(),
    items: await shopper.items(),
    shippingAddress: addressFor('9811100010'),
  };
  const open = async (phone: string) =>
    api.app.inject({
      method: 'POST',
      url: '/payment/create-order',
      headers: { 'x-requested-with': 'store', cookie: await signIn(phone), ...keyed(key) },
      payload: bag,
    });
  const forAsha = await open('+919811100010');
  const forRavi = await open('+919811100011');
  expect([forAsha.statusCode, forRavi.statusCode]).toEqual([200, 200]);
  expect(forRavi.headers['idempotent-replayed']).toBeUndefined();
  expect(forRavi.json().order.id).not.toBe(forAsha.json().order.id);
});

it('keeps nothing for a refused call, so its retry runs again', async () => {
  const before = await rows(idempotentAnswers);
  const refused = await shopper.createOrder(
    { amount: 1, shippingAddress: addressFor('9811100012') },
    keyed(randomUUID()),
  );
  expect(refused.status).toBe(409);
  expect(await rows(idempotentAnswers)).toBe(before);
});

it('keeps nothing for a call the stock hold refuses, so its retry with the key runs again', async () => {
  const piece = await stockedPieces(api, 'Keyed Kurta').piece(await signInAdmin(), 1, 999);
  const key = randomUUID();
  const start = (phone: string, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/payment/create-order',
      headers: { 'x-requested-with': 'store', ...headers },
      payload: {
        items: [{ productId: piece._id, size: 'M' }],
        amount: piece.price,
        shippingAddress: addressFor(phone),
      },
    });
  const holder = await start('9811100031');
  expect(holder.statusCode).toBe(200);
  const before = await rows(idempotentAnswers);
  const checkoutsBefore = await rows(checkouts);
  expect((await start('9811100032', keyed(key))).statusCode).toBe(409);
  expect(await rows(idempotentAnswers)).toBe(before);
  expect(await rows(checkouts)).toBe(checkoutsBefore);
  // The piece back on sale, the same key's retry is held this time.
  expect((await shopper.post('/payment/release', { orderId: holder.json().order.id })).status).toBe(200);
  const retried = await start('9811100032', keyed(key));
  expect(retried.statusCode).toBe(200);
  expect(retried.headers['idempotent-replayed']).toBeUndefined();
  expect(await rows(idempotentAnswers)).toBe(before + 1);
});

it('forgets an answer after a day: the sweep deletes it, and a key past its day is a new call', async () => {
  const key = randomUUID();
  const first = await shopper.createOrder({ shippingAddress: addressFor('9811100013') }, keyed(key));
  await api.database.db
    .update(idempotentAnswers)
    .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
    .where(eq(idempotentAnswers.createdAt, (await latestAnswer(api)).createdAt));
  const later = await shopper.createOrder({ shippingAddress: addressFor('9811100013') }, keyed(key));
  expect(later.status).toBe(200);
  expect(later.body.order.id).not.toBe(first.body.order.id);

  const old = randomUUID();
  await shopper.createOrder({ shippingAddress: addressFor('9811100014') }, keyed(old));
  const kept = await rows(idempotentAnswers);
  await sweepIdempotentAnswers(api.database.db, Date.now() + 25 * 3600_000);
  expect(await rows(idempotentAnswers)).toBe(0);
  expect(kept).toBeGreaterThan(0);
});

async function latestAnswer(session: TestApi) {
  const all = await session.database.db.select().from(idempotentAnswers);
  return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] as typeof idempotentAnswers.$inferSelect;
}

it("lets the shop's pages send the key (CORS preflight)", async () => {
  const preflight = await api.app.inject({
    method: 'OPTIONS',
    url: '/payment/create-order',
    headers: {
      origin: api.config.corsOrigins[0] as string,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,idempotency-key,x-requested-with',
    },
  });
  expect(preflight.statusCode).toBe(204);
  expect(preflight.headers['access-control-allow-headers']).toMatch(/idempotency-key/);
});
