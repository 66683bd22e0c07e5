import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { AdminProduct, OrderJson } from '@store/shared/schemas';
import { orders } from '../src/db/schema';
import { customerClient } from './customerClient';
import { addressFor } from './shopperClient';
import { eventually, testApiSession } from './testApp';

/**
 * Issue 41: an order keeps the language it was placed in, and its notices (e-mail, text,
 * WhatsApp template) are written in it.
 */
const api = testApiSession();
const { call, signIn, signInAdmin, textsTo } = customerClient(api);
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});

/** A piece of its own per test: one shopper holds at most 3 of a size while orders wait. */
async function newPiece(name: string): Promise<AdminProduct> {
  const made = await call(
    'POST',
    '/admin/products',
    { name, price: 1999, mainCategory: 'womens', type: 'anarkali-suit', stock: { M: 5 } },
    admin,
  );
  return made.body as AdminProduct;
}

const mailsTo = (to: string): { to: string; subject: string; text: string; html?: string }[] =>
  fs.existsSync(api.config.mailOutbox)
    ? fs
        .readFileSync(api.config.mailOutbox, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .filter((mail) => mail.to === to)
    : [];

const whatsappTo = async (phone: string) =>
  (await call('GET', `/whatsapp/sandbox/messages?to=${encodeURIComponent(phone)}`, undefined, admin)).body as {
    text: string;
    buttons: { text: string }[];
  }[];

it('confirms an order placed in Hindi by a Hindi e-mail and a Hindi WhatsApp message, and keeps its language', async () => {
  const piece = await newPiece('Hindi Kurta');
  const sid = await signIn('+919811300001');
  const opened = await call(
    'POST',
    '/payment/create-order',
    {
      amount: piece.price,
      items: [{ productId: piece._id, size: 'M' }],
      shippingAddress: { ...addressFor('9811300001'), email: 'meera@example.in' },
      whatsappUpdates: true,
      locale: 'hi',
    },
    sid,
  );
  expect(opened.status).toBe(200);
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
  const order = placed.body.order as OrderJson;
  const [row] = await api.database.db.select().from(orders).where(eq(orders.number, order.orderNumber));
  expect(row?.locale).toBe('hi');

  const mail = await eventually(() => {
    const [sent] = mailsTo('meera@example.in');
    expect(sent).toBeDefined();
    return sent;
  });
  expect(mail?.subject).toBe(`आपका Elegance ऑर्डर ${order.orderNumber} पक्का हो गया है`);
  expect(mail?.text).toContain('प्रिय Asha Rao,');
  expect(mail?.text).toContain(`आपका ऑर्डर नंबर ${order.orderNumber} है`);
  expect(mail?.text).toContain('अपना ऑर्डर देखें: ');
  expect(mail?.html).toContain('ऑर्डर देखें');
  expect(mail?.html).not.toContain('View order');

  await eventually(async () =>
    expect((await whatsappTo('+919811300001')).map((sent) => sent.text)).toEqual([
      `नमस्ते Asha Rao, Elegance ऑर्डर ${order.orderNumber} (Rs.1,999) के लिए धन्यवाद। इसकी हर जानकारी हम यहीं भेजेंगे।`,
    ]),
  );
});

it("texts a Hindi cash order's confirmation in Hindi, with its link and code", async () => {
  const piece = await newPiece('Hindi Cash Kurta');
  const orderer = await signIn('+919811300002');
  const placed = await call(
    'POST',
    '/payment/cash-order',
    {
      items: [{ productId: piece._id, size: 'M' }],
      shippingAddress: { ...addressFor('9811300003'), street: 'Flat 3' },
      amount: piece.price,
      whatsappUpdates: false,
      locale: 'hi',
    },
    orderer,
  );
  expect(placed.status).toBe(201);
  const order = placed.body.placed.order as OrderJson;
  const text = await eventually(() => {
    const [sent] = textsTo('+919811300003').filter((sms) => /कैश ऑन डिलीवरी/.test(sms.text));
    expect(sent).toBeDefined();
    return sent?.text as string;
  });
  expect(text).toMatch(
    new RegExp(`^Elegance ऑर्डर ${order.orderNumber}, कैश ऑन डिलीवरी: \\S+ पर या कोड \\d+ से पुष्टि करें।$`),
  );
});

it('refuses a checkout in a language the shop does not have', async () => {
  const piece = await newPiece('French Kurta');
  const opened = await call('POST', '/payment/create-order', {
    amount: piece.price,
    items: [{ productId: piece._id, size: 'M' }],
    shippingAddress: addressFor('9811300005'),
    locale: 'fr',
  });
  expect(opened.status).toBe(400);
  expect(opened.body.message).toMatch(/locale is en or hi/);
});

describe('the WhatsApp sandbox', () => {
  const send = (language: string) =>
    api.app.inject({
      method: 'POST',
      url: `/whatsapp/sandbox/${api.config.whatsapp.apiVersion}/${api.config.whatsapp.phoneNumberId}/messages`,
      headers: { authorization: `Bearer ${api.config.whatsapp.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        messaging_product: 'whatsapp',
        to: '919811300006',
        type: 'template',
        template: {
          name: 'order_shipped',
          language: { code: language },
          components: [
            {
              type: 'body',
              parameters: ['ELG-2026-000001', 'Delhivery', 'DL1'].map((text) => ({ type: 'text', text })),
            },
          ],
        },
      }),
    });

  it('takes each template in Hindi as Meta does once its translation is approved, and no language it lacks', async () => {
    expect((await send('hi')).statusCode).toBe(200);
    const missing = await send('ta');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 132001 });
    await eventually(async () =>
      expect((await whatsappTo('+919811300006')).map((sent) => sent.text)).toEqual([
        'Elegance ऑर्डर ELG-2026-000001 Delhivery से रवाना हो गया है, ट्रैकिंग नंबर DL1। जल्द ही आप तक पहुँचेगा।',
      ]),
    );
  });
});
