import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { courierSandboxShipments, orderLines, orders, products, shipmentEvents, shipments } from '../src/db/schema';
import { buildApp } from '../src/app';
import { insertOrderLines } from '../src/modules/orders/ordersRepository';
import { movesForward } from '../src/modules/shipping/tracking';
import { SandboxCourier, type SandboxWebhook } from '../src/providers/courier';
import { shiprocketWebhookTime } from '../src/providers/courier/protocol';
import { customerClient } from './customerClient';
import { eventually, firstSeededProduct, testAddress, testApiSession } from './testApp';

/**
 * Shipping (issue 42): the desk's ready queue, booking exactly once on the courier sandbox
 * (concurrent calls, a crashed booking), labels and manifest as PDFs, and the courier's tracking
 * applied once and only forward, the order and the shopper's notices following.
 */
const api = testApiSession();
const { call, signIn, signInAdmin, textsTo } = customerClient(api);
let admin: string;
let productId: string;
let phones = 0;
beforeAll(async () => {
  admin = await signInAdmin();
  productId = (await firstSeededProduct(api, 'womens')).id;
});

const desk = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => call(method, url, payload, admin);
/** The sandbox's own books, read as the test's second client of the same database. */
const sandbox = () =>
  new SandboxCourier(api.database.db, {
    webhookToken: api.config.courier.webhookToken,
    pickupLocation: api.config.courier.pickupLocation,
    pickupPincode: api.config.courier.pickupPincode,
  });

interface OrderSetup {
  cash?: boolean;
  /** A prepaid order with only its advance paid. */
  partial?: boolean;
  cashState?: string;
  /** A made-to-measure piece at this stage. */
  tailored?: string;
  stockShort?: boolean;
  dispatchBy?: string;
  zip?: string;
  locale?: 'en' | 'hi';
}

/** An order as checkout leaves it, straight into the database; its id, number and phone. */
async function placeOrder(setup: OrderSetup = {}) {
  const phone = `+9198765${String(40000 + ++phones).padStart(5, '0')}`;
  const cash = setup.cash ?? false;
  const [order] = await api.database.db
    .insert(orders)
    .values({
      checkoutId: randomUUID(),
      customerName: 'Asha',
      phone,
      shippingAddress: testAddress(phone, { name: 'Asha Rao', state: 'Maharashtra', zip: setup.zip ?? '411001' }),
      totalPaise: 250000,
      paidPaise: cash ? 0 : setup.partial ? 50000 : 250000,
      status: cash || setup.partial ? 'partial-paid' : 'paid',
      paymentMethod: cash ? 'cash' : 'prepaid',
      cashState: cash ? (setup.cashState ?? 'confirmed') : null,
      guest: true,
      stockShort: setup.stockShort ?? false,
      locale: setup.locale ?? 'en',
      dispatchBy: setup.dispatchBy ?? '2026-01-10',
    })
    .returning();
  const id = order?.id as string;
  await insertOrderLines(api.database.db, id, [
    { productId, name: 'Anarkali', size: 'M', pricePaise: 150000, image: '' },
    ...(setup.tailored
      ? [{ productId, name: 'Lehenga', size: { custom: true, measurements: {} }, pricePaise: 100000, image: '' }]
      : []),
  ]);
  if (setup.tailored)
    await api.database.db
      .update(orderLines)
      .set({ stage: setup.tailored })
      .where(and(eq(orderLines.orderId, id), eq(orderLines.custom, true)));
  return { id, number: order?.number as string, phone };
}

const orderRow = async (id: string) => (await api.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const shipmentsOf = (orderId: string) => api.database.db.select().from(shipments).where(eq(shipments.orderId, orderId));
const eventCount = async (shipmentId: string) =>
  (
    await api.database.db.select({ n: count() }).from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId))
  )[0]?.n;

