import { count, eq, sql } from 'drizzle-orm';
import { deliveryExceptions, orders, shipmentEvents, shipments } from '../src/db/schema';
import { deliveryIssueLinks, ndrQuickReply } from '../src/modules/shipping/ndr';
import { DeliveryIssueLinks } from '../src/modules/shipping/ndr/issueLinks';
import { courierProvider } from '../src/providers/courier';
import { shiprocketWebhookTime } from '../src/providers/courier/protocol';
import { customerClient } from './customerClient';
import { insertParcel } from './parcels';
import { firstSeededProduct, insertPaidOrder, startTestApi, testApiSession } from './testApp';

/**
 * The shipping routes probed as an attacker (or a confused courier) would: the tracking webhook's
 * token and body, events that contradict where a parcel is, a reverse pickup's events, the
 * shopper's tracking of someone else's order. Each case was a finding or a boundary kept.
 */
const api = testApiSession();
const { call, signIn } = customerClient(api);
let phones = 0;
const nextPhone = () => `+9198770${String(10000 + ++phones).padStart(5, '0')}`;

/** A paid order (fulfilment as given) with a forward parcel at `status`. */
async function parcelAt(status: string, fulfilment: string) {
  const phone = nextPhone();
  const product = await firstSeededProduct(api, 'womens');
  const orderId = await insertPaidOrder(api, phone, { productId: product.id, fulfilment });
  const parcel = await insertParcel(api, orderId, { status, at: new Date(Date.now() - 3_600_000) });
  return { phone, orderId, parcel };
}

/** Shiprocket's tracking webhook for this AWB, status id and time (India wall clock). */
function hook(awb: string, statusId: number, at: Date | string = new Date(), extra: object = {}) {
  return JSON.stringify({
    awb,
    shipment_status_id: statusId,
    current_timestamp: typeof at === 'string' ? at : shiprocketWebhookTime(at),
    scans: [],
    ...extra,
  });
}

const post = (body: string, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: '/webhooks/courier',
    headers: { 'content-type': 'application/json', 'x-api-key': api.config.courier.webhookToken, ...headers },
    payload: body,
  });

const parcelRow = async (id: string) => (await api.database.db.select().from(shipments).where(eq(shipments.id, id)))[0];
const questionsOf = async (shipmentId: string) =>
  Number(
    (
      await api.database.db
        .select({ n: count() })
        .from(deliveryExceptions)
        .where(eq(deliveryExceptions.shipmentId, shipmentId))
    )[0]?.n,
  );
const eventsOf = async (shipmentId: string) =>
  Number(
    (
      await api.database.db.select({ n: count() }).from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId))
    )[0]?.n,
  );

