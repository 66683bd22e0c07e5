import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { AdminProduct, CashRisk, OrderJson } from '@store/shared/schemas';
import type { CashRiskRules } from '../src/config';
import { checkouts, orders, stockHolds, type ShippingAddress } from '../src/db/schema';
import { addressReasons, cashRiskOf, type CashRiskFacts } from '../src/modules/checkout/cash/cashRisk';
import { prepaidDiscountOf } from '../src/modules/checkout/pricing';
import { orderGst } from '../src/modules/orders/invoices/taxInvoice';
import { customerClient } from './customerClient';
import { addressFor, shopperClient, type SandboxPayment } from './shopperClient';
import { stockedPieces } from './stockedPieces';
import { eventually, testApiSession } from './testApp';

/**
 * The risk check before cash on delivery (issue 42 §6): each fact alone moves the decision,
 * the decision and its reasons are kept on the order and shown on the desk, a prepaid-only
 * refusal writes and holds nothing, and the prepaid nudge comes off card and UPI orders only.
 */
const RULES: CashRiskRules = {
  confirmScore: 40,
  prepaidScore: 70,
  highValuePaise: 500_000,
  pincodeDays: 180,
  pincodeMinOrders: 4,
  pincodeRtoPercent: 30,
};

/** A repeat shopper (one order before, not delivered yet), a small order, a complete address: score 0. */
const PLAIN: CashRiskFacts = {
  returned: 0,
  delivered: 0,
  placed: 1,
  totalPaise: 299_900,
  pincodeDelivered: 0,
  pincodeReturned: 0,
  address: { street: 'House 12, MG Road', city: 'Bengaluru', state: 'Karnataka', zip: '560001' },
};
const decide = (facts: Partial<CashRiskFacts>, rules: CashRiskRules = RULES) =>
  cashRiskOf(rules, { ...PLAIN, ...facts });
const codes = (risk: CashRisk) => risk.reasons.map((reason) => reason.code);

describe('the rule', () => {
  it('offers cash on a plain order, with no reasons', () => {
    expect(decide({})).toEqual({ decision: 'cash', score: 0, reasons: [] });
  });

  it('refuses cash to a phone two of whose orders came back, and asks one with one return to confirm when large', () => {
    expect(decide({ returned: 1 })).toMatchObject({ decision: 'cash', score: 35 });
    expect(decide({ returned: 2 })).toMatchObject({ decision: 'prepaid-only', score: 70 });
    expect(codes(decide({ returned: 2 }))).toEqual(['phone-returned']);
    expect(decide({ returned: 1, totalPaise: 600_000 })).toMatchObject({ decision: 'confirm', score: 55 });
  });

  it('takes points back for orders delivered to the phone, at most 30', () => {
    expect(decide({ returned: 2, delivered: 1 })).toMatchObject({ decision: 'confirm', score: 60 });
    expect(decide({ returned: 1, totalPaise: 600_000, delivered: 2 })).toMatchObject({ decision: 'cash', score: 35 });
    expect(decide({ returned: 3, delivered: 9 }).reasons).toContainEqual({
      code: 'phone-delivered',
      points: -30,
      count: 9,
    });
  });

  it("weighs a phone's first order", () => {
    const large = { totalPaise: 600_000, address: { ...PLAIN.address, street: 'Flat 9 MG' } };
    expect(decide(large)).toMatchObject({ decision: 'cash', score: 35 });
    expect(decide({ ...large, placed: 0 })).toMatchObject({ decision: 'confirm', score: 50 });
  });

  it('weighs a large order, above the configured value only', () => {
    const returned = { returned: 1 };
    expect(decide({ ...returned, totalPaise: 500_000 }).decision).toBe('cash');
    expect(decide({ ...returned, totalPaise: 500_100 })).toMatchObject({ decision: 'confirm' });
    expect(decide({ ...returned, totalPaise: 500_100 }).reasons).toContainEqual({
      code: 'high-value',
      points: 20,
      count: 5001,
    });
  });

  it("weighs the pincode's return rate only when it has enough finished orders", () => {
    const returned = { returned: 1 };
    // 2 of 3 came back: too few orders to say anything.
    expect(decide({ ...returned, pincodeReturned: 2, pincodeDelivered: 1 }).decision).toBe('cash');
    // 2 of 5 (40%): the pincode counts.
    const rto = decide({ ...returned, pincodeReturned: 2, pincodeDelivered: 3 });
    expect(rto).toMatchObject({ decision: 'confirm', score: 65 });
    expect(rto.reasons).toContainEqual({ code: 'pincode-rto', points: 30, count: 40 });
    // 1 of 5 (20%): under the rate.
    expect(decide({ ...returned, pincodeReturned: 1, pincodeDelivered: 4 }).decision).toBe('cash');
  });

  it('weighs a street too short, one without a house number, and a pincode of another state or city', () => {
    const returned = { returned: 1 };
    const at = (address: Partial<CashRiskFacts['address']>) =>
      decide({ ...returned, address: { ...PLAIN.address, ...address } });
    expect(at({ street: 'Flat 9 MG' })).toMatchObject({ decision: 'confirm', score: 50 });
    expect(at({ street: 'Near the big temple' })).toMatchObject({ decision: 'confirm', score: 55 });
    expect(at({ state: 'Kerala' })).toMatchObject({ decision: 'confirm', score: 65 });
    expect(at({ city: 'Mysuru' })).toMatchObject({ decision: 'confirm', score: 45 });
    // Alone, the city weighs little (a town is often not its district's name); with two returns it tips.
    expect(decide({ address: { ...PLAIN.address, city: 'Mysuru' } })).toMatchObject({ decision: 'cash', score: 10 });
    expect(decide({ returned: 2, delivered: 1, address: { ...PLAIN.address, city: 'Mysuru' } }).decision).toBe(
      'prepaid-only',
    );
  });

  it("reads the city as the pincode's district or state, in any case and punctuation", () => {
    const delhi = { street: 'B-14, Connaught Place', city: 'New Delhi', state: 'Delhi', zip: '110001' };
    expect(addressReasons(delhi)).toEqual([]);
    expect(addressReasons({ ...delhi, city: 'NEW  DELHI.' })).toEqual([]);
    expect(addressReasons({ ...delhi, state: 'delhi' })).toEqual([]);
    expect(addressReasons({ ...delhi, street: 'CP' }).map((reason) => reason.code)).toEqual([
      'street-short',
      'no-house-number',
    ]);
    // A pincode India Post does not list is the pincode rule's to refuse, not this one's.
    expect(addressReasons({ ...delhi, zip: '999999', state: 'Goa' })).toEqual([]);
  });

  it('follows the configured thresholds', () => {
    expect(decide({ returned: 1 }, { ...RULES, confirmScore: 35 }).decision).toBe('confirm');
    expect(decide({ returned: 1 }, { ...RULES, confirmScore: 30, prepaidScore: 35 }).decision).toBe('prepaid-only');
  });
});

