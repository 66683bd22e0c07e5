import { indiaDay, indiaDayPlus } from '@store/shared/format';
import {
  CourierError,
  remittanceCsv,
  SandboxCourier,
  WebhookRefused,
  type CourierOrder,
  type SandboxWebhook,
  type TrackingUpdate,
} from '../src/providers/courier';
import { testApiSession } from './testApp';

const api = testApiSession();
const TOKEN = 'test-webhook-token';
/** A sandbox whose attempts to 226010 always fail (the default share is a half). */
const sandbox = () =>
  new SandboxCourier(api.database.db, {
    webhookToken: TOKEN,
    pickupLocation: 'Primary',
    pickupPincode: '560001',
    failingPincodes: ['226010'],
    failShare: 1,
  });

let serial = 0;
function order(overrides: Partial<CourierOrder> & { pincode?: string } = {}): CourierOrder {
  serial += 1;
  const { pincode = '110001', ...rest } = overrides;
  return {
    reference: `ELG-2026-${String(900000 + serial)}-1`,
    orderDate: new Date(),
    customer: {
      name: 'Meera Iyer',
      phone: '9876543210',
      email: null,
      street: '14 Lodhi Road',
      landmark: null,
      city: 'New Delhi',
      state: 'Delhi',
      pincode,
    },
    items: [{ name: 'Chanderi kurta', sku: 'KUR-001-M', units: 1, pricePaise: 249900 }],
    subTotalPaise: 249900,
    cashToCollectPaise: 0,
    parcel: { weightGrams: 600, lengthCm: 30, breadthCm: 25, heightCm: 5 },
    ...rest,
  };
}

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CourierError)) throw new Error(`expected a CourierError, got ${String(error)}`);
  return { status: error.status, message: error.message };
};

const read = (courier: SandboxCourier, webhook: SandboxWebhook): TrackingUpdate =>
  courier.readWebhook(webhook.headers, webhook.body);

/** Ticks the clock a day at a time from `from` until the parcel stops moving; its updates in order. */
async function ride(courier: SandboxCourier, awb: string, from: Date, days = 12) {
  const updates: TrackingUpdate[] = [];
  for (let day = 1; day <= days; day += 1) {
    const hooks = await courier.tick(new Date(from.getTime() + day * 86_400_000));
    updates.push(...hooks.map((hook) => read(courier, hook)).filter((update) => update.awb === awb));
  }
  return updates;
}

async function booked(courier: SandboxCourier, overrides: Parameters<typeof order>[0] = {}, courierId?: number) {
  const created = await courier.createOrder(order(overrides));
  const withAwb = await courier.assignAwb(created.shipmentId, courierId);
  return { ...withAwb, awb: withAwb.awb as string };
}