describe('the courier webhook', () => {
  it('takes the token only exactly as set: missing, another case or padded is a 401 changing nothing', async () => {
    const { parcel } = await parcelAt('booked', 'processing');
    const token = api.config.courier.webhookToken;
    const body = hook(parcel.awb as string, 42);
    for (const headers of [
      { 'x-api-key': '' },
      { 'x-api-key': token.toUpperCase() },
      { 'x-api-key': ` ${token} ` },
      { 'x-api-key': token.slice(0, -1) },
    ])
      expect((await post(body, headers)).statusCode).toBe(401);
    expect(await eventsOf(parcel.id)).toBe(0);
    expect((await parcelRow(parcel.id))?.status).toBe('booked');
  });

  it('refuses a status id it does not follow, an impossible calendar day and a malformed time (400)', async () => {
    const { parcel } = await parcelAt('booked', 'processing');
    const awb = parcel.awb as string;
    expect((await post(hook(awb, 99))).statusCode).toBe(400);
    // 31 February is no day: it must not be read as 3 March.
    expect((await post(hook(awb, 42, '31 02 2026 10:00:00'))).statusCode).toBe(400);
    expect((await post(hook(awb, 42, '2026-02-30 10:00:00'))).statusCode).toBe(400);
    expect((await post(hook(awb, 42, '06 12 2026 25:61:00'))).statusCode).toBe(400);
    expect((await post(hook(awb, 42, 'yesterday'))).statusCode).toBe(400);
    expect(await eventsOf(parcel.id)).toBe(0);
    expect((await parcelRow(parcel.id))?.status).toBe('booked');
  });

  it('refuses a body over the limit, nested junk and a content type it does not read, changing nothing', async () => {
    const { parcel } = await parcelAt('booked', 'processing');
    const huge = hook(parcel.awb as string, 42, new Date(), { pad: 'x'.repeat(2 * 1024 * 1024) });
    expect((await post(huge)).statusCode).toBe(413);
    const nested = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect((await post(nested)).statusCode).toBe(400);
    const form = await post('awb=1&shipment_status_id=7', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(await eventsOf(parcel.id)).toBe(0);
  });

  it('opens no delivery question for a parcel already delivered, returned or cancelled', async () => {
    for (const [status, fulfilment] of [
      ['delivered', 'delivered'],
      ['rto-delivered', 'rto'],
      ['cancelled', 'processing'],
    ] as const) {
      const { parcel, orderId } = await parcelAt(status, fulfilment);
      // A late (or forged) failed attempt: recorded, but nobody is asked and nothing is counted.
      expect((await post(hook(parcel.awb as string, 21))).statusCode).toBe(200);
      expect(await questionsOf(parcel.id)).toBe(0);
      const after = await parcelRow(parcel.id);
      expect(after?.status).toBe(status);
      expect(after?.failedAttempts).toBe(0);
      const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.fulfilment).toBe(fulfilment);
    }
  });

  it('never turns a delivered parcel back, a returning one into delivered, or a cancelled one into picked up', async () => {
    for (const [status, fulfilment, statusId] of [
      ['delivered', 'delivered', 9],
      ['rto-in-transit', 'rto', 7],
      ['cancelled', 'processing', 42],
    ] as const) {
      const { parcel, orderId } = await parcelAt(status, fulfilment);
      expect((await post(hook(parcel.awb as string, statusId))).statusCode).toBe(200);
      expect((await parcelRow(parcel.id))?.status).toBe(status);
      const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.fulfilment).toBe(fulfilment);
    }
  });

  it('moves no order and tells no shopper "out for delivery" for a reverse pickup', async () => {
    const { parcel, orderId } = await parcelAt('pickup-scheduled', 'delivered');
    await api.database.db.update(shipments).set({ kind: 'reverse' }).where(eq(shipments.id, parcel.id));
    for (const id of [17, 21])
      expect((await post(hook(parcel.awb as string, id, new Date(Date.now() - (21 - id) * 60_000)))).statusCode).toBe(
        200,
      );
    const notices = (await api.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'out-for-delivery-notice' and data->>'shipmentId' = ${parcel.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(notices.rows[0]?.n)).toBe(0);
    expect(await questionsOf(parcel.id)).toBe(0);
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.fulfilment).toBe('delivered');
  });
});

describe("the shopper's tracking", () => {
  it("shows an order's parcel to its shopper only: another shopper and a stranger learn nothing", async () => {
    const { phone, orderId } = await parcelAt('in-transit', 'shipped');
    const mine = await signIn(phone);
    expect((await call('GET', `/orders/${orderId}/tracking`, undefined, mine)).status).toBe(200);
    const other = await signIn(nextPhone());
    const peek = await call('GET', `/orders/${orderId}/tracking`, undefined, other);
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain('awb');
    expect((await call('GET', `/orders/${orderId}/tracking`)).status).toBe(401);
  });
});

