import { randomUUID } from 'node:crypto';
import type { OrderDetail, OrderJson } from '@store/shared/schemas';
import { orders } from '../src/db/schema';
import { insertOrderLines } from '../src/modules/orders/ordersRepository';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';
import { testApiSession } from './testApp';

const api = testApiSession();
const { call, signIn, signInAdmin } = customerClient(api);
const shopper = shopperClient(api);
let sid: string;

/** An order as checkout leaves it, written straight to the database with what the test needs. */
async function order(values: {
  name: string;
  phone: string;
  placed: string;
  status?: 'paid' | 'partial-paid';
  fulfilment?: string;
  size?: unknown;
  cashState?: string;
  stockShort?: boolean;
}) {
  const [row] = await api.database.db
    .insert(orders)
    .values({
      checkoutId: randomUUID(),
      customerName: values.name,
      phone: values.phone,
      email: null,
      shippingAddress: {
        ...addressFor(values.phone),
        name: values.name,
        landmark: 'Near the temple',
        country: 'India' as const,
      },
      totalPaise: 1_200_000,
      paidPaise: values.status === 'partial-paid' ? 240_000 : 1_200_000,
      status: values.status ?? 'paid',
      fulfilment: values.fulfilment ?? 'processing',
      paymentMethod: values.cashState ? 'cash' : 'prepaid',
      cashState: values.cashState ?? null,
      stockShort: values.stockShort ?? false,
      guest: true,
      createdAt: new Date(values.placed),
    })
    .returning();
  await insertOrderLines(api.database.db, String(row?.id), [
    { productId: randomUUID(), name: 'Bandhgala', size: values.size ?? 'M', pricePaise: 1_200_000, image: '' },
  ]);
  return row as typeof orders.$inferSelect;
}

const desk = async (query: string) => {
  const answer = await call('GET', `/admin/orders?${query}`, undefined, sid);
  return { ...answer, orders: answer.body as OrderJson[] };
};
const names = (list: OrderJson[]) => list.map((o) => o.customer.name);

let meera: typeof orders.$inferSelect;
beforeAll(async () => {
  sid = await signInAdmin();
  meera = await order({
    name: 'Meera Iyer',
    phone: '+919845012345',
    placed: '2026-10-02T10:00:00+05:30',
    size: { chest: 38, waist: 32, custom: true },
  });
  await order({
    name: 'Rohan Mehta',
    phone: '+919811122233',
    placed: '2026-10-20T23:30:00+05:30',
    status: 'partial-paid',
  });
  await order({
    name: 'Kavya Rao',
    phone: '+919900011122',
    placed: '2026-11-05T09:00:00+05:30',
    fulfilment: 'shipped',
  });
  await order({ name: '=HYPERLINK("http://evil")', phone: '+919700000001', placed: '2026-11-06T09:00:00+05:30' });
});

