import { indiaDay, indiaDayPlus } from '@store/shared/format';
import { CourierError, SandboxCourier, type CourierOrder } from '../src/providers/courier';
import { ShiprocketClient, shiprocketCourier } from '../src/providers/courier/shiprocket';
import { SANDBOX_SHIPROCKET_PREFIX } from '../src/providers/courier/sandboxHttp';
import { testApiSession } from './testApp';

/*
 * The live Shiprocket client against the sandbox's copy of Shiprocket's API, over real HTTP on a
 * listening test API: the two speak one protocol.
 */
const api = testApiSession();
let apiUrl = '';
/** Every request the client made, as the wire saw it. */
const sent: { method: string; path: string; authorization: string | null; body: unknown }[] = [];

beforeAll(async () => {
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `${address}${SANDBOX_SHIPROCKET_PREFIX}`;
});

/** Node's fetch, noting each request. */
const recording: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const headers = new Headers(init?.headers);
  sent.push({
    method: init?.method ?? 'GET',
    path: url.pathname.slice(SANDBOX_SHIPROCKET_PREFIX.length) + url.search,
    authorization: headers.get('authorization'),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  });
  return fetch(input, init);
};

const client = (overrides: Partial<ConstructorParameters<typeof ShiprocketClient>[0]> = {}) =>
  shiprocketCourier(api.config.courier, { apiUrl, fetch: recording, ...overrides });

/** The sandbox behind the face, to move parcels as its clock would. */
const sandbox = () =>
  new SandboxCourier(api.database.db, {
    webhookToken: api.config.courier.webhookToken,
    pickupLocation: api.config.courier.pickupLocation,
    pickupPincode: api.config.courier.pickupPincode,
  });

