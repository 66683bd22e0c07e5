import { asc, eq } from 'drizzle-orm';
import type { OrderJson, StoreCreditJson } from '@store/shared/schemas';
import { payments, refunds, storeCreditEntries } from '../src/db/schema';
import { expireCredits } from '../src/modules/storeCredit/expiry';
import { customerClient } from './customerClient';
import { shopperClient } from './shopperClient';
import { testApiSession } from './testApp';

/**
 * Store credit (issue 43): a ledger per customer whose balance is its sum, spent at checkout
 * beside a card (or alone), given back on refunds the way each part was paid (or all as credit,
 * with a bonus), granted and withdrawn by the desk within a cap, and written off at expiry.
 */
const api = testApiSession({ storeCredit: { refundBonusPercent: 10, goodwillMaxPaise: 50_000_00 } });
const shopper = shopperClient(api);
const { call, signInAdmin, signedInCustomer } = customerClient(api);
const db = () => api.database.db;
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});

const customer = signedInCustomer;

const credit = async (sid: string) =>
  (await call('GET', '/account/store-credit', undefined, sid)).body as StoreCreditJson;
const grant = (customerId: string, body: object, cookie = admin) =>
  call('POST', `/admin/customers/${customerId}/store-credit/grant`, body, cookie);

/** Her bag paid: credit first when asked, the card for the rest (`amount`), placed from the sandbox's payment. */
const checkout = (who: { sid: string; phone: string }, useStoreCredit: boolean, amount: number) =>
  shopper.checkout(who, { useStoreCredit }, amount);

async function paymentRows(orderId: string) {
  const rows = await db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.method));
  return rows.map(({ method, amountPaise }) => ({ method, amountPaise }));
}

/** Delivered (once), its piece `index` asked back for a refund (`payout` as she chose), received and refunded by the desk. */
async function refunded(who: { sid: string }, order: OrderJson, index: number, payout?: object) {
  if (index === 0)
    for (const step of [
      { status: 'shipped', courier: 'Delhivery', trackingNumber: `DL${Date.now()}` },
      { status: 'delivered' },
    ])
      expect((await call('PUT', `/admin/orders/${order._id}/fulfilment`, step, admin)).status).toBe(200);
  const asked = await call(
    'POST',
    `/orders/${order._id}/returns`,
    { lineId: order.items[index]?._id, kind: 'refund', reason: 'fit', ...(payout ? { payout } : {}) },
    who.sid,
  );
  expect(asked.status).toBe(201);
  for (const to of ['approved', 'pickup-scheduled', 'received', 'refund-pending'])
    expect((await call('PUT', `/admin/returns/${asked.body._id}/state`, { to }, admin)).status).toBe(200);
  const rows = await db().select().from(refunds).where(eq(refunds.returnId, asked.body._id));
  return { returnId: asked.body._id as string, rows };
}

it('lets the desk grant goodwill within its cap, with a reason, and refuses bad grants and non-admins', async () => {
  const asha = await customer('9700043001');
  const granted = await grant(asha.id, { amount: 500, reason: 'Parcel came late' });
  expect(granted.status).toBe(200);
  expect(await credit(asha.sid)).toMatchObject({
    balance: 500,
    entries: [{ kind: 'goodwill', amount: 500, reason: 'Parcel came late', expiresAt: null }],
  });

  // Each refused with its reason, and her balance unchanged.
  const refusedOnes = [
    [{ amount: 50_001, reason: 'Too generous' }, 400, 'at most Rs.50,000'],
    [{ amount: -100, reason: 'Negative' }, 400, 'cannot be negative'],
    [{ amount: 0, reason: 'Nothing' }, 400, 'more than 0'],
    [{ amount: 100 }, 400, 'Say why'],
    [{ amount: 100, reason: 'Past', expiresOn: '2020-01-01' }, 400, 'expire before'],
  ] as const;
  for (const [body, status, words] of refusedOnes) {
    const answer = await grant(asha.id, body);
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.body)).toContain(words);
  }
  expect((await grant(asha.id, { amount: 100, reason: 'Mine' }, asha.sid)).status).toBe(403);
  expect((await grant('6f1c2d3e-0000-4000-8000-000000000000', { amount: 100, reason: 'Nobody' })).status).toBe(404);
  // Another's credit is never hers to read: the desk's route is the desk's.
  expect((await call('GET', `/admin/customers/${asha.id}/store-credit`, undefined, asha.sid)).status).toBe(403);

  const tooMuch = await call(
    'POST',
    `/admin/customers/${asha.id}/store-credit/withdraw`,
    { amount: 600, reason: 'Oops' },
    admin,
  );
  expect(tooMuch.status).toBe(409);
  expect(tooMuch.body.message).toContain('Rs.500');
  const withdrawn = await call(
    'POST',
    `/admin/customers/${asha.id}/store-credit/withdraw`,
    { amount: 200, reason: 'Granted twice' },
    admin,
  );
  expect(withdrawn.status).toBe(200);
  expect(withdrawn.body).toMatchObject({
    balance: 300,
    entries: [{ kind: 'withdrawn', amount: -200 }, { kind: 'goodwill' }],
  });
  const recorded = await db().select().from(storeCreditEntries).where(eq(storeCreditEntries.customerId, asha.id));
  expect(recorded.every((entry) => entry.adminId !== null)).toBe(true);
});

