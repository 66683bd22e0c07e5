import { asc, eq } from 'drizzle-orm';
import type { AdminProduct, OrderJson } from '@store/shared/schemas';
import { orders, payments, refunds, storeCreditEntries } from '../src/db/schema';
import { CashConfirmation, cancelUnconfirmedCashOrders } from '../src/modules/checkout/cash/cashConfirmation';
import { findOrder } from '../src/modules/orders/ordersRepository';
import { cashToCollect } from '../src/modules/shipping/booking';
import { customerClient } from './customerClient';
import { insertParcel, setFulfilment } from './parcels';
import { addressFor } from './shopperClient';
import { stockedPieces } from './stockedPieces';
import { testApiSession } from './testApp';

/**
 * Store credit with cash on delivery (issue 43): credit pays first, under its lock in the order's
 * transaction, the courier collects only the rest. An order waiting for its confirmation only
 * holds the credit (given back when it lapses or is refused); a confirmed one paid with it, which a
 * return to origin or a return gives back to her credit. A Rs.49 fee, so it shows in every total.
 */
const FEE = 49;
const api = testApiSession({
  cashOnDelivery: {
    excludedAreas: [],
    maxOrderPaise: 2_500_000,
    feePaise: FEE * 100,
    tailoredAdvancePercent: 20,
    confirmHours: 24,
    dailyPerPhone: 20,
    dailyPerAddress: 20,
    maxRefusals: 2,
  },
  storeCredit: { refundBonusPercent: 10, goodwillMaxPaise: 50_000_00 },
});
const { call, signInAdmin, signedInCustomer } = customerClient(api);
const pieces = stockedPieces(api, 'Credit Cash Kurta');
const db = () => api.database.db;
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});

/** A signed-in customer with `amount` rupees of goodwill credit. */
async function customerWith(phone: string, amount: number) {
  const { sid, id } = await signedInCustomer(phone);
  const granted = await call(
    'POST',
    `/admin/customers/${id}/store-credit/grant`,
    { amount, reason: 'Welcome back' },
    admin,
  );
  expect(granted.status).toBe(200);
  return { sid, id, phone };
}

const balance = async (sid: string) => (await call('GET', '/account/store-credit', undefined, sid)).body.balance;

/** Her bag of one piece in M, paid in cash with her credit first; delivered to `shipTo` (her own phone unless said). */
const bag = (piece: AdminProduct, shipTo: string, extra: object = {}) => ({
  items: [{ productId: piece._id, size: 'M' }],
  shippingAddress: { ...addressFor(shipTo), email: 'meera@example.in', street: `House ${shipTo}, MG Road` },
  useStoreCredit: true,
  ...extra,
});
const orderCash = (body: object, sid: string) => call('POST', '/payment/cash-order', body, sid);

async function placed(piece: AdminProduct, who: { sid: string; phone: string }, shipTo = who.phone) {
  const answer = await orderCash({ ...bag(piece, shipTo), amount: piece.price + FEE }, who.sid);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return (answer.body.placed as { order: OrderJson }).order;
}

async function paymentRows(orderId: string) {
  const rows = await db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.method));
  return rows.map(({ method, amountPaise }) => ({ method, amountPaise }));
}

const refundRows = async (orderId: string) =>
  (await db().select().from(refunds).where(eq(refunds.orderId, orderId)))
    .map(({ method, amountPaise, status }) => ({ method, amountPaise, status }))
    .sort((a, b) => a.method.localeCompare(b.method));

const confirmation = () => new CashConfirmation(api.config.keys['cash-confirm'], api.config.shopUrl);

it('quotes and places a cash order her credit pays part of: a credit payment row, the courier collects the rest', async () => {
  const meera = await customerWith('9700043101', 500);
  const piece = await pieces.piece(admin, 2, 1999);
  const quote = await call('POST', '/payment/cash-quote', bag(piece, meera.phone), meera.sid);
  expect(quote.body).toMatchObject({ offered: true, fee: FEE, total: 1999 + FEE, balances: 500, payOnDelivery: 1548 });

  const order = await placed(piece, meera);
  // Her own phone, proven at sign-in: confirmed at once, so the credit is paid now.
  expect(order).toMatchObject({ paymentMethod: 'cash', totalAmount: 2048, paidAmount: 500, amountDue: 1548 });
  expect(order.cash).toMatchObject({ state: 'confirmed', fee: FEE });
  expect(await paymentRows(order._id)).toEqual([{ method: 'credit', amountPaise: 500_00 }]);
  expect(await balance(meera.sid)).toBe(0);
  const row = await findOrder(db(), order._id);
  if (!row) throw new Error('no order');
  // What the label's cash-to-collect and the courier's remittance are: the rest only.
  expect(cashToCollect(row)).toBe(1548_00);
});

