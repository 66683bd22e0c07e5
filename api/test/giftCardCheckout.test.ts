import { asc, eq } from 'drizzle-orm';
import type { OrderJson } from '@store/shared/schemas';
import { checkouts, customers, giftCards, payments, refunds } from '../src/db/schema';
import { balancesPaid } from '../src/modules/orders/invoices/balancesPaid';
import { findOrder } from '../src/modules/orders/ordersRepository';
import { customerClient } from './customerClient';
import { giftCardsOf } from './giftCardsIssued';
import { shopperClient } from './shopperClient';
import { testApiSession } from './testApp';

/**
 * A gift card paying at checkout (issue 43): its code in the card checkout's body pays what the
 * card holds first, store credit next, the card or UPI the rest; each is its own payment row, a
 * refund gives each part back where it came from, and the invoice names what balances paid.
 */
const api = testApiSession();
const shopper = shopperClient(api);
const { call, signIn, signInAdmin } = customerClient(api);
const { issued } = giftCardsOf(api);
const db = () => api.database.db;
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});

const balance = async (code: string) => (await call('POST', '/gift-cards/balance', { code })).body.balance as number;

/** Her bag: the gift card (and her credit, when asked) first, the card for `amount`; placed from the sandbox's payment. */
const checkout = (
  who: { phone: string; sid?: string },
  extra: { giftCardCode?: unknown; useStoreCredit?: boolean },
  amount: number,
) => shopper.checkout(who, extra, amount);

async function paymentRows(orderId: string) {
  const rows = await db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.method));
  return rows.map(({ method, amountPaise }) => ({ method, amountPaise }));
}

const checkoutsTo = async (phone: string) =>
  (await db().select().from(checkouts)).filter((row) => row.address?.phone === phone);

it('pays with a gift card and a card: two payment rows, the card spent, the invoice naming it', async () => {
  const total = await shopper.total();
  const card = await issued(500);
  const phone = '9700043101';

  // The card's amount must be what is left after the gift card.
  const wrong = await checkout({ phone }, { giftCardCode: card.code }, total);
  expect(wrong.status).toBe(409);
  expect(wrong.body.message).toContain(`Rs.${(total - 500).toLocaleString('en-IN')}`);
  expect(await balance(card.code)).toBe(500);

  // The code as a shopper might type it: spaces, lower case.
  const typed = card.code.toLowerCase().replace(/-/g, ' ');
  const paid = await checkout({ phone }, { giftCardCode: typed }, total - 500);
  expect(paid.status).toBe(201);
  const order = paid.body.placed.order as OrderJson;
  expect(order).toMatchObject({ status: 'paid', paidAmount: total, totalAmount: total });
  expect(paid.body.placed.guestToken).toEqual(expect.any(String));
  expect(await paymentRows(order._id)).toEqual([
    { method: 'card', amountPaise: (total - 500) * 100 },
    { method: 'giftCard', amountPaise: 500 * 100 },
  ]);
  expect(await balance(card.code)).toBe(0);
  const row = await findOrder(db(), order._id);
  expect(await balancesPaid(db(), row!)).toEqual([`Paid by gift card ending ${card.code.slice(-4)}: Rs.500.00`]);

  // Spent, it pays nothing more: refused, and nothing is opened.
  const again = await checkout({ phone: '9700043102' }, { giftCardCode: card.code }, total);
  expect(again.status).toBe(400);
  expect(again.body).toMatchObject({ code: 'giftCard.empty', message: expect.stringContaining('nothing left') });
  expect(await checkoutsTo('9700043102')).toEqual([]);
});

it('refuses an unknown, a switched-off, a lapsed or a blank code with its reason, and changes nothing', async () => {
  const total = await shopper.total();
  const phone = '9700043103';
  const off = await issued(400);
  expect((await call('POST', `/admin/gift-cards/${off.id}/disable`, undefined, admin)).status).toBe(200);
  const lapsed = await issued(400);
  await db()
    .update(giftCards)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(giftCards.id, lapsed.id));
  const cases: [unknown, number, string][] = [
    ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', 400, 'We do not know this gift card code'],
    [off.code, 400, 'has been switched off'],
    [lapsed.code, 400, 'expired on'],
    ['   ', 400, 'Enter the gift card code'],
    [42, 400, 'Enter the gift card code'],
    ['X'.repeat(41), 400, 'A gift card code is 16 characters'],
  ];
  for (const [giftCardCode, status, message] of cases) {
    const answer = await checkout({ phone }, { giftCardCode }, total);
    expect({ giftCardCode, status: answer.status, message: answer.body.message }).toEqual({
      giftCardCode,
      status,
      message: expect.stringContaining(message),
    });
  }
  expect(await checkoutsTo(phone)).toEqual([]);
});

