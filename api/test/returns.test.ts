import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DeskReturnJson, OrderJson, ReturnJson } from '@store/shared/schemas';
import {
  creditNotes,
  invoices,
  orders,
  payments,
  productStock,
  refunds,
  returnRequests,
  sandboxPayments,
} from '../src/db/schema';
import { insertOrderLines } from '../src/modules/orders/ordersRepository';
import { issueCreditNote } from '../src/modules/orders/returns/creditNotes';
import { financialYear } from '../src/modules/orders/invoices/taxInvoice';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';
import { eventually, insertPaidOrder, testApiSession } from './testApp';

const api = testApiSession();
const shopper = shopperClient(api);
const { call, signIn, signInAdmin } = customerClient(api);
const db = () => api.database.db;
let admin = '';
beforeAll(async () => {
  admin = await signInAdmin();
});

/** A request with the guest's own order link (its token), as the order card sends it. */
async function asGuest(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const response = await api.app.inject({
    method,
    url,
    payload,
    headers: { 'x-requested-with': 'store', 'x-guest-token': token },
  });
  return { status: response.statusCode, body: response.json() };
}

/** A guest's order paid on the sandbox (two men's sets, upper M / lower 32), delivered by the desk. */
async function deliveredOrder(phone: string, { deliver = true } = {}) {
  const { body } = await shopper.createOrder({ shippingAddress: { ...addressFor(phone), email: 'asha@example.in' } });
  const placed = (await shopper.placeOrder((await shopper.pay(body.order.id)).body)).body;
  const order = placed.order as OrderJson;
  if (deliver) {
    await call(
      'PUT',
      `/admin/orders/${order._id}/fulfilment`,
      { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL12345678' },
      admin,
    );
    const delivered = await call('PUT', `/admin/orders/${order._id}/fulfilment`, { status: 'delivered' }, admin);
    expect(delivered.status).toBe(200);
  }
  return { order, token: placed.guestToken as string };
}

const ask = (order: OrderJson, token: string, body: object) =>
  asGuest('POST', `/orders/${order._id}/returns`, token, body);
const refundOf = (order: OrderJson, line = 0) => ({
  lineId: order.items[line]?._id,
  kind: 'refund',
  reason: 'too-large',
});
const move = (id: string, to: string, reason?: string) =>
  call('PUT', `/admin/returns/${id}/state`, { to, ...(reason ? { reason } : {}) }, admin);
async function walk(id: string, steps: string[]) {
  for (const step of steps) expect((await move(id, step)).status).toBe(200);
}

const stockOf = async (productId: string, key: string) =>
  (
    await db()
      .select({ onHand: productStock.onHand })
      .from(productStock)
      .where(and(eq(productStock.productId, productId), eq(productStock.stockKey, key)))
  )[0]?.onHand ?? 0;
const returnCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(returnRequests)
  )[0]?.n;
const myOrder = async (token: string, id: string) =>
  ((await asGuest('GET', '/orders/my-orders', token)).body as OrderJson[]).find(
    (order) => order._id === id,
  ) as OrderJson;

describe('the return window', () => {
  it('is open after delivery for the configured days, and closed before delivery and after them', async () => {
    const early = await deliveredOrder('9811100001', { deliver: false });
    const before = await ask(early.order, early.token, refundOf(early.order));
    expect(before.status).toBe(409);
    expect(before.body.message).toMatch(/once the order is delivered/);

    const { order, token } = await deliveredOrder('9811100002');
    const card = await myOrder(token, order._id);
    expect(new Date(card.afterSale?.returnUntil as string).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const inside = await ask(order, token, refundOf(order));
    expect(inside.status).toBe(201);
    expect(inside.body).toMatchObject({ kind: 'refund', reason: 'too-large', state: 'requested' });

    await db()
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orders.id, order._id));
    const after = await ask(order, token, refundOf(order, 1));
    expect(after.status).toBe(409);
    expect(after.body.message).toMatch(/7-day window for returns after delivery closed/);
  });
});

