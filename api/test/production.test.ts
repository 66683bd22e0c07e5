import fs from 'node:fs';
import type { OrderJson } from '@store/shared/schemas';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';
import { eventually, testApiSession } from './testApp';

const api = testApiSession();
const shopper = shopperClient(api);
const { call, signInAdmin } = customerClient(api);
let sid: string;
beforeAll(async () => {
  sid = await signInAdmin();
});

/** A paid order of one made-to-measure piece and one standard size, shipped to this phone. */
async function tailoredOrder(phone: string, email: string | null = null) {
  const [first, second] = await shopper.bag();
  const { body } = await shopper.createOrder({
    shippingAddress: { ...addressFor(phone), email },
    items: [
      { productId: first?._id, size: { custom: true, chest: 40, waist: 34 } },
      { productId: second?._id, size: { upper: 'M', lower: '32' } },
    ],
  });
  const placed = (await shopper.placeOrder((await shopper.pay(body.order.id)).body)).body;
  return { order: placed.order as OrderJson, token: placed.guestToken as string };
}

const move = (items: { orderId: string; item: number }[], stage: string) =>
  call('PUT', '/admin/orders/stages', { items, stage }, sid);

const outbox = (file: string) =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; text: string; subject?: string })
    : [];

it('starts a made-to-measure piece at received and gives a standard size no stages', async () => {
  const { order } = await tailoredOrder('9877700001');
  expect(order.items.map((item) => item.stage)).toEqual(['received', null]);
});

it('moves a piece on, tells the customer by text and e-mail, and shows them where it is', async () => {
  const { order, token } = await tailoredOrder('9877700002', 'meera@example.in');
  const moved = await move([{ orderId: order._id, item: 0 }], 'cutting');
  expect(moved.status).toBe(200);
  expect(moved.body[0].items.map((item: { stage: string | null }) => item.stage)).toEqual(['cutting', null]);
  const piece = order.items[0]?.name;
  // The text and e-mail are jobs of the move's transaction: they leave a moment later.
  await eventually(() => {
    expect(outbox(api.config.smsOutbox).at(-1)).toMatchObject({
      to: '+919877700002',
      text: `Elegance order ${order.orderNumber}: your ${piece} is now cutting. Track it in My Orders.`,
    });
    expect(outbox(api.config.mailOutbox).at(-1)).toMatchObject({
      to: 'meera@example.in',
      subject: `Your Elegance order ${order.orderNumber}: ${piece} cutting`,
    });
  });
  const mine = await shopper.myOrders(token);
  expect(mine.body[0].items[0].stage).toBe('cutting');
  const history = (await call('GET', `/admin/orders/${order._id}`, undefined, sid)).body.history;
  expect(history).toMatchObject([{ kind: 'stage', item: 0, from: 'received', to: 'cutting' }]);
});

it('moves many pieces of many orders at once, or none when one cannot move', async () => {
  const a = await tailoredOrder('9877700003');
  const b = await tailoredOrder('9877700004');
  const both = [
    { orderId: a.order._id, item: 0 },
    { orderId: b.order._id, item: 0 },
  ];
  expect((await move(both, 'stitching')).body.map((o: OrderJson) => o.items[0]?.stage)).toEqual([
    'stitching',
    'stitching',
  ]);
  // The standard piece of b cannot move: nothing does.
  const refused = await move([...both, { orderId: b.order._id, item: 1 }], 'quality-check');
  expect(refused.status).toBe(409);
  expect(refused.body.message).toMatch(/is a standard size: it has no production stages$/);
  const stages = (await call('GET', `/admin/orders/${a.order._id}`, undefined, sid)).body.order.items[0].stage;
  expect(stages).toBe('stitching');
});

it('refuses going back, an unknown stage, and a cancelled order', async () => {
  const { order } = await tailoredOrder('9877700005');
  const piece = [{ orderId: order._id, item: 0 }];
  await move(piece, 'stitching');
  expect((await move(piece, 'cutting')).body.message).toBe(
    `${order.items[0]?.name} of order ${order.orderNumber} is already at Stitching`,
  );
  expect((await move(piece, 'ironing')).body.message).toMatch(/^stage: stage is one of measurements-confirmed/);
  await call('PUT', `/admin/orders/${order._id}/fulfilment`, { status: 'cancelled' }, sid);
  expect((await move(piece, 'ready')).body.message).toBe(
    `Order ${order.orderNumber} is cancelled: its pieces are no longer in the workshop`,
  );
  expect((await call('PUT', '/admin/orders/stages', { items: piece, stage: 'ready' }, undefined)).status).toBe(401);
});

it('moves a piece by its line id, the id each order item carries', async () => {
  const { order } = await tailoredOrder('9877700031');
  const [tailored, standard] = order.items;
  expect(tailored?._id).toMatch(/^[0-9a-f-]{36}$/);
  const url = (lineId: string) => `/admin/orders/${order._id}/items/${lineId}/stage`;
  const moved = await call('PUT', url(String(tailored?._id)), { stage: 'cutting' }, sid);
  expect(moved.status).toBe(200);
  expect(moved.body.items.map((item: { stage: string | null }) => item.stage)).toEqual(['cutting', null]);
  const byBatch = await call(
    'PUT',
    '/admin/orders/stages',
    { items: [{ orderId: order._id, lineId: tailored?._id }], stage: 'stitching' },
    sid,
  );
  expect(byBatch.body[0].items[0].stage).toBe('stitching');
  expect((await call('PUT', url(String(standard?._id)), { stage: 'cutting' }, sid)).body.message).toBe(
    `${standard?.name} of order ${order.orderNumber} is a standard size: it has no production stages`,
  );
  // A line of another order is no piece of this one.
  const other = await tailoredOrder('9877700032');
  expect((await call('PUT', url(String(other.order.items[0]?._id)), { stage: 'cutting' }, sid)).status).toBe(400);
});

