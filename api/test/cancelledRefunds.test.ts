import { asc, eq, inArray } from 'drizzle-orm';
import { formatPaise } from '@store/shared/format';
import type { OrderDetail, OrderJson, StoreCreditJson } from '@store/shared/schemas';
import { creditNotes, orderEvents, payments, productStock, refunds, storeCreditEntries } from '../src/db/schema';
import { refundablePayments } from '../src/modules/orders/returns/refundParts';
import { customerClient } from './customerClient';
import { giftCardsOf } from './giftCardsIssued';
import { shopperClient } from './shopperClient';
import { eventually, testApiSession } from './testApp';

/**
 * A cancelled order's pieces and money (issue "Store credit, gift cards and reminders"): its pieces
 * go back on sale, or are due back with a parcel already sent; what store credit or
 * a gift card paid goes back to it when the desk cancels; the card or UPI part waits for the
 * desk's choice, back through the provider or to her store credit with the returns' bonus, once.
 */
const api = testApiSession({ storeCredit: { refundBonusPercent: 10, goodwillMaxPaise: 50_000_00 } });
const shopper = shopperClient(api);
const { call, signInAdmin, signInStaff, signedInCustomer, textsTo } = customerClient(api);
const { issued } = giftCardsOf(api);
const db = () => api.database.db;
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});

const credit = async (sid: string) =>
  (await call('GET', '/account/store-credit', undefined, sid)).body as StoreCreditJson;
const giftCardBalance = async (code: string) =>
  (await call('POST', '/gift-cards/balance', { code })).body.balance as number;
const cancel = (order: OrderJson) =>
  call('PUT', `/admin/orders/${order._id}/fulfilment`, { status: 'cancelled' }, admin);
const refund = (order: OrderJson, paymentId: string, to: string, cookie = admin) =>
  call('POST', `/admin/orders/${order._id}/payments/${paymentId}/refund`, { to }, cookie);

/** The order's payment rows, by method: what each paid and what has gone back. */
async function paymentsOf(orderId: string) {
  const rows = await db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.method));
  return Object.fromEntries(rows.map((row) => [row.method, row]));
}
const refundsOf = async (orderId: string) =>
  (await db().select().from(refunds).where(eq(refunds.orderId, orderId))).map(
    ({ method, amountPaise, status, cancellation }) => ({ method, amountPaise, status, cancellation }),
  );
const textsOf = (phone: string) => textsTo(`+91${phone}`).map((sms) => sms.text);

/** A placed order paid as asked: balances in `extra`, `amount` by card. */
async function placed(who: { phone: string; sid?: string }, extra: Record<string, unknown>, amount: number) {
  const answer = await shopper.checkout(who, extra, amount);
  expect(answer.status).toBe(201);
  return answer.body.placed.order as OrderJson;
}

/** A signed-in shopper's bag paid in full by card: her, its total, the order and its card payment. */
async function cardOrder(phone: string) {
  const who = await signedInCustomer(phone);
  const total = await shopper.total();
  const order = await placed(who, {}, total);
  return { who, total, order, card: (await paymentsOf(order._id)).card! };
}