describe('exchanges', () => {
  it('hold one piece of the new size, and are refused where that size is out', async () => {
    const { order, token } = await deliveredOrder('9811100003');
    const item = order.items[0] as OrderJson['items'][number];
    const before = [await stockOf(item.productId, 'upper:L'), await stockOf(item.productId, 'lower:34')];
    expect(Math.min(...before)).toBeGreaterThan(0);
    const asked = await ask(order, token, {
      lineId: item._id,
      kind: 'exchange',
      reason: 'too-small',
      exchangeSize: { upper: 'L', lower: '34' },
    });
    expect(asked.status).toBe(201);
    expect([await stockOf(item.productId, 'upper:L'), await stockOf(item.productId, 'lower:34')]).toEqual([
      (before[0] ?? 0) - 1,
      (before[1] ?? 0) - 1,
    ]);

    const other = order.items[1] as OrderJson['items'][number];
    await db()
      .update(productStock)
      .set({ onHand: 0 })
      .where(and(eq(productStock.productId, other.productId), eq(productStock.stockKey, 'upper:XL')));
    const waist = await stockOf(other.productId, 'lower:36');
    const rows = await returnCount();
    const out = await ask(order, token, {
      lineId: other._id,
      kind: 'exchange',
      reason: 'too-small',
      exchangeSize: { upper: 'XL', lower: '36' },
    });
    expect(out.status).toBe(409);
    expect(out.body).toMatchObject({ field: 'exchangeSize' });
    expect(out.body.message).toMatch(/Upper XL is out of stock; choose another size/);
    // Nothing held, nothing asked: the waist taken first went back with the refusal.
    expect(await stockOf(other.productId, 'lower:36')).toBe(waist);
    expect(await returnCount()).toBe(rows);
  });

  it('give the held size back when the desk refuses, and the customer reads why', async () => {
    const { order, token } = await deliveredOrder('9811100004');
    const item = order.items[0] as OrderJson['items'][number];
    const before = await stockOf(item.productId, 'upper:S');
    const asked = await ask(order, token, {
      lineId: item._id,
      kind: 'exchange',
      reason: 'too-large',
      exchangeSize: { upper: 'S', lower: '32' },
    });
    expect(await stockOf(item.productId, 'upper:S')).toBe(before - 1);
    const noReason = await move(asked.body._id, 'refused');
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({
      message: 'Say why the return is refused',
      field: 'reason',
      code: 'field.required',
      values: { field: 'reason' },
    });
    expect((await move(asked.body._id, 'refused', 'The tags were removed')).status).toBe(200);
    expect(await stockOf(item.productId, 'upper:S')).toBe(before);
    const seen = (await myOrder(token, order._id)).afterSale?.returns[0] as ReturnJson;
    expect(seen).toMatchObject({ state: 'refused', refusal: 'The tags were removed' });
    expect(seen.timeline.map((step) => step.state)).toEqual(['requested', 'refused']);
  });
});

