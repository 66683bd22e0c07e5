import fs from 'node:fs';
import type { OrderJson } from '@store/shared/schemas';
import { whatsappConsents } from '../src/db/schema';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';
import { eventually, testApiSession } from './testApp';

/**
 * The review request (finding 'Reviews wait for the desk'): once the desk marks an order
 * delivered, its buyer is asked once to rate the pieces, by WhatsApp or text and by e-mail, from
 * a job queued in the delivery's own transaction. On the embedded database and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
const api = testApiSession();
const shopper = shopperClient(api);
const { call, signInAdmin, textsTo } = customerClient(api);
let admin = '';
beforeAll(async () => {
  admin = await signInAdmin();
});

const mailsTo = (to: string) =>
  fs.existsSync(api.config.mailOutbox)
    ? fs
        .readFileSync(api.config.mailOutbox, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
        .filter((mail) => mail.to === to)
    : [];
const asking = (texts: { text: string }[]) => texts.filter((sms) => sms.text.includes('rate it at'));
const requestJobs = async (orderId: string) =>
  (
    await api.database.executeSql(
      `select id, state from pgboss.job where name = 'review-request' and data->>'orderId' = $1`,
      [orderId],
    )
  ).rows as { id: string; state: string }[];

/** A guest's order paid on the sandbox, shipped by the desk; `email` gets its mails. */
async function shippedOrder(phone: string, email: string | null): Promise<OrderJson> {
  const { body } = await shopper.createOrder({ shippingAddress: { ...addressFor(phone), email } });
  const order = (await shopper.placeOrder((await shopper.pay(body.order.id)).body)).body.order as OrderJson;
  const shipped = await call(
    'PUT',
    `/admin/orders/${order._id}/fulfilment`,
    { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL12345678' },
    admin,
  );
  expect(shipped.status).toBe(200);
  return order;
}
const deliver = (order: OrderJson) =>
  call('PUT', `/admin/orders/${order._id}/fulfilment`, { status: 'delivered' }, admin);

describe('the review request after delivery', () => {
  it('texts and e-mails the buyer once the order is delivered, not before, and once however often its job runs', async () => {
    const order = await shippedOrder('9811100041', 'meera@example.in');
    const phone = '+919811100041';
    expect(await requestJobs(order._id)).toEqual([]);
    expect((await deliver(order)).status).toBe(200);
    const link = `${api.config.shopUrl.replace(/\/$/, '')}/customer-dashboard`;
    await eventually(() =>
      expect(asking(textsTo(phone)).map((sms) => sms.text)).toEqual([
        `Elegance order ${order.orderNumber}: your order is now delivered: rate it at ${link}. Track it in My Orders.`,
      ]),
    );
    await eventually(() =>
      expect(mailsTo('meera@example.in').filter((mail) => mail.subject.includes('how did it fit'))).toMatchObject([
        {
          subject: `Your Elegance order ${order.orderNumber} is delivered: how did it fit?`,
          text: expect.stringContaining(`It takes a minute under My Orders: ${link}`),
        },
      ]),
    );

    // The same job again, as after a crash between the send and pg-boss's "completed".
    const [job] = await requestJobs(order._id);
    await eventually(async () => expect((await requestJobs(order._id))[0]?.state).toBe('completed'));
    await api.database.executeSql(`update pgboss.job set state = 'created', completed_on = null where id = $1`, [
      job?.id,
    ]);
    await eventually(async () => expect((await requestJobs(order._id))[0]?.state).toBe('completed'));
    // A second 'delivered' is refused and queues nothing.
    expect((await deliver(order)).status).toBe(409);
    expect(await requestJobs(order._id)).toHaveLength(1);
    expect(asking(textsTo(phone))).toHaveLength(1);
    expect(mailsTo('meera@example.in').filter((mail) => mail.subject.includes('how did it fit'))).toHaveLength(1);
  }, 60_000);

  it('goes by WhatsApp to a phone that opted in, with no text beside it', async () => {
    const phone = '+919811100042';
    await api.database.db
      .insert(whatsappConsents)
      .values({ phone, optedIn: true, source: 'checkout', policyVersion: 'test' });
    const order = await shippedOrder('9811100042', null);
    expect((await deliver(order)).status).toBe(200);
    await eventually(async () => {
      const messages = (
        await call('GET', `/whatsapp/sandbox/messages?to=${encodeURIComponent(phone)}`, undefined, admin)
      ).body as {
        text: string;
      }[];
      expect(messages.map((message) => message.text)).toContainEqual(
        expect.stringContaining(`Elegance order ${order.orderNumber} is delivered. How did it fit?`),
      );
    });
    expect(asking(textsTo(phone))).toEqual([]);
  }, 60_000);
});
