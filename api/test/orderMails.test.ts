import fs from 'node:fs';
import type { OrderJson } from '@store/shared/schemas';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';
import { eventually, testApiSession } from './testApp';

const api = testApiSession();
const shopper = shopperClient(api);
const { call, signInAdmin } = customerClient(api);
let admin = '';
beforeAll(async () => {
  admin = await signInAdmin();
});

interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const mails = (): SentMail[] =>
  fs.existsSync(api.config.mailOutbox)
    ? fs
        .readFileSync(api.config.mailOutbox, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as SentMail)
    : [];

/** The mail with this subject, once it has left. */
async function mailWith(subject: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await eventually(() => {
    found = mails().find((mail) => mail.subject === subject);
    expect(found).toBeDefined();
  });
  return found as SentMail;
}

/** Where the HTML's 'View order' button leads, as a mail client would open it. */
function viewOrderHref(html: string | undefined): string {
  const button = /<a href="([^"]+)"[^>]*>(?:(?!<\/a>).)*View order/s.exec(html ?? '');
  expect(button).not.toBeNull();
  return (button?.[1] ?? '').replaceAll('&amp;', '&');
}

/** Opens a link the way the storefront does: its guest token sent with the shopper's orders call. */
async function ordersOpenedBy(link: string): Promise<OrderJson[]> {
  const token = new URL(link).searchParams.get('guest');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const response = await api.app.inject({
    method: 'GET',
    url: '/orders/my-orders',
    headers: { 'x-guest-token': String(token) },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as OrderJson[];
}

async function guestOrder(phone: string, email: string) {
  const { body } = await shopper.createOrder({ shippingAddress: { ...addressFor(phone), email } });
  const placed = (await shopper.placeOrder((await shopper.pay(body.order.id)).body)).body;
  return placed.order as OrderJson;
}

describe("a guest's order confirmation", () => {
  it('has a View order button that opens her order from any browser, and the same link in its text', async () => {
    const order = await guestOrder('9822200001', 'nisha@example.in');
    const mail = await mailWith(`Your Elegance order ${order.orderNumber} is confirmed`);
    const link = viewOrderHref(mail.html);
    expect(link.startsWith(`${api.config.shopUrl.replace(/\/$/, '')}/customer-dashboard?guest=`)).toBe(true);
    expect(mail.text).toContain(`View your order: ${link}`);
    // A browser that never held her checkout's token: the link alone opens the order.
    expect((await ordersOpenedBy(link)).map((opened) => opened.orderNumber)).toEqual([order.orderNumber]);
  });

  it('shows each piece with its picture on an absolute URL, and a text part with no HTML', async () => {
    const order = await guestOrder('9822200002', 'isha@example.in');
    const mail = await mailWith(`Your Elegance order ${order.orderNumber} is confirmed`);
    for (const item of order.items) {
      expect(item.image).toMatch(/^https?:\/\//);
      expect(mail.html).toContain(`src="${item.image}?tr=w-160,q-80,f-auto"`);
      expect(mail.html).toContain(item.name);
    }
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.text).toContain(order.orderNumber);
    expect(mail.text).not.toMatch(/<[a-z/!]/i);
  });

  it("leads to the dashboard in her later e-mails once the desk withdrew the order's links", async () => {
    const [tailored, standard] = await shopper.bag();
    const { body } = await shopper.createOrder({
      shippingAddress: { ...addressFor('9822200003'), email: 'tara@example.in' },
      items: [
        { productId: tailored?._id, size: { custom: true, chest: 40, waist: 34 } },
        { productId: standard?._id, size: { upper: 'M', lower: '32' } },
      ],
    });
    expect(body.order).toBeDefined();
    const order = (await shopper.placeOrder((await shopper.pay(body.order.id)).body)).body.order as OrderJson;
    const piece = order.items[0]?.name;
    const stageMail = (stage: string) => mailWith(`Your Elegance order ${order.orderNumber}: ${piece} ${stage}`);
    const link = viewOrderHref((await mailWith(`Your Elegance order ${order.orderNumber} is confirmed`)).html);
    const stages = (stage: string) =>
      call('PUT', '/admin/orders/stages', { items: [{ orderId: order._id, item: 0 }], stage }, admin);

    expect((await stages('cutting')).status).toBe(200);
    const cutting = await stageMail('cutting');
    expect(viewOrderHref(cutting.html)).toBe(link);
    expect(cutting.text).toContain(`Follow every step on your order: ${link}`);

    const withdrawn = await call('POST', `/admin/orders/${order._id}/withdraw-guest-access`, {}, admin);
    expect(withdrawn.status).toBe(200);
    expect((await stages('stitching')).status).toBe(200);
    const dashboard = `${api.config.shopUrl.replace(/\/$/, '')}/customer-dashboard`;
    const stitching = await stageMail('stitching');
    expect(viewOrderHref(stitching.html)).toBe(dashboard);
    expect(stitching.text).toContain(`Follow every step on your order: ${dashboard}`);
    expect(stitching.text).not.toContain('guest=');
  });
});

describe('the returns e-mails', () => {
  it("link to the order instead of pointing at 'your order link'", async () => {
    const order = await guestOrder('9822200004', 'rhea@example.in');
    for (const status of ['shipped', 'delivered'])
      expect(
        (
          await call(
            'PUT',
            `/admin/orders/${order._id}/fulfilment`,
            status === 'shipped' ? { status, courier: 'Delhivery', trackingNumber: 'DL12345678' } : { status },
            admin,
          )
        ).status,
      ).toBe(200);
    const link = viewOrderHref((await mailWith(`Your Elegance order ${order.orderNumber} is confirmed`)).html);
    const asked = await api.app.inject({
      method: 'POST',
      url: `/orders/${order._id}/returns`,
      payload: { lineId: order.items[0]?._id, kind: 'refund', reason: 'too-large' },
      headers: { 'x-requested-with': 'store', 'x-guest-token': String(new URL(link).searchParams.get('guest')) },
    });
    expect(asked.statusCode).toBe(201);
    const piece = order.items[0]?.name;
    const mail = await mailWith(`Your Elegance order ${order.orderNumber}: refund of ${piece} - requested`);
    expect(mail.text).not.toContain('through your order link');
    expect(mail.text).toContain(`Follow every step of it on your order: ${link}`);
    expect(viewOrderHref(mail.html)).toBe(link);
    expect((await ordersOpenedBy(link)).map((opened) => opened.orderNumber)).toEqual([order.orderNumber]);
  });
});