describe('serviceability', () => {
  it('quotes several couriers by weight and zone, cheapest first, one recommended', async () => {
    const quotes = await sandbox().serviceability({
      pickupPincode: '560001',
      deliveryPincode: '110001',
      weightGrams: 1200,
      cash: false,
    });
    // Zone D (Bengaluru to Delhi), 1.2 kg: the first 500 g and two more.
    expect(quotes.map((quote) => [quote.courierName, quote.ratePaise, quote.etaDays])).toEqual([
      ['Ekart Logistics', 13300, 5],
      ['Xpressbees Surface', 13700, 6],
      ['Delhivery Surface', 14300, 5],
      ['DTDC Surface', 15200, 6],
      ['Blue Dart Air', 24400, 3],
    ]);
    expect(quotes.filter((quote) => quote.recommended)).toHaveLength(1);
    expect(quotes[0]?.estimatedDelivery).toBe(indiaDayPlus(quotes[0]?.etaDays ?? 0));
    // Nearer is cheaper: the same city is zone A.
    const local = await sandbox().serviceability({
      pickupPincode: '560001',
      deliveryPincode: '560034',
      weightGrams: 1200,
      cash: false,
    });
    expect(local.find((quote) => quote.courierId === 43)?.ratePaise).toBe(3100 + 2 * 2900);
  });

  it('adds cash handling, and offers no cash where couriers take none', async () => {
    const lane = { pickupPincode: '560001', deliveryPincode: '110001', weightGrams: 500 };
    const prepaid = await sandbox().serviceability({ ...lane, cash: false });
    const cash = await sandbox().serviceability({ ...lane, cash: true });
    expect(
      cash.map((quote) => quote.ratePaise - (prepaid.find((p) => p.courierId === quote.courierId)?.ratePaise ?? 0)),
    ).toEqual(cash.map(() => 3700));
    expect(cash.every((quote) => quote.cash)).toBe(true);
    const northEast = { ...lane, deliveryPincode: '793001' };
    expect(await sandbox().serviceability({ ...northEast, cash: true })).toEqual([]);
    const shillong = await sandbox().serviceability({ ...northEast, cash: false });
    expect(shillong.length).toBeGreaterThan(0);
    expect(shillong.every((quote) => !quote.cash)).toBe(true);
  });

  it('reaches no Army Postal Service pincode, and carries no heavy parcel by air', async () => {
    expect(
      await sandbox().serviceability({
        pickupPincode: '560001',
        deliveryPincode: '930001',
        weightGrams: 500,
        cash: false,
      }),
    ).toEqual([]);
    const heavy = await sandbox().serviceability({
      pickupPincode: '560001',
      deliveryPincode: '110001',
      weightGrams: 12_000,
      cash: false,
    });
    expect(heavy.map((quote) => quote.courierName)).not.toContain('Blue Dart Air');
  });

  it.each([
    [{ deliveryPincode: '11001' }, 'The delivery postcode must be 6 digits.'],
    [{ pickupPincode: '056001' }, 'The pickup postcode must be 6 digits.'],
    [{ weightGrams: 0 }, 'The weight must be greater than 0.'],
    [{ weightGrams: 250_000 }, 'The weight may not be greater than 100 kg.'],
  ])('refuses %j', async (change, message) => {
    const query = { pickupPincode: '560001', deliveryPincode: '110001', weightGrams: 500, cash: false, ...change };
    expect(await refusal(sandbox().serviceability(query))).toEqual({ status: 422, message });
  });
});