describe('refunds', () => {
  it("go through the sandbox's refund API, are processed by its refund.processed webhook, and come with a credit note", async () => {
    const counts = async () => (await call('GET', '/admin/counts', undefined, admin)).body.revenueReceived as number;
    const { order, token } = await deliveredOrder('9811100005');
    const revenue = await counts();
    const asked = await ask(order, token, refundOf(order));
    await walk(asked.body._id, ['approved', 'pickup-scheduled', 'received']);
    const refunding = await move(asked.body._id, 'refund-pending');
    expect(refunding.status).toBe(200);
    const price = order.items[0]?.price as number;
    expect(refunding.body).toMatchObject({
      state: 'refund-pending',
      refund: { amount: price, to: 'provider', processed: false },
    });

    // Razorpay's side: the payment's amount_refunded moved, and the store's books with it.
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order._id));
    const [sandboxRow] = await db()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, String(payment?.providerPaymentId)));
    expect(sandboxRow?.refundedPaise).toBe(price * 100);
    expect(payment?.refundedPaise).toBe(price * 100);
    const [refund] = await db().select().from(refunds).where(eq(refunds.returnId, asked.body._id));
    expect(refund).toMatchObject({ method: 'provider', status: 'pending' });
    expect(refund?.reference).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    // That revenue keeps a refund until it is processed is judged where the webhook waits for
    // the test (refundRecovery.test.ts); here it follows in moments.

    // The webhook arrives (signed, through the webhook route) and finishes it.
    const done = await eventually(async () => {
      const seen = (await myOrder(token, order._id)).afterSale?.returns[0] as ReturnJson;
      expect(seen.state).toBe('refunded');
      return seen;
    });
    expect(done.refund).toMatchObject({ processed: true });
    expect(await counts()).toBe(revenue - price);
    const scrape = await api.app.metrics.registry.metrics();
    expect(scrape).toMatch(/store_refunds_total\{event="started",to="provider"\} [1-9]/);
    expect(scrape).toMatch(/store_refunds_total\{event="processed",to="provider"\} [1-9]/);
    expect(done.timeline.map((step) => step.state)).toEqual([
      'requested',
      'approved',
      'pickup-scheduled',
      'received',
      'refund-pending',
      'refunded',
    ]);

    // The credit note: its own series, the invoice's number, CGST and SGST halves (Karnataka to Karnataka).
    const year = financialYear(new Date());
    const [note] = await db().select().from(creditNotes).where(eq(creditNotes.returnId, asked.body._id));
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(note?.number).toMatch(new RegExp(`^CN/${year}/\\d{4}$`));
    expect(note?.invoiceNumber).toBe(invoice?.number);
    expect(note?.cgstPaise).toBe(note?.sgstPaise);
    expect(note?.igstPaise).toBe(0);
    expect((note?.taxablePaise ?? 0) + (note?.cgstPaise ?? 0) + (note?.sgstPaise ?? 0)).toBe(price * 100);
    expect(done.creditNote).toBe(note?.number);
    const pdf = await api.app.inject({
      method: 'GET',
      url: `/orders/${order._id}/returns/${asked.body._id}/credit-note`,
      headers: { 'x-guest-token': token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(`credit-note-CN-${year}-`);

    // The text and e-mail of each step went once.
    const lines = (file: string, pattern: RegExp) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.includes(order.orderNumber) && pattern.test(line));
    await eventually(() => expect(lines(api.config.smsOutbox, /return refunded/i)).toHaveLength(1));
    await eventually(() => expect(lines(api.config.mailOutbox, /refund on its way/i)).toHaveLength(1));
  });

  it("speak Razorpay's refund protocol: basic auth, amount in paise, the refund entity, never more than is left", async () => {
    const { order } = await deliveredOrder('9811100006', { deliver: false });
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order._id));
    const url = `/payment/sandbox/v1/payments/${payment?.providerPaymentId}/refund`;
    const auth = `Basic ${Buffer.from(`${api.config.payments.keyId}:${api.config.payments.keySecret}`).toString('base64')}`;
    const refund = (amount: number, authorization = auth) =>
      api.app.inject({
        method: 'POST',
        url,
        headers: { authorization, 'content-type': 'application/json' },
        payload: { amount },
      });
    expect((await refund(100, 'Basic bm90OmtleXM=')).statusCode).toBe(401);
    const over = await refund((payment?.amountPaise ?? 0) + 1);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.description).toMatch(/more than is left to refund/);
    const part = await refund(150);
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      entity: 'refund',
      amount: 150,
      currency: 'INR',
      payment_id: payment?.providerPaymentId,
      status: 'pending',
    });
  });

  it('never give back more than was paid, and a piece is returned once', async () => {
    const { order, token } = await deliveredOrder('9811100007');
    const first = await ask(order, token, refundOf(order));
    expect(first.status).toBe(201);
    const again = await ask(order, token, { ...refundOf(order), reason: 'defect' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already asked for/);

    // Most of what was paid is already refunded (another way): the second piece gets only what is left.
    const row = (await db().select().from(orders).where(eq(orders.id, order._id)))[0];
    const left = 5000;
    await db()
      .insert(refunds)
      .values({
        returnId: first.body._id,
        orderId: order._id,
        amountPaise: (row?.paidPaise ?? 0) - left,
        method: 'upi',
        status: 'processed',
        reference: 'UTR-EARLIER-1',
      });
    const second = await ask(order, token, refundOf(order, 1));
    await walk(second.body._id, ['approved', 'pickup-scheduled', 'received']);
    const refunded = await move(second.body._id, 'refund-pending');
    expect(refunded.status).toBe(200);
    expect(refunded.body.refund).toMatchObject({ amount: left / 100 });
    const [total] = await db()
      .select({ paise: sql<number>`sum(${refunds.amountPaise})::int` })
      .from(refunds)
      .where(eq(refunds.orderId, order._id));
    expect(total?.paise).toBe(row?.paidPaise);
    // Its webhook lands a moment later: wait for it, so the next test's revenue is not moved under it.
    await eventually(async () =>
      expect(await db().select().from(refunds).where(eq(refunds.returnId, second.body._id))).toEqual([
        expect.objectContaining({ status: 'processed' }),
      ]),
    );
  });

  it('of money collected in cash go to the UPI ID the customer gave, once the desk records the payout', async () => {
    const product = (await shopper.bag())[0]?._id as string;
    const orderId = await insertPaidOrder(api, '+919811100008', {
      productId: product,
      fulfilment: 'delivered',
      paidIn: 'cash',
    });
    await db().update(orders).set({ deliveredAt: new Date() }).where(eq(orders.id, orderId));
    const sid = await signIn('+919811100008');
    const [order] = (await call('GET', '/orders/my-orders', undefined, sid)).body as OrderJson[];
    expect(order?.afterSale?.refundsToAccount).toBe(true);
    const lineId = order?.items[0]?._id;
    const noAccount = await call('POST', `/orders/${orderId}/returns`, { lineId, kind: 'refund', reason: 'fit' }, sid);
    expect(noAccount.status).toBe(400);
    expect(noAccount.body).toMatchObject({ field: 'payout' });
    const badUpi = await call(
      'POST',
      `/orders/${orderId}/returns`,
      { lineId, kind: 'refund', reason: 'fit', payout: { method: 'upi', upiId: 'not a upi id' } },
      sid,
    );
    expect(badUpi.body).toEqual({
      message: 'Enter a UPI ID such as name@okbank',
      field: 'payout.upiId',
      code: 'field.invalid',
      values: { field: 'payout.upiId' },
    });
    const asked = await call(
      'POST',
      `/orders/${orderId}/returns`,
      { lineId, kind: 'refund', reason: 'fit', payout: { method: 'upi', upiId: 'asha@okhdfc' } },
      sid,
    );
    expect(asked.status).toBe(201);
    await walk(asked.body._id, ['approved', 'pickup-scheduled', 'received', 'refund-pending']);
    const queue = (await call('GET', '/admin/returns', undefined, admin)).body as DeskReturnJson[];
    expect(queue.find((entry) => entry._id === asked.body._id)).toMatchObject({
      state: 'refund-pending',
      payout: 'UPI asha@okhdfc',
      refund: { to: 'upi', processed: false },
    });
    const revenue = (await call('GET', '/admin/counts', undefined, admin)).body.revenueReceived as number;
    const badReference = await call('POST', `/admin/returns/${asked.body._id}/payout`, { reference: 'x' }, admin);
    expect(badReference.status).toBe(400);
    const paid = await call('POST', `/admin/returns/${asked.body._id}/payout`, { reference: 'UTR123456789' }, admin);
    expect(paid.body).toMatchObject({ state: 'refunded', refund: { processed: true, amount: 5000 } });
    expect(await api.app.metrics.registry.metrics()).toMatch(/store_refunds_total\{event="processed",to="account"\} 1/);
    expect((await call('GET', '/admin/counts', undefined, admin)).body.revenueReceived).toBe(revenue - 5000);
    expect(
      (await call('POST', `/admin/returns/${asked.body._id}/payout`, { reference: 'UTR999999999' }, admin)).status,
    ).toBe(409);
  });
});