it('refunds a cancelled card order to store credit at once with the bonus, once: a second ask either way changes nothing', async () => {
  const phone = '9700058001';
  const { who: tara, total, order, card } = await cardOrder(phone);

  // Not cancelled yet: refused, nothing refunded.
  const early = await refund(order, card.providerPaymentId, 'credit');
  expect(early.status).toBe(409);
  expect(early.body.message).toContain('only a cancelled order');
  expect(await refundsOf(order._id)).toEqual([]);

  expect((await cancel(order)).status).toBe(200);
  // A card payment waits for the desk's choice: cancelling alone gives nothing back.
  expect(await refundsOf(order._id)).toEqual([]);

  const answer = await refund(order, card.providerPaymentId, 'credit');
  expect(answer.status).toBe(200);
  // 10% of the total, in whole paise.
  const bonusPaise = Math.floor(total * 10);
  const bonus = bonusPaise / 100;
  expect(answer.body).toEqual({
    paymentId: card.providerPaymentId,
    to: 'credit',
    refunded: total,
    bonus,
    status: 'refunded',
  });
  const mine = await credit(tara.sid);
  expect(mine.balance).toBe(total + bonus);
  const [row] = await db().select().from(refunds).where(eq(refunds.orderId, order._id));
  expect(row).toMatchObject({ method: 'credit', status: 'processed', cancellation: true, amountPaise: total * 100 });
  const ledger = await db().select().from(storeCreditEntries).where(eq(storeCreditEntries.customerId, tara.id));
  expect(
    ledger
      .map(({ kind, amountPaise, orderId, refundId, reference }) => ({
        kind,
        amountPaise,
        orderId,
        refundId,
        reference,
      }))
      .sort((a, b) => a.kind.localeCompare(b.kind)),
  ).toEqual([
    { kind: 'bonus', amountPaise: bonusPaise, orderId: order._id, refundId: row!.id, reference: row!.id },
    { kind: 'refund', amountPaise: total * 100, orderId: order._id, refundId: row!.id, reference: row!.id },
  ]);
  expect((await paymentsOf(order._id)).card?.refundedPaise).toBe(total * 100);

  // Again to credit, or now to the card: refused with why, and nothing moves.
  for (const to of ['credit', 'original']) {
    const again = await refund(order, card.providerPaymentId, to);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This payment has been refunded already (to store credit): nothing is left to refund',
    );
  }
  expect((await credit(tara.sid)).balance).toBe(total + bonus);
  expect(await refundsOf(order._id)).toHaveLength(1);

  // Her text says how much and where; the desk's history says who did it.
  const words = `cancelled: ${formatPaise(total * 100 + bonusPaise)} (with ${formatPaise(bonusPaise)} bonus) added to your store credit`;
  await eventually(() => expect(textsOf(phone)).toContainEqual(expect.stringContaining(words)));
  const page = (await call('GET', `/admin/orders/${order._id}`, undefined, admin)).body;
  expect(page.history.filter((event: { kind: string }) => event.kind === 'refund')).toEqual([
    expect.objectContaining({ from: 'cancelled', to: expect.stringContaining('given back to store credit') }),
  ]);
});

it('refunds a cancelled order to the card through the provider, once, and refuses store credit after it', async () => {
  const phone = '9700058002';
  const { who: asha, total, order, card } = await cardOrder(phone);
  expect((await cancel(order)).status).toBe(200);

  const answer = await refund(order, card.providerPaymentId, 'original');
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ to: 'original', refunded: total, bonus: 0, status: 'on-its-way' });
  await eventually(async () =>
    expect(await refundsOf(order._id)).toEqual([
      { method: 'provider', amountPaise: total * 100, status: 'processed', cancellation: true },
    ]),
  );
  const toCredit = await refund(order, card.providerPaymentId, 'credit');
  expect(toCredit.status).toBe(409);
  expect(toCredit.body.message).toContain('refunded already (to the card or UPI it was paid by)');
  expect((await credit(asha.sid)).balance).toBe(0);
  expect(await refundsOf(order._id)).toHaveLength(1);
  await eventually(() =>
    expect(textsOf(phone)).toContainEqual(expect.stringContaining('on its way back to the card or UPI you paid with')),
  );
});