it('places a bag her credit pays in full as a prepaid order: no fee, nothing for the courier', async () => {
  const asha = await customerWith('9700043102', 3000);
  const piece = await pieces.piece(admin, 2, 1999);
  const answer = await orderCash({ ...bag(piece, asha.phone), amount: piece.price + FEE }, asha.sid);
  expect(answer.status).toBe(201);
  const order = (answer.body.placed as { order: OrderJson }).order;
  expect(order).toMatchObject({
    paymentMethod: 'prepaid',
    totalAmount: 1999,
    paidAmount: 1999,
    amountDue: 0,
    cash: null,
  });
  expect(await paymentRows(order._id)).toEqual([{ method: 'credit', amountPaise: 1999_00 }]);
  expect(await balance(asha.sid)).toBe(1001);
});

it('lets only one of two cash orders sent at once spend the same credit; the other is a 409 with what is due', async () => {
  const ria = await customerWith('9700043103', 500);
  const first = await pieces.piece(admin, 2, 1500);
  const second = await pieces.piece(admin, 2, 1800);
  const answers = await Promise.all([
    orderCash({ ...bag(first, ria.phone), amount: 1500 + FEE }, ria.sid),
    orderCash({ ...bag(second, ria.phone), amount: 1800 + FEE }, ria.sid),
  ]);
  // One wins the credit. The other was either quoted while the credit was still there (a 409 naming
  // the cash now due, nothing placed) or after it was spent (placed all in cash).
  const won = answers.filter((answer) => answer.status === 201 && answer.body.placed.order.paidAmount === 500);
  expect(won).toHaveLength(1);
  const other = answers.find((answer) => !won.includes(answer));
  const otherTotal = other === answers[0] ? 1500 + FEE : 1800 + FEE;
  if (other?.status === 409) {
    expect(other.body).toMatchObject({ code: 'checkout.amountChanged', values: { amount: otherTotal } });
    expect(other.body.message).toContain(`the amount due is now Rs.${otherTotal.toLocaleString('en-IN')}`);
  } else expect(other?.body.placed.order).toMatchObject({ paidAmount: 0, amountDue: otherTotal });
  expect(await balance(ria.sid)).toBe(0);
  // One spend, and only one order.
  const spends = await db().select().from(storeCreditEntries).where(eq(storeCreditEntries.customerId, ria.id));
  expect(spends.filter((entry) => entry.kind === 'spent').map((entry) => entry.amountPaise)).toEqual([-500_00]);
  const placedOrders = await db().select().from(orders).where(eq(orders.customerId, ria.id));
  expect(placedOrders).toHaveLength(other?.status === 409 ? 1 : 2);
});

it('refuses an unknown gift card code with cash, changing nothing', async () => {
  const sana = await customerWith('9700043104', 200);
  const piece = await pieces.piece(admin, 1, 1200);
  const answer = await orderCash(
    { ...bag(piece, sana.phone), giftCardCode: 'NOPE-NOPE-NOPE-NOPE', amount: 1249 },
    sana.sid,
  );
  expect(answer.status).toBe(400);
  expect(await balance(sana.sid)).toBe(200);
  expect(await pieces.onHand(piece._id)).toBe(1);
  expect(await db().select().from(orders).where(eq(orders.customerId, sana.id))).toEqual([]);
});

it('holds the credit of an order awaiting confirmation: paid once confirmed, given back when it lapses', async () => {
  const nila = await customerWith('9700043105', 800);
  // Delivered to another phone she did not prove: the order waits for its texted confirmation.
  const waiting = await placed(await pieces.piece(admin, 1, 1500), nila, '9700043195');
  expect(waiting).toMatchObject({ paidAmount: 800, amountDue: 1500 + FEE - 800 });
  expect(waiting.cash?.state).toBe('awaiting-confirmation');
  expect(await paymentRows(waiting._id)).toEqual([]);
  expect(await balance(nila.sid)).toBe(0);

  await cancelUnconfirmedCashOrders(db(), new Date(Date.now() + 25 * 3600_000));
  expect(await findOrder(db(), waiting._id)).toMatchObject({ cashState: 'cancelled', paidPaise: 0 });
  expect(await balance(nila.sid)).toBe(800);
  expect(await paymentRows(waiting._id)).toEqual([]);

  // Another, confirmed by its link: the credit it held is its payment now.
  const confirmed = await placed(await pieces.piece(admin, 1, 1500), nila, '9700043196');
  const cash = confirmation();
  await cash.confirm(db(), { orderId: confirmed._id, token: cash.token(confirmed._id) }, new Date());
  expect(await paymentRows(confirmed._id)).toEqual([{ method: 'credit', amountPaise: 800_00 }]);
  expect(await findOrder(db(), confirmed._id)).toMatchObject({ cashState: 'confirmed', paidPaise: 800_00 });
  expect(await balance(nila.sid)).toBe(0);
});