describe('booking', () => {
  it('makes a second shipment for a second create with the same reference, and finds the newest by it', async () => {
    const courier = sandbox();
    const same = order();
    const first = await courier.createOrder(same);
    const second = await courier.createOrder(same);
    expect(second.providerOrderId).not.toBe(first.providerOrderId);
    expect(second.shipmentId).not.toBe(first.shipmentId);
    expect(first).toMatchObject({ awb: null, courierId: null, courierName: null });
    expect(await courier.findOrder(same.reference)).toEqual(second);
    expect(await courier.ordersWithReference(same.reference)).toEqual([first, second]);
    expect(await courier.findOrder('ELG-2026-000000-9')).toBeNull();
  });

  it('assigns a real-looking AWB: the recommended courier, or the one named', async () => {
    const courier = sandbox();
    const recommended = await booked(courier);
    const quotes = await courier.serviceability({
      pickupPincode: '560001',
      deliveryPincode: '110001',
      weightGrams: 600,
      cash: false,
    });
    expect(recommended.courierId).toBe(quotes.find((quote) => quote.recommended)?.courierId);
    const delhivery = await booked(courier, {}, 43);
    expect(delhivery).toMatchObject({ courierId: 43, courierName: 'Delhivery Surface' });
    expect(delhivery.awb).toMatch(/^1490\d{10}$/);
    expect((await booked(courier, {}, 6)).awb).toMatch(/^77\d{10}$/);
    expect((await booked(courier, {}, 10)).awb).toMatch(/^715\d{10}$/);
  });

  it('refuses what Shiprocket refuses', async () => {
    const courier = sandbox();
    expect(await refusal(courier.createOrder(order({ pincode: '1100' })))).toEqual({
      status: 422,
      message: 'The billing pincode must be 6 digits.',
    });
    expect(
      (
        await refusal(
          courier.createOrder(order({ parcel: { weightGrams: 0, lengthCm: 1, breadthCm: 1, heightCm: 1 } })),
        )
      ).message,
    ).toBe('The weight must be greater than 0.');
    const created = await courier.createOrder(order());
    expect(await refusal(courier.assignAwb(created.shipmentId, 999))).toEqual({
      status: 422,
      message: 'Invalid courier id 999.',
    });
    expect(await refusal(courier.requestPickup([created.shipmentId]))).toEqual({
      status: 400,
      message: `Please assign an AWB to shipment ${created.shipmentId} before a pickup.`,
    });
    expect((await refusal(courier.generateLabel([created.shipmentId]))).status).toBe(400);
    await courier.cancel([created.providerOrderId]);
    expect(await refusal(courier.assignAwb(created.shipmentId))).toEqual({
      status: 400,
      message: 'AWB cannot be assigned to a cancelled shipment.',
    });
    // Cash over the courier's limit (DTDC collects at most Rs 10,000), and cash where none is taken.
    const dear = await courier.createOrder(order({ subTotalPaise: 1_500_000, cashToCollectPaise: 1_500_000 }));
    expect(await refusal(courier.assignAwb(dear.shipmentId, 10))).toEqual({
      status: 400,
      message: "COD amount exceeds DTDC Surface's limit of Rs. 10000.",
    });
    expect((await courier.assignAwb(dear.shipmentId, 43)).awb).toMatch(/^1490/);
    const shillong = await courier.createOrder(order({ pincode: '793001', cashToCollectPaise: 100_000 }));
    expect(await refusal(courier.assignAwb(shillong.shipmentId))).toEqual({
      status: 400,
      message: 'COD is not available for the delivery postcode.',
    });
    const apo = await courier.createOrder(order({ pincode: '930001' }));
    expect((await refusal(courier.assignAwb(apo.shipmentId))).message).toBe('Delivery postcode is not serviceable.');
    const twice = await booked(courier);
    expect((await refusal(courier.assignAwb(twice.shipmentId))).message).toBe(
      `AWB is already assigned to this shipment: ${twice.awb}.`,
    );
    expect(await refusal(courier.ndrAction(twice.awb, { kind: 're-attempt' }))).toEqual({
      status: 400,
      message: 'Action cannot be taken: the shipment is not in NDR.',
    });
    expect((await refusal(courier.advance('149000000000', 'delivered'))).status).toBe(404);
    // Picked up, it can no longer be cancelled (that is a return to origin).
    await courier.advance(twice.awb, 'picked-up');
    expect((await refusal(courier.cancel([twice.providerOrderId]))).message).toBe(
      `Order ${twice.providerOrderId} is PICKED UP and cannot be cancelled.`,
    );
  });

  it('gives a pickup day, a label and a manifest for shipments with AWBs', async () => {
    const courier = sandbox();
    const one = await booked(courier);
    const two = await booked(courier);
    const { pickupDate } = await courier.requestPickup([one.shipmentId, two.shipmentId]);
    expect([indiaDay(), indiaDayPlus(1)]).toContain(pickupDate);
    expect((await courier.generateLabel([one.shipmentId])).url).toMatch(/\.pdf$/);
    expect((await courier.generateManifest([one.shipmentId, two.shipmentId])).url).toMatch(/\.pdf$/);
    expect(await courier.track(one.awb)).toMatchObject({
      awb: one.awb,
      status: 'pickup-scheduled',
      providerStatusId: 3,
    });
    expect(await courier.track('149099999999')).toBeNull();
  });
});

