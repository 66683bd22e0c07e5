import fs from 'node:fs';
import type { OrderJson, Product } from '@store/shared/schemas';
import { eq } from 'drizzle-orm';
import { formatPaise } from '@store/shared/format';
import { orders, payments, products, sandboxPayments } from '../src/db/schema';
import { findCheckout } from '../src/modules/checkout/checkoutRepository';
import { webhookSignature } from '../src/providers/payment/signature';
import { ADDRESS, SUCCESS_CARD, shopperClient } from './shopperClient';
import { eventually, testApiSession } from './testApp';

const api = testApiSession();
const { post, createOrder, pay, placeOrder, myOrders, bag, total: totalOf } = shopperClient(api);
const address = ADDRESS;
let mens: Product[];
let cartTotal = 0;
const total = () => cartTotal;

beforeAll(async () => {
  mens = await bag();
  cartTotal = await totalOf();
});

/** The shopper closes the payment widget: what the checkout held goes back (one phone may hold only so much). */
const closeWidget = (orderId: string) => post('/payment/release', { orderId });

/** The orders of a phone, straight from the database (what the admin sees). */
const ordersOf = (phone: string) => api.database.db.select().from(orders).where(eq(orders.phone, phone));

describe('payment order', () => {
  it('is priced by the server and refuses a total the server does not agree with', async () => {
    const cheap = await createOrder({ amount: 1 });
    expect(cheap.status).toBe(409);
    expect(cheap.body.message).toMatch(/^amount: the amount due is now Rs\.[\d,]+; please review your cart$/);
    const { status, body } = await createOrder();
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ amount: Math.round(total() * 100), currency: 'INR' });
    expect(body.order.id).toMatch(/^order_\w{14}$/);
    await closeWidget(body.order.id);
  });

  it('prices a product changed since the last checkout at what it is now, and stops selling one withdrawn', async () => {
    const [first] = mens;
    if (!first) throw new Error('no product in the bag');
    const opened = await createOrder();
    expect(opened.status).toBe(200);
    await closeWidget(opened.body.order.id);
    // Changed behind the API's back (as another instance of it would): the next checkout must see it.
    const product = (values: Partial<typeof products.$inferInsert>) =>
      api.database.db.update(products).set(values).where(eq(products.id, first._id));
    const lineOf = async (providerOrderId: string) =>
      (await findCheckout(api.database.db, providerOrderId))?.lines.find((line) => line.productId === first._id);
    const newName = `${first.name} (new season)`;
    const newTotal = total() + 100;
    try {
      // A new price, which the shopper's page already shows: taken at once.
      await product({ pricePaise: (first.price + 100) * 100 });
      const repriced = await createOrder({ amount: newTotal });
      expect(repriced.status).toBe(200);
      expect(repriced.body.order.amount).toBe(newTotal * 100);
      expect(await lineOf(repriced.body.order.id)).toMatchObject({ pricePaise: (first.price + 100) * 100 });
      await closeWidget(repriced.body.order.id);
      // A page still showing the old price hears the new one.
      const stale = await createOrder();
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(
        `amount: the amount due is now ${formatPaise(newTotal * 100)}; please review your cart`,
      );
      // The same price, another name: the line carries the name it has now.
      await product({ name: newName });
      const renamed = await createOrder({ amount: newTotal });
      expect(renamed.status).toBe(200);
      expect(await lineOf(renamed.body.order.id)).toMatchObject({ name: newName });
      await closeWidget(renamed.body.order.id);
      await product({ active: false });
      const withdrawn = await createOrder({ amount: newTotal });
      expect(withdrawn.status).toBe(400);
      expect(withdrawn.body.message).toBe(`items: product ${first._id} is no longer available`);
    } finally {
      await product({ pricePaise: first.price * 100, name: first.name, active: true });
    }
  });

  it("keeps an address with quotes and backslashes exactly as typed (Asha D'Souza, Flat 3\\B)", async () => {
    const typed = { ...address, name: "Asha D'Souza", street: "Flat 3\\B, St. Mary's Road, ''Quoted''" };
    const opened = await createOrder({ shippingAddress: typed });
    expect(opened.status).toBe(200);
    const checkout = await findCheckout(api.database.db, opened.body.order.id);
    expect(checkout?.address).toMatchObject({ name: typed.name, street: typed.street });
    await closeWidget(opened.body.order.id);
  });

  it('asks 20% now, rounded to a whole rupee', async () => {
    const due = Math.round(total() * 0.2);
    expect((await createOrder({ partialPayment: true, amount: due + 1 })).status).toBe(409);
    const partial = (await createOrder({ partialPayment: true, amount: due })).body.order;
    expect(partial.amount).toBe(due * 100);
    await closeWidget(partial.id);
  });

  it('refuses bad addresses and unknown products, naming the field', async () => {
    expect((await createOrder({ shippingAddress: { ...address, zip: '5600' } })).body).toEqual({
      message: 'Pincode must be 6 digits',
      field: 'shippingAddress.zip',
      code: 'field.invalid',
      values: { field: 'shippingAddress.zip' },
    });
    expect((await createOrder({ shippingAddress: { ...address, phone: '12345' } })).body.message).toBe(
      'Enter a 10-digit mobile number',
    );
    expect((await createOrder({ shippingAddress: { ...address, city: ' ' } })).body).toEqual({
      message: 'City is required',
      field: 'shippingAddress.city',
      code: 'field.required',
      values: { field: 'shippingAddress.city' },
    });
    expect((await createOrder({ shippingAddress: { ...address, city: '123' } })).body).toEqual({
      message: 'Enter the name of the city, such as Pune',
      field: 'shippingAddress.city',
      code: 'field.invalid',
      values: { field: 'shippingAddress.city' },
    });
    expect((await createOrder({ shippingAddress: { ...address, phone: '98765abcde' } })).body).toEqual({
      message: 'Enter a 10-digit mobile number',
      field: 'shippingAddress.phone',
      code: 'field.invalid',
      values: { field: 'shippingAddress.phone' },
    });
    expect((await createOrder({ shippingAddress: { ...address, street: 'x'.repeat(301) } })).body).toMatchObject({
      code: 'field.tooLong',
      values: { field: 'shippingAddress.street', max: 300 },
    });
    expect((await createOrder({ shippingAddress: { ...address, name: undefined } })).body).toMatchObject({
      message: 'Name is required',
      code: 'field.required',
      values: { field: 'shippingAddress.name' },
    });
    expect((await createOrder({ shippingAddress: { ...address, zip: '999999' } })).body).toMatchObject({
      code: 'address.pincodeUnknown',
      values: { pincode: '999999' },
    });
    const ghost = await createOrder({ items: [{ productId: '00000000-0000-4000-8000-000000000000' }] });
    expect(ghost).toEqual({
      status: 400,
      body: {
        message: 'items: product 00000000-0000-4000-8000-000000000000 is no longer available',
        code: 'product.unavailable',
        values: { productId: '00000000-0000-4000-8000-000000000000' },
      },
    });
  });
});