describe('requests at once', () => {
  it('make one return, one held piece and one refund, however many tabs ask', async () => {
    const { order, token } = await deliveredOrder('9811100018');
    const item = order.items[1] as OrderJson['items'][number];
    const before = await stockOf(item.productId, 'upper:L');
    const exchange = {
      lineId: item._id,
      kind: 'exchange',
      reason: 'too-small',
      exchangeSize: { upper: 'L', lower: '34' },
    };
    const asked = await Promise.all([1, 2, 3].map(() => ask(order, token, exchange)));
    expect(asked.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await stockOf(item.productId, 'upper:L')).toBe(before - 1);

    const refund = (await ask(order, token, refundOf(order))).body._id as string;
    await walk(refund, ['approved', 'pickup-scheduled', 'received']);
    const moves = await Promise.all([1, 2, 3].map(() => move(refund, 'refund-pending')));
    expect(moves.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const rows = await db().select().from(refunds).where(eq(refunds.returnId, refund));
    expect(rows.map((row) => row.amountPaise)).toEqual([(order.items[0]?.price ?? 0) * 100]);
  });
});

describe('credit notes', () => {
  it('are not issued by a store without a GSTIN (not GST-registered): the refund goes ahead, with no credit note', async () => {
    const { order, token } = await deliveredOrder('9811100031');
    const { gstin } = api.config.seller;
    // The store's settings as SELLER_GSTIN left unset gives them (the app reads them as it goes).
    api.config.seller.gstin = null;
    try {
      const asked = await ask(order, token, refundOf(order));
      await walk(asked.body._id, ['approved', 'pickup-scheduled', 'received', 'refund-pending']);
      const card = await eventually(async () => {
        const seen = (await myOrder(token, order._id)).afterSale?.returns[0] as ReturnJson;
        expect(seen.state).toBe('refunded');
        return seen;
      });
      expect(card.creditNote).toBeNull();
      expect(await asGuest('GET', `/orders/${order._id}/returns/${asked.body._id}/credit-note`, token)).toEqual({
        status: 404,
        body: { message: 'No credit note for this return' },
      });
      // Nor was a tax invoice numbered for it to reduce.
      expect(await db().select().from(invoices).where(eq(invoices.orderId, order._id))).toEqual([]);
    } finally {
      api.config.seller.gstin = gstin;
    }
  });

  it('are numbered in their own series per financial year', async () => {
    const line = {
      amountPaise: 118000,
      rate: 18,
      taxablePaise: 100000,
      cgstPaise: 9000,
      sgstPaise: 9000,
      igstPaise: 0,
    };
    // Three pieces asked back, to number their credit notes far in the future.
    const first = await deliveredOrder('9811100021');
    const second = await deliveredOrder('9811100022');
    const asked: { orderId: string; returnId: string }[] = [];
    for (const [{ order, token }, line] of [
      [first, 0],
      [first, 1],
      [second, 0],
    ] as const)
      asked.push({ orderId: order._id, returnId: (await ask(order, token, refundOf(order, line))).body._id as string });
    const issue = (which: number, at: string) =>
      db().transaction((tx) =>
        issueCreditNote(tx, {
          for: { returnId: (asked[which] as (typeof asked)[number]).returnId },
          orderId: (asked[which] as (typeof asked)[number]).orderId,
          invoiceNumber: 'ELG/2031-32/000001',
          line,
          amountPaise: 59000,
          intraState: true,
          at: new Date(at),
        }),
      );
    const a = await issue(0, '2032-03-31T10:00:00Z');
    const b = await issue(1, '2032-03-31T12:00:00Z');
    const c = await issue(2, '2032-04-01T10:00:00Z');
    expect([a.number, b.number, c.number]).toEqual(['CN/2031-32/0001', 'CN/2031-32/0002', 'CN/2032-33/0001']);
    // Half a line at its rate: 18% of the taxable value, in equal halves.
    expect(a).toMatchObject({ totalPaise: 59000, taxablePaise: 50000, cgstPaise: 4500, sgstPaise: 4500, igstPaise: 0 });
  });
});

describe('the desk', () => {
  it('moves a return along in order only, and a bad step is a 409 that says what may come next', async () => {
    const { order, token } = await deliveredOrder('9811100009');
    const asked = await ask(order, token, refundOf(order));
    const early = await move(asked.body._id, 'received');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'A return that is requested can go on to approved or refused, not received at our store',
    );
    await walk(asked.body._id, ['approved', 'pickup-scheduled', 'received']);
    const wrongEnd = await move(asked.body._id, 'exchange-dispatched');
    expect(wrongEnd.status).toBe(409);
    expect(wrongEnd.body.message).toMatch(/can go on to refund on its way, not new size dispatched/);
    const bad = await move(asked.body._id, 'lost');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'Not a step of a return',
      field: 'to',
      code: 'field.invalid',
      values: { field: 'to' },
    });
  });

  it('refunds only a return asked as a refund: an exchange keeps its new size and no money moves', async () => {
    const { order, token } = await deliveredOrder('9811100017');
    const item = order.items[0] as OrderJson['items'][number];
    const asked = await ask(order, token, {
      lineId: item._id,
      kind: 'exchange',
      reason: 'too-small',
      exchangeSize: { upper: 'L', lower: '34' },
    });
    await walk(asked.body._id, ['approved', 'pickup-scheduled', 'received']);
    const refund = await move(asked.body._id, 'refund-pending');
    expect(refund.status).toBe(409);
    expect(refund.body.message).toBe(
      'A return that is received at our store can go on to new size dispatched, not refund on its way',
    );
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    const [row] = await db().select().from(returnRequests).where(eq(returnRequests.id, asked.body._id));
    expect(row).toMatchObject({ state: 'received', heldStockKeys: ['upper:L', 'lower:34'] });
  });

  it('puts a returned piece back on sale only when marked sellable, once', async () => {
    const { order, token } = await deliveredOrder('9811100010');
    const item = order.items[0] as OrderJson['items'][number];
    const asked = await ask(order, token, refundOf(order));
    const before = [await stockOf(item.productId, 'upper:M'), await stockOf(item.productId, 'lower:32')];
    await walk(asked.body._id, ['approved', 'pickup-scheduled']);
    expect((await call('POST', `/admin/returns/${asked.body._id}/sellable`, undefined, admin)).status).toBe(409);
    await walk(asked.body._id, ['received']);
    expect([await stockOf(item.productId, 'upper:M'), await stockOf(item.productId, 'lower:32')]).toEqual(before);
    const sellable = await call('POST', `/admin/returns/${asked.body._id}/sellable`, undefined, admin);
    expect(sellable.body).toMatchObject({ restocked: true });
    expect([await stockOf(item.productId, 'upper:M'), await stockOf(item.productId, 'lower:32')]).toEqual(
      before.map((n) => (n ?? 0) + 1),
    );
    expect((await call('POST', `/admin/returns/${asked.body._id}/sellable`, undefined, admin)).status).toBe(409);
  });

  it('takes a made-to-measure piece through the workshop for its alteration', async () => {
    const product = (await shopper.bag())[0]?._id as string;
    const orderId = await insertPaidOrder(api, '+919811100011', { fulfilment: 'delivered' });
    await db().update(orders).set({ deliveredAt: new Date() }).where(eq(orders.id, orderId));
    await insertOrderLines(db(), orderId, [
      {
        productId: product,
        name: 'Tailored suit',
        size: { custom: true, chest: 40, waist: 34 },
        pricePaise: 500000,
        image: '',
      },
    ]);
    const sid = await signIn('+919811100011');
    const [order] = (await call('GET', '/orders/my-orders', undefined, sid)).body as OrderJson[];
    const lineId = order?.items[0]?._id;
    const refund = await call('POST', `/orders/${orderId}/returns`, { lineId, kind: 'refund', reason: 'fit' }, sid);
    expect(refund.body).toEqual({
      message: 'A made-to-measure piece cannot be returned or exchanged; ask for an alteration',
      field: 'kind',
    });
    const noChange = await call(
      'POST',
      `/orders/${orderId}/returns`,
      { lineId, kind: 'alteration', reason: 'fit' },
      sid,
    );
    expect(noChange.body).toEqual({
      message: 'Name at least one measurement to change',
      field: 'alterations',
      code: 'field.required',
      values: { field: 'alterations' },
    });
    const invented = await call(
      'POST',
      `/orders/${orderId}/returns`,
      { lineId, kind: 'alteration', reason: 'fit', alterations: { chest: 41, sleeveless: 30 } },
      sid,
    );
    expect(invented.body).toEqual({ message: 'This piece has no measurement called sleeveless', field: 'alterations' });
    const asked = await call(
      'POST',
      `/orders/${orderId}/returns`,
      { lineId, kind: 'alteration', reason: 'fit', alterations: { chest: 41.5 } },
      sid,
    );
    expect(asked.status).toBe(201);
    expect(asked.body.alterations).toEqual({ chest: 41.5 });
    await walk(asked.body._id, ['approved', 'pickup-scheduled', 'received']);
    expect((await move(asked.body._id, 'refund-pending')).status).toBe(409);
    await walk(asked.body._id, ['in-workshop']);
    const tooSoon = await move(asked.body._id, 'alteration-dispatched');
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toMatch(/leaves once it is ready; it is at order received/);
    for (const stage of ['cutting', 'stitching', 'ready'])
      expect((await call('PUT', `/admin/returns/${asked.body._id}/stage`, { stage }, admin)).body.stage).toBe(stage);
    expect((await call('PUT', `/admin/returns/${asked.body._id}/stage`, { stage: 'cutting' }, admin)).status).toBe(409);
    expect((await move(asked.body._id, 'alteration-dispatched')).body.state).toBe('alteration-dispatched');
    const open = (await call('GET', '/admin/returns', undefined, admin)).body as DeskReturnJson[];
    expect(open.some((entry) => entry._id === asked.body._id)).toBe(false);
  });
});