describe('the prepaid nudge', () => {
  it('takes a percentage in whole rupees, rounded down, or fixed rupees, never the last rupee', () => {
    expect(prepaidDiscountOf(undefined, 299_900)).toBe(0);
    expect(prepaidDiscountOf({ percent: 0, paise: 0 }, 299_900)).toBe(0);
    expect(prepaidDiscountOf({ percent: 5, paise: 0 }, 299_900)).toBe(14_900);
    expect(prepaidDiscountOf({ percent: 0, paise: 5_000 }, 299_900)).toBe(5_000);
    expect(prepaidDiscountOf({ percent: 0, paise: 5_000 }, 4_000)).toBe(3_900);
    expect(prepaidDiscountOf({ percent: 0, paise: 5_000 }, 100)).toBe(0);
  });
});

const api = testApiSession({
  cashOnDelivery: {
    excludedAreas: ['79', '744', '194'],
    maxOrderPaise: 2_500_000,
    feePaise: 0,
    tailoredAdvancePercent: 20,
    confirmHours: 24,
    dailyPerPhone: 3,
    dailyPerAddress: 3,
    // Refused deliveries are the risk check's here, not the older rule's.
    maxRefusals: 10,
  },
  cashRisk: RULES,
  prepaidDiscount: { percent: 5, paise: 0 },
});
const shopper = shopperClient(api);
const { call, sendCode, lastCode, signInAdmin, textsTo } = customerClient(api);
const pieces = stockedPieces(api, 'Risk Kurta');
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});
const db = () => api.database.db;

async function phoneProof(phone: string): Promise<string> {
  expect((await sendCode(phone)).status).toBe(200);
  return (await call('POST', '/auth/otp/verify', { phone, code: lastCode(phone) })).body.proof as string;
}

const addressOf = (phone: string, street = `House ${phone.slice(-4)}, MG Road`, zip = '560001') => ({
  ...addressFor(phone),
  email: 'asha@example.in',
  street,
  zip,
});

/** An order of this phone from before, as the desk and the courier left it. */
async function pastOrder(phone: string, past: { fulfilment?: string; cashState?: string; zip?: string } = {}) {
  const address: ShippingAddress = {
    ...addressOf(phone, 'House 1, Old Road', past.zip),
    landmark: null,
    country: 'India',
  };
  await db()
    .insert(orders)
    .values({
      checkoutId: randomUUID(),
      customerName: 'Asha Rao',
      phone: `+91${phone}`,
      shippingAddress: address,
      totalPaise: 100_000,
      paidPaise: past.cashState ? 0 : 100_000,
      status: past.cashState ? 'partial-paid' : 'paid',
      guest: true,
      fulfilment: past.fulfilment ?? 'processing',
      paymentMethod: past.cashState ? 'cash' : 'prepaid',
      cashState: past.cashState ?? null,
    });
}