describe("a line's size", () => {
  const withSize = async (size: unknown) => createOrder({ items: [{ productId: mens[0]?._id, size }] });
  const order = async (size: unknown) => (await withSize(size)).body.message;

  it("is what the garment has: upper and lower sizes or measurements in inches for a men's set", async () => {
    for (const size of [
      { upper: 'L', lower: '34' },
      { custom: true, chest: 40, waist: 34.5, flyU: 11 },
    ]) {
      const answer = await createOrder({
        items: [{ productId: mens[0]?._id, size }],
        amount: mens[0]?.price,
      });
      expect(answer.status).toBe(200);
    }
  });

  it('refuses a size the garment does not come in, or none, naming the piece (stock is kept per size)', async () => {
    const name = mens[0]?.name;
    const named = { productId: mens[0]?._id, product: name };
    expect((await withSize('M')).body).toEqual({
      message: `${name} does not come in size M`,
      field: 'items.0.size',
      code: 'product.sizeUnavailable',
      values: { ...named, size: 'M' },
    });
    expect((await withSize(null)).body).toEqual({
      message: `Choose a size for ${name}`,
      field: 'items.0.size',
      code: 'product.sizeRequired',
      values: named,
    });
    expect((await withSize({ upper: 'L', lower: '35' })).body.message).toBe(
      `${name} does not come in size Upper: L, Lower: 35`,
    );
  });

  it('refuses anything else with a message, however many keys it has', async () => {
    const huge: Record<string, unknown> = { custom: true };
    for (let i = 0; i < 14_000; i++) huge[`k${i}`] = i;
    expect(await withSize(huge)).toEqual({
      status: 400,
      body: {
        message: 'items.0.size: k0 is not a measurement we take',
        field: 'items.0.size',
        code: 'field.invalid',
        values: { field: 'items.0.size' },
      },
    });
    expect(await order({ custom: true, chest: 400 })).toBe('items.0.size.chest: must be at most 120 inches');
    expect(await order({ upper: 'M', lower: '32', note: 'x' })).toBe(
      'items.0.size: a standard size has only upper and lower',
    );
    expect(await order('M'.repeat(21))).toBe('items.0.size: a size is at most 20 characters');
    for (const odd of [{ upper: 'M' }, { custom: true, chest: 'wide' }, 42])
      expect(await order(odd)).toBe(
        'items.0.size: must be a size (such as M), upper and lower sizes, or measurements in inches',
      );
  });
});