describe('moving parcels', () => {
  it('moves a parcel on its clock to the door, each step a Shiprocket webhook with the token', async () => {
    const courier = sandbox();
    const parcel = await booked(courier, {}, 43);
    await courier.requestPickup([parcel.shipmentId]);
    const updates = await ride(courier, parcel.awb, new Date());
    expect(updates.map((update) => [update.status, update.providerStatusId])).toEqual([
      ['picked-up', 42],
      ['in-transit', 18],
      ['in-transit', 38],
      ['out-for-delivery', 17],
      ['delivered', 7],
    ]);
    const last = updates.at(-1);
    expect(last).toMatchObject({ reference: expect.stringMatching(/^ELG-2026-/), isReturn: false, reason: null });
    expect(last?.scans.map((scan) => scan.status)).toEqual([
      'booked',
      'pickup-scheduled',
      'picked-up',
      'in-transit',
      'in-transit',
      'out-for-delivery',
      'delivered',
    ]);
    // The body is Shiprocket's webhook, field for field.
    const hooks = await courier.advance((await booked(courier)).awb, 'picked-up');
    expect(hooks[0]?.headers).toEqual({ 'content-type': 'application/json', 'x-api-key': TOKEN });
    expect(Object.keys(JSON.parse(hooks[0]?.body ?? '{}')).sort()).toEqual(
      [
        'awb',
        'courier_name',
        'current_status',
        'current_status_id',
        'shipment_status',
        'shipment_status_id',
        'current_timestamp',
        'order_id',
        'sr_order_id',
        'awb_assigned_date',
        'pickup_scheduled_date',
        'etd',
        'scans',
        'is_return',
        'channel_id',
        'pod_status',
        'pod',
      ].sort(),
    );
    expect(JSON.parse(hooks[0]?.body ?? '{}')).toMatchObject({
      current_status: 'PICKED UP',
      shipment_status_id: 42,
      current_timestamp: expect.stringMatching(/^\d{2} \d{2} \d{4} \d{2}:\d{2}:\d{2}$/),
      scans: expect.arrayContaining([
        expect.objectContaining({
          'sr-status': '42',
          'sr-status-label': 'PICKED UP',
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
        }),
      ]),
    });
  });

  it('takes each step once when two clocks tick at once (two instances)', async () => {
    const parcel = await booked(sandbox());
    await sandbox().requestPickup([parcel.shipmentId]);
    const at = new Date(Date.now() + 86_400_000);
    const both = await Promise.all([sandbox().tick(at), sandbox().tick(at)]);
    const mine = both.flat().filter((hook) => read(sandbox(), hook).awb === parcel.awb);
    expect(mine.map((hook) => read(sandbox(), hook).status)).toEqual(['picked-up']);
  });

  it('fails three attempts in a failing pincode, then returns the parcel to origin', async () => {
    const courier = sandbox();
    const parcel = await booked(courier, { pincode: '226010', cashToCollectPaise: 249900 });
    await courier.requestPickup([parcel.shipmentId]);
    const updates = await ride(courier, parcel.awb, new Date(), 20);
    expect(updates.map((update) => update.status)).toEqual([
      'picked-up',
      'in-transit',
      'in-transit',
      'out-for-delivery',
      'undelivered',
      'out-for-delivery',
      'undelivered',
      'out-for-delivery',
      'undelivered',
      'rto-initiated',
      'rto-in-transit',
      'rto-delivered',
    ]);
    const failed = updates.filter((update) => update.status === 'undelivered');
    expect(failed.every((update) => typeof update.reason === 'string' && update.reason.length > 0)).toBe(true);
    expect(updates.at(-1)?.isReturn).toBe(true);
  });

  it('lists a failed delivery, goes out again on a re-attempt, and back on a return', async () => {
    const courier = sandbox();
    const parcel = await booked(courier);
    await courier.advance(parcel.awb, 'out-for-delivery');
    const [failed] = await courier.advance(parcel.awb, 'undelivered', 'Consignee not available');
    expect(read(courier, failed as SandboxWebhook)).toMatchObject({
      status: 'undelivered',
      reason: 'Consignee not available',
    });
    expect(await courier.ndrList()).toContainEqual({
      awb: parcel.awb,
      reason: 'Consignee not available',
      attempts: 1,
      raisedAt: expect.any(Date),
    });
    await courier.ndrAction(parcel.awb, { kind: 're-attempt', comment: 'Call before coming' });
    const again = (await courier.tick(new Date()))
      .map((hook) => read(courier, hook))
      .filter((u) => u.awb === parcel.awb);
    expect(again.map((update) => update.status)).toEqual(['out-for-delivery']);
    expect((await courier.ndrList()).map((ndr) => ndr.awb)).not.toContain(parcel.awb);
    await courier.advance(parcel.awb, 'undelivered', 'Consignee refused to accept the shipment');
    await courier.ndrAction(parcel.awb, { kind: 'return' });
    const back = (await courier.tick(new Date()))
      .map((hook) => read(courier, hook))
      .filter((u) => u.awb === parcel.awb);
    expect(back.map((update) => [update.status, update.isReturn])).toEqual([['rto-initiated', true]]);
  });

  it('books a reverse pickup with its AWB, whose webhooks say it is a return', async () => {
    const courier = sandbox();
    const reverse = await courier.reversePickup(order({ pincode: '400050' }));
    expect(reverse.awb).toMatch(/^\d{12,14}$/);
    await courier.requestPickup([reverse.shipmentId]);
    const updates = await ride(courier, reverse.awb as string, new Date());
    expect(updates.map((update) => [update.status, update.isReturn])).toEqual([
      ['picked-up', true],
      ['in-transit', true],
      ['in-transit', true],
      ['delivered', true],
    ]);
  });
});