it('gives each part of a credit and card order back to its place: the credit at cancel, the card as the desk chooses', async () => {
  const phone = '9700058003';
  const riya = await signedInCustomer(phone);
  const total = await shopper.total();
  const granted = await call(
    'POST',
    `/admin/customers/${riya.id}/store-credit/grant`,
    { amount: 500, reason: 'Late parcel' },
    admin,
  );
  expect(granted.status).toBe(200);
  const order = await placed(riya, { useStoreCredit: true }, total - 500);
  expect((await credit(riya.sid)).balance).toBe(0);
  const { card, credit: paidInCredit } = await paymentsOf(order._id);

  expect((await cancel(order)).status).toBe(200);
  // Her credit is back at once, with no bonus (it was hers); the card's part is untouched.
  expect(await refundsOf(order._id)).toEqual([
    { method: 'credit', amountPaise: 500 * 100, status: 'processed', cancellation: true },
  ]);
  expect((await credit(riya.sid)).balance).toBe(500);
  expect((await paymentsOf(order._id)).card?.refundedPaise).toBe(0);
  await eventually(() =>
    expect(textsOf(phone)).toContainEqual(expect.stringContaining('cancelled: Rs.500 added to your store credit')),
  );

  // The credit's payment is not the desk's to refund again.
  const creditAgain = await refund(order, paidInCredit!.providerPaymentId, 'original');
  expect(creditAgain.status).toBe(409);
  expect(creditAgain.body.message).toContain('went back to store credit when');

  const answer = await refund(order, card!.providerPaymentId, 'original');
  expect(answer.status).toBe(200);
  await eventually(async () =>
    expect((await refundsOf(order._id)).sort((a, b) => a.method.localeCompare(b.method))).toEqual([
      { method: 'credit', amountPaise: 500 * 100, status: 'processed', cancellation: true },
      { method: 'provider', amountPaise: (total - 500) * 100, status: 'processed', cancellation: true },
    ]),
  );
  expect((await credit(riya.sid)).balance).toBe(500);

  // Cancelled once: it cannot be cancelled again, so nothing goes back twice.
  expect((await cancel(order)).status).toBe(409);
  expect((await credit(riya.sid)).balance).toBe(500);
});

it("puts a guest's gift card part back on the card at cancel, in Hindi for a Hindi order, and keeps store credit for accounts", async () => {
  const phone = '9700058004';
  const total = await shopper.total();
  const giftCard = await issued(400);
  const order = await placed({ phone }, { giftCardCode: giftCard.code, locale: 'hi' }, total - 400);
  expect(await giftCardBalance(giftCard.code)).toBe(0);
  expect((await cancel(order)).status).toBe(200);
  expect(await giftCardBalance(giftCard.code)).toBe(400);
  expect(await refundsOf(order._id)).toEqual([
    { method: 'giftCard', amountPaise: 400 * 100, status: 'processed', cancellation: true },
  ]);
  await eventually(() =>
    expect(textsOf(phone)).toContainEqual(expect.stringContaining('रद्द: Rs.400 आपके गिफ़्ट कार्ड पर वापस')),
  );

  // A guest has no account to hold credit: refused, and the card money is still to refund.
  const card = (await paymentsOf(order._id)).card!;
  const toCredit = await refund(order, card.providerPaymentId, 'credit');
  expect(toCredit.status).toBe(409);
  expect(toCredit.body.message).toContain('A guest order has no account to hold store credit');
  expect((await paymentsOf(order._id)).card?.refundedPaise).toBe(0);
});