describe('coupons', () => {
  it('checks a code against the subtotal', async () => {
    expect(await post('/coupons/check', { code: 'welcome10', subtotal: 5000 })).toEqual({
      status: 200,
      body: { code: 'WELCOME10', label: '10% off', discount: 500, total: 4500 },
    });
    expect((await post('/coupons/check', { code: 'WELCOME10', subtotal: 999 })).body).toEqual({
      message: 'coupon: WELCOME10 needs an order of at least Rs.1,000',
      code: 'coupon.minimumNotMet',
      values: { coupon: 'WELCOME10', minimum: 1000 },
    });
    expect((await post('/coupons/check', { code: 'nope', subtotal: 5000 })).body).toEqual({
      message: 'coupon: NOPE is not a valid code',
      code: 'coupon.unknown',
      values: { coupon: 'NOPE' },
    });
  });

  it('takes the discount off the amount to pay', async () => {
    const discounted = Math.round(total() * 0.9);
    const { status, body } = await createOrder({ couponCode: 'WELCOME10', amount: discounted });
    expect(status).toBe(200);
    expect(body.order.amount).toBe(discounted * 100);
    await closeWidget(body.order.id);
  });
});

describe('paying and placing the order', () => {
  it('saves the order from the stored checkout, once, however often the payment is posted', async () => {
    const { body } = await createOrder();
    const paid = await pay(body.order.id);
    expect(paid.status).toBe(200);
    expect(paid.body.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);

    const first = await placeOrder(paid.body);
    expect(first.status).toBe(201);
    const order = first.body.order as OrderJson;
    expect(order).toMatchObject({
      status: 'paid',
      totalAmount: total(),
      paidAmount: total(),
      amountDue: 0,
      guest: true,
    });
    expect(order.items.map((item) => item.name)).toEqual(mens.slice(0, 2).map((p) => p.name));
    // Each line also names the product in Hindi, read from the product (the seeded ones have it).
    expect(order.items.map((item) => item.nameHi)).toEqual(mens.slice(0, 2).map((p) => p.nameHi));
    expect(order.items.every((item) => item.nameHi)).toBe(true);
    expect(order.shippingAddress).toMatchObject({ street: '12 MG Road', zip: '560001', country: 'India' });
    expect(first.body.guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await placeOrder(paid.body);
    expect(again.status).toBe(200);
    expect(again.body.order._id).toBe(order._id);
    // The webhook for the same payment arrives too, and changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const mine = (await myOrders(first.body.guestToken)).body as OrderJson[];
    expect(mine.map((o) => o._id)).toEqual([order._id]);
    // The confirmation e-mail is a job of the order's transaction: it leaves a moment later.
    await eventually(() => {
      const mail = fs
        .readFileSync(api.config.mailOutbox, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(mail.some((m) => m.to === 'asha@example.in' && m.text.includes('12 MG Road'))).toBe(true);
    });
  });

  it('refuses a forged signature and a payment of another order', async () => {
    const { body } = await createOrder();
    const paid = (await pay(body.order.id)).body;
    const forged = await placeOrder({ ...paid, razorpay_signature: 'a'.repeat(64) });
    expect(forged).toEqual({ status: 400, body: { message: 'razorpay.signature: does not match this payment' } });
    const other = (await createOrder()).body.order.id;
    expect((await placeOrder({ ...paid, razorpay_order_id: other })).status).toBe(400);
  });

  it('makes exactly one order when ten posts of one payment race each other and the webhook', async () => {
    const { body } = await createOrder({ shippingAddress: { ...address, phone: '9000000011' } });
    const paid = (await pay(body.order.id)).body;
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(paid)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.order._id)).size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400)); // the sandbox's webhook lands too
    const rows = await api.database.db.select().from(orders).where(eq(orders.phone, '+919000000011'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a payment the gateway captured for another amount, and makes no order', async () => {
    const { body } = await createOrder({ shippingAddress: { ...address, phone: '9000000012' } });
    const paid = (await pay(body.order.id)).body;
    // As if the amount was changed between our order and the capture: the signature still holds.
    await api.database.db
      .update(sandboxPayments)
      .set({ amountPaise: 100 })
      .where(eq(sandboxPayments.id, paid.razorpay_payment_id));
    expect(await placeOrder(paid)).toEqual({
      status: 400,
      body: { message: 'razorpay.paymentId: the amount paid does not match the amount due' },
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await api.database.db.select().from(orders).where(eq(orders.phone, '+919000000012'))).toEqual([]);
  });

  it('reports a declined card with its reason and makes no order', async () => {
    const { body } = await createOrder({ shippingAddress: { ...address, phone: '9000000001' } });
    const declined = await pay(body.order.id, { ...SUCCESS_CARD, cardNumber: '4100 2800 0008 0001' });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your payment was declined due to insufficient funds.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ordersOf('+919000000001')).toEqual([]);
  });

  it('creates the order from the webhook when the browser never posts it', async () => {
    const phone = '+919000000002';
    const { body } = await createOrder({ shippingAddress: { ...address, phone } });
    await pay(body.order.id, { method: 'upi', vpa: 'success@razorpay' });
    let mine: Awaited<ReturnType<typeof ordersOf>> = [];
    for (let attempt = 0; attempt < 40 && mine.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mine = await ordersOf(phone);
    }
    expect(mine).toHaveLength(1);
    expect(mine[0]?.status).toBe('paid');
  });

  it('pays 20% now and the balance later', async () => {
    const phone = '+919000000003';
    const due = Math.round(total() * 0.2);
    const { body } = await createOrder({ shippingAddress: { ...address, phone }, partialPayment: true, amount: due });
    const first = (await placeOrder((await pay(body.order.id)).body)).body;
    const placed = first.order as OrderJson;
    const guest = { 'x-guest-token': first.guestToken as string };
    expect(placed).toMatchObject({ status: 'partial-paid', paidAmount: due, amountDue: total() - due });

    expect((await post(`/orders/${placed._id}/pay-balance`, {})).status).toBe(401);
    const balance = await post(`/orders/${placed._id}/pay-balance`, {}, guest);
    expect(balance.body.order.amount).toBe((total() - due) * 100);
    const settled = await placeOrder((await pay(balance.body.order.id)).body);
    expect(settled.body.order).toMatchObject({ _id: placed._id, status: 'paid', amountDue: 0 });
    expect((await post(`/orders/${placed._id}/pay-balance`, {}, guest)).status).toBe(409);
  });
});