describe('order numbers', () => {
  it('are given in sequence, with the year, and are what the desk finds an order by', async () => {
    const numbers = (await desk('limit=200')).orders.map((o) => o.orderNumber);
    expect(numbers.every((n) => /^ELG-\d{4}-\d{6}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    const found = await desk(`q=${meera.number}`);
    expect(names(found.orders)).toEqual(['Meera Iyer']);
    expect(names((await desk(`q=${meera.number.toLowerCase()}`)).orders)).toEqual(['Meera Iyer']);
  });

  it('reach the shopper with the order they placed', async () => {
    const { body } = await shopper.createOrder({ shippingAddress: addressFor('9822200011') });
    const paid = await shopper.pay(body.order.id);
    const placed = await shopper.placeOrder(paid.body);
    expect(placed.body.order.orderNumber).toMatch(/^ELG-\d{4}-\d{6}$/);
    const mine = await shopper.myOrders(placed.body.guestToken);
    expect(mine.body[0].orderNumber).toBe(placed.body.order.orderNumber);
  });
});

it('promises a dispatch day: two days for standard sizes, ten for a piece made to measure', async () => {
  const day = (days: number) => new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const place = async (phone: string, size: unknown) => {
    const [product] = await shopper.bag();
    const { body } = await shopper.createOrder({
      shippingAddress: addressFor(phone),
      items: [{ productId: product?._id, size }],
      amount: product?.price,
    });
    return (await shopper.placeOrder((await shopper.pay(body.order.id)).body)).body.order as OrderJson;
  };
  expect((await place('9822200021', { upper: 'M', lower: '32' })).expectedDispatch).toBe(day(2));
  expect((await place('9822200022', { custom: true, chest: 40, waist: 34 })).expectedDispatch).toBe(day(10));
});

describe('the order desk', () => {
  it('finds orders by phone (as people write it), by part of a name, and never by a wildcard', async () => {
    expect(names((await desk('q=98450 12345')).orders)).toEqual(['Meera Iyer']);
    expect(names((await desk('q=%2B91 98111 22233')).orders)).toEqual(['Rohan Mehta']);
    expect(names((await desk('q=mehta')).orders)).toEqual(['Rohan Mehta']);
    expect((await desk('q=%25')).orders).toEqual([]);
  });

  it('filters by fulfilment, payment and the India-time days an order was placed on', async () => {
    expect(names((await desk('status=shipped')).orders)).toEqual(['Kavya Rao']);
    expect(names((await desk('payment=partial-paid')).orders)).toEqual(['Rohan Mehta']);
    // 23:30 in India on 20 October is still the 20th there (18:00 UTC).
    expect(names((await desk('from=2026-10-20&to=2026-10-20')).orders)).toEqual(['Rohan Mehta']);
    expect(names((await desk('from=2026-10-01&to=2026-10-31')).orders)).toEqual(['Rohan Mehta', 'Meera Iyer']);
    expect((await desk('from=2026-11-01&to=2026-10-01')).body.message).toBe('from: must not be after to');
    // Days the calendar does not have, on the desk and its export alike.
    for (const query of ['from=2026-02-30', 'to=2025-02-29', 'from=2026-04-31', 'from=2026-13-01', 'from=0000-01-01'])
      for (const url of [`/admin/orders?${query}`, `/admin/orders/export?${query}`])
        expect(await call('GET', url, undefined, sid)).toMatchObject({
          status: 400,
          body: { message: `${query.slice(0, query.indexOf('='))}: must be a real date (YYYY-MM-DD)` },
        });
    expect(names((await desk('from=2024-02-29&to=2026-10-20')).orders)).toEqual(['Rohan Mehta', 'Meera Iyer']);
  });

  it('filters cash orders by state and those whose cash the courier still holds, and orders with a piece sold out', async () => {
    const september = (day: number) => `2026-09-${String(day).padStart(2, '0')}T10:00:00+05:30`;
    await order({
      name: 'Anil Cash',
      phone: '+919800000101',
      placed: september(1),
      cashState: 'awaiting-confirmation',
    });
    await order({ name: 'Bela Cash', phone: '+919800000102', placed: september(2), cashState: 'confirmed' });
    await order({
      name: 'Chitra Cash',
      phone: '+919800000103',
      placed: september(3),
      fulfilment: 'delivered',
      cashState: 'confirmed',
    });
    await order({
      name: 'Dev Cash',
      phone: '+919800000104',
      placed: september(4),
      fulfilment: 'delivered',
      cashState: 'collected',
    });
    await order({ name: 'Esha Short', phone: '+919800000105', placed: september(5), stockShort: true });
    const september1To5 = 'from=2026-09-01&to=2026-09-05';
    const found = async (query: string) => names((await desk(`${query}&${september1To5}`)).orders);
    expect(await found('cash=awaiting-confirmation')).toEqual(['Anil Cash']);
    expect(await found('cash=confirmed')).toEqual(['Chitra Cash', 'Bela Cash']);
    expect(await found('cash=to-collect')).toEqual(['Chitra Cash']);
    expect(await found('cash=collected')).toEqual(['Dev Cash']);
    expect(await found('stockShort=true')).toEqual(['Esha Short']);
    expect(await found('stockShort=true&cash=confirmed')).toEqual([]);
    expect(await found('stockShort=false&status=delivered')).toEqual(['Dev Cash', 'Chitra Cash']);
    // Without a date, across every page of the desk's index: the filter's own index finds it.
    expect(names((await desk('stockShort=true')).orders)).toEqual(['Esha Short']);
    // The desk marks it on the list too, as the shopper's order JSON does.
    expect((await desk('stockShort=true')).orders[0]).toMatchObject({ stockShort: true });
    // The export takes the same filters.
    const csv = await call('GET', `/admin/orders/export?cash=to-collect&${september1To5}`, undefined, sid);
    expect(String(csv.body).trim().split('\r\n')).toHaveLength(2);
    for (const [query, message] of [
      ['cash=owed', 'cash: must be one of awaiting-confirmation, confirmed, collected, refused, cancelled, to-collect'],
      ['stockShort=yes', 'stockShort: must be true or false'],
    ])
      for (const url of [`/admin/orders?${query}`, `/admin/orders/export?${query}`])
        expect(await call('GET', url, undefined, sid)).toMatchObject({ status: 400, body: { message } });
  });

  it('pages newest first with a cursor, each order once', async () => {
    const all = (await desk('limit=200')).orders.map((o) => o._id);
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < all.length; page++) {
      const answer = await desk(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...answer.orders.map((o) => o._id));
      cursor = String(answer.headers['x-next-cursor'] ?? '');
      if (!cursor) break;
    }
    expect(seen).toEqual(all);
    expect((await desk('cursor=bm90LWEtY3Vyc29y')).body.message).toBe('cursor: is not a cursor this API made');
  });

  it('refuses a hand-made cursor whose date the calendar lacks or whose id is no uuid, with a 400', async () => {
    const made = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const uuid = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    for (const key of [
      ['2026-02-30 10:00:00+00', uuid],
      ['2026-13-01 10:00:00+00', uuid],
      ['2026-01-01 25:00:00+00', uuid],
      ['0000-01-01 10:00:00+00', uuid],
      ['2026-01-01 10:00:00+00', '-'.repeat(36)],
      ['2026-01-01 10:00:00+00', `${uuid.slice(0, 8)}${'-'.repeat(28)}`],
    ])
      expect(await desk(`cursor=${made(key)}`)).toMatchObject({
        status: 400,
        body: { message: 'cursor: is not a cursor this API made' },
      });
    // A real one of that shape still pages.
    expect((await desk(`cursor=${made(['2026-02-28 10:00:00.123456+05:30', uuid])}`)).status).toBe(200);
  });

  it("shows one order with what it takes to fulfil it: address, contact, each item's measurements, payments, history and notes", async () => {
    const due = Math.round((await shopper.total()) * 0.2);
    const { body } = await shopper.createOrder({
      shippingAddress: addressFor('9822200012'),
      partialPayment: true,
      amount: due,
    });
    const placed = await shopper.placeOrder((await shopper.pay(body.order.id)).body);
    const id = placed.body.order._id as string;
    await call('PUT', `/admin/orders/${id}/fulfilment`, { status: 'cancelled' }, sid);
    expect((await call('POST', `/admin/orders/${id}/notes`, { text: '  ' }, sid)).body.message).toBe(
      'Write the note first',
    );
    const note = await call('POST', `/admin/orders/${id}/notes`, { text: 'Customer asked to cancel by phone' }, sid);
    expect(note.status).toBe(201);
    const detail = (await call('GET', `/admin/orders/${id}`, undefined, sid)).body as OrderDetail;
    // A guest's order: no account, so no store credit to show.
    expect(detail.contact).toEqual({ name: 'Asha Rao', phone: '+919822200012', email: null, customerId: null });
    expect(detail.address).toMatchObject({ street: '12 MG Road', city: 'Bengaluru', zip: '560001' });
    expect(detail.payments).toEqual([
      expect.objectContaining({ type: 'partial', amount: placed.body.order.paidAmount, unappliedReason: null }),
    ]);
    expect(detail.payments[0]?.paymentId).toMatch(/^pay_/);
    expect(detail.history).toMatchObject([
      { kind: 'fulfilment', from: 'processing', to: 'cancelled', by: 'Admin (admin@elegance.local)' },
    ]);
    expect(detail.notes).toMatchObject([
      { text: 'Customer asked to cancel by phone', by: 'Admin (admin@elegance.local)' },
    ]);

    const tailored = (await call('GET', `/admin/orders/${meera.id}`, undefined, sid)).body as OrderDetail;
    expect(tailored.order.items[0]?.size).toEqual({ chest: 38, waist: 32, custom: true });
    expect(tailored.address.landmark).toBe('Near the temple');
  });

  it('keeps notes and other orders from customers, and answers 404 for an unknown order', async () => {
    const customer = await signIn('+919833300044');
    expect((await call('GET', `/admin/orders/${meera.id}`, undefined, customer)).status).toBe(403);
    expect((await call('POST', `/admin/orders/${meera.id}/notes`, { text: 'x' }, customer)).status).toBe(403);
    expect((await call('GET', `/admin/orders/${randomUUID()}`, undefined, sid)).status).toBe(404);
  });

  it('exports the filtered list as CSV a spreadsheet opens safely', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/admin/orders/export?from=2026-10-01&to=2026-11-10',
      headers: { cookie: sid },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Order number","Placed \(IST\)","Customer","Phone"/);
    expect(lines).toHaveLength(5);
    expect(response.body).toContain('"Bandhgala (Chest: 38, Waist: 32)"');
    expect(response.body).toContain('"Meera Iyer","98450 12345"');
    // A name that a spreadsheet would run as a formula is written as text.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