const bag = (piece: AdminProduct, phone: string, street?: string, zip?: string) => ({
  items: [{ productId: piece._id, size: 'M' }],
  shippingAddress: addressOf(phone, street, zip),
});

async function orderCash(piece: AdminProduct, phone: string, street?: string, zip?: string) {
  return call('POST', '/payment/cash-order', {
    ...bag(piece, phone, street, zip),
    amount: piece.price,
    phoneProof: await phoneProof(`+91${phone}`),
  });
}

const deskOrder = async (id: string) => (await call('GET', `/admin/orders/${id}`, undefined, admin)).body;

describe('placing a cash order', () => {
  it('confirms a plain repeat order at once and keeps "cash" and its reasons on the order, for the desk only', async () => {
    const piece = await pieces.piece(admin, 3, 2999);
    await pastOrder('9712000001', { fulfilment: 'delivered' });
    const placed = await orderCash(piece, '9712000001');
    expect(placed.status).toBe(201);
    const order = placed.body.placed.order as OrderJson;
    expect(order.cash).toMatchObject({ state: 'confirmed', confirmedHow: 'phone proven at checkout' });
    // The shopper's JSON says nothing of the risk.
    expect(order).not.toHaveProperty('cashRisk');
    const desk = await deskOrder(order._id);
    expect(desk.cashRisk).toEqual({
      decision: 'cash',
      score: 0,
      reasons: [{ code: 'phone-delivered', points: -10, count: 1 }],
    });
  });

  it('asks a proven phone to confirm a riskier order (one return, a large order) by text, and the desk sees why', async () => {
    const piece = await pieces.piece(admin, 3, 5999);
    await pastOrder('9712000002', { fulfilment: 'rto' });
    const placed = await orderCash(piece, '9712000002');
    expect(placed.status).toBe(201);
    const order = placed.body.placed.order as OrderJson;
    expect(order.cash).toMatchObject({ state: 'awaiting-confirmation', confirmedHow: null });
    expect(order.cash?.confirmBy).not.toBeNull();
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row?.cashRisk).toEqual({
      decision: 'confirm',
      score: 55,
      reasons: [
        { code: 'phone-returned', points: 35, count: 1 },
        { code: 'high-value', points: 20, count: 5999 },
      ],
    });
    expect((await deskOrder(order._id)).cashRisk).toEqual(row?.cashRisk);
    // The request to confirm goes to her phone (link and code), as for an unproven phone.
    await eventually(() =>
      expect(
        textsTo('+919712000002').filter((sms) => /confirm it at \S+ or with code \d{6}/.test(sms.text)),
      ).toHaveLength(1),
    );
  });

  it("counts the pincode's own returns, only past the minimum of finished orders", async () => {
    const piece = await pieces.piece(admin, 3, 2999);
    const zip = '560034';
    for (const fulfilment of ['rto', 'rto', 'delivered'])
      await pastOrder(`97120001${fulfilment.length}${Math.floor(Math.random() * 10)}`, { fulfilment, zip });
    // A phone with one return at a pincode of three finished orders: not enough to count.
    await pastOrder('9712000003', { cashState: 'refused' });
    const quote = await call('POST', '/payment/cash-quote', bag(piece, '9712000003', undefined, zip));
    expect(quote.body).toMatchObject({ offered: false, needsPhone: true });
    await pastOrder('9712000013', { fulfilment: 'delivered', zip });
    const placed = await orderCash(piece, '9712000003', undefined, zip);
    expect(placed.status).toBe(201);
    expect(placed.body.placed.order.cash.state).toBe('awaiting-confirmation');
    expect((await deskOrder(placed.body.placed.order._id)).cashRisk.reasons).toContainEqual({
      code: 'pincode-rto',
      points: 30,
      count: 50,
    });
  });

  it('refuses cash to a phone two of whose orders came back, in words she understands, and writes or holds nothing', async () => {
    const piece = await pieces.piece(admin, 1, 2999);
    const phone = '9712000004';
    await pastOrder(phone, { fulfilment: 'rto' });
    await pastOrder(phone, { fulfilment: 'rto', cashState: 'refused' });
    // The quote says so before the phone is asked for its code.
    const quote = await call('POST', '/payment/cash-quote', bag(piece, phone));
    expect(quote.body).toMatchObject({
      offered: false,
      needsPhone: false,
      refusal: { code: 'cod.riskPhone', values: {} },
    });
    expect(quote.body.reason).toMatch(/^Cash on delivery is not offered to this phone for now/);
    const ordersBefore = (await db().select({ n: count() }).from(orders))[0]?.n;
    const checkoutsBefore = (await db().select({ n: count() }).from(checkouts))[0]?.n;
    const proof = await phoneProof(`+91${phone}`);
    const refused = await call('POST', '/payment/cash-order', {
      ...bag(piece, phone),
      amount: piece.price,
      phoneProof: proof,
    });
    expect(refused).toMatchObject({ status: 400, body: { field: 'shippingAddress.phone', code: 'cod.riskPhone' } });
    expect((await db().select({ n: count() }).from(orders))[0]?.n).toBe(ordersBefore);
    expect((await db().select({ n: count() }).from(checkouts))[0]?.n).toBe(checkoutsBefore);
    expect(await db().select().from(stockHolds).where(eq(stockHolds.productId, piece._id))).toEqual([]);
    expect(await pieces.onHand(piece._id)).toBe(1);
    // Card or UPI takes the same bag (the nudge off it).
    const nudge = Math.floor(piece.price * 0.05);
    const card = await call('POST', '/payment/create-order', { ...bag(piece, phone), amount: piece.price - nudge });
    expect(card.status).toBe(200);
  });

  it('asks for a complete address when the address is what weighs, naming the street', async () => {
    const piece = await pieces.piece(admin, 1, 2999);
    const phone = '9712000005';
    // A first order to 'Temple' (short, no number) in Kerala, at a Bengaluru pincode: 15 + 15 + 20 + 30.
    const shippingAddress = { ...addressOf(phone, 'Temple'), state: 'Kerala' };
    const body = { items: [{ productId: piece._id, size: 'M' }], shippingAddress, amount: piece.price };
    const refused = await call('POST', '/payment/cash-order', { ...body, phoneProof: await phoneProof(`+91${phone}`) });
    expect(refused).toMatchObject({ status: 400, body: { field: 'shippingAddress.street', code: 'cod.riskAddress' } });
    expect(refused.body.message).toMatch(/^Cash on delivery needs a complete address/);
  });
});

