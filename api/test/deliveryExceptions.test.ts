import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { indiaDayPlus } from '@store/shared/format';
import { courierSandboxShipments, deliveryExceptions, orders, shipments } from '../src/db/schema';
import { sweepDeliveryIssues } from '../src/modules/shipping/ndr/jobs';
import { recordConsent } from '../src/modules/whatsapp/consents';
import { courierProvider, type SandboxStep } from '../src/providers/courier';
import { hubSignature } from '../src/providers/whatsapp';
import { customerClient } from './customerClient';
import { eventually, firstSeededProduct, insertPaidOrder, testApiSession } from './testApp';

/**
 * Failed deliveries (issue 42 part 3): an undelivered parcel asks its shopper once (WhatsApp
 * with quick replies, and e-mail); her answer by link or by button reaches the courier once (the
 * courier sandbox's books say so); bad answers change nothing; unanswered ones wait on the desk;
 * the last attempt allowed sends the parcel back without asking.
 */
const api = testApiSession();
const { call, signInAdmin } = customerClient(api);
let admin = '';
beforeAll(async () => {
  admin = await signInAdmin();
});

const sandbox = () => {
  const made = courierProvider(api.config, api.database.db).sandbox;
  if (!made) throw new Error('the tests run on the courier sandbox');
  return made;
};

interface PhoneMessage {
  id: string;
  text: string;
  buttons: { text: string; payload: string | null }[];
}
const whatsappTo = async (phone: string) =>
  (await call('GET', `/whatsapp/sandbox/messages?to=${encodeURIComponent(phone)}`, undefined, admin))
    .body as PhoneMessage[];
const ndrMessagesTo = async (phone: string) =>
  (await whatsappTo(phone)).filter((message) => message.text.includes('could not deliver'));
const mailsTo = (to: string): { subject: string; text: string }[] =>
  fs.existsSync(api.config.mailOutbox)
    ? fs
        .readFileSync(api.config.mailOutbox, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .filter((mail) => mail.to === to)
    : [];

/** Her link, as her message carries it: the token after /delivery-issue/. */
const tokenIn = (text: string) => /\/delivery-issue\/([\w.-]+)/.exec(text)?.[1] ?? '';

/** The courier's webhooks, as the sandbox sends them, to the store's tracking webhook. */
async function deliver(hooks: { headers: Record<string, string>; body: string }[]) {
  for (const hook of hooks) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/webhooks/courier',
      headers: { ...hook.headers, 'content-type': 'application/json' },
      payload: hook.body,
    });
    expect(response.statusCode).toBe(200);
  }
}

/**
 * A paid order to this phone (opted in to WhatsApp, with an e-mail), booked on the courier
 * sandbox as the store books it, and out for delivery.
 */
async function parcelOutForDelivery(phone: string, locale: 'en' | 'hi' = 'en') {
  const product = await firstSeededProduct(api, 'womens');
  const orderId = await insertPaidOrder(api, phone, { productId: product.id });
  const email = `ndr${phone.slice(-4)}@example.in`;
  const [order] = await api.database.db
    .update(orders)
    .set({ email, locale, fulfilment: 'processing' })
    .where(eq(orders.id, orderId))
    .returning();
  await recordConsent(api.database.db, { phone, optedIn: true, source: 'checkout' });
  const courier = sandbox();
  const reference = `${order?.number}-1`;
  const parcel = { weightGrams: 800, lengthCm: 30, breadthCm: 25, heightCm: 5 };
  const created = await courier.createOrder({
    reference,
    orderDate: new Date(),
    customer: {
      name: 'Asha',
      phone: phone.slice(3),
      email,
      street: '1 MG Road',
      landmark: null,
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    },
    items: [{ name: 'Suit', sku: product.id, units: 1, pricePaise: 500000 }],
    subTotalPaise: 500000,
    cashToCollectPaise: 0,
    parcel,
  });
  const booking = await courier.assignAwb(created.shipmentId);
  const awb = String(booking.awb);
  const [shipment] = await api.database.db
    .insert(shipments)
    .values({
      orderId,
      reference,
      provider: 'sandbox',
      providerOrderId: booking.providerOrderId,
      providerShipmentId: booking.shipmentId,
      awb,
      courierName: booking.courierName,
      parcel,
      status: 'booked',
    })
    .returning();
  const move = async (to: SandboxStep, reason?: string) => deliver(await courier.advance(awb, to, reason));
  await move('picked-up');
  await move('out-for-delivery');
  return { orderId, shipmentId: String(shipment?.id), awb, email, move, number: String(order?.number) };
}

