import { and, eq } from 'drizzle-orm';
import type { OrderJson } from '@store/shared/schemas';
import { returnRequests, shipments } from '../src/db/schema';
import { bookReversePickup, followReversePickups } from '../src/modules/shipping/returns/reversePickups';
import { courierProvider } from '../src/providers/courier';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';
import { eventually, testApiSession } from './testApp';

/**
 * Reverse pickups (issue 42 part 4): a return or exchange the desk approves is booked with the
 * courier once (however often or at once it is approved), and follows the courier: its events on
 * the shopper's return timeline, and the parcel back at the store receives the return.
 */
const api = testApiSession();
const shopper = shopperClient(api);
const { call, signInAdmin } = customerClient(api);
let admin = '';
beforeAll(async () => {
  admin = await signInAdmin();
});
const desk = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => call(method, url, payload, admin);

const sandbox = () => {
  const made = courierProvider(api.config, api.database.db).sandbox;
  if (!made) throw new Error('the tests run on the courier sandbox');
  return made;
};
const deps = () => ({ db: api.database.db, jobs: api.app.jobs, courier: sandbox(), log: () => {} });

/** A guest's order paid, delivered, and its first piece asked back (`kind`). */
async function askedReturn(phone: string, kind: 'refund' | 'exchange' = 'refund') {
  const { body } = await shopper.createOrder({ shippingAddress: { ...addressFor(phone), email: 'asha@example.in' } });
  const placed = (await shopper.placeOrder((await shopper.pay(body.order.id)).body)).body;
  const order = placed.order as OrderJson;
  for (const step of [
    { status: 'shipped', courier: 'Delhivery', trackingNumber: `DL${phone.slice(-8)}` },
    { status: 'delivered' },
  ])
    expect((await desk('PUT', `/admin/orders/${order._id}/fulfilment`, step)).status).toBe(200);
  const guest = { 'x-requested-with': 'store', 'x-guest-token': placed.guestToken as string };
  const asked = await api.app.inject({
    method: 'POST',
    url: `/orders/${order._id}/returns`,
    payload: {
      lineId: order.items[0]?._id,
      kind,
      reason: 'too-large',
      ...(kind === 'exchange' ? { exchangeSize: 'L' } : {}),
    },
    headers: guest,
  });
  expect(asked.statusCode).toBe(201);
  return { order, returnId: asked.json()._id as string, guest };
}

const reverseOf = (returnId: string) =>
  api.database.db
    .select()
    .from(shipments)
    .where(and(eq(shipments.returnRequestId, returnId), eq(shipments.kind, 'reverse')));

describe('an approved return', () => {
  it('books one reverse pickup though approved twice at once, and the return shows it scheduled', async () => {
    const { returnId } = await askedReturn('+919800000201');
    const approvals = await Promise.all([
      desk('PUT', `/admin/returns/${returnId}/state`, { to: 'approved' }),
      desk('PUT', `/admin/returns/${returnId}/state`, { to: 'approved' }),
    ]);
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [pickup] = await eventually(async () => {
      const rows = await reverseOf(returnId);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.awb).toBeTruthy();
      return rows;
    });
    expect(pickup).toMatchObject({ status: 'booked', cashToCollectPaise: 0 });
    await eventually(async () => {
      const [request] = await api.database.db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
      expect(request?.state).toBe('pickup-scheduled');
    });
    // Booking again (a retried job) finds it: no second shipment, no second order at the courier.
    await bookReversePickup(deps(), returnId);
    expect(await reverseOf(returnId)).toHaveLength(1);
    expect(await sandbox().ordersWithReference(String(pickup?.reference))).toHaveLength(1);
  });

  it('books once when two workers book it at the same moment', async () => {
    const { returnId } = await askedReturn('+919800000202');
    // Approved as the desk would leave it, its booking left to these two.
    await api.database.db.update(returnRequests).set({ state: 'approved' }).where(eq(returnRequests.id, returnId));
    const booked = await Promise.allSettled([bookReversePickup(deps(), returnId), bookReversePickup(deps(), returnId)]);
    expect(booked.some((one) => one.status === 'fulfilled' && one.value?.awb)).toBe(true);
    const rows = await reverseOf(returnId);
    expect(rows).toHaveLength(1);
    expect(await sandbox().ordersWithReference(String(rows[0]?.reference))).toHaveLength(1);
  });

  it("follows the courier: its events on her return's timeline, received once back at the store", async () => {
    const { order, returnId, guest } = await askedReturn('+919800000203');
    expect((await desk('PUT', `/admin/returns/${returnId}/state`, { to: 'approved' })).status).toBe(200);
    const [pickup] = await eventually(async () => {
      const rows = await reverseOf(returnId);
      expect(rows[0]?.awb).toBeTruthy();
      return rows;
    });
    const awb = String(pickup?.awb);
    for (const to of ['picked-up', 'in-transit', 'delivered'] as const)
      for (const hook of await sandbox().advance(awb, to)) {
        const response = await api.app.inject({
          method: 'POST',
          url: '/webhooks/courier',
          headers: { ...hook.headers, 'content-type': 'application/json' },
          payload: hook.body,
        });
        expect(response.statusCode).toBe(200);
      }
    await followReversePickups(deps());
    await followReversePickups(deps());
    const mine = await api.app.inject({ method: 'GET', url: '/orders/my-orders', headers: guest });
    const card = (mine.json() as OrderJson[]).find((one) => one._id === order._id);
    const request = card?.afterSale?.returns.find((one) => one._id === returnId);
    expect(request?.state).toBe('received');
    const timeline = request?.timeline ?? [];
    expect(timeline.filter((step) => step.state === 'received')).toHaveLength(1);
    expect(timeline.some((step) => /picked up/i.test(step.detail ?? ''))).toBe(true);
  });
});
