import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { AdminProduct, OrderJson } from '@store/shared/schemas';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { apiSettingsSchema } from '../src/settings';
import { orderLines, orders, whatsappConsents, whatsappMessages } from '../src/db/schema';
import { cloudWhatsApp, hubSignature, SANDBOX_NOT_ON_WHATSAPP, WhatsAppRefused } from '../src/providers/whatsapp';
import { REPLIES } from '../src/modules/whatsapp/webhook';
import { customerClient } from './customerClient';
import { addressFor } from './shopperClient';
import { appWithWhatsAppOff, eventually, insertPaidOrder, sandboxWhatsApp, testApiSession } from './testApp';

/**
 * WhatsApp order updates (issue 35): the opt-in at checkout, template messages through the
 * offline Cloud API sandbox, its signed webhooks (statuses, a tapped Confirm, STOP and START),
 * and texts whenever WhatsApp is not the way.
 */
const api = testApiSession();
const { call, sendCode, lastCode, signIn, signInAdmin, textsTo } = customerClient(api);
let admin: string;
let piece: AdminProduct;
beforeAll(async () => {
  admin = await signInAdmin();
  const made = await call(
    'POST',
    '/admin/products',
    { name: 'WhatsApp Kurta', price: 1999, mainCategory: 'womens', type: 'anarkali-suit', stock: { M: 50 } },
    admin,
  );
  piece = made.body as AdminProduct;
});

interface PhoneMessage {
  id: string;
  type: string;
  text: string;
  buttons: { text: string; payload: string | null }[];
}
/** What the sandbox delivered to a phone, as the tester's phone shows it. */
const whatsappTo = async (phone: string) =>
  (await call('GET', `/whatsapp/sandbox/messages?to=${encodeURIComponent(phone)}`, undefined, admin))
    .body as PhoneMessage[];

/** A guest's cash order for the piece, the phone proven by its code; ticked or not, the WhatsApp box. */
async function placeCash(phone: string, whatsappUpdates: boolean): Promise<OrderJson> {
  expect((await sendCode(phone)).status).toBe(200);
  const proof = (await call('POST', '/auth/otp/verify', { phone, code: lastCode(phone) })).body.proof as string;
  const placed = await call('POST', '/payment/cash-order', {
    items: [{ productId: piece._id, size: 'M' }],
    shippingAddress: { ...addressFor(phone.slice(3)), street: `House ${phone}` },
    amount: piece.price,
    phoneProof: proof,
    whatsappUpdates,
  });
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return placed.body.placed.order as OrderJson;
}

let orderer: string;
beforeAll(async () => {
  orderer = await signIn('+919811199999');
});

/**
 * A signed-in customer's cash order delivered to this phone, not her own and not proven: the one
 * kind that still asks to confirm (by WhatsApp to an opted-in phone, else by text).
 */
async function placeUnproven(phone: string): Promise<OrderJson> {
  // A piece of its own: one customer holds at most 3 of a size while her orders await confirmation.
  const own = (
    await call(
      'POST',
      '/admin/products',
      {
        name: `Kurta for ${phone}`,
        price: piece.price,
        mainCategory: 'womens',
        type: 'anarkali-suit',
        stock: { M: 1 },
      },
      admin,
    )
  ).body as AdminProduct;
  const placed = await call(
    'POST',
    '/payment/cash-order',
    {
      items: [{ productId: own._id, size: 'M' }],
      shippingAddress: { ...addressFor(phone.slice(3)), street: `Flat ${phone}` },
      amount: piece.price,
      whatsappUpdates: false,
    },
    orderer,
  );
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return placed.body.placed.order as OrderJson;
}

/** The phone opts in as its owner does, writing START; once the reply (one message) has come. */
async function startFrom(phone: string) {
  await call('POST', '/whatsapp/sandbox/inbound', { from: phone, text: 'START' }, admin);
  await eventually(async () => expect(await whatsappTo(phone)).toHaveLength(1));
}

const cashState = async (orderId: string) =>
  (await api.database.db.select({ state: orders.cashState }).from(orders).where(eq(orders.id, orderId)))[0]?.state;