describe('the tracking webhook', () => {
  it('refuses a wrong or missing token (401) and a body that is not an update (400)', async () => {
    const courier = sandbox();
    const [hook] = await courier.advance((await booked(courier)).awb, 'picked-up');
    const body = hook?.body ?? '';
    const refused = (headers: Record<string, string>, text: string) => {
      try {
        courier.readWebhook(headers, text);
        return null;
      } catch (error) {
        return error instanceof WebhookRefused ? error.status : error;
      }
    };
    expect(refused({ 'x-api-key': 'test-webhook-tokem' }, body)).toBe(401);
    expect(refused({ 'x-api-key': `${TOKEN}x` }, body)).toBe(401);
    expect(refused({}, body)).toBe(401);
    expect(refused({ 'x-api-key': TOKEN }, 'not json')).toBe(400);
    expect(refused({ 'x-api-key': TOKEN }, JSON.stringify({ awb: '1490123' }))).toBe(400);
    expect(refused({ 'x-api-key': TOKEN }, '[]')).toBe(400);
    expect(refused({ 'X-Api-Key': TOKEN }, body)).toBeNull();
  });
});

describe('cash remittance', () => {
  it('remits delivered cash in a batch two days after delivery, and writes the CSV Shiprocket exports', async () => {
    const courier = sandbox();
    const cash = await booked(courier, { cashToCollectPaise: 249900 });
    const prepaid = await booked(courier);
    await courier.advance(cash.awb, 'delivered');
    await courier.advance(prepaid.awb, 'delivered');
    const today = indiaDay();
    await courier.tick(new Date(Date.now() + 86_400_000));
    expect((await courier.remittances(today)).map((line) => line.awb)).not.toContain(cash.awb);
    await courier.tick(new Date(Date.now() + 2 * 86_400_000 + 60_000));
    const lines = await courier.remittances(today);
    const line = lines.find((one) => one.awb === cash.awb);
    expect(line).toEqual({
      reference: expect.stringMatching(/^UTIBR\d{14}$/),
      remittedOn: indiaDayPlus(2),
      awb: cash.awb,
      amountPaise: 249900,
    });
    expect(lines.map((one) => one.awb)).not.toContain(prepaid.awb);
    // The whole day's batch shares its reference.
    expect(new Set(lines.filter((one) => one.remittedOn === line?.remittedOn).map((one) => one.reference)).size).toBe(
      1,
    );
    const csv = remittanceCsv(lines);
    expect(csv.split('\r\n')[0]).toBe('Remittance Date,UTR,CRF ID,Order ID,AWB,Courier,COD Amount,Remitted Amount');
    expect(csv).toContain(`,${cash.awb},,2499.00,2499.00`);
    // The desk's import reads it back (remittances.test.ts imports a sandbox batch as this CSV).
  });
});