describe('strangers and bad input', () => {
  it("change nothing: another customer, a wrong guest link, a customer on the desk's routes", async () => {
    const { order, token } = await deliveredOrder('9811100012');
    const asked = await ask(order, token, refundOf(order));
    const rows = await returnCount();
    const stranger = await signIn('+919811100013');
    const theirs = await call('POST', `/orders/${order._id}/returns`, refundOf(order, 1), stranger);
    expect(theirs.status).toBe(404);
    const other = await deliveredOrder('9811100014', { deliver: false });
    const wrongLink = await ask(order, other.token, refundOf(order, 1));
    expect(wrongLink.status).toBe(404);
    const forged = await ask(order, 'A'.repeat(43), refundOf(order, 1));
    expect(forged.status).toBe(403);
    expect((await call('PUT', `/admin/returns/${asked.body._id}/state`, { to: 'approved' }, stranger)).status).toBe(
      403,
    );
    expect((await call('POST', `/admin/returns/${asked.body._id}/sellable`, undefined, stranger)).status).toBe(403);
    expect((await call('GET', '/admin/returns', undefined, stranger)).status).toBe(403);
    const note = await api.app.inject({
      method: 'GET',
      url: `/orders/${order._id}/returns/${asked.body._id}/credit-note`,
      headers: { cookie: stranger },
    });
    expect(note.statusCode).toBe(404);
    expect(await returnCount()).toBe(rows);
    const [row] = await db().select().from(returnRequests).where(eq(returnRequests.id, asked.body._id));
    expect(row?.state).toBe('requested');
  });

  it('gets a clear message naming the field, and changes nothing', async () => {
    const { order, token } = await deliveredOrder('9811100015');
    const lineId = order.items[0]?._id;
    const rows = await returnCount();
    const cases: [object, { message: string | RegExp; field: string }][] = [
      [
        { lineId, kind: 'refund' },
        { message: 'Choose a reason', field: 'reason' },
      ],
      [
        { lineId, kind: 'swap', reason: 'fit' },
        { message: 'Choose an exchange, a refund or an alteration', field: 'kind' },
      ],
      [
        { lineId, kind: 'exchange', reason: 'fit' },
        { message: 'Choose the size you want instead', field: 'exchangeSize' },
      ],
      [
        { lineId, kind: 'exchange', reason: 'fit', exchangeSize: { upper: 'M', lower: '32' } },
        { message: 'That is the size you have; choose another', field: 'exchangeSize' },
      ],
      [
        { lineId, kind: 'exchange', reason: 'fit', exchangeSize: { upper: 'L', lower: '' } },
        { message: 'Choose the size you want instead', field: 'exchangeSize.lower' },
      ],
      [
        { lineId, kind: 'exchange', reason: 'fit', exchangeSize: { upper: 'Q', lower: '32' } },
        { message: 'Not a size this piece comes in', field: 'exchangeSize' },
      ],
      [
        { lineId, kind: 'alteration', reason: 'fit', alterations: { chest: 40 } },
        { message: 'Alterations are for made-to-measure pieces; ask for an exchange or a refund', field: 'kind' },
      ],
      [
        { lineId: 'nope', kind: 'refund', reason: 'fit' },
        { message: 'Choose the piece to return', field: 'lineId' },
      ],
      [
        { lineId: '00000000-0000-4000-8000-000000000000', kind: 'refund', reason: 'fit' },
        { message: 'This order has no such piece', field: 'lineId' },
      ],
      [
        { lineId, kind: 'refund', reason: 'fit', photo: Buffer.from('not an image at all').toString('base64') },
        { message: 'The file is not an image (JPEG, PNG, WebP, GIF or AVIF)', field: 'photo' },
      ],
      [
        { lineId, kind: 'refund', reason: 'fit', note: 'x'.repeat(501) },
        { message: 'Keep the note under 500 characters', field: 'note' },
      ],
    ];
    for (const [body, expected] of cases) {
      const answer = await ask(order, token, body);
      // A schema's refusal also carries its field's code (field.required, field.invalid), naming the
      // same field (the note's length: field.tooLong); the returns module's own refusals (the size you have, no such piece) carry none.
      const { code, values, ...said } = answer.body as { code?: string; values?: { field: string } };
      expect({ status: answer.status, ...said }).toEqual({ status: 400, ...expected });
      if (code !== undefined)
        expect([code, values?.field]).toEqual([
          expect.stringMatching(/^field\.(required|invalid|tooLong)$/),
          expected.field,
        ]);
    }
    expect(await returnCount()).toBe(rows);
  });

  it('keeps a real photo, stripped of its metadata', async () => {
    const { order, token } = await deliveredOrder('9811100016');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera serial' } } })
      .toBuffer();
    const asked = await ask(order, token, {
      ...refundOf(order),
      photo: `data:image/jpeg;base64,${photo.toString('base64')}`,
    });
    expect(asked.status).toBe(201);
    const path = new URL(asked.body.photoUrl).pathname.replace(/^\/media\//, '');
    const stored = fs.readFileSync(`${api.config.mediaDir}/${path}`);
    expect((await sharp(stored).metadata()).width).toBe(64);
    expect(stored.includes('secret camera serial')).toBe(false);
  });
});

describe('what follows a request or a refund', () => {
  const jobsNamed = async (name: string) =>
    (
      await api.database.executeSql(
        `select state, data, start_after > now() + interval '30 minutes' as later from pgboss.job where name = $1`,
        [name],
      )
    ).rows as { state: string; data: { path: string }; later: boolean }[];

  it('removes the photo of a request that was refused, and keeps the photo of one that was saved', async () => {
    const { order, token } = await deliveredOrder('9811100019');
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#225588' } })
      .jpeg()
      .toBuffer();
    const withPhoto = { ...refundOf(order), photo: `data:image/jpeg;base64,${photo.toString('base64')}` };
    const saved = await ask(order, token, withPhoto);
    expect(saved.status).toBe(201);
    const savedPath = new URL(saved.body.photoUrl).pathname.replace(/^\/media\//, '');
    // The same piece again: refused after its photo was stored.
    const refused = await ask(order, token, { ...withPhoto, reason: 'defect' });
    expect(refused.status).toBe(409);
    const refusedPath = (await jobsNamed('discard-photo')).find((job) => !job.later && job.data.path !== savedPath)
      ?.data.path;
    expect(refusedPath).toMatch(/^returns\/[\w-]+\.jpg$/);
    await eventually(() => expect(fs.existsSync(`${api.config.mediaDir}/${refusedPath}`)).toBe(false));

    // Every stored photo also has a check an hour on (for a process that died before saving):
    // run now, it keeps the photo its saved request shows.
    const checks = (await jobsNamed('discard-photo')).filter((job) => job.later);
    expect(checks.map((job) => job.data.path)).toEqual(expect.arrayContaining([savedPath, refusedPath]));
    await api.database.executeSql(
      `update pgboss.job set start_after = now() where name = 'discard-photo' and data->>'path' = $1`,
      [savedPath],
    );
    await eventually(async () =>
      expect(
        (await jobsNamed('discard-photo')).filter((job) => job.data.path === savedPath).map((job) => job.state),
      ).toEqual(['completed']),
    );
    expect(fs.existsSync(`${api.config.mediaDir}/${savedPath}`)).toBe(true);
  });

  it('records no sandbox refund whose webhook cannot be queued with it', async () => {
    const { order } = await deliveredOrder('9811100020', { deliver: false });
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order._id));
    const refund = () =>
      api.app.inject({
        method: 'POST',
        url: `/payment/sandbox/v1/payments/${payment?.providerPaymentId}/refund`,
        headers: {
          authorization: `Basic ${Buffer.from(`${api.config.payments.keyId}:${api.config.payments.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        payload: { amount: 200 },
      });
    const refunded = async () =>
      (
        await db()
          .select({ paise: sandboxPayments.refundedPaise })
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, String(payment?.providerPaymentId)))
      )[0]?.paise;
    const webhooks = `select count(*)::int as n from pgboss.job where name = 'sandbox-webhook' and data->>'body' like '%refund.processed%'`;
    const before = (await api.database.executeSql(webhooks)).rows;
    await api.database.executeSql(`create function refuse_webhook() returns trigger language plpgsql as
      $$ begin raise exception 'queue unavailable'; end $$`);
    // A trigger on the queue's table waits for its lock beside the queue's own polls, and on
    // PostgreSQL may be chosen as a deadlock's victim: tried again, as a migration would be.
    const onQueueTable = async (statement: string) => {
      for (let attempt = 1; ; attempt++)
        try {
          return await api.database.executeSql(statement);
        } catch (error) {
          if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
        }
    };
    await onQueueTable(
      `create trigger refuse_webhook before insert on pgboss.job for each row
       when (new.name = 'sandbox-webhook') execute function refuse_webhook()`,
    );
    try {
      expect((await refund()).statusCode).toBe(500);
      expect(await refunded()).toBe(0);
      expect((await api.database.executeSql(webhooks)).rows).toEqual(before);
    } finally {
      await onQueueTable('drop trigger refuse_webhook on pgboss.job; drop function refuse_webhook()');
    }
    expect((await refund()).statusCode).toBe(200);
    expect(await refunded()).toBe(200);
    expect((await api.database.executeSql(webhooks)).rows).not.toEqual(before);
  });
});
