import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type { AdminProduct, OrderJson } from '@store/shared/schemas';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { orders, payments, refunds } from '../src/db/schema';
import { holdStock } from '../src/modules/checkout/holds';
import { customerClient } from './customerClient';
import { addressFor, shopperClient, type SandboxPayment } from './shopperClient';
import { stockedPieces } from './stockedPieces';
import { eventually, testApiSession } from './testApp';

/**
 * Payment methods as checkout's strategies (issue 41): an order records one payment row per
 * method that paid it, its refunds follow the method of the money, and the stock hold takes
 * one round trip to the database however many sizes a bag holds.
 */
const api = testApiSession({
  cashOnDelivery: {
    excludedAreas: [],
    maxOrderPaise: 100_000_000,
    feePaise: 0,
    tailoredAdvancePercent: 50,
    confirmHours: 24,
    dailyPerPhone: 3,
    dailyPerAddress: 3,
    maxRefusals: 2,
  },
});
const shopper = shopperClient(api);
const { call, sendCode, lastCode, signIn, signInAdmin } = customerClient(api);
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});
const pieces = stockedPieces(api, 'Method Kurta');
const db = () => api.database.db;

async function phoneProof(phone: string): Promise<string> {
  expect((await sendCode(phone)).status).toBe(200);
  return (await call('POST', '/auth/otp/verify', { phone, code: lastCode(phone) })).body.proof as string;
}

it('records a cash order paid partly by a card advance as two payment rows, and refunds each part its own way', async () => {
  const [mens] = await shopper.bag();
  if (!mens) throw new Error('no mens product');
  // The refunded piece costs more than half the order: its refund takes the card advance (the
  // provider) and then some of the courier's cash (a payout).
  const piece: AdminProduct = await pieces.piece(admin, 1, mens.price + 1000);
  const phone = '9700004101';
  const tailored = { productId: mens._id, size: { custom: true, chest: 40, waist: 34, flyU: 11 } };
  const total = mens.price + piece.price;
  const advance = Math.round(total * 0.5);
  const opened = await call('POST', '/payment/cash-order', {
    items: [tailored, { productId: piece._id, size: 'M' }],
    shippingAddress: { ...addressFor(phone), street: `House ${phone}, MG Road`, zip: '560001' },
    amount: total,
    phoneProof: await phoneProof(`+91${phone}`),
  });
  expect(opened.status).toBe(200);
  const paid = await shopper.pay(opened.body.payment.order.id);
  const placed = (await shopper.placeOrder(paid.body as SandboxPayment)).body.order as OrderJson;
  expect(placed).toMatchObject({ paymentMethod: 'cash', paidAmount: advance });

  // Delivered (its tailored piece's workshop steps are not this test's), and the courier's cash recorded.
  await db().update(orders).set({ fulfilment: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, placed._id));
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const remittance = { amount: total - advance, reference: 'DLV-REM-4101', remittedOn: today };
  const collected = await call('POST', `/admin/orders/${placed._id}/cash/remittance`, remittance, admin);
  expect(collected.body).toMatchObject({ status: 'paid', paidAmount: total, cash: { state: 'collected' } });
  const rows = await db()
    .select()
    .from(payments)
    .where(eq(payments.orderId, placed._id))
    .orderBy(asc(payments.createdAt));
  expect(rows.map(({ method, type, amountPaise }) => ({ method, type, amountPaise }))).toEqual([
    { method: 'card', type: 'partial', amountPaise: advance * 100 },
    { method: 'cash', type: 'cash', amountPaise: (total - advance) * 100 },
  ]);

  // Money taken in cash: the return asks where to pay it back.
  const sid = await signIn(`+91${phone}`);
  const [mine] = (await call('GET', '/orders/my-orders', undefined, sid)).body as OrderJson[];
  expect(mine?.afterSale?.refundsToAccount).toBe(true);
  const lineId = mine?.items.find((item) => item.productId === piece._id)?._id;
  const payout = { method: 'upi', upiId: 'asha@okhdfc' };
  const asked = await call(
    'POST',
    `/orders/${placed._id}/returns`,
    { lineId, kind: 'refund', reason: 'fit', payout },
    sid,
  );
  expect(asked.status).toBe(201);
  for (const to of ['approved', 'pickup-scheduled', 'received', 'refund-pending'])
    expect((await call('PUT', `/admin/returns/${asked.body._id}/state`, { to }, admin)).status).toBe(200);
  const parts = await db().select().from(refunds).where(eq(refunds.returnId, asked.body._id));
  const card = rows[0]?.providerPaymentId;
  expect(
    parts
      .map(({ method, providerPaymentId, amountPaise }) => ({ method, providerPaymentId, amountPaise }))
      .sort((a, b) => b.amountPaise - a.amountPaise),
  ).toEqual([
    { method: 'provider', providerPaymentId: card, amountPaise: advance * 100 },
    { method: 'upi', providerPaymentId: null, amountPaise: (piece.price - advance) * 100 },
  ]);
  // The provider's part is refunded on the card payment; the cash part waits for the desk's payout.
  const [cardRow] = await db()
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, String(card)));
  expect(cardRow?.refundedPaise).toBe(advance * 100);
  await eventually(async () =>
    expect(
      (await db().select().from(refunds).where(eq(refunds.returnId, asked.body._id))).map((row) => row.status).sort(),
    ).toEqual(['pending', 'processed']),
  );
});