describe("the courier sandbox's HTTP face", () => {
  const orders = '/sandbox/shiprocket/v1/external/orders?search=x';
  it('answers only its own bearer token: none, a forged or an unsigned one is a 401', async () => {
    expect((await api.app.inject({ method: 'GET', url: orders })).statusCode).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      '{"sub":"api-user@sandbox.shiprocket.local","exp":9999999999}',
    ).toString('base64url')}.`;
    for (const token of [unsigned, 'not-a-token', `${unsigned}AAAA`])
      expect(
        (await api.app.inject({ method: 'GET', url: orders, headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
      ).toBe(401);
  });

  it('is absent in production; with a live courier the desk moves no parcel (404) and a future event time is refused', async () => {
    const live = await startTestApi({
      production: true,
      courier: { ...api.config.courier, provider: 'shiprocket', email: 'ops@example.in', password: 'secret-pass' },
    });
    try {
      const login = await customerClient(live).call('POST', '/sandbox/shiprocket/v1/external/auth/login', {});
      expect(login.status).toBe(404);
      const admin = await customerClient(live).signInAdmin();
      const advance = await customerClient(live).call(
        'POST',
        '/admin/shipping/sandbox/1490000000001/advance',
        { to: 'delivered' },
        admin,
      );
      expect(advance.status).toBe(404);
      // A live courier's event dated ahead of the store's clock is refused (its delivery would open a return window in the future).
      const ahead = await live.app.inject({
        method: 'POST',
        url: '/webhooks/courier',
        headers: { 'content-type': 'application/json', 'x-api-key': live.config.courier.webhookToken },
        payload: hook('1490000000002', 7, new Date(Date.now() + 2 * 86_400_000)),
      });
      expect(ahead.statusCode).toBe(400);
      // Or from long before any parcel of the store travelled (its delivery would close the return window at once).
      const ancient = await live.app.inject({
        method: 'POST',
        url: '/webhooks/courier',
        headers: { 'content-type': 'application/json', 'x-api-key': live.config.courier.webhookToken },
        payload: hook('1490000000002', 7, '01 01 1999 10:00:00'),
      });
      expect(ancient.statusCode).toBe(400);
      const now = await live.app.inject({
        method: 'POST',
        url: '/webhooks/courier',
        headers: { 'content-type': 'application/json', 'x-api-key': live.config.courier.webhookToken },
        payload: hook('1490000000002', 7),
      });
      expect(now.statusCode).toBe(200);
    } finally {
      await live.close();
    }
  });
});

describe("a failed delivery's signed link", () => {
  const links = () => deliveryIssueLinks(api.config);
  const courier = () => courierProvider(api.config, api.database.db).provider;

  /** A paid order out for delivery whose attempt just failed: its question's id, token and parcel. */
  async function failedDelivery() {
    const made = await parcelAt('out-for-delivery', 'shipped');
    expect((await post(hook(made.parcel.awb as string, 21))).statusCode).toBe(200);
    const [question] = await api.database.db
      .select()
      .from(deliveryExceptions)
      .where(eq(deliveryExceptions.shipmentId, made.parcel.id));
    if (!question) throw new Error('no question opened');
    return { ...made, questionId: question.id, token: links().token(question.id) };
  }
  const answer = (token: string, body: object) => call('POST', `/delivery-issues/${token}`, body);
  const stateOf = async (id: string) =>
    (await api.database.db.select().from(deliveryExceptions).where(eq(deliveryExceptions.id, id)))[0]?.state;

  it("opens only with its own signature: truncated, another question's, another key's are all 404", async () => {
    const { token, questionId } = await failedDelivery();
    const other = await failedDelivery();
    expect((await call('GET', `/delivery-issues/${token}`)).status).toBe(200);
    const signature = token.split('.')[1] as string;
    const otherKey = new DeliveryIssueLinks(api.config.keys['cash-confirm'], api.config.shopUrl).token(questionId);
    for (const forged of [
      `${questionId}.${signature.slice(0, -1)}`,
      `${questionId}.`,
      questionId,
      `${other.questionId}.${signature}`,
      otherKey,
      `${questionId.toUpperCase()}.${signature}`,
    ])
      expect((await call('GET', `/delivery-issues/${forged}`)).status).toBe(404);
    expect((await answer(`${other.questionId}.${signature}`, { kind: 'cancel' })).status).toBe(404);
    expect(await stateOf(other.questionId)).toBe('open');
  });

  it('refuses a bad address, day or phone with a 400 naming it, and records nothing', async () => {
    const { token, questionId } = await failedDelivery();
    const address = { street: '12 FC Road', landmark: null, city: 'Pune', state: 'Maharashtra', zip: '411004' };
    const refusals: [object, string][] = [
      [{ address: { ...address, street: '12 FC\u0000Road' } }, ''],
      [{ address: { ...address, street: `12 ${'x'.repeat(10_000)}` } }, 'street'],
      // A Pune pincode typed with another state: the courier would be sent two ways.
      [{ address: { ...address, state: 'Kerala' } }, 'address.state'],
      // Lakshadweep: no courier reaches it.
      [{ address: { ...address, city: 'Kavaratti', state: 'Lakshadweep', zip: '682555' } }, 'address.zip'],
      [{ date: '2020-01-01' }, 'date'],
      [{ date: '2099-01-01' }, 'date'],
      [{ date: '2026-02-30' }, 'date'],
      [{ phone: '12345' }, ''],
      [{ phone: '+1 415 555 0100' }, ''],
    ];
    for (const [body, field] of refusals) {
      const refused = await answer(token, { kind: 're-attempt', ...body });
      expect([JSON.stringify(body).slice(0, 60), refused.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
      expect(JSON.stringify(refused.body)).toContain(field);
    }
    expect(await stateOf(questionId)).toBe('open');
  });

  it("takes one answer only, and none once the parcel was delivered: a 'cancel' cannot undo a delivery", async () => {
    const first = await failedDelivery();
    expect((await answer(first.token, { kind: 're-attempt' })).status).toBe(200);
    // Asking again and again (to keep the parcel going round) is refused: one answer per attempt.
    expect((await answer(first.token, { kind: 're-attempt' })).status).toBe(410);
    expect((await answer(first.token, { kind: 'cancel' })).status).toBe(410);

    const second = await failedDelivery();
    expect((await post(hook(second.parcel.awb as string, 7))).statusCode).toBe(200);
    expect((await answer(second.token, { kind: 'cancel' })).status).toBe(410);
    expect(await stateOf(second.questionId)).toBe('open');
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, second.orderId));
    expect(order?.fulfilment).toBe('delivered');
  });

  it("answers a WhatsApp tap only from the order's own phone", async () => {
    const { questionId } = await failedDelivery();
    const deps = {
      db: api.database.db,
      jobs: undefined as never,
      courier: courier(),
      ndr: api.config.ndr,
      pickupPincode: api.config.courier.pickupPincode,
      log: () => {},
    };
    const reply = await ndrQuickReply(deps, { phone: nextPhone(), payload: `ndr:${questionId}:cancel` });
    expect(reply).toContain('another phone');
    expect(await stateOf(questionId)).toBe('open');
  });
});

describe("the shipping desk's input", () => {
  let admin = '';
  beforeAll(async () => {
    admin = await customerClient(api).signInAdmin();
  });
  const desk = (url: string, body: object) => call('POST', url, body, admin);
  const csv = (rows: string[], eol = '\n') => ['Remittance Date,UTR,AWB,Remitted Amount', ...rows].join(eol);

  it('refuses a booking of 101 orders or of ids that are not ids, naming orderIds', async () => {
    const many = Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000');
    for (const orderIds of [many, ['1; drop table orders'], []]) {
      const refused = await desk('/admin/shipping/book', { orderIds });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('orderIds');
    }
  });

  it('books no unpaid, cancelled or deleted order, and an order listed twice once', async () => {
    const product = await firstSeededProduct(api, 'womens');
    const ready = await insertPaidOrder(api, nextPhone(), { productId: product.id });
    const cancelled = await insertPaidOrder(api, nextPhone(), { productId: product.id, fulfilment: 'cancelled' });
    const deleted = await insertPaidOrder(api, nextPhone(), { productId: product.id });
    const unpaid = await insertPaidOrder(api, nextPhone(), { productId: product.id });
    await api.database.db.update(orders).set({ deleted: true }).where(eq(orders.id, deleted));
    await api.database.db.update(orders).set({ paidPaise: 0, status: 'pending' }).where(eq(orders.id, unpaid));
    const answer = await desk('/admin/shipping/book', { orderIds: [ready, ready, cancelled, deleted, unpaid] });
    expect(answer.status).toBe(200);
    const { booked, failed } = answer.body as { booked: { orderId: string }[]; failed: { orderId: string }[] };
    expect(booked.map((row) => row.orderId)).toEqual([ready]);
    expect(failed.map((row) => row.orderId).sort()).toEqual([cancelled, deleted, unpaid].sort());
    expect((await desk('/admin/shipping/book', { orderIds: [ready] })).status).toBe(200);
    const parcels = await api.database.db.select().from(shipments).where(eq(shipments.orderId, ready));
    expect(parcels).toHaveLength(1);
    for (const id of [cancelled, deleted, unpaid])
      expect(await api.database.db.select().from(shipments).where(eq(shipments.orderId, id))).toEqual([]);
  });

  it('reads a remittance file with a BOM and CRLF lines, and refuses formulas, negatives and absurd amounts', async () => {
    const day = '2026-01-05';
    const fine = await desk('/admin/shipping/remittances/import', {
      csv: `\uFEFF${csv([`${day},UTIBR0001,1490123456789,500`], '\r\n')}\r\n`,
    });
    expect(fine.status).toBe(200);
    for (const row of [
      `${day},=HYPERLINK("http://x"),1490123456789,500`,
      `${day},UTIBR0002,1490123456789,-500`,
      `${day},UTIBR0002,1490123456789,99999999999`,
      `${day},UTIBR0002,1490123456789,500\n${day},UTIBR0002,1490123456789,500`,
    ]) {
      const refused = await desk('/admin/shipping/remittances/import', { csv: csv([row]) });
      expect([row, refused.status]).toEqual([row, 400]);
      expect(JSON.stringify(refused.body)).toContain('Row');
    }
    const binary = await desk('/admin/shipping/remittances/import', { csv: '\u0000\u0001PK\u0003\u0004' });
    expect(binary.status).toBe(400);
  });
});
