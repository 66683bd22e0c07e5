import { eq } from 'drizzle-orm';
import { couponRedemptions, orders } from '../src/db/schema';
import { customerClient } from './customerClient';
import { ADDRESS, addressFor, shopperClient, type SandboxPayment } from './shopperClient';
import { testApiSession } from './testApp';

const api = testApiSession();
const { createOrder, pay, placeOrder, total, post } = shopperClient(api);
const { call, signInAdmin } = customerClient(api);

let admin = '';
beforeAll(async () => {
  admin = await signInAdmin();
});

async function coupon(code: string, fields: Record<string, unknown>) {
  const created = await call('POST', '/admin/coupons', { code, kind: 'percent', value: 10, ...fields }, admin);
  expect(created.status).toBe(201);
  return created.body;
}

/** An order with the code, to the phone's own door unless told another address. */
async function discountedOrder(code: string, phone: string, address: Partial<typeof ADDRESS> = {}) {
  const amount = Math.round((await total()) * 0.9);
  return createOrder({
    couponCode: code,
    amount,
    shippingAddress: { ...addressFor(phone), street: `House ${phone}, MG Road`, ...address },
  });
}

describe('coupon limits', () => {
  it('are edited by the admin and shown back', async () => {
    const saved = await coupon('FESTIVE1', {
      maxUses: 100,
      maxUsesPerCustomer: 1,
      startsAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2099-01-01T00:00:00.000Z',
      minOrder: 500,
    });
    expect(saved).toMatchObject({ maxUses: 100, maxUsesPerCustomer: 1, startsAt: '2026-01-01T00:00:00.000Z', uses: 0 });
    const bad = await call('POST', '/admin/coupons', { code: 'BADCAP', kind: 'flat', value: 100, maxUses: 0 }, admin);
    expect(bad.body.message).toBe('Total uses must be at least 1 (or empty for no cap)');
    const backwards = await call(
      'POST',
      '/admin/coupons',
      {
        code: 'BACKWARDS',
        kind: 'flat',
        value: 100,
        startsAt: '2030-01-01T00:00:00Z',
        expiresAt: '2029-01-01T00:00:00Z',
      },
      admin,
    );
    expect(backwards.body.message).toBe('The end must come after the start');
    const noSuchDay = { code: 'NOSUCHDAY', kind: 'flat', value: 100, expiresAt: '2026-02-30T00:00:00+05:30' };
    expect(await call('POST', '/admin/coupons', noSuchDay, admin)).toMatchObject({
      status: 400,
      body: { message: 'Expiry must be a date and time', field: 'expiresAt' },
    });
    // Year 0 is on no calendar the database keeps (nor is an instant that falls in it in UTC).
    for (const startsAt of ['0000-06-01T00:00:00Z', '0001-01-01T00:00:00+05:30'])
      expect(
        await call('POST', '/admin/coupons', { ...noSuchDay, expiresAt: undefined, startsAt }, admin),
      ).toMatchObject({
        status: 400,
        body: { message: 'Start must be a date and time', field: 'startsAt' },
      });
  });

  it('refuse a code before its window opens', async () => {
    await coupon('LATER', { startsAt: '2099-01-01T00:00:00.000Z' });
    expect((await post('/coupons/check', { code: 'LATER', subtotal: 5000 })).body.message).toBe(
      'coupon: LATER is not valid yet',
    );
  });

  it('count uses per phone: a second order of the same shopper is refused', async () => {
    await coupon('ONCEEACH', { maxUsesPerCustomer: 1 });
    const phone = '9822200001';
    const first = await discountedOrder('ONCEEACH', phone);
    await placeOrder((await pay(first.body.order.id)).body);
    const second = await discountedOrder('ONCEEACH', phone);
    expect(second.body.message).toBe('coupon: you have already used ONCEEACH');
    // Another shopper may.
    expect((await discountedOrder('ONCEEACH', '9822200002')).status).toBe(200);
  });

  it('count uses per delivery address too: a guest with another phone at the same door is refused', async () => {
    await coupon('ONCEADDR', { maxUsesPerCustomer: 1 });
    const first = await discountedOrder('ONCEADDR', '9822200021', { street: 'Flat 4, 12 M.G. Road', zip: '560001' });
    await placeOrder((await pay(first.body.order.id)).body);
    // Typed another way (case, spaces, punctuation), it is the same door.
    const again = await discountedOrder('ONCEADDR', '9822200022', { street: 'FLAT 4 12 MG ROAD', zip: '560001' });
    expect(again).toMatchObject({ status: 400, body: { message: 'coupon: you have already used ONCEADDR' } });
    const [use] = await api.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.code, 'ONCEADDR'));
    expect(use?.addressKey).toBe('flat412mgroad|560001');
    // A neighbour at another door may.
    expect(
      (await discountedOrder('ONCEADDR', '9822200023', { street: 'Flat 5, 12 M.G. Road', zip: '560001' })).status,
    ).toBe(200);
  });

  it('are counted again when the order is placed: two checkouts to one door, opened together, get one use', async () => {
    await coupon('ONCEDOOR', { maxUsesPerCustomer: 1 });
    const door = { street: '7 Residency Road', zip: '560025' };
    const a = await discountedOrder('ONCEDOOR', '9822200031', door);
    const b = await discountedOrder('ONCEDOOR', '9822200032', door);
    expect([a.status, b.status]).toEqual([200, 200]);
    await placeOrder((await pay(a.body.order.id)).body);
    const second = await placeOrder((await pay(b.body.order.id)).body);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, second.body.order._id));
    expect(row).toMatchObject({ couponCode: null, discountPaise: 0, status: 'partial-paid' });
  });

  it('hold when two shoppers pay at once for the last use: one gets it, the other owes the difference', async () => {
    await coupon('LASTONE', { maxUses: 1 });
    const a = await discountedOrder('LASTONE', '9822200011');
    const b = await discountedOrder('LASTONE', '9822200012');
    expect([a.status, b.status]).toEqual([200, 200]);
    const paid = await Promise.all([pay(a.body.order.id), pay(b.body.order.id)]);
    const placed = await Promise.all(paid.map((p) => placeOrder(p.body as SandboxPayment)));
    const rows = await Promise.all(
      placed.map(async (p) => (await api.database.db.select().from(orders).where(eq(orders.id, p.body.order._id)))[0]),
    );
    const discounted = rows.filter((row) => row?.couponCode === 'LASTONE');
    const full = rows.filter((row) => row?.couponCode === null);
    expect(discounted).toHaveLength(1);
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({ status: 'partial-paid', discountPaise: 0 });
    expect((full[0]?.totalPaise ?? 0) - (full[0]?.paidPaise ?? 0)).toBe(discounted[0]?.discountPaise);
    expect(
      await api.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.code, 'LASTONE')),
    ).toHaveLength(1);
    expect((await post('/coupons/check', { code: 'LASTONE', subtotal: 5000 })).body.message).toBe(
      'coupon: LASTONE has been fully used',
    );
  });
});