const exceptionsOf = (shipmentId: string) =>
  api.database.db.select().from(deliveryExceptions).where(eq(deliveryExceptions.shipmentId, shipmentId));
const courierBooks = async (awb: string) =>
  (await api.database.db.select().from(courierSandboxShipments).where(eq(courierSandboxShipments.awb, awb)))[0];

/** A parcel whose first attempt failed, and her question as her phone shows it. */
async function failedOnce(phone: string) {
  const parcel = await parcelOutForDelivery(phone);
  await parcel.move('undelivered', 'Consignee not available');
  const [message] = await eventually(async () => {
    const found = await ndrMessagesTo(phone);
    expect(found).toHaveLength(1);
    return found;
  });
  return { ...parcel, message: message as PhoneMessage, token: tokenIn(String(message?.text)) };
}

describe('an undelivered parcel', () => {
  it('opens one question and sends one message (buttons and link) and one e-mail; a replay adds nothing', async () => {
    const phone = '+919800000101';
    const parcel = await parcelOutForDelivery(phone);
    const hooks = await sandbox().advance(parcel.awb, 'undelivered', 'Consignee not available');
    await deliver(hooks);
    await deliver(hooks);
    const [message] = await eventually(async () => {
      const found = await ndrMessagesTo(phone);
      expect(found).toHaveLength(1);
      expect(mailsTo(parcel.email)).toHaveLength(1);
      return found;
    });
    expect(message?.text).toContain(parcel.number);
    expect(message?.text).toContain('Consignee not available');
    expect(message?.buttons.map((button) => button.text)).toEqual(['Deliver tomorrow', 'Cancel']);
    expect(mailsTo(parcel.email)[0]?.text).toContain(`/delivery-issue/${tokenIn(String(message?.text))}`);
    const rows = await exceptionsOf(parcel.shipmentId);
    expect(rows).toMatchObject([{ attempt: 1, state: 'open', reason: 'Consignee not available' }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ndrMessagesTo(phone)).toHaveLength(1);
  });
});

describe('in Hindi', () => {
  it('asks in the language the order was placed in, its buttons too', async () => {
    const phone = '+919800000108';
    const parcel = await parcelOutForDelivery(phone, 'hi');
    await parcel.move('undelivered', 'Consignee not available');
    const [message] = await eventually(async () => {
      const found = (await whatsappTo(phone)).filter((one) => one.text.includes('डिलीवर नहीं कर सका'));
      expect(found).toHaveLength(1);
      expect(mailsTo(parcel.email)).toHaveLength(1);
      return found;
    });
    expect(message?.buttons.map((button) => button.text)).toEqual(['कल डिलीवर करें', 'रद्द करें']);
    expect(mailsTo(parcel.email)[0]?.subject).toContain('डिलीवर नहीं हो सका');
  });
});

describe('her answer by link', () => {
  it('shows the question and sends a re-attempt on her day to the courier, once', async () => {
    const parcel = await failedOnce('+919800000102');
    const read = await call('GET', `/delivery-issues/${parcel.token}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      orderNumber: parcel.number,
      reason: 'Consignee not available',
      attempt: 1,
      answered: false,
      action: null,
      address: { zip: '411001' },
      earliestDate: indiaDayPlus(1),
    });
    const date = indiaDayPlus(2);
    const answered = await call('POST', `/delivery-issues/${parcel.token}`, {
      kind: 're-attempt',
      date,
      phone: '98111 22233',
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      answered: true,
      action: { kind: 're-attempt', date, phone: '+919811122233' },
    });
    expect((await courierBooks(parcel.awb))?.ndrAction).toBe('re-attempt');
    const [row] = await exceptionsOf(parcel.shipmentId);
    expect(row).toMatchObject({ state: 'answered', answeredVia: 'link' });
    expect(row?.sentAt).toBeInstanceOf(Date);
    const again = await call('POST', `/delivery-issues/${parcel.token}`, { kind: 'cancel' });
    expect(again.status).toBe(410);
    expect((await exceptionsOf(parcel.shipmentId))[0]?.action).toMatchObject({ kind: 're-attempt' });
    // Her page still shows her answer.
    expect((await call('GET', `/delivery-issues/${parcel.token}`)).body).toMatchObject({ answered: true });
  });

  it('refuses a day outside tomorrow..+5, a bad address or pincode, a bad phone, changing nothing', async () => {
    const parcel = await failedOnce('+919800000103');
    const url = `/delivery-issues/${parcel.token}`;
    const address = { street: '4 FC Road', landmark: null, city: 'Pune', state: 'Maharashtra', zip: '411004' };
    for (const [body, field] of [
      [{ kind: 're-attempt', date: indiaDayPlus(0) }, 'date'],
      [{ kind: 're-attempt', date: indiaDayPlus(9) }, 'date'],
      [{ kind: 're-attempt', date: '2026-02-30' }, 'date'],
      [{ kind: 're-attempt', address: { ...address, street: '' } }, 'address.street'],
      [{ kind: 're-attempt', address: { ...address, zip: '000000' } }, 'address.zip'],
      [{ kind: 're-attempt', phone: '12345' }, 'phone'],
    ] as const) {
      const refused = await call('POST', url, body);
      expect([refused.status, refused.body.field]).toEqual([400, field]);
    }
    expect((await call('POST', '/delivery-issues/not-a-token', { kind: 'cancel' })).status).toBe(404);
    const forged = `${parcel.token.split('.')[0]}.${'A'.repeat(32)}`;
    expect((await call('POST', `/delivery-issues/${forged}`, { kind: 'cancel' })).status).toBe(404);
    expect(await exceptionsOf(parcel.shipmentId)).toMatchObject([{ state: 'open', action: null, sentAt: null }]);
    expect((await courierBooks(parcel.awb))?.ndrAction).toBeNull();
    // A corrected address the courier serves is taken.
    const fixed = await call('POST', url, { kind: 're-attempt', address });
    expect(fixed.status).toBe(200);
    // The new place, still for the order's shopper.
    expect(fixed.body.address).toEqual({ name: 'Asha', ...address });
  });

  it('stays answered but unsent when the courier refuses it, and the sweep sends it again', async () => {
    const parcel = await failedOnce('+919800000109');
    // The courier took the parcel out again before hearing her (its webhook not yet with the store): it refuses an NDR action.
    await sandbox().advance(parcel.awb, 'out-for-delivery');
    const answered = await call('POST', `/delivery-issues/${parcel.token}`, { kind: 're-attempt' });
    expect(answered.status).toBe(200);
    expect((await exceptionsOf(parcel.shipmentId))[0]).toMatchObject({ state: 'answered', sentAt: null });
    const list = (await call('GET', '/admin/shipping/ndr', undefined, admin)).body.exceptions;
    expect(list.find((one: { awb: string }) => one.awb === parcel.awb)).toMatchObject({ unsent: true });
    expect((await courierBooks(parcel.awb))?.ndrAction).toBeNull();
    // Failed again at the courier: the sweep's next pass hands her answer over.
    await sandbox().advance(parcel.awb, 'undelivered', 'Consignee not available');
    const deps = { db: api.database.db, courier: sandbox(), log: () => {} };
    expect((await sweepDeliveryIssues(deps, new Date(Date.now() + 5 * 60_000))).resent).toBeGreaterThanOrEqual(1);
    expect((await courierBooks(parcel.awb))?.ndrAction).toBe('re-attempt');
    const sentAt = (await exceptionsOf(parcel.shipmentId))[0]?.sentAt;
    expect(sentAt).toBeInstanceOf(Date);
    // Sent, it is not sent again.
    await sweepDeliveryIssues(deps, new Date(Date.now() + 10 * 60_000));
    expect((await exceptionsOf(parcel.shipmentId))[0]?.sentAt).toEqual(sentAt);
  });

  it('cancels: the courier is asked to return the parcel, and her page says she cancelled', async () => {
    const parcel = await failedOnce('+919800000104');
    const cancelled = await call('POST', `/delivery-issues/${parcel.token}`, { kind: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ answered: true, action: { kind: 'cancel' } });
    expect(cancelled.body.paymentMethod).toBe('prepaid');
    expect((await courierBooks(parcel.awb))?.ndrAction).toBe('return');
    expect((await call('GET', `/delivery-issues/${parcel.token}`)).body.action).toMatchObject({ kind: 'cancel' });
  });
});

describe('her answer by WhatsApp', () => {
  const tap = (from: string, payload: string, text: string) => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [
                  {
                    from: from.slice(1),
                    id: `wamid.ndr${Date.now()}`,
                    timestamp: '1',
                    type: 'button',
                    button: { payload, text },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    return api.app.inject({
      method: 'POST',
      url: '/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignature(body, api.config.whatsapp.appSecret),
      },
      payload: body,
    });
  };

  it("'Deliver tomorrow' from her phone reaches the courier; from another phone nothing changes", async () => {
    const phone = '+919800000105';
    const parcel = await failedOnce(phone);
    const payload = String(parcel.message.buttons[0]?.payload);
    expect((await tap('+919800000999', payload, 'Deliver tomorrow')).statusCode).toBe(200);
    expect((await exceptionsOf(parcel.shipmentId))[0]?.state).toBe('open');
    expect((await tap(phone, payload, 'Deliver tomorrow')).statusCode).toBe(200);
    const [row] = await exceptionsOf(parcel.shipmentId);
    expect(row).toMatchObject({
      state: 'answered',
      answeredVia: 'whatsapp',
      action: { kind: 're-attempt', date: indiaDayPlus(1) },
    });
    expect((await courierBooks(parcel.awb))?.ndrAction).toBe('re-attempt');
    // She is told, on WhatsApp.
    await eventually(async () =>
      expect((await whatsappTo(phone)).some((message) => message.text.includes('will bring order'))).toBe(true),
    );
  });
});

describe('the desk', () => {
  it('gets the unanswered after their time, first in its list, and its answer reaches the courier', async () => {
    const parcel = await failedOnce('+919800000106');
    const [row] = await exceptionsOf(parcel.shipmentId);
    const later = new Date(Date.now() + (api.config.ndr.answerHours + 1) * 3_600_000);
    const swept = await sweepDeliveryIssues({ db: api.database.db, courier: sandbox(), log: () => {} }, later);
    expect(swept.toDesk).toBeGreaterThanOrEqual(1);
    const list = await call('GET', '/admin/shipping/ndr', undefined, admin);
    expect(list.status).toBe(200);
    expect(list.body.exceptions[0]).toMatchObject({ state: 'desk' });
    expect(list.body.exceptions.find((one: { _id: string }) => one._id === row?.id)).toMatchObject({
      state: 'desk',
      orderNumber: parcel.number,
      awb: parcel.awb,
      attempt: 1,
    });
    // Her link no longer answers once the desk has; the desk's answer goes to the courier.
    const acted = await call('POST', `/admin/shipping/ndr/${row?.id}/action`, { kind: 'return' }, admin);
    expect(acted.status).toBe(200);
    expect((await courierBooks(parcel.awb))?.ndrAction).toBe('return');
    expect((await exceptionsOf(parcel.shipmentId))[0]).toMatchObject({ answeredVia: 'desk', state: 'answered' });
    expect((await call('POST', `/delivery-issues/${parcel.token}`, { kind: 'cancel' })).status).toBe(410);
  });
});

describe('the last attempt', () => {
  it('sends the parcel back (RTO) at the third failure, without asking', async () => {
    const phone = '+919800000107';
    const parcel = await parcelOutForDelivery(phone);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // Shiprocket's webhook times are to the second: attempts a second apart are apart.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await parcel.move('undelivered', 'Consignee not available');
      if (attempt < 3) await parcel.move('out-for-delivery');
    }
    await eventually(async () => expect((await courierBooks(parcel.awb))?.ndrAction).toBe('return'));
    const rows = (await exceptionsOf(parcel.shipmentId)).sort((a, b) => a.attempt - b.attempt);
    expect(rows.map((row) => [row.attempt, row.state, row.answeredVia])).toEqual([
      [1, 'open', null],
      [2, 'open', null],
      [3, 'answered', 'rule'],
    ]);
    // Asked twice, not a third time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ndrMessagesTo(phone)).toHaveLength(2);
  });
});