it('gives the credit back when the desk marks an unconfirmed order refused', async () => {
  const tara = await customerWith('9700043106', 300);
  const order = await placed(await pieces.piece(admin, 1, 1500), tara, '9700043197');
  expect(await balance(tara.sid)).toBe(0);
  const refused = await call('POST', `/admin/orders/${order._id}/cash/refused`, { reason: 'Changed her mind' }, admin);
  expect(refused.status).toBe(200);
  expect(await findOrder(db(), order._id)).toMatchObject({ cashState: 'refused', paidPaise: 0 });
  expect(await balance(tara.sid)).toBe(300);
});

it('gives the credit of a confirmed order back when the desk cancels it or marks it refused, once', async () => {
  const mira = await customerWith('9700043118', 700);
  const cancelled = await placed(await pieces.piece(admin, 1, 1500), mira);
  expect(cancelled.cash?.state).toBe('confirmed');
  expect(await balance(mira.sid)).toBe(0);
  const move = () => call('PUT', `/admin/orders/${cancelled._id}/fulfilment`, { status: 'cancelled' }, admin);
  expect((await move()).status).toBe(200);
  expect(await refundRows(cancelled._id)).toEqual([{ method: 'credit', amountPaise: 700_00, status: 'processed' }]);
  expect(await balance(mira.sid)).toBe(700);
  expect((await move()).status).toBe(409);
  expect(await balance(mira.sid)).toBe(700);

  const refused = await placed(await pieces.piece(admin, 1, 1500), mira);
  expect(await balance(mira.sid)).toBe(0);
  const answer = await call('POST', `/admin/orders/${refused._id}/cash/refused`, { reason: 'Not at home' }, admin);
  expect(answer.status).toBe(200);
  expect(await refundRows(refused._id)).toEqual([{ method: 'credit', amountPaise: 700_00, status: 'processed' }]);
  expect(await balance(mira.sid)).toBe(700);
});

it('gives the credit back when a credit and cash parcel comes back to origin; no cash to refund', async () => {
  const uma = await customerWith('9700043107', 600);
  const order = await placed(await pieces.piece(admin, 1, 1999), uma);
  expect(await balance(uma.sid)).toBe(0);
  const parcel = await insertParcel(api, order._id, { status: 'rto-delivered', cashPaise: (1999 + FEE - 600) * 100 });
  await setFulfilment(api, order._id, 'rto');
  const received = await call(
    'POST',
    `/admin/shipping/shipments/${parcel.id}/received`,
    { lines: [{ lineId: order.items[0]?._id, sellable: true }] },
    admin,
  );
  expect(received.status).toBe(200);
  expect(await refundRows(order._id)).toEqual([{ method: 'credit', amountPaise: 600_00, status: 'processed' }]);
  expect(await balance(uma.sid)).toBe(600);
  expect(await findOrder(db(), order._id)).toMatchObject({ cashState: 'refused', fulfilment: 'rto' });
});

it('refunds a returned piece of a credit and cash order each part its own way: credit at once, the cash by payout', async () => {
  const vani = await customerWith('9700043108', 500);
  const order = await placed(await pieces.piece(admin, 1, 1999), vani);
  const due = 1999 + FEE - 500;
  for (const step of [
    { status: 'shipped', courier: 'Delhivery', trackingNumber: '1234567890777' },
    { status: 'delivered' },
  ])
    expect((await call('PUT', `/admin/orders/${order._id}/fulfilment`, step, admin)).status).toBe(200);
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const remitted = await call(
    'POST',
    `/admin/orders/${order._id}/cash/remittance`,
    { amount: due, reference: 'DLV-REM-43', remittedOn: today },
    admin,
  );
  expect(remitted.status).toBe(200);
  expect(await paymentRows(order._id)).toEqual([
    { method: 'cash', amountPaise: due * 100 },
    { method: 'credit', amountPaise: 500_00 },
  ]);

  const asked = await call(
    'POST',
    `/orders/${order._id}/returns`,
    { lineId: order.items[0]?._id, kind: 'refund', reason: 'fit', payout: { method: 'upi', upiId: 'vani@okbank' } },
    vani.sid,
  );
  expect(asked.status).toBe(201);
  let moved = { status: 0, body: {} as { refund?: object } };
  for (const to of ['approved', 'pickup-scheduled', 'received', 'refund-pending']) {
    moved = await call('PUT', `/admin/returns/${asked.body._id}/state`, { to }, admin);
    expect(moved.status).toBe(200);
  }
  // Her page says each part: the credit refunded, the cash on its way to her UPI ID.
  expect(moved.body.refund).toMatchObject({
    amount: 1999,
    parts: expect.arrayContaining([
      { amount: 1999 - due, to: 'credit', processed: true },
      { amount: due, to: 'upi', processed: false },
    ]),
  });
  // The piece's price back: the courier's cash first (largest), paid out to her UPI; the rest to her credit at once.
  expect(await refundRows(order._id)).toEqual([
    { method: 'credit', amountPaise: (1999 - due) * 100, status: 'processed' },
    { method: 'upi', amountPaise: due * 100, status: 'pending' },
  ]);
  expect(await balance(vani.sid)).toBe(1999 - due);
});