describe('webhooks', () => {
  async function deliver(
    body: string,
    eventId: string,
    signature = webhookSignature(body, api.config.payments.webhookSecret),
  ) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('refuses a body that does not match its signature', async () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    expect((await deliver(body, 'evt_forged', webhookSignature(`${body} `, 'x'))).status).toBe(400);
  });

  it('handles a replayed event once', async () => {
    const phone = '+919000000004';
    const { body } = await createOrder({ shippingAddress: { ...address, phone } });
    const paid = (await pay(body.order.id)).body;
    const event = JSON.stringify({
      event: 'order.paid',
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: paid.razorpay_order_id } } },
    });
    expect((await deliver(event, 'evt_replayed')).body).toEqual({ status: 'ok' });
    expect((await deliver(event, 'evt_replayed')).body).toEqual({ status: 'duplicate' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await ordersOf(phone)).toHaveLength(1);
  });

  it("has a refund.processed that beats the desk's record of its refund retried, then counts it processed", async () => {
    // The desk has claimed this unapplied payment's refund and is still recording the provider's answer.
    const paymentId = 'pay_RACEDREFUND01';
    await api.database.db.insert(payments).values({
      providerPaymentId: paymentId,
      providerOrderId: 'order_RACEDREFUND01',
      amountPaise: 100000,
      type: 'full',
      unappliedReason: 'the order was already paid',
      refundId: 'pending',
      refundedPaise: 0,
    });
    const event = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_RACEDREFUND01', payment_id: paymentId } } },
    });
    // Answered with an error, and not recorded as seen: Razorpay sends it again.
    expect((await deliver(event, 'evt_raced_refund')).status).toBe(500);
    await api.database.db
      .update(payments)
      .set({ refundId: 'rfnd_RACEDREFUND01', refundedPaise: 100000 })
      .where(eq(payments.providerPaymentId, paymentId));
    expect((await deliver(event, 'evt_raced_refund')).body).toEqual({ status: 'ok' });
    const [row] = await api.database.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    expect(row?.refundProcessedAt).toBeInstanceOf(Date);
  });
});

describe('cross-site requests', () => {
  it('refuses state-changing calls without the store header or from another origin', async () => {
    const bare = await api.app.inject({ method: 'POST', url: '/coupons/check', payload: { code: 'X', subtotal: 1 } });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe("Refused: this call must come from the store's own pages");
    const evil = await post('/payment/create-order', {}, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const own = await post(
      '/coupons/check',
      { code: 'WELCOME10', subtotal: 5000 },
      { origin: 'http://localhost:3000' },
    );
    expect(own.status).toBe(200);
  });
});