it('ships an order only once every made-to-measure piece is Ready, saying which is not', async () => {
  const { order } = await tailoredOrder('9877700031');
  const ship = () =>
    call(
      'PUT',
      `/admin/orders/${order._id}/fulfilment`,
      { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL1234567' },
      sid,
    );
  const piece = order.items[0]?.name;
  expect(await ship()).toMatchObject({
    status: 409,
    body: { message: `${piece} is at Order received: ship the order once every made-to-measure piece is Ready` },
  });
  await move([{ orderId: order._id, item: 0 }], 'quality-check');
  expect((await ship()).body.message).toBe(
    `${piece} is at Quality check: ship the order once every made-to-measure piece is Ready`,
  );
  await move([{ orderId: order._id, item: 0 }], 'ready');
  expect(await ship()).toMatchObject({ status: 200, body: { fulfilment: 'shipped' } });
});

describe('a 20%-now made-to-measure order', () => {
  /** The piece made to measure and a standard size, 20% paid now; its pieces made Ready. */
  async function partlyPaid(phone: string, email: string | null = null) {
    const [first, second] = await shopper.bag();
    const items = [
      { productId: first?._id, size: { custom: true, chest: 40, waist: 34 } },
      { productId: second?._id, size: { upper: 'M', lower: '32' } },
    ];
    const total = (first?.price ?? 0) + (second?.price ?? 0);
    const advance = Math.round(total * 0.2);
    const { body } = await shopper.createOrder({
      shippingAddress: { ...addressFor(phone), email },
      items,
      partialPayment: true,
      amount: advance,
    });
    const placed = (await shopper.placeOrder((await shopper.pay(body.order.id)).body)).body;
    return { order: placed.order as OrderJson, token: placed.guestToken as string, due: total - advance };
  }
  const ship = (id: string, extra: Record<string, string> = {}) =>
    call(
      'PUT',
      `/admin/orders/${id}/fulfilment`,
      { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL7654321', ...extra },
      sid,
    );
  const rs = (rupees: number) => `Rs.${rupees.toLocaleString('en-IN')}`;

  it('when its piece is ready, sends the shopper the balance to pay and a link to pay it', async () => {
    const { order, due } = await partlyPaid('9877700041', 'kavya@example.in');
    await move([{ orderId: order._id, item: 0 }], 'ready');
    const link = `${api.config.shopUrl.replace(/\/$/, '')}/customer-dashboard`;
    const piece = order.items[0]?.name;
    await eventually(() => {
      const text = outbox(api.config.smsOutbox).filter((sent) => sent.to === '+919877700041');
      expect(text.at(-1)).toMatchObject({
        text: `Elegance order ${order.orderNumber}: your ${piece} is now ready. Pay the balance of ${rs(due)} to have it dispatched: ${link}. Track it in My Orders.`,
      });
      // The order's confirmation may be sent after it: the stage's own e-mail, found by its subject.
      const subject = `Your Elegance order ${order.orderNumber}: ${piece} ready`;
      const mail = outbox(api.config.mailOutbox).find((sent) => sent.subject === subject);
      expect(mail).toMatchObject({ to: 'kavya@example.in', subject });
      expect(mail?.text).toContain(`Pay the balance of ${rs(due)} to have it dispatched: ${link}`);
    });
  });

  it('is not shipped while its balance is due, unless an admin writes why (kept in its history)', async () => {
    const { order, due } = await partlyPaid('9877700042');
    await move([{ orderId: order._id, item: 0 }], 'ready');
    expect(await ship(order._id)).toMatchObject({
      status: 409,
      body: {
        message: `${order.orderNumber} still has ${rs(due)} to pay: ship it once the balance is paid, or give a reason to ship it unpaid`,
      },
    });
    expect((await ship(order._id, { unpaidReason: '  ' })).body).toEqual({
      message: 'Give a reason to ship it unpaid',
      field: 'unpaidReason',
      code: 'field.required',
      values: { field: 'unpaidReason' },
    });
    const page = async () => (await call('GET', `/admin/orders/${order._id}`, undefined, sid)).body;
    expect((await page()).order.fulfilment).toBe('processing');
    const shipped = await ship(order._id, { unpaidReason: 'Wedding on Friday; customer pays the courier' });
    expect(shipped).toMatchObject({ status: 200, body: { fulfilment: 'shipped' } });
    const history = (await page()).history as { kind: string; from: string; to: string; by: string; at: string }[];
    expect(history.find((event) => event.kind === 'shipped-unpaid')).toMatchObject({
      from: `${rs(due)} due`,
      to: 'Wedding on Friday; customer pays the courier',
      by: expect.any(String),
      at: expect.any(String),
    });
  });

  it('ships without a reason once the balance is paid', async () => {
    const { order, token } = await partlyPaid('9877700043');
    await move([{ orderId: order._id, item: 0 }], 'ready');
    const balance = await shopper.post(`/orders/${order._id}/pay-balance`, {}, { 'x-guest-token': token });
    await shopper.placeOrder((await shopper.pay(balance.body.order.id)).body);
    expect(await ship(order._id)).toMatchObject({ status: 200, body: { fulfilment: 'shipped', amountDue: 0 } });
  });
});