it('pays with store credit and a card: two payment rows, her balance spent, the spend in her history', async () => {
  const meera = await customer('9700043002');
  await grant(meera.id, { amount: 500, reason: 'Welcome back' });
  const total = await shopper.total();

  // The card's amount must be what is left after her credit.
  const wrong = await checkout(meera, true, total);
  expect(wrong.status).toBe(409);
  expect(wrong.body.message).toContain(`Rs.${(total - 500).toLocaleString('en-IN')}`);
  expect((await credit(meera.sid)).balance).toBe(500);

  const paid = await checkout(meera, true, total - 500);
  expect(paid.status).toBe(201);
  const order = paid.body.placed.order as OrderJson;
  expect(order).toMatchObject({ status: 'paid', paidAmount: total, totalAmount: total });
  expect(await paymentRows(order._id)).toEqual([
    { method: 'card', amountPaise: (total - 500) * 100 },
    { method: 'credit', amountPaise: 500 * 100 },
  ]);
  expect(await credit(meera.sid)).toMatchObject({
    balance: 0,
    entries: [
      { kind: 'spent', amount: -500, orderId: order._id, orderNumber: order.orderNumber },
      { kind: 'goodwill' },
    ],
  });

  // A guest has no credit to use.
  const guest = await shopper.createOrder({ useStoreCredit: true });
  expect(guest.status).toBe(400);
  expect(guest.body.message).toContain('sign in');
});

it('lets one of two checkouts spending the same credit at once have it, and the other told the amount now due', async () => {
  const nisha = await customer('9700043003');
  const total = await shopper.total();
  await grant(nisha.id, { amount: total + 100, reason: 'Make up for the torn dupatta' });
  const [first, second] = await Promise.all([checkout(nisha, true, 0), checkout(nisha, true, 0)]);
  const statuses = [first.status, second.status].sort();
  expect(statuses).toEqual([200, 409]);
  const winner = first.status === 200 ? first : second;
  const loser = first.status === 200 ? second : first;
  // Paid in full by credit: placed at once, no card payment.
  const order = winner.body.placed.order as OrderJson;
  expect(order).toMatchObject({ status: 'paid', paidAmount: total });
  expect(await paymentRows(order._id)).toEqual([{ method: 'credit', amountPaise: total * 100 }]);
  expect(loser.body).toMatchObject({ code: 'checkout.amountChanged', values: { amount: total - 100 } });
  expect((await credit(nisha.sid)).balance).toBe(100);
  const spends = await db().select().from(storeCreditEntries).where(eq(storeCreditEntries.customerId, nisha.id));
  expect(spends.filter((entry) => entry.kind === 'spent')).toHaveLength(1);
});