describe('the stock hold', () => {
  /** A drizzle over the test database's own connection(s) that counts the statements it sends. */
  function countingDatabase() {
    const counter = { statements: 0 };
    const logger = { logQuery: () => void (counter.statements += 1) };
    const client = (db() as unknown as { $client: unknown }).$client;
    const counting = (api.database.kind === 'postgres'
      ? drizzlePg(client as Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Database;
    return { counting, counter };
  }

  const lineOf = (piece: AdminProduct) => ({
    productId: piece._id,
    name: piece.name,
    size: 'M',
    pricePaise: piece.price * 100,
    image: '',
    stockKeys: ['M'],
  });

  /** Holds these lines in a transaction of its own; the statements the hold sent, and its answer. */
  async function hold(lines: ReturnType<typeof lineOf>[], phone: string) {
    const { counting, counter } = countingDatabase();
    const cap = { phone, client: null, customerId: null, maxPerSize: 3 };
    let sent = 0;
    const outcome = await counting
      .transaction(async (tx) => {
        counter.statements = 0;
        try {
          await holdStock(tx, randomUUID(), lines, new Date(Date.now() + 60_000), cap);
        } finally {
          sent = counter.statements;
        }
      })
      .then(
        () => 'held',
        (error: { statusCode?: number; message: string }) => `${error.statusCode}: ${error.message}`,
      );
    return { sent, outcome };
  }

  it('takes one round trip, whatever the bag holds, held or sold out', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => pieces.piece(admin, 2, 1500)));
    if (!a || !b || !c) throw new Error('no pieces');
    const three = await hold([lineOf(a), lineOf(b), lineOf(b), lineOf(c)], '+919700004102');
    expect(three).toEqual({ sent: 1, outcome: 'held' });
    expect(await pieces.onHand(b._id)).toBe(0);
    const soldOut = await hold([lineOf(a), lineOf(b)], '+919700004103');
    expect(soldOut).toEqual({ sent: 1, outcome: `409: Sorry, ${b.name} in M just sold out.` });
    expect(await pieces.onHand(a._id)).toBe(1);
    const overCap = await hold([lineOf(a), lineOf(a), lineOf(a)], '+919700004102');
    expect(overCap.sent).toBe(1);
    expect(overCap.outcome).toMatch(/^409: items: 1 of .* is already held for you in another checkout/);
  });
});