it('lets one of two refunds asked at once (to credit, to the card) have the payment, and refuses the other', async () => {
  const { total, order, card } = await cardOrder('9700058006');
  expect((await cancel(order)).status).toBe(200);
  const answers = await Promise.all([
    refund(order, card.providerPaymentId, 'credit'),
    refund(order, card.providerPaymentId, 'original'),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect(await refundsOf(order._id)).toHaveLength(1);
  expect((await paymentsOf(order._id)).card?.refundedPaise).toBe(total * 100);
});

it('counts a refund being asked of the provider as taken until the provider answers, so no second refund finds it left', async () => {
  const { who, total, order, card } = await cardOrder('9700058007');
  expect((await cancel(order)).status).toBe(200);
  const leftOfCard = async () =>
    (await refundablePayments(db(), order._id)).find((payment) => payment.id === card.providerPaymentId)?.leftPaise;
  // The desk's first click has claimed the card's money and is asking the provider for it now.
  const [claim] = await db()
    .insert(refunds)
    .values({
      orderId: order._id,
      amountPaise: total * 100,
      method: 'provider',
      providerPaymentId: card.providerPaymentId,
      cancellation: true,
    })
    .returning();
  expect(await leftOfCard()).toBe(0);
  const meanwhile = await refund(order, card.providerPaymentId, 'credit');
  expect(meanwhile.status).toBe(409);
  expect(meanwhile.body.message).toContain('is being asked of the payment provider');
  expect((await credit(who.sid)).balance).toBe(0);

  // The provider accepts: the claim becomes the payment's refunded sum at one commit, still taken once.
  await db().transaction(async (tx) => {
    await tx.update(refunds).set({ status: 'pending', reference: 'rfnd_test_claim' }).where(eq(refunds.id, claim!.id));
    await tx
      .update(payments)
      .set({ refundedPaise: total * 100 })
      .where(eq(payments.providerPaymentId, card.providerPaymentId));
  });
  expect(await leftOfCard()).toBe(0);
  const again = await refund(order, card.providerPaymentId, 'original');
  expect(again.status).toBe(409);
  expect(again.body.message).toContain('refunded already');
  expect(await refundsOf(order._id)).toHaveLength(1);
});

it('lets only the owner refund, and answers bad input with what is wrong, changing nothing', async () => {
  const { who: riya, order, card } = await cardOrder('9700058005');
  expect((await cancel(order)).status).toBe(200);

  expect((await refund(order, card.providerPaymentId, 'credit', riya.sid)).status).toBe(403);
  expect((await refund(order, card.providerPaymentId, 'credit', await signInStaff('support'))).status).toBe(403);
  expect((await refund(order, card.providerPaymentId, 'credit', '')).status).toBe(401);

  const unknown = await refund(order, 'pay_NOSUCHPAYMENT1', 'credit');
  expect(unknown.status).toBe(404);
  expect(unknown.body.message).toBe(`${order.orderNumber} has no payment pay_NOSUCHPAYMENT1`);
  const badWay = await refund(order, card.providerPaymentId, 'cheque');
  expect(badWay.status).toBe(400);
  expect(JSON.stringify(badWay.body)).toContain('Refund the way it was paid, or to store credit');
  const noOrder = await call(
    'POST',
    `/admin/orders/6f1c2d3e-0000-4000-8000-000000000000/payments/${card.providerPaymentId}/refund`,
    { to: 'credit' },
    admin,
  );
  expect(noOrder.status).toBe(404);

  expect(await refundsOf(order._id)).toEqual([]);
  expect((await credit(riya.sid)).balance).toBe(0);
  expect((await paymentsOf(order._id)).card?.refundedPaise).toBe(0);
});

it("puts a cancelled order's pieces back on sale while still at the shop, and marks a shipped one's due back with its parcel", async () => {
  const bag = await shopper.bag();
  const stock = async () =>
    Object.fromEntries(
      (
        await db()
          .select()
          .from(productStock)
          .where(
            inArray(
              productStock.productId,
              bag.map((product) => product._id),
            ),
          )
      ).map((row) => [`${row.productId} ${row.stockKey}`, row.onHand]),
    );
  const taken = ['upper:M', 'lower:32'];
  const less = (counts: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(counts).map(([key, onHand]) => [
        key,
        taken.includes(key.split(' ')[1] ?? '') ? onHand - 1 : onHand,
      ]),
    );
  const restocks = async (order: OrderJson) =>
    ((await call('GET', `/admin/orders/${order._id}`, undefined, admin)).body as OrderDetail).order.items.map(
      (item) => item.restock,
    );

  const before = await stock();
  const atShop = await placed({ phone: '9700058101' }, {}, await shopper.total());
  expect(await stock()).toEqual(less(before));
  expect((await cancel(atShop)).status).toBe(200);
  expect(await stock()).toEqual(before);
  expect(await restocks(atShop)).toEqual(['done', 'done']);

  const shipped = await placed({ phone: '9700058102' }, {}, await shopper.total());
  const ship = await call(
    'PUT',
    `/admin/orders/${shipped._id}/fulfilment`,
    { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL5801020001' },
    admin,
  );
  expect(ship.status).toBe(200);
  expect((await cancel(shipped)).status).toBe(200);
  // The pieces are with the courier: on sale again only when the desk has them back.
  expect(await stock()).toEqual(less(before));
  expect(await restocks(shipped)).toEqual(['due', 'due']);
});

it("cancels an invoiced order's tax invoice with credit notes, once, and issues no invoice for an order cancelled before one", async () => {
  const deskPdf = (order: OrderJson) =>
    api.app.inject({ method: 'GET', url: `/admin/orders/${order._id}/invoice`, headers: { cookie: admin } });
  const notesOf = (orderId: string) =>
    db().select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.invoiceLine));

  // The desk downloaded her invoice before the order was cancelled.
  const { who, total, order } = await cardOrder('9700058011');
  const invoice = await deskPdf(order);
  expect(invoice.statusCode).toBe(200);
  expect((await cancel(order)).status).toBe(200);

  const notes = await notesOf(order._id);
  expect(notes.length).toBeGreaterThan(0);
  for (const [line, note] of notes.entries())
    expect(note).toMatchObject({
      cancellation: true,
      returnId: null,
      shipmentId: null,
      invoiceLine: line,
      invoiceNumber: notes[0]?.invoiceNumber,
    });
  // Each names the invoice the desk downloaded.
  expect(invoice.headers['content-disposition']).toContain(
    `invoice-${notes[0]?.invoiceNumber.replace(/\//g, '-')}.pdf`,
  );
  // The whole invoice, GST included, is credited.
  expect(notes.reduce((sum, note) => sum + note.totalPaise, 0)).toBe(total * 100);
  const history = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
  expect(history.filter((event) => event.kind === 'credit-note').map((event) => event.toValue)).toEqual([
    notes.map((note) => note.number).join(', '),
  ]);
  // The desk's order page and her order list name them.
  const numbers = notes.map((note) => note.number);
  expect(
    ((await call('GET', `/admin/orders/${order._id}`, undefined, admin)).body as OrderDetail).order.creditNotes,
  ).toEqual(numbers);
  const mine = (await call('GET', '/orders/my-orders', undefined, who.sid)).body as OrderJson[];
  expect(mine.find((listed) => listed._id === order._id)?.creditNotes).toEqual(numbers);
  // Each note is a PDF for the desk and for her, and for no one else.
  const file = notes[0]!.number.replace(/\//g, '-');
  const noteUrl = `/orders/${order._id}/credit-notes/${file}`;
  const get = (url: string, cookie?: string) =>
    api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  for (const [url, cookie] of [
    [`/admin${noteUrl}`, admin],
    [noteUrl, who.sid],
  ] as const) {
    const pdf = await get(url, cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="credit-note-${file}.pdf"`);
  }
  expect((await get(noteUrl, (await signedInCustomer('9700058013')).sid)).statusCode).toBe(404);
  expect((await get(`/admin/orders/${order._id}/credit-notes/CN-9999-99-0001`, admin)).statusCode).toBe(404);
  const bad = await get(`/admin/orders/${order._id}/credit-notes/..%2Finvoice`, admin);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('Invalid credit note number');
  // The invoice stays on record, the same number.
  const again = await deskPdf(order);
  expect(again.statusCode).toBe(200);
  expect(again.headers['content-disposition']).toBe(invoice.headers['content-disposition']);
  // Refunding the card afterwards issues no second set.
  expect((await refund(order, (await paymentsOf(order._id)).card!.providerPaymentId, 'credit')).status).toBe(200);
  expect(await notesOf(order._id)).toEqual(notes);

  // Cancelled before anyone asked for its invoice: there was no supply, so none is issued, nor any note.
  const { order: early } = await cardOrder('9700058012');
  expect((await cancel(early)).status).toBe(200);
  const refused = await deskPdf(early);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(/was cancelled before its invoice was issued: it has none$/);
  expect(await notesOf(early._id)).toEqual([]);
  expect(
    ((await call('GET', `/admin/orders/${early._id}`, undefined, admin)).body as OrderDetail).order.creditNotes,
  ).toBeUndefined();
});