it('refunds an order paid by credit and card each part back where it came from: credit at once, the card through the provider', async () => {
  const riya = await customer('9700043004');
  const total = await shopper.total();
  // The card pays Rs.100; her credit the rest (the largest payment, refunded first).
  await grant(riya.id, { amount: total - 100, reason: 'Exchange gone wrong' });
  const paid = await checkout(riya, true, 100);
  expect(paid.status).toBe(201);
  const order = paid.body.placed.order as OrderJson;
  const [firstPiece, secondPiece] = order.items.map((item) => item.price);

  const first = await refunded(riya, order, 0, undefined);
  expect(first.rows.map(({ method, amountPaise, status }) => ({ method, amountPaise, status }))).toEqual([
    { method: 'credit', amountPaise: (firstPiece ?? 0) * 100, status: 'processed' },
  ]);
  const second = await refunded(riya, order, 1, undefined);
  expect(
    second.rows
      .map(({ method, amountPaise }) => ({ method, amountPaise }))
      .sort((a, b) => a.method.localeCompare(b.method)),
  ).toEqual([
    { method: 'credit', amountPaise: ((secondPiece ?? 0) - 100) * 100 },
    { method: 'provider', amountPaise: 100 * 100 },
  ]);
  // Money paid in credit comes back as credit, with no bonus; the first return is refunded already.
  const mine = await credit(riya.sid);
  expect(mine.balance).toBe(total - 100);
  expect(mine.entries.filter((entry) => entry.kind === 'bonus')).toEqual([]);
  const returns = (await call('GET', '/orders/my-orders', undefined, riya.sid)).body as OrderJson[];
  const mineNow = returns.find((one) => one._id === order._id);
  expect(mineNow?.afterSale?.returns.map((request) => request.state)).toContain('refunded');
  // Her orders say what her credit paid of each (and the card the rest).
  expect(mineNow).toMatchObject({ paidAmount: total, balances: { credit: total - 100, giftCard: 0 } });
});

it('refunds to store credit when she chooses it, at once and with the bonus, and asks the provider nothing', async () => {
  const tara = await customer('9700043005');
  const total = await shopper.total();
  const paid = await checkout(tara, false, total);
  expect(paid.status).toBe(201);
  const order = paid.body.placed.order as OrderJson;
  const piece = order.items[0]?.price ?? 0;
  const { rows, returnId } = await refunded(tara, order, 0, { method: 'credit' });
  expect(rows.map(({ method, status }) => ({ method, status }))).toEqual([{ method: 'credit', status: 'processed' }]);
  const mine = await credit(tara.sid);
  const bonus = Math.floor(piece * 10) / 100;
  expect(mine.balance).toBe(piece + bonus);
  expect(
    mine.entries
      .map(({ kind, amount, orderId }) => ({ kind, amount, orderId }))
      .sort((a, b) => a.kind.localeCompare(b.kind)),
  ).toEqual([
    { kind: 'bonus', amount: bonus, orderId: order._id },
    { kind: 'refund', amount: piece, orderId: order._id },
  ]);
  // The card's money is counted as given back, so it is never refunded twice.
  const [card] = await db().select().from(payments).where(eq(payments.orderId, order._id));
  expect(card?.refundedPaise).toBe(piece * 100);
  const desk = await call('GET', `/admin/returns?view=all`, undefined, admin);
  expect(desk.body.find((one: { _id: string }) => one._id === returnId)).toMatchObject({
    state: 'refunded',
    refund: { to: 'credit', processed: true },
  });
});

it('stops counting a credit past its expiry, refuses to spend it, and writes what was left of it off', async () => {
  const zoya = await customer('9700043006');
  const total = await shopper.total();
  await grant(zoya.id, { amount: 300, reason: 'Festive gift', expiresOn: '2099-12-31' });
  await grant(zoya.id, { amount: 200, reason: 'Late parcel' });
  expect((await credit(zoya.sid)).balance).toBe(500);
  // Time passes: the festive credit's last day is behind her.
  await db()
    .update(storeCreditEntries)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(storeCreditEntries.reference, 'Festive gift'));
  expect((await credit(zoya.sid)).balance).toBe(200);
  // Counting the expired credit at checkout is refused, and takes nothing.
  const stale = await checkout(zoya, true, total - 500);
  expect(stale.status).toBe(409);
  expect(stale.body.values).toEqual({ amount: total - 200 });
  expect((await credit(zoya.sid)).balance).toBe(200);

  expect(await expireCredits(db(), new Date())).toBeGreaterThanOrEqual(1);
  const mine = await credit(zoya.sid);
  expect(mine.balance).toBe(200);
  expect(mine.entries[0]).toMatchObject({ kind: 'expired', amount: -300 });
  // Run again, nothing more expires.
  await expireCredits(db(), new Date());
  expect((await credit(zoya.sid)).entries.filter((entry) => entry.kind === 'expired')).toHaveLength(1);
});