it('places a guest order a gift card covers in full at once, with her link to it', async () => {
  const total = await shopper.total();
  const card = await issued(total + 250);
  const placed = await checkout({ phone: '9700043104' }, { giftCardCode: card.code }, 0);
  expect(placed.status).toBe(200);
  const { order, guestToken } = placed.body.placed as { order: OrderJson; guestToken: string };
  expect(order).toMatchObject({ status: 'paid', paidAmount: total });
  expect(await paymentRows(order._id)).toEqual([{ method: 'giftCard', amountPaise: total * 100 }]);
  expect(await balance(card.code)).toBe(250);
  // The link opens her order from her browser.
  const mine = await shopper.myOrders(guestToken);
  expect((mine.body as OrderJson[]).map((one) => one._id)).toEqual([order._id]);
});

it('lets one of two checkouts spending the same gift card at once have it; the other is told and holds nothing', async () => {
  const total = await shopper.total();
  const card = await issued(total);
  const [first, second] = await Promise.all([
    checkout({ phone: '9700043105' }, { giftCardCode: card.code }, 0),
    checkout({ phone: '9700043106' }, { giftCardCode: card.code }, 0),
  ]);
  // The loser is refused at its quote (400) or, quoted before the winner took it, at its take (409).
  expect([first.status, second.status].filter((status) => status === 200)).toHaveLength(1);
  const loser = first.status === 200 ? second : first;
  expect([400, 409]).toContain(loser.status);
  expect(loser.body).toMatchObject({ code: 'giftCard.empty' });
  const winner = first.status === 200 ? first : second;
  expect(await paymentRows(winner.body.placed.order._id)).toEqual([{ method: 'giftCard', amountPaise: total * 100 }]);
  expect(await balance(card.code)).toBe(0);
  const loserPhone = first.status === 200 ? '9700043106' : '9700043105';
  expect(await checkoutsTo(loserPhone)).toEqual([]);
});

it('splits gift card, store credit and card, and refunds each part back where it came from', async () => {
  const total = await shopper.total();
  const sid = await signIn('+919700043107');
  const [me] = await db().select().from(customers).where(eq(customers.phone, '+919700043107'));
  expect(
    (await call('POST', `/admin/customers/${me!.id}/store-credit/grant`, { amount: 300, reason: 'Sorry' }, admin))
      .status,
  ).toBe(200);
  const card = await issued(total - 400);
  // The gift card pays total - 400, her credit 300, the card Rs.100.
  const paid = await checkout({ phone: '9700043107', sid }, { giftCardCode: card.code, useStoreCredit: true }, 100);
  expect(paid.status).toBe(201);
  const order = paid.body.placed.order as OrderJson;
  expect(await paymentRows(order._id)).toEqual([
    { method: 'card', amountPaise: 100 * 100 },
    { method: 'credit', amountPaise: 300 * 100 },
    { method: 'giftCard', amountPaise: (total - 400) * 100 },
  ]);
  expect(await balancesPaid(db(), (await findOrder(db(), order._id))!)).toEqual([
    `Paid by gift card ending ${card.code.slice(-4)}: Rs.${(total - 400).toLocaleString('en-IN')}.00`,
    'Paid by store credit: Rs.300.00',
  ]);

  // Both pieces back: the largest payment (the gift card) gives back first, then credit, then the card.
  for (const step of [
    { status: 'shipped', courier: 'Delhivery', trackingNumber: `DL${Date.now()}` },
    { status: 'delivered' },
  ])
    expect((await call('PUT', `/admin/orders/${order._id}/fulfilment`, step, admin)).status).toBe(200);
  const rows: (typeof refunds.$inferSelect)[] = [];
  for (const item of order.items) {
    const asked = await call(
      'POST',
      `/orders/${order._id}/returns`,
      { lineId: item._id, kind: 'refund', reason: 'fit' },
      sid,
    );
    expect(asked.status).toBe(201);
    for (const to of ['approved', 'pickup-scheduled', 'received', 'refund-pending'])
      expect((await call('PUT', `/admin/returns/${asked.body._id}/state`, { to }, admin)).status).toBe(200);
    rows.push(...(await db().select().from(refunds).where(eq(refunds.returnId, asked.body._id))));
  }
  const byMethod = (method: string) =>
    rows.filter((row) => row.method === method).reduce((sum, row) => sum + row.amountPaise, 0);
  expect({ giftCard: byMethod('giftCard'), credit: byMethod('credit'), provider: byMethod('provider') }).toEqual({
    giftCard: (total - 400) * 100,
    credit: 300 * 100,
    provider: 100 * 100,
  });
  expect(rows.filter((row) => row.method !== 'provider').every((row) => row.status === 'processed')).toBe(true);
  // Back on the card and in her credit at once.
  expect(await balance(card.code)).toBe(total - 400);
  expect((await call('GET', '/account/store-credit', undefined, sid)).body.balance).toBe(300);
});