describe('the prepaid nudge at 5%', () => {
  it('is quoted beside cash and comes off a card order, whose invoice agrees; cash keeps the full price', async () => {
    const piece = await pieces.piece(admin, 3, 2999);
    const phone = '9712000006';
    const quote = await call('POST', '/payment/cash-quote', bag(piece, phone));
    expect(quote.body).toMatchObject({ total: 2999, prepaidDiscount: 149 });
    // The card checkout wants the total less the nudge, and says so.
    const full = await call('POST', '/payment/create-order', { ...bag(piece, phone), amount: 2999 });
    expect(full).toMatchObject({ status: 409, body: { code: 'checkout.amountChanged', values: { amount: 2850 } } });
    const opened = await call('POST', '/payment/create-order', { ...bag(piece, phone), amount: 2850 });
    expect(opened.status).toBe(200);
    const paid = (await shopper.pay(opened.body.order.id)).body as SandboxPayment;
    const placed = await shopper.placeOrder(paid);
    expect(placed.status).toBe(201);
    const order = placed.body.order as OrderJson;
    expect(order).toMatchObject({ totalAmount: 2850, paidAmount: 2850, discount: 149, prepaidDiscount: 149 });
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    const { split } = await orderGst(db(), row!, api.config);
    expect(split.totalPaise).toBe(285_000);
    // Cash on delivery: no nudge.
    const cash = await orderCash(piece, '9712000007');
    expect(cash.status).toBe(201);
    expect(cash.body.placed.order).toMatchObject({ totalAmount: 2999, discount: 0 });
    expect(cash.body.placed.order).not.toHaveProperty('prepaidDiscount');
  });

  it("comes off after a coupon, and the coupon's own rules are unchanged", async () => {
    const piece = await pieces.piece(admin, 3, 2999);
    const phone = '9712000008';
    const coupon = await call('POST', '/coupons/check', { code: 'WELCOME10', subtotal: 2999 });
    expect(coupon.status).toBe(200);
    const afterCoupon = 2999 - (coupon.body.discount as number);
    const nudge = Math.floor(afterCoupon * 0.05);
    const quote = await call('POST', '/payment/cash-quote', { ...bag(piece, phone), couponCode: 'WELCOME10' });
    expect(quote.body).toMatchObject({ total: afterCoupon, prepaidDiscount: nudge });
    const opened = await call('POST', '/payment/create-order', {
      ...bag(piece, phone),
      couponCode: 'WELCOME10',
      amount: afterCoupon - nudge,
    });
    expect(opened.status).toBe(200);
    const paid = (await shopper.pay(opened.body.order.id)).body as SandboxPayment;
    const order = (await shopper.placeOrder(paid)).body.order as OrderJson;
    expect(order).toMatchObject({
      totalAmount: afterCoupon - nudge,
      discount: 2999 - afterCoupon + nudge,
      prepaidDiscount: nudge,
      couponCode: 'WELCOME10',
    });
  });
});
