import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders, shipments } from '../src/db/schema';
import { insertOrderLines } from '../src/modules/orders/ordersRepository';
import { SandboxCourier, type SandboxWebhook } from '../src/providers/courier';
import { testAddress, type TestApi } from './testApp';

let made = 0;

/**
 * A forward parcel of an order as the shipping module books and tracks it, written straight to
 * the database (the courier's events are the shipping core's tests): its AWB, courier and the
 * status the courier last reported, at that time.
 */
export async function insertParcel(
  api: TestApi,
  orderId: string,
  {
    status,
    at = new Date(),
    courierName = 'Delhivery Surface',
    cashPaise = 0,
  }: {
    status: string;
    at?: Date;
    courierName?: string;
    cashPaise?: number;
  },
) {
  made += 1;
  const awb = `SR${Date.now().toString().slice(-8)}${String(made).padStart(3, '0')}`;
  const [row] = await api.database.db
    .insert(shipments)
    .values({
      orderId,
      reference: `${randomUUID()}-1`,
      provider: 'sandbox',
      awb,
      courierName,
      cashToCollectPaise: cashPaise,
      parcel: { weightGrams: 500, lengthCm: 30, breadthCm: 25, heightCm: 5 },
      status,
      statusAt: at,
    })
    .returning();
  return row as typeof shipments.$inferSelect;
}

/**
 * A cash order as checkout and the shipping module leave it, written straight to the database:
 * confirmed, its pieces taken (one per line, size M of these products), then `fulfilment`
 * ('delivered' with its day; 'rto' once the courier turned it back).
 */
export async function insertCashOrder(
  api: TestApi,
  phone: string,
  {
    productIds,
    pricePaise = 150_000,
    fulfilment,
    deliveredAt = null,
    state = 'Karnataka',
    cashState = 'confirmed',
  }: {
    productIds: string[];
    pricePaise?: number;
    fulfilment: string;
    deliveredAt?: Date | null;
    state?: string;
    cashState?: string;
  },
) {
  const total = pricePaise * productIds.length;
  const [order] = await api.database.db
    .insert(orders)
    .values({
      checkoutId: randomUUID(),
      customerName: 'Asha',
      phone,
      shippingAddress: testAddress(phone, { street: '4 Temple Street', city: 'Mysuru', state, zip: '570001' }),
      totalPaise: total,
      paidPaise: 0,
      status: 'partial-paid',
      guest: true,
      fulfilment,
      deliveredAt,
      paymentMethod: 'cash',
      cashState,
    })
    .returning();
  if (!order) throw new Error('no order');
  await insertOrderLines(
    api.database.db,
    order.id,
    productIds.map((productId, index) => ({
      productId,
      name: `Piece ${index + 1}`,
      size: 'M',
      section: 'womens',
      pricePaise,
      image: '',
      stockKeys: ['M'],
    })),
  );
  return order;
}

/** The order's fulfilment set as the shipping module sets it from the courier's events. */
export const setFulfilment = (api: TestApi, orderId: string, fulfilment: string) =>
  api.database.db.update(orders).set({ fulfilment }).where(eq(orders.id, orderId));

/**
 * The offline courier as the aggregator behaves: the desk books through the API, the sandbox
 * moves parcels (on command, or on its clock) and its Shiprocket webhooks reach the API.
 */
export function courierSandbox(
  api: TestApi,
  desk: (method: 'POST', url: string, body: object) => Promise<{ status: number; body: unknown }>,
) {
  const sandbox = () =>
    new SandboxCourier(api.database.db, {
      webhookToken: api.config.courier.webhookToken,
      pickupLocation: api.config.courier.pickupLocation,
      pickupPincode: api.config.courier.pickupPincode,
    });
  const deliver = async (hooks: SandboxWebhook[]) => {
    for (const hook of hooks) {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/webhooks/courier',
        headers: hook.headers,
        payload: hook.body,
      });
      if (answer.statusCode !== 200) throw new Error(`webhook refused: ${answer.body}`);
    }
  };
  return {
    sandbox,
    /** Books the order with the recommended courier: its shipment id and AWB. */
    async book(orderId: string) {
      const answer = await desk('POST', '/admin/shipping/book', { orderIds: [orderId] });
      const booked = (answer.body as { booked?: { shipmentId: string; awb: string }[] }).booked?.[0];
      if (!booked) throw new Error(`not booked: ${JSON.stringify(answer.body)}`);
      return booked;
    },
    moves: async (awb: string, ...steps: Parameters<SandboxCourier['advance']>[1][]) => {
      for (const step of steps) await deliver(await sandbox().advance(awb, step));
    },
    tick: async (now: Date) => deliver(await sandbox().tick(now)),
  };
}