/** A webhook as Meta posts it, signed with the app secret (or another secret). */
function postWebhook(event: object, secret = api.config.whatsapp.appSecret) {
  const body = JSON.stringify(event);
  return api.app.inject({
    method: 'POST',
    url: '/webhooks/whatsapp',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(body, secret) },
    payload: body,
  });
}
const inbound = (from: string, message: object) => ({
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
              { from: from.slice(1), id: `wamid.test${Date.now()}${Math.random()}`, timestamp: '1', ...message },
            ],
          },
        },
      ],
    },
  ],
});

describe('the webhook', () => {
  it("answers Meta's verification with the challenge, and only for its verify token", async () => {
    const url = (token: string) =>
      `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
    const verified = await api.app.inject({ method: 'GET', url: url(api.config.whatsapp.verifyToken) });
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toBe('1158201444');
    const refused = await api.app.inject({ method: 'GET', url: url('guessed') });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('1158201444');
  });

  it('refuses a body not signed with the app secret, and changes nothing', async () => {
    const phone = '+919811100001';
    const forged = await postWebhook(inbound(phone, { type: 'text', text: { body: 'START' } }), 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toMatch(/X-Hub-Signature-256 does not match the body/);
    const unsigned = await api.app.inject({
      method: 'POST',
      url: '/webhooks/whatsapp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(inbound(phone, { type: 'text', text: { body: 'START' } })),
    });
    expect(unsigned.statusCode).toBe(401);
    const consents = await api.database.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone));
    expect(consents).toEqual([]);
  });
});

describe('opting in and out', () => {
  it("records a card checkout's opt-in when its order is placed, from the signed-in shopper's own phone", async () => {
    const start = (phone: string, whatsappUpdates?: boolean, cookie?: string) =>
      call(
        'POST',
        '/payment/create-order',
        {
          amount: piece.price,
          items: [{ productId: piece._id, size: 'M' }],
          shippingAddress: addressFor(phone),
          ...(whatsappUpdates === undefined ? {} : { whatsappUpdates }),
        },
        cookie,
      );
    const sid = await signIn('+919811100010');
    const opened = await start('9811100010', true, sid);
    expect(opened.status).toBe(200);
    expect((await start('9811100011', false)).status).toBe(200);
    expect((await start('9811100012')).status).toBe(200);
    const consents = async () =>
      (await api.database.db.select().from(whatsappConsents)).filter((row) => row.phone.startsWith('+91981110001'));
    // A checkout only started (it may yet be dropped) opts nobody in.
    expect(await consents()).toEqual([]);
    expect((await start('9811100013', 'yes' as unknown as boolean)).body.message).toMatch(
      /whatsappUpdates must be true or false/,
    );

    // Paid: the order's confirmation goes by WhatsApp (it has no text of its own, and no e-mail here).
    const paid = await call('POST', '/payment/sandbox/pay', {
      orderId: opened.body.order.id,
      method: 'upi',
      vpa: 'success@razorpay',
    });
    const placed = await call('POST', '/orders', {
      razorpay: {
        orderId: paid.body.razorpay_order_id,
        paymentId: paid.body.razorpay_payment_id,
        signature: paid.body.razorpay_signature,
      },
    });
    expect(placed.status).toBe(201);
    expect(await consents()).toEqual([
      expect.objectContaining({ phone: '+919811100010', optedIn: true, source: 'checkout' }),
    ]);
    await eventually(async () =>
      expect((await whatsappTo('+919811100010')).map((sent) => sent.text)).toEqual([
        `Hello Asha Rao, thank you for your Elegance order ${placed.body.order.orderNumber} of Rs.1,999. We will send its updates here.`,
      ]),
    );
    expect(await whatsappTo('+919811100011')).toEqual([]);
  });

  it('records the checkout opt-in; STOP opts out (texts again) and START back in, each answered on WhatsApp', async () => {
    const phone = '+919811100002';
    const first = await placeCash(phone, true);
    const [consent] = await api.database.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone));
    expect(consent).toMatchObject({ optedIn: true, source: 'checkout', policyVersion: 'checkout-2026-11' });
    await eventually(async () => expect(await whatsappTo(phone)).toHaveLength(1));
    expect(textsTo(phone).filter((sms) => /cash on delivery/.test(sms.text))).toEqual([]);

    expect((await call('POST', '/whatsapp/sandbox/inbound', { from: phone, text: 'stop' }, admin)).status).toBe(202);
    await eventually(async () =>
      expect((await whatsappTo(phone)).map((message) => message.text)).toContain(REPLIES.stopped),
    );
    const history = async () =>
      (
        await api.database.db
          .select()
          .from(whatsappConsents)
          .where(eq(whatsappConsents.phone, phone))
          .orderBy(desc(whatsappConsents.at))
      ).map(({ optedIn, source }) => ({ optedIn, source }));
    expect((await history())[0]).toEqual({ optedIn: false, source: 'whatsapp' });
    // Opted out: the next order's request to confirm comes by text, and nothing more by WhatsApp.
    const second = await placeUnproven(phone);
    await eventually(() =>
      expect(textsTo(phone).some((sms) => sms.text.includes(`order ${second.orderNumber}, cash on delivery`))).toBe(
        true,
      ),
    );
    expect((await whatsappTo(phone)).filter((message) => message.type === 'template')).toHaveLength(1);

    await call('POST', '/whatsapp/sandbox/inbound', { from: phone, text: 'START' }, admin);
    await eventually(async () =>
      expect((await whatsappTo(phone)).map((message) => message.text)).toContain(REPLIES.started),
    );
    expect((await history())[0]).toEqual({ optedIn: true, source: 'whatsapp' });
    expect(first.orderNumber).not.toBe(second.orderNumber);
  });
});

describe("a phone's STOP", () => {
  const history = async (phone: string) =>
    (
      await api.database.db
        .select()
        .from(whatsappConsents)
        .where(eq(whatsappConsents.phone, phone))
        .orderBy(desc(whatsappConsents.at))
    ).map(({ optedIn, source }) => ({ optedIn, source }));

  it("is not undone by a stranger's checkout with its number and the box ticked", async () => {
    const phone = '+919811100041';
    await placeCash(phone, true);
    await call('POST', '/whatsapp/sandbox/inbound', { from: phone, text: 'STOP' }, admin);
    await eventually(async () => expect((await history(phone))[0]).toEqual({ optedIn: false, source: 'whatsapp' }));

    // A guest types the number, ticks the box, never pays and closes the payment window.
    const started = await call('POST', '/payment/create-order', {
      amount: piece.price,
      items: [{ productId: piece._id, size: 'M' }],
      shippingAddress: addressFor(phone.slice(3)),
      whatsappUpdates: true,
    });
    expect(started.status).toBe(200);
    expect((await call('POST', '/payment/release', { orderId: started.body.order.id })).status).toBe(200);
    expect((await history(phone))[0]).toEqual({ optedIn: false, source: 'whatsapp' });

    // Even a ticked box on an order placed for the number does not lift the STOP: the order's
    // message goes by text, nothing more by WhatsApp; only START from the phone does.
    const templates = async () => (await whatsappTo(phone)).filter((message) => message.type === 'template');
    const before = (await templates()).length;
    await placeCash(phone, true);
    const next = await placeUnproven(phone);
    await eventually(() =>
      expect(textsTo(phone).some((sms) => sms.text.includes(`order ${next.orderNumber}, cash on delivery`))).toBe(true),
    );
    expect(await templates()).toHaveLength(before);
    await call('POST', '/whatsapp/sandbox/inbound', { from: phone, text: 'START' }, admin);
    await eventually(async () => expect((await history(phone))[0]).toEqual({ optedIn: true, source: 'whatsapp' }));
  });

  it("a guest's card order for a number it has not proven opts that number in to nothing", async () => {
    const phone = '+919811100042';
    const opened = await call('POST', '/payment/create-order', {
      amount: piece.price,
      items: [{ productId: piece._id, size: 'M' }],
      shippingAddress: addressFor(phone.slice(3)),
      whatsappUpdates: true,
    });
    const paid = await call('POST', '/payment/sandbox/pay', {
      orderId: opened.body.order.id,
      method: 'upi',
      vpa: 'success@razorpay',
    });
    const placed = await call('POST', '/orders', {
      razorpay: {
        orderId: paid.body.razorpay_order_id,
        paymentId: paid.body.razorpay_payment_id,
        signature: paid.body.razorpay_signature,
      },
    });
    expect(placed.status).toBe(201);
    expect(await history(phone)).toEqual([]);
  });
});

describe('a cash order confirmed on WhatsApp', () => {
  it("is confirmed by its Confirm button, once, and only from the order's own phone", async () => {
    const phone = '+919811100003';
    await startFrom(phone);
    const order = await placeUnproven(phone);
    const [, message] = await eventually(async () => {
      const sent = await whatsappTo(phone);
      expect(sent).toHaveLength(2);
      return sent;
    });
    expect(message?.text).toContain(`Elegance order ${order.orderNumber}: Rs.`);
    expect(message?.buttons).toEqual([{ text: 'Confirm', payload: expect.stringMatching(/^confirm-cash:/) }]);
    // Its statuses come back as Meta's webhooks: sent, delivered, read.
    await eventually(async () => {
      const [row] = await api.database.db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.id, message?.id ?? ''));
      expect(row).toMatchObject({ status: 'read', template: 'cash_order_confirm', orderId: order._id });
    });

    // The same button sent from another number confirms nothing; that number is told why.
    const stranger = '+919811100099';
    const payload = message?.buttons[0]?.payload as string;
    expect(
      (await postWebhook(inbound(stranger, { type: 'button', button: { payload, text: 'Confirm' } }))).statusCode,
    ).toBe(200);
    await eventually(async () =>
      expect((await whatsappTo(stranger)).map((sent) => sent.text)).toEqual([REPLIES.otherPhone]),
    );
    expect(await cashState(order._id)).toBe('awaiting-confirmation');

    // The shopper taps Confirm, twice: confirmed once.
    for (let tap = 0; tap < 2; tap++)
      expect((await call('POST', `/whatsapp/sandbox/messages/${message?.id}/tap`, {}, admin)).status).toBe(202);
    await eventually(async () => expect(await cashState(order._id)).toBe('confirmed'));
    await eventually(async () =>
      expect((await whatsappTo(phone)).filter((sent) => sent.text.startsWith('Thank you: order'))).toHaveLength(2),
    );

    // Shipped: the update goes by WhatsApp too, with the courier and tracking number.
    const shipped = await call(
      'PUT',
      `/admin/orders/${order._id}/fulfilment`,
      { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123456789IN' },
      admin,
    );
    expect(shipped.status).toBe(200);
    await eventually(async () =>
      expect((await whatsappTo(phone)).map((sent) => sent.text)).toContain(
        `Elegance order ${order.orderNumber} is on its way with Delhivery, tracking number DL123456789IN.`,
      ),
    );
    expect(textsTo(phone).filter((sms) => !/sign-in code/.test(sms.text))).toEqual([]);
  });

  it('sends one message however often its job runs', async () => {
    const phone = '+919811100004';
    await startFrom(phone);
    const order = await placeUnproven(phone);
    await eventually(async () => expect(await whatsappTo(phone)).toHaveLength(2));
    await api.database.db.transaction((tx) => api.app.jobs.enqueue(tx, 'cash-confirmation', { orderId: order._id }));
    await api.database.db.transaction((tx) => api.app.jobs.enqueue(tx, 'cash-confirmation', { orderId: order._id }));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await whatsappTo(phone)).toHaveLength(2);
    expect(textsTo(phone).filter((sms) => /cash on delivery/.test(sms.text))).toEqual([]);
  });
});

it("sends a made-to-measure piece's stage by WhatsApp to an opted-in phone, with no text", async () => {
  const phone = '+919811100014';
  await call('POST', '/whatsapp/sandbox/inbound', { from: phone, text: 'START' }, admin);
  await eventually(async () => expect(await whatsappTo(phone)).toHaveLength(1));
  const orderId = await insertPaidOrder(api, phone, { productId: piece._id });
  const [line] = await api.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  await api.database.db.transaction((tx) =>
    api.app.jobs.enqueue(tx, 'stage-notice', { orderId, lineId: line?.id ?? '', stage: 'cutting' }),
  );
  await eventually(async () =>
    expect((await whatsappTo(phone)).map((sent) => sent.text)).toContainEqual(
      expect.stringMatching(/^Elegance order ELG-\d{4}-\d{6}: your made-to-measure Suit is now cutting\./),
    ),
  );
  expect(textsTo(phone)).toEqual([]);
});

describe('texts as the fallback', () => {
  it('texts a shopper who did not tick the box, and sends nothing by WhatsApp', async () => {
    const phone = '+919811100005';
    const order = await placeUnproven(phone);
    await eventually(() =>
      expect(textsTo(phone).some((sms) => sms.text.includes(`order ${order.orderNumber}, cash on delivery`))).toBe(
        true,
      ),
    );
    expect(await whatsappTo(phone)).toEqual([]);
  });

  it('texts when WhatsApp reports the message undeliverable', async () => {
    // Opted in by an order of its own, then asked to confirm another's.
    await placeCash(SANDBOX_NOT_ON_WHATSAPP, true);
    const order = await placeUnproven(SANDBOX_NOT_ON_WHATSAPP);
    await eventually(async () => {
      const [row] = await api.database.db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.orderId, order._id));
      expect(row).toMatchObject({ status: 'failed', error: expect.stringContaining('131026') });
    });
    await eventually(() =>
      expect(
        textsTo(SANDBOX_NOT_ON_WHATSAPP).filter((sms) =>
          sms.text.includes(`order ${order.orderNumber}, cash on delivery`),
        ),
      ).toHaveLength(1),
    );
  });
});

describe('the sandbox checks requests as the Cloud API does', () => {
  const send = (body: object, bearer = api.config.whatsapp.token) =>
    api.app.inject({
      method: 'POST',
      url: `/whatsapp/sandbox/${api.config.whatsapp.apiVersion}/${api.config.whatsapp.phoneNumberId}/messages`,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const template = (name: string, texts: string[]) => ({
    messaging_product: 'whatsapp',
    to: '919811100006',
    type: 'template',
    template: {
      name,
      language: { code: 'en' },
      components: [{ type: 'body', parameters: texts.map((text) => ({ type: 'text', text })) }],
    },
  });

  it("takes a registered template with its parameters, answering the message's wamid", async () => {
    const answer = await send(template('order_shipped', ['ELG-2026-000001', 'Delhivery', 'DL1']));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: '919811100006', wa_id: '919811100006' }],
      messages: [{ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' }],
    });
  });

  it('refuses a wrong parameter count, an unknown template and a wrong token with Meta-style errors', async () => {
    const short = await send(template('order_shipped', ['ELG-2026-000001', 'Delhivery']));
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 132000,
      message: '(#132000) Number of parameters does not match the expected number of params',
      error_data: { details: expect.stringContaining('(2) does not match the expected number of params (3)') },
    });
    const unknown = await send(template('order_shipped_v9', ['a', 'b', 'c']));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(132001);
    const stranger = await send(template('order_shipped', ['a', 'b', 'c']), 'EAAG-not-ours');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error).toMatchObject({ code: 190, type: 'OAuthException' });
    expect(await whatsappTo('+919811100006')).toHaveLength(1);
  });

  it('makes the client give up (the text goes instead) on a refusal that will stand', async () => {
    const client = sandboxWhatsApp(api, 'EAAG-not-ours');
    await expect(
      client.sendTemplate({
        to: '+919811100007',
        template: 'order_shipped',
        params: { order: 'ELG-2026-000001', courier: 'Delhivery', tracking: 'DL1' },
      }),
    ).rejects.toBeInstanceOf(WhatsAppRefused);
  });
});

describe("the Cloud API client, against a server answering as Meta's does", () => {
  const requests: { url: string; authorization: string; body: unknown }[] = [];
  let answers: { status: number; body: object }[] = [];
  let server: http.Server;
  let baseUrl = '';
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        requests.push({
          url: String(request.url),
          authorization: String(request.headers.authorization),
          body: JSON.parse(raw),
        });
        const answer = answers.shift() ?? { status: 500, body: {} };
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const client = () =>
    cloudWhatsApp({ token: 'EAAG-live', phoneNumberId: '109876543210', apiVersion: 'v21.0', baseUrl });
  const confirm = {
    to: '+919811100008',
    template: 'cash_order_confirm' as const,
    params: { order: 'ELG-2026-000009', total: 'Rs.1,999', hours: '24' },
    payload: 'confirm-cash:x',
  };
  const metaError = (code: number, message: string) => ({
    error: { message, type: 'OAuthException', code, fbtrace_id: 'Abc' },
  });

  it('posts the template to /<version>/<phone-number-id>/messages with the Bearer token, answering the wamid', async () => {
    answers = [{ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgMOK' }] } }];
    expect(await client().sendTemplate(confirm)).toBe('wamid.HBgMOK');
    expect(requests.pop()).toEqual({
      url: '/v21.0/109876543210/messages',
      authorization: 'Bearer EAAG-live',
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '919811100008',
        type: 'template',
        template: {
          name: 'cash_order_confirm',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'ELG-2026-000009' },
                { type: 'text', text: 'Rs.1,999' },
                { type: 'text', text: '24' },
              ],
            },
            {
              type: 'button',
              sub_type: 'quick_reply',
              index: '0',
              parameters: [{ type: 'payload', payload: 'confirm-cash:x' }],
            },
          ],
        },
      },
    });
  });

  it("sends a back-in-stock alert as the registry's template, as the sandbox takes it", async () => {
    answers = [{ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgMBack' }] } }];
    const params = { product: 'Indigo Anarkali', size: 'size M', link: 'https://shop.example/product/1' };
    expect(await client().sendTemplate({ to: '+919811100009', template: 'back_in_stock', params })).toBe(
      'wamid.HBgMBack',
    );
    expect((requests.pop()?.body as { template: object }).template).toEqual({
      name: 'back_in_stock',
      language: { code: 'en' },
      components: [{ type: 'body', parameters: Object.values(params).map((text) => ({ type: 'text', text })) }],
    });
  });

  it('retries a rate limit or an outage later, and gives up on a refusal that will stand', async () => {
    answers = [
      { status: 429, body: metaError(130429, 'Rate limit hit') },
      { status: 503, body: {} },
      { status: 400, body: metaError(131009, '(#131009) Parameter value is not valid') },
    ];
    const limited = await client()
      .sendTemplate(confirm)
      .catch((error: unknown) => error);
    expect(limited).not.toBeInstanceOf(WhatsAppRefused);
    expect(String(limited)).toMatch(/retried later: Rate limit hit \(code 130429\)/);
    expect(
      await client()
        .sendTemplate(confirm)
        .catch((error: unknown) => error),
    ).not.toBeInstanceOf(WhatsAppRefused);
    const refused = await client()
      .sendTemplate(confirm)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WhatsAppRefused);
    expect((refused as WhatsAppRefused).code).toBe(131009);
  });
});

describe("the sandbox's tester calls", () => {
  const tries = (phone: string) =>
    [
      ['GET', `/whatsapp/sandbox/messages?to=${encodeURIComponent(phone)}`, undefined],
      ['POST', '/whatsapp/sandbox/inbound', { from: phone, text: 'START' }],
      ['POST', '/whatsapp/sandbox/messages/wamid.HBgMx/tap', {}],
    ] as const;

  it("are an admin's: nobody else reads a phone's messages or writes as it, not even its owner", async () => {
    const phone = '+919811100071';
    await placeCash(phone, true);
    await eventually(async () => expect(await whatsappTo(phone)).toHaveLength(1));
    const consents = async () =>
      (await api.database.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone))).length;
    const before = await consents();
    const owner = await signIn(phone);
    for (const [method, url, body] of tries(phone)) {
      expect({ url, status: (await call(method, url, body)).status }).toEqual({ url, status: 401 });
      expect({ url, status: (await call(method, url, body, owner)).status }).toEqual({ url, status: 403 });
    }
    expect(await consents()).toBe(before);
  });

  it("are open to anyone only where WHATSAPP_SANDBOX_TESTER says so (the browser tests' site)", async () => {
    const phone = '+919811100072';
    expect(loadConfig({ WHATSAPP_SANDBOX_TESTER: 'on' }).whatsapp.testerOpen).toBe(true);
    expect(loadConfig({}).whatsapp.testerOpen).toBe(false);
    const open = await buildApp({
      config: {
        ...api.config,
        whatsapp: { ...api.config.whatsapp, testerOpen: true },
        jobs: { ...api.config.jobs, inProcess: false },
      },
      database: api.database,
    });
    try {
      const answer = await open.inject({
        method: 'GET',
        url: `/whatsapp/sandbox/messages?to=${encodeURIComponent(phone)}`,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual([]);
    } finally {
      await open.close();
    }
  });
});

it('with live keys (cloud) checks their app secret and verify token, and has no sandbox routes', async () => {
  const whatsapp = {
    ...api.config.whatsapp,
    provider: 'cloud' as const,
    token: 'EAAG-live',
    phoneNumberId: '109876543210',
    appSecret: 'live-app-secret',
    verifyToken: 'live-verify',
  };
  const live = await buildApp({
    config: { ...api.config, whatsapp, jobs: { ...api.config.jobs, inProcess: false } },
    database: api.database,
  });
  try {
    const verify = (token: string) =>
      live.inject({
        method: 'GET',
        url: `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=42`,
      });
    expect((await verify('live-verify')).body).toBe('42');
    expect((await verify(api.config.whatsapp.verifyToken)).statusCode).toBe(403);
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const signed = (secret: string) =>
      live.inject({
        method: 'POST',
        url: '/webhooks/whatsapp',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(body, secret) },
        payload: body,
      });
    expect((await signed('live-app-secret')).statusCode).toBe(200);
    expect((await signed(api.config.whatsapp.appSecret)).statusCode).toBe(401);
    const sandboxRoutes = live.registeredRoutes.filter((route) => route.url.startsWith('/whatsapp/sandbox'));
    expect(sandboxRoutes).toEqual([]);
    const tap = await live.inject({
      method: 'POST',
      url: '/whatsapp/sandbox/messages/wamid.HBgMx/tap',
      headers: { 'x-requested-with': 'store' },
    });
    expect(tap.statusCode).toBe(404);
  } finally {
    await live.close();
  }
});

it('off: the checkout offers no WhatsApp and no webhook listens', async () => {
  const off = await appWithWhatsAppOff(api);
  try {
    expect((await off.inject({ method: 'GET', url: '/store/whatsapp' })).json()).toEqual({ offered: false });
    expect((await api.app.inject({ method: 'GET', url: '/store/whatsapp' })).json()).toEqual({ offered: true });
    expect(off.registeredRoutes.filter((route) => /whatsapp/.test(route.url)).map((route) => route.url)).toEqual([
      '/store/whatsapp',
    ]);
  } finally {
    await off.close();
  }
});

it('refuses the sandbox in production, and the Cloud API without its keys', () => {
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: 'x'.repeat(48),
    PAYMENTS: 'sandbox',
    ADMIN_EMAIL: 'owner@example.in',
    ADMIN_PASSWORD: 'a-long-real-password',
  };
  const problems = (env: Record<string, string>) =>
    apiSettingsSchema('api')
      .safeParse(env)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  expect(problems({ ...production, WHATSAPP_PROVIDER: 'sandbox' })).toContainEqual(
    expect.stringMatching(/^WHATSAPP_PROVIDER: is the offline sandbox/),
  );
  expect(problems({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TOKEN: 'EAAG' })).toContainEqual(
    ': WHATSAPP_PROVIDER=cloud needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN',
  );
});