let serial = 0;
function order(overrides: Partial<CourierOrder> = {}): CourierOrder {
  serial += 1;
  return {
    reference: `ELG-2026-${String(800000 + serial)}-1`,
    orderDate: new Date(),
    customer: {
      name: 'Kavya Reddy Nair',
      phone: '+919812345678',
      email: 'kavya@example.in',
      street: '7 Banjara Hills Road 2',
      landmark: 'Near the lake',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500034',
    },
    items: [{ name: 'Silk saree', sku: 'SAR-004', units: 1, pricePaise: 549900 }],
    subTotalPaise: 549900,
    cashToCollectPaise: 0,
    parcel: { weightGrams: 900, lengthCm: 35, breadthCm: 28, heightCm: 6 },
    ...overrides,
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

it('logs in once for a bearer token and keeps it', async () => {
  sent.length = 0;
  const live = client();
  const quotes = await live.serviceability({
    pickupPincode: '560001',
    deliveryPincode: '500034',
    weightGrams: 900,
    cash: false,
  });
  await live.serviceability({ pickupPincode: '560001', deliveryPincode: '110001', weightGrams: 900, cash: true });
  expect(sent.map((request) => request.path.replace(/\?.*/, ''))).toEqual([
    '/auth/login',
    '/courier/serviceability/',
    '/courier/serviceability/',
  ]);
  expect(sent[0]?.body).toEqual({ email: api.config.courier.email, password: api.config.courier.password });
  expect(sent[1]?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  expect(sent[1]?.path).toBe(
    '/courier/serviceability/?pickup_postcode=560001&delivery_postcode=500034&weight=0.9&cod=0',
  );
  // The same quotes as the sandbox gives in process: rupees on the wire, paise here.
  expect(quotes).toEqual(
    await sandbox().serviceability({
      pickupPincode: '560001',
      deliveryPincode: '500034',
      weightGrams: 900,
      cash: false,
    }),
  );
  expect(quotes.filter((quote) => quote.recommended)).toHaveLength(1);
});

it('logs in again when a token is refused (401), and refuses a wrong API user', async () => {
  sent.length = 0;
  let spoil = true;
  // The first protected call carries a token the API does not know (as one revoked or expired).
  const live = client({
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (spoil && headers.has('authorization')) {
        spoil = false;
        headers.set('authorization', 'Bearer a.b.c');
      }
      return recording(input, { ...init, headers });
    },
  });
  expect(await live.findOrder('ELG-2026-000000-1')).toBeNull();
  expect(sent.map((request) => request.path.replace(/\?.*/, ''))).toEqual([
    '/auth/login',
    '/orders',
    '/auth/login',
    '/orders',
  ]);
  expect(await refusal(client({ password: 'not-it' }).findOrder('x'))).toEqual({
    status: 403,
    message: 'Invalid email and password combination',
  });
});

it('quotes nothing for a lane no courier serves, and refuses an impossible parcel', async () => {
  const live = client();
  expect(
    await live.serviceability({ pickupPincode: '560001', deliveryPincode: '930001', weightGrams: 500, cash: false }),
  ).toEqual([]);
  expect(
    await live.serviceability({ pickupPincode: '560001', deliveryPincode: '793001', weightGrams: 500, cash: true }),
  ).toEqual([]);
  expect(
    await refusal(
      live.serviceability({ pickupPincode: '560001', deliveryPincode: '11001', weightGrams: 500, cash: false }),
    ),
  ).toEqual({
    status: 422,
    message: 'The delivery postcode must be 6 digits.',
  });
});

it('books, assigns, picks up, tracks, answers a failed delivery and cancels, as the sandbox does', async () => {
  const live = client();
  const mine = order({ cashToCollectPaise: 549900 });
  const first = await live.createOrder(mine);
  expect(first).toMatchObject({
    providerOrderId: expect.stringMatching(/^\d+$/),
    shipmentId: expect.stringMatching(/^\d+$/),
    awb: null,
  });
  const create = sent.findLast((request) => request.path === '/orders/create/adhoc');
  expect(create?.body).toMatchObject({
    order_id: mine.reference,
    pickup_location: api.config.courier.pickupLocation,
    billing_customer_name: 'Kavya',
    billing_last_name: 'Reddy Nair',
    billing_phone: '9812345678',
    payment_method: 'COD',
    sub_total: 5499,
    weight: 0.9,
    order_items: [{ name: 'Silk saree', sku: 'SAR-004', units: 1, selling_price: 5499 }],
  });
  // No idempotency: a second create is a second shipment; the search finds the newest.
  const second = await live.createOrder(mine);
  expect(second.shipmentId).not.toBe(first.shipmentId);
  expect(await live.findOrder(mine.reference)).toEqual(second);

  const booked = await live.assignAwb(second.shipmentId, 43);
  expect(booked).toMatchObject({
    courierId: 43,
    courierName: 'Delhivery Surface',
    awb: expect.stringMatching(/^1490\d{10}$/),
  });
  expect(await live.findOrder(mine.reference)).toEqual(booked);
  const { pickupDate } = await live.requestPickup([second.shipmentId]);
  expect([indiaDay(), indiaDayPlus(1)]).toContain(pickupDate);
  expect((await live.generateLabel([second.shipmentId])).url).toMatch(/\.pdf$/);
  expect((await live.generateManifest([second.shipmentId])).url).toMatch(/\.pdf$/);

  const awb = booked.awb as string;
  expect(await live.track(awb)).toMatchObject({
    awb,
    reference: mine.reference,
    status: 'pickup-scheduled',
    providerStatusId: 3,
  });
  const courier = sandbox();
  await courier.advance(awb, 'picked-up');
  await courier.advance(awb, 'out-for-delivery');
  await courier.advance(awb, 'undelivered', 'Consignee not available');
  const tracked = await live.track(awb);
  expect(tracked).toMatchObject({ status: 'undelivered', reason: 'Consignee not available', providerStatusId: 21 });
  expect(tracked?.scans.map((scan) => scan.status)).toEqual([
    'booked',
    'pickup-scheduled',
    'picked-up',
    'out-for-delivery',
    'undelivered',
  ]);
  expect(await live.ndrList()).toContainEqual({
    awb,
    reason: 'Consignee not available',
    attempts: 1,
    raisedAt: expect.any(Date),
  });
  await live.ndrAction(awb, { kind: 're-attempt', date: indiaDayPlus(1), comment: 'She is home after 6 pm' });
  expect(sent.findLast((request) => request.path === `/ndr/${awb}/action`)?.body).toEqual({
    action: 're-attempt',
    comments: 'She is home after 6 pm',
    deferred_date: indiaDayPlus(1),
  });
  expect(await refusal(live.ndrAction(awb, { kind: 'return' }))).toEqual({
    status: 400,
    message: 'An action has already been taken on this attempt.',
  });
  expect(await live.track('149099999999')).toBeNull();

  // The first, never given an AWB, is cancelled; the second, picked up, may not be.
  await live.cancel([first.providerOrderId]);
  expect(await refusal(live.assignAwb(first.shipmentId))).toEqual({
    status: 400,
    message: 'AWB cannot be assigned to a cancelled shipment.',
  });
  expect((await refusal(live.cancel([second.providerOrderId]))).message).toBe(
    `Order ${second.providerOrderId} is UNDELIVERED and cannot be cancelled.`,
  );
});

it('books a reverse pickup with its AWB, and gives Shiprocket the fields it requires', async () => {
  const live = client();
  const back = await live.reversePickup(order());
  expect(back.awb).toMatch(/^\d{12,14}$/);
  expect(sent.findLast((request) => request.path === '/courier/assign/awb')?.body).toEqual({
    shipment_id: Number(back.shipmentId),
    is_return: 1,
  });
  expect(await refusal(live.createOrder(order({ customer: { ...order().customer, city: '' } })))).toEqual({
    status: 422,
    message: 'The billing city field is required.',
  });
  expect(await refusal(live.assignAwb(String((await live.createOrder(order())).shipmentId), 999))).toEqual({
    status: 422,
    message: 'Invalid courier id 999.',
  });
  expect(await refusal(live.requestPickup([(await live.createOrder(order())).shipmentId]))).toMatchObject({
    status: 400,
  });
});

it('has no remittance call on the live API: the CSV is the way', async () => {
  expect(await refusal(client().remittances('2026-12-01'))).toMatchObject({ status: 501 });
});

it('reads the webhooks the sandbox sends, with the configured token', async () => {
  const courier = sandbox();
  const live = client();
  const booking = await live.assignAwb((await live.createOrder(order())).shipmentId);
  const [hook] = await courier.advance(booking.awb as string, 'picked-up');
  if (!hook) throw new Error('no webhook');
  expect(live.readWebhook(hook.headers, hook.body)).toMatchObject({ awb: booking.awb, status: 'picked-up' });
  expect(() => client({ webhookToken: 'another' }).readWebhook(hook.headers, hook.body)).toThrow('token');
});