async function book(orderId: string) {
  const answer = await desk('POST', '/admin/shipping/book', { orderIds: [orderId] });
  expect(answer.status).toBe(200);
  return answer.body as { booked: { shipmentId: string; awb: string; courierName: string }[]; failed: unknown[] };
}

const post = (hook: SandboxWebhook) =>
  api.app.inject({ method: 'POST', url: '/webhooks/courier', headers: hook.headers, payload: hook.body });

/** Moves the parcel on in the sandbox and delivers its webhooks as the aggregator would; returns them. */
async function courierMoves(awb: string, to: Parameters<SandboxCourier['advance']>[1], reason?: string) {
  const hooks = await sandbox().advance(awb, to, reason);
  for (const hook of hooks) expect((await post(hook)).statusCode).toBe(200);
  return hooks;
}

/** PDF text as pdfkit writes it uncompressed: hex strings of the standard fonts' codes. */
function pdfText(bytes: Buffer | string): string {
  const raw = Buffer.isBuffer(bytes) ? bytes.toString('latin1') : bytes;
  return [...raw.matchAll(/<([0-9a-fA-F]+)>/g)]
    .map((match) => Buffer.from(match[1] as string, 'hex').toString('latin1'))
    .join('');
}

describe('the ready-to-ship queue', () => {
  it('lists paid and confirmed cash orders whose every piece is ready, oldest dispatch first', async () => {
    const later = await placeOrder({ dispatchBy: '2026-01-12' });
    const sooner = await placeOrder({ cash: true, dispatchBy: '2026-01-02' });
    const tailoredReady = await placeOrder({ tailored: 'ready', dispatchBy: '2026-01-11' });
    const tailoredCutting = await placeOrder({ tailored: 'cutting' });
    const unconfirmed = await placeOrder({ cash: true, cashState: 'awaiting-confirmation' });
    const balanceDue = await placeOrder({ partial: true });
    const short = await placeOrder({ stockShort: true });
    const ready = (await desk('GET', '/admin/shipping/ready')).body.orders as { _id: string; dispatchBy: string }[];
    const ids = ready.map((order) => order._id);
    expect(ids).toEqual(expect.arrayContaining([later.id, sooner.id, tailoredReady.id]));
    for (const excluded of [tailoredCutting, unconfirmed, balanceDue, short]) expect(ids).not.toContain(excluded.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(tailoredReady.id));
    expect(ids.indexOf(tailoredReady.id)).toBeLessThan(ids.indexOf(later.id));
    const cash = ready.find((order) => order._id === sooner.id) as unknown as Record<string, unknown>;
    expect(cash).toMatchObject({ paymentMethod: 'cash', cashToCollect: 2500, pieces: 1, pincode: '411001' });
  });

  it("weighs a parcel by the desk's defaults per product type, a product's own weight first", async () => {
    const [product] = await api.database.db.select().from(products).where(eq(products.id, productId));
    const type = product?.type as string;
    const saved = await desk('PUT', '/admin/shipping/parcel-defaults', {
      defaults: [{ productType: type, weightGrams: 777, lengthCm: 40, breadthCm: 30, heightCm: 9 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.defaults).toContainEqual({
      productType: type,
      weightGrams: 777,
      lengthCm: 40,
      breadthCm: 30,
      heightCm: 9,
    });
    const order = await placeOrder({ tailored: 'ready' });
    const weight = async () =>
      ((await desk('GET', '/admin/shipping/ready')).body.orders as { _id: string; weightGrams: number }[]).find(
        (row) => row._id === order.id,
      )?.weightGrams;
    expect(await weight()).toBe(2 * 777);
    await api.database.db.update(products).set({ weightGrams: 500 }).where(eq(products.id, productId));
    try {
      expect(await weight()).toBe(1000);
    } finally {
      await api.database.db.update(products).set({ weightGrams: null }).where(eq(products.id, productId));
    }
    const bad = await desk('PUT', '/admin/shipping/parcel-defaults', {
      defaults: [{ productType: type, weightGrams: 0, lengthCm: 40, breadthCm: 30, heightCm: 9 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/weightGrams/);
  });
});

describe('booking', () => {
  it('quotes the couriers of the lane, only cash-collecting ones for a cash order', async () => {
    const prepaid = await placeOrder();
    const cash = await placeOrder({ cash: true });
    const prepaidQuotes = (await desk('POST', '/admin/shipping/quotes', { orderId: prepaid.id })).body.couriers;
    const cashQuotes = (await desk('POST', '/admin/shipping/quotes', { orderId: cash.id })).body.couriers as {
      cash: boolean;
    }[];
    expect(prepaidQuotes.length).toBeGreaterThan(0);
    expect(cashQuotes.length).toBeGreaterThan(0);
    expect(cashQuotes.every((quote) => quote.cash)).toBe(true);
    expect(prepaidQuotes.filter((quote: { recommended: boolean }) => quote.recommended)).toHaveLength(1);
  });

  it('books an order once however many calls race for it', async () => {
    const order = await placeOrder({ cash: true });
    const answers = await Promise.all([
      desk('POST', '/admin/shipping/book', { orderIds: [order.id] }),
      desk('POST', '/admin/shipping/book', { orderIds: [order.id] }),
      desk('POST', '/admin/shipping/book', { orderIds: [order.id, order.id] }),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    const rows = await shipmentsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(await sandbox().ordersWithReference(`${order.number}-1`)).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ status: 'booked', reference: `${order.number}-1`, cashToCollectPaise: 250000 });
    const booked = answers.flatMap((answer) => answer.body.booked as { awb: string }[]);
    expect(booked.length).toBeGreaterThan(0);
    expect(new Set(booked.map((entry) => entry.awb))).toEqual(new Set([row?.awb]));
    // The order shows its courier and AWB, and waits for the pick-up to be shipped.
    expect(await orderRow(order.id)).toMatchObject({
      fulfilment: 'processing',
      trackingNumber: row?.awb,
      courier: row?.courierName,
    });
    expect(
      ((await desk('GET', '/admin/shipping/ready')).body.orders as { _id: string }[]).map((o) => o._id),
    ).not.toContain(order.id);
    // A booked order is shipped by its courier's pick-up, not by hand.
    const byHand = await desk('PUT', `/admin/orders/${order.id}/fulfilment`, {
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: 'AWB 1',
    });
    expect(byHand.status).toBe(409);
  });

  it('books an order once when two API instances are asked at the same moment', async () => {
    const second = await buildApp({
      config: { ...api.config, jobs: { ...api.config.jobs, inProcess: false } },
      database: api.database,
    });
    try {
      const order = await placeOrder({ cash: true });
      const viaSecond = () =>
        second.inject({
          method: 'POST',
          url: '/admin/shipping/book',
          headers: { cookie: admin, 'x-requested-with': 'store' },
          payload: { orderIds: [order.id] },
        });
      const [first, here, third] = await Promise.all([
        viaSecond(),
        desk('POST', '/admin/shipping/book', { orderIds: [order.id] }),
        viaSecond(),
      ]);
      expect([first?.statusCode, here?.status, third?.statusCode]).toEqual([200, 200, 200]);
      expect(await shipmentsOf(order.id)).toHaveLength(1);
      expect(await sandbox().ordersWithReference(`${order.number}-1`)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("takes over a crashed booking by finding the aggregator's order, never creating a second", async () => {
    const order = await placeOrder();
    const reference = `${order.number}-1`;
    // A booker created the order on the aggregator, then died before recording anything.
    const made = await sandbox().createOrder({
      reference,
      orderDate: new Date(),
      customer: {
        name: 'Asha Rao',
        phone: order.phone,
        email: null,
        street: '1 MG Road',
        landmark: null,
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
      items: [{ name: 'Anarkali', sku: 'ANK-1', units: 1, pricePaise: 250000 }],
      subTotalPaise: 250000,
      cashToCollectPaise: 0,
      parcel: { weightGrams: 800, lengthCm: 30, breadthCm: 25, heightCm: 5 },
    });
    const [claim] = await api.database.db
      .insert(shipments)
      .values({
        orderId: order.id,
        reference,
        provider: 'sandbox',
        parcel: { weightGrams: 800, lengthCm: 30, breadthCm: 25, heightCm: 5 },
        status: 'booking',
        statusAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    const answer = await book(order.id);
    expect(answer.booked).toHaveLength(1);
    expect(await sandbox().ordersWithReference(reference)).toHaveLength(1);
    const [row] = await shipmentsOf(order.id);
    expect(row).toMatchObject({ id: claim?.id, status: 'booked', providerOrderId: made.providerOrderId });
  });

  it('gives a refused booking up, so the next one is a new attempt', async () => {
    const order = await placeOrder({ zip: '000000' });
    const refused = await book(order.id);
    expect(refused.booked).toHaveLength(0);
    expect(refused.failed).toHaveLength(1);
    const [row] = await shipmentsOf(order.id);
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(row?.lastError).toBeTruthy();
    await api.database.db
      .update(orders)
      .set({ shippingAddress: { ...(await orderRow(order.id))!.shippingAddress, zip: '411001' } })
      .where(eq(orders.id, order.id));
    const again = await book(order.id);
    expect(again.booked).toHaveLength(1);
    expect((await shipmentsOf(order.id)).map((shipment) => shipment.reference).sort()).toEqual([
      `${order.number}-1`,
      `${order.number}-2`,
    ]);
  });
  it('cancels a booking at the shop on the courier, and the order can be booked again', async () => {
    const order = await placeOrder();
    const [first] = (await book(order.id)).booked;
    const byHand = await desk('PUT', `/admin/orders/${order.id}/fulfilment`, { status: 'cancelled' });
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toMatch(/cancel the booking/);
    const cancelled = await desk('POST', `/admin/shipping/shipments/${first?.shipmentId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', awb: first?.awb });
    expect(await orderRow(order.id)).toMatchObject({ courier: null, trackingNumber: null, fulfilment: 'processing' });
    expect(((await desk('GET', '/admin/shipping/ready')).body.orders as { _id: string }[]).map((o) => o._id)).toContain(
      order.id,
    );
    const [second] = (await book(order.id)).booked;
    expect(second?.awb).toBeTruthy();
    expect(second?.awb).not.toBe(first?.awb);
    expect((await desk('POST', `/admin/shipping/shipments/${first?.shipmentId}/cancel`)).status).toBe(409);
  });
});

describe('labels, pickup and manifest', () => {
  it("prints a 4x6 label per parcel and the day's manifest, each carrying the AWB", async () => {
    const cash = await placeOrder({ cash: true });
    const prepaid = await placeOrder();
    const answer = (await desk('POST', '/admin/shipping/book', { orderIds: [cash.id, prepaid.id] })).body as {
      booked: { orderId: string; shipmentId: string; awb: string }[];
    };
    expect(answer.booked).toHaveLength(2);
    const [first, second] = answer.booked;
    const one = await api.app.inject({
      method: 'GET',
      url: `/admin/shipping/shipments/${first?.shipmentId}/label.pdf`,
      headers: { cookie: admin },
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/application\/pdf/);
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(one.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 288 432\]/);
    const text = pdfText(one.rawPayload);
    expect(text).toContain(first?.awb);
    expect(text).toContain(first?.orderId === cash.id ? cash.number : prepaid.number);
    const batch = await api.app.inject({
      method: 'POST',
      url: '/admin/shipping/labels',
      headers: { cookie: admin, 'x-requested-with': 'store' },
      payload: { shipmentIds: [first?.shipmentId, second?.shipmentId] },
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const labels = pdfText(batch.rawPayload);
    expect(labels).toContain(second?.awb);
    expect(labels).toMatch(/COD Rs\.2,500\.00/);
    expect(labels).toContain('PREPAID');

    const pickup = await desk('POST', '/admin/shipping/pickup', {
      shipmentIds: [first?.shipmentId, second?.shipmentId],
    });
    expect(pickup.status).toBe(200);
    expect(pickup.body.count).toBe(2);
    const [row] = await api.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.id, first?.shipmentId as string));
    expect(row).toMatchObject({ status: 'pickup-scheduled', pickupDate: pickup.body.pickupDate });

    const manifest = await api.app.inject({
      method: 'GET',
      url: `/admin/shipping/manifest.pdf?date=${pickup.body.pickupDate}`,
      headers: { cookie: admin },
    });
    expect(manifest.statusCode).toBe(200);
    const sheet = pdfText(manifest.rawPayload);
    expect(sheet).toContain(first?.awb);
    expect(sheet).toContain(second?.awb);
    expect(sheet).toMatch(/signature/);
    expect((await desk('GET', '/admin/shipping/manifest.pdf?date=2026-02-30')).status).toBe(400);
  });
});

describe('tracking', () => {
  async function bookedParcel(setup: OrderSetup = {}) {
    const order = await placeOrder(setup);
    const [booked] = (await book(order.id)).booked;
    return { ...order, awb: booked?.awb as string, shipmentId: booked?.shipmentId as string };
  }
  const statusOf = async (shipmentId: string) =>
    (await api.database.db.select().from(shipments).where(eq(shipments.id, shipmentId)))[0];

  it('follows the parcel to the door: shipped, out for delivery, delivered, a notice each, once', async () => {
    const parcel = await bookedParcel({ cash: true });
    await courierMoves(parcel.awb, 'picked-up');
    expect(await orderRow(parcel.id)).toMatchObject({ fulfilment: 'shipped' });
    expect((await statusOf(parcel.shipmentId))?.status).toBe('picked-up');
    await courierMoves(parcel.awb, 'in-transit');
    const out = await courierMoves(parcel.awb, 'out-for-delivery');
    for (const hook of out) expect((await post(hook)).statusCode).toBe(200);
    // A real van takes hours to reach her door; the notice job waits for nothing, but it says
    // nothing once the parcel is delivered, so the test lets it go before the door scan.
    await eventually(() => {
      const texts = textsTo(parcel.phone).map((sms) => sms.text);
      expect(texts.filter((text) => /out for delivery/.test(text))).toHaveLength(1);
    }, 20_000);
    await courierMoves(parcel.awb, 'delivered');
    const delivered = await orderRow(parcel.id);
    expect(delivered).toMatchObject({ fulfilment: 'delivered', cashState: 'confirmed' });
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    await eventually(() => {
      const texts = textsTo(parcel.phone).map((sms) => sms.text);
      expect(texts.filter((text) => /shipped with/.test(text))).toHaveLength(1);
      expect(texts.filter((text) => /out for delivery/.test(text))).toHaveLength(1);
      expect(texts.filter((text) => /Rs\.?\s?2,500|₹2,500/.test(text)).length).toBeGreaterThan(0);
      expect(texts.filter((text) => /delivered/i.test(text))).toHaveLength(1);
    }, 20_000);

    // The shopper's timeline, newest first.
    const tracking = await desk('GET', `/admin/orders/${parcel.id}/shipment`);
    expect(tracking.body.shipment).toMatchObject({ awb: parcel.awb, status: 'delivered' });
    // Each step once, newest first, in its own words, though the steps came within one second and
    // every webhook carried the earlier steps' scans again.
    const events = tracking.body.events as { status: string; activity: string }[];
    expect(events.map((event) => event.status)).toEqual([
      'delivered',
      'out-for-delivery',
      'in-transit',
      'picked-up',
      'booked',
    ]);
    expect(events[0]?.activity).toBe('Delivered to the consignee');
    expect(events[1]?.activity).toBe('Out for delivery');
  });

  it("tells a Hindi order's shopper in Hindi that it is out for delivery", async () => {
    const parcel = await bookedParcel({ cash: true, locale: 'hi' });
    await courierMoves(parcel.awb, 'picked-up');
    await courierMoves(parcel.awb, 'out-for-delivery');
    await eventually(() => {
      const texts = textsTo(parcel.phone).map((sms) => sms.text);
      expect(texts.filter((text) => /डिलीवरी के लिए निकला/.test(text))).toHaveLength(1);
      expect(texts.some((text) => /नकद तैयार रखें/.test(text))).toBe(true);
    }, 20_000);
  });

  it('applies a replayed event once and a late one never backwards', async () => {
    const parcel = await bookedParcel();
    const picked = await courierMoves(parcel.awb, 'picked-up');
    const transit = await courierMoves(parcel.awb, 'in-transit');
    const done = await courierMoves(parcel.awb, 'delivered');
    const events = await eventCount(parcel.shipmentId);
    const before = await statusOf(parcel.shipmentId);
    for (const hook of [...done, ...transit, ...picked]) expect((await post(hook)).statusCode).toBe(200);
    expect(await eventCount(parcel.shipmentId)).toBe(events);
    expect(await statusOf(parcel.shipmentId)).toEqual(before);
    expect((await orderRow(parcel.id))?.fulfilment).toBe('delivered');
    // A late 'in transit' of its own (a new event) is kept for the record but moves nothing.
    const late = JSON.parse(transit[0]?.body as string) as Record<string, unknown>;
    late.current_timestamp = shiprocketWebhookTime(new Date(Date.now() + 60_000));
    const lateAnswer = await post({
      headers: transit[0]?.headers as Record<string, string>,
      body: JSON.stringify(late),
    });
    expect(lateAnswer.statusCode).toBe(200);
    expect(await eventCount(parcel.shipmentId)).toBe(Number(events) + 1);
    expect((await statusOf(parcel.shipmentId))?.status).toBe('delivered');
    expect((await orderRow(parcel.id))?.fulfilment).toBe('delivered');
  });

  /** A courier's webhook as sent again at another time (its own scan only): a new event of that step. */
  const hookAt = (hook: SandboxWebhook | undefined, at: Date): SandboxWebhook => {
    const body = JSON.parse(hook?.body as string) as Record<string, unknown>;
    return {
      headers: hook?.headers as Record<string, string>,
      body: JSON.stringify({ ...body, current_timestamp: shiprocketWebhookTime(at), scans: [] }),
    };
  };
  const minutes = (count: number) => new Date(Date.now() + count * 60_000);

  it('applies scans of one parcel arriving at once each once, the furthest winning and her notice sent once', async () => {
    const parcel = await bookedParcel();
    await courierMoves(parcel.awb, 'picked-up');
    const [transit] = await sandbox().advance(parcel.awb, 'in-transit');
    const [out] = await sandbox().advance(parcel.awb, 'out-for-delivery');
    const events = Number(await eventCount(parcel.shipmentId));
    const outAt = minutes(3);
    const racing = [
      hookAt(transit, minutes(1)),
      hookAt(transit, minutes(2)),
      hookAt(transit, minutes(1)),
      hookAt(out, outAt),
      hookAt(out, outAt),
      hookAt(transit, minutes(-1)),
    ];
    const answers = await Promise.all(racing.map(post));
    expect(answers.map((answer) => answer.statusCode)).toEqual(racing.map(() => 200));
    // Three in-transit scans and one out for delivery are new; the repeats add nothing.
    expect(await eventCount(parcel.shipmentId)).toBe(events + 4);
    const moved = await statusOf(parcel.shipmentId);
    expect(moved?.status).toBe('out-for-delivery');
    expect(moved?.statusAt.getTime()).toBe(Math.floor(outAt.getTime() / 1000) * 1000);
    expect((await orderRow(parcel.id))?.fulfilment).toBe('shipped');
    await eventually(() => {
      const texts = textsTo(parcel.phone).map((sms) => sms.text);
      expect(texts.filter((text) => /out for delivery/.test(text))).toHaveLength(1);
      expect(texts.filter((text) => /shipped with/.test(text))).toHaveLength(1);
    }, 20_000);
  });

  it('keeps a late older scan without moving the parcel back, the order untouched', async () => {
    const parcel = await bookedParcel();
    const [picked] = await courierMoves(parcel.awb, 'picked-up');
    const [transit] = await sandbox().advance(parcel.awb, 'in-transit');
    expect((await post(hookAt(transit, minutes(2)))).statusCode).toBe(200);
    const before = await statusOf(parcel.shipmentId);
    expect(before?.status).toBe('in-transit');
    const events = Number(await eventCount(parcel.shipmentId));
    // An in-transit scan older than the parcel's latest, and a picked-up one after it: both kept, neither moves it.
    for (const late of [hookAt(transit, minutes(1)), hookAt(picked, minutes(-2))])
      expect((await post(late)).statusCode).toBe(200);
    expect(await eventCount(parcel.shipmentId)).toBe(events + 2);
    expect(await statusOf(parcel.shipmentId)).toEqual(before);
    expect((await orderRow(parcel.id))?.fulfilment).toBe('shipped');
  });

  it('refuses a wrong token and ignores an unknown AWB, changing nothing', async () => {
    const parcel = await bookedParcel();
    const [hook] = await sandbox().advance(parcel.awb, 'picked-up');
    const forged = await post({
      headers: { ...hook?.headers, 'x-api-key': 'not-the-token' },
      body: hook?.body as string,
    });
    expect(forged.statusCode).toBe(401);
    expect(await eventCount(parcel.shipmentId)).toBe(0);
    expect((await statusOf(parcel.shipmentId))?.status).toBe('booked');
    expect((await orderRow(parcel.id))?.fulfilment).toBe('processing');

    const stranger = JSON.parse(hook?.body as string) as Record<string, unknown>;
    stranger.awb = 'UNKNOWN123456';
    const unknown = await post({ headers: hook?.headers as Record<string, string>, body: JSON.stringify(stranger) });
    expect(unknown.statusCode).toBe(200);
    expect(await eventCount(parcel.shipmentId)).toBe(0);
    expect((await orderRow(parcel.id))?.fulfilment).toBe('processing');
  });

  it('counts a failed attempt, and a return to origin turns a cash order refused with its pieces on their way back', async () => {
    const parcel = await bookedParcel({ cash: true });
    await courierMoves(parcel.awb, 'picked-up');
    await courierMoves(parcel.awb, 'out-for-delivery');
    await courierMoves(parcel.awb, 'undelivered', 'Consignee not available');
    const failed = await statusOf(parcel.shipmentId);
    expect(failed).toMatchObject({ status: 'undelivered', failedAttempts: 1 });
    expect((await orderRow(parcel.id))?.fulfilment).toBe('shipped');
    await courierMoves(parcel.awb, 'rto', 'Refused by the consignee');
    expect((await statusOf(parcel.shipmentId))?.status).toBe('rto-initiated');
    expect(await orderRow(parcel.id)).toMatchObject({ fulfilment: 'rto', cashState: 'refused' });
    const lines = await api.database.db.select().from(orderLines).where(eq(orderLines.orderId, parcel.id));
    expect(lines.every((line) => line.restockDue)).toBe(true);
  });

  it('ranks every status so that none moves a parcel backwards', () => {
    const at = new Date('2026-12-06T10:00:00Z');
    const later = new Date('2026-12-06T11:00:00Z');
    const cases: [string, Parameters<typeof movesForward>[2], boolean][] = [
      ['booked', 'picked-up', true],
      ['in-transit', 'picked-up', false],
      ['delivered', 'in-transit', false],
      ['delivered', 'rto-initiated', false],
      ['out-for-delivery', 'undelivered', true],
      ['undelivered', 'out-for-delivery', true],
      ['undelivered', 'rto-initiated', true],
      ['rto-initiated', 'out-for-delivery', false],
      ['rto-in-transit', 'rto-initiated', false],
      ['rto-delivered', 'rto-in-transit', false],
      ['in-transit', 'lost', true],
      ['lost', 'delivered', false],
    ];
    for (const [from, to, moves] of cases)
      expect([from, to, movesForward(from, at, to, later)]).toEqual([from, to, moves]);
    // Between an attempt and its failure, an older report does not win.
    expect(movesForward('undelivered', later, 'out-for-delivery', at)).toBe(false);
  });

  it("moves a sandbox parcel on from the desk's control", async () => {
    const parcel = await bookedParcel();
    const moved = await desk('POST', `/admin/shipping/sandbox/${parcel.awb}/advance`, { to: 'picked-up' });
    expect(moved.status).toBe(204);
    expect((await orderRow(parcel.id))?.fulfilment).toBe('shipped');
    expect((await desk('POST', `/admin/shipping/sandbox/${parcel.awb}/advance`, { to: 'flying' })).status).toBe(400);
  });

  it("applies the sandbox clock's webhooks as the route does, and asks the courier about a quiet parcel", async () => {
    const clocked = await bookedParcel();
    // Its pickup time has come.
    await api.database.db
      .update(courierSandboxShipments)
      .set({ nextStepAt: new Date(Date.now() - 60_000) })
      .where(eq(courierSandboxShipments.awb, clocked.awb));
    await api.app.jobs.enqueue(api.database.db, 'courier-sandbox-clock', {});
    await eventually(async () => expect((await orderRow(clocked.id))?.fulfilment).toBe('shipped'));
    expect((await statusOf(clocked.shipmentId))?.status).not.toBe('booked');

    // A webhook the store never received: the poll finds the parcel quiet for hours and asks.
    const quiet = await bookedParcel();
    await sandbox().advance(quiet.awb, 'picked-up');
    await api.database.db
      .update(shipments)
      .set({ statusAt: new Date(Date.now() - 7 * 3_600_000) })
      .where(eq(shipments.id, quiet.shipmentId));
    await api.app.jobs.enqueue(api.database.db, 'courier-tracking-poll', {});
    await eventually(async () => expect((await statusOf(quiet.shipmentId))?.status).toBe('picked-up'));
    expect((await orderRow(quiet.id))?.fulfilment).toBe('shipped');
  });

  it("shows the shopper her own parcel's events, and nobody else's", async () => {
    const parcel = await bookedParcel();
    await courierMoves(parcel.awb, 'picked-up');
    const signedOut = await call('GET', `/orders/${parcel.id}/tracking`);
    expect(signedOut.status).toBe(401);
    const stranger = await call('GET', `/orders/${parcel.id}/tracking`, undefined, await signIn('+919812300001'));
    expect(stranger.status).toBe(404);
    const own = await call('GET', `/orders/${parcel.id}/tracking`, undefined, await signIn(parcel.phone));
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ awb: parcel.awb, status: 'picked-up', courierName: expect.any(String) });
    expect(own.body.events.map((event: { status: string }) => event.status)).toContain('picked-up');
  });

  it("lists the desk's parcels page by page, filtered by status", async () => {
    const list = await desk('GET', '/admin/shipping/shipments?status=delivered');
    expect(list.status).toBe(200);
    expect(list.body.shipments.length).toBeGreaterThan(0);
    expect(list.body.shipments.every((shipment: { status: string }) => shipment.status === 'delivered')).toBe(true);
    expect((await desk('GET', '/admin/shipping/shipments?cursor=nonsense')).status).toBe(400);
  });
});
