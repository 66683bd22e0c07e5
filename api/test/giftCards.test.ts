import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { indiaDay, indiaDayPlus } from '@store/shared/format';
import { giftCardEntries, giftCards } from '../src/db/schema';
import { giftCardMethod } from '../src/modules/checkout/paymentMethods/giftCard';
import { giveBackTo } from '../src/modules/giftCards/redeem';
import { customerClient } from './customerClient';
import { giftCardsOf } from './giftCardsIssued';
import { SUCCESS_CARD } from './shopperClient';
import { eventually, testApiSession } from './testApp';

const api = testApiSession();
const { call, signInAdmin, textsTo } = customerClient(api);
const shopper = () => ({ customer: null, client: '10.9.9.9', now: new Date() });
const { CODE, codeMailedTo, recipient, issued } = giftCardsOf(api);

const entriesOf = (cardId: string) =>
  api.database.db.select().from(giftCardEntries).where(eq(giftCardEntries.cardId, cardId));
const balance = async (code: string) => call('POST', '/gift-cards/balance', { code });

describe('buying a gift card', () => {
  it('sells only the amounts the desk set; a negative amount is refused and changes nothing', async () => {
    const admin = await signInAdmin();
    expect((await call('PUT', '/admin/gift-cards/amounts', { amounts: [500, 1000, 2500] }, admin)).status).toBe(200);
    const negative = await call('PUT', '/admin/gift-cards/amounts', { amounts: [500, -100] }, admin);
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/Amount cannot be negative/);
    expect((await call('GET', '/gift-cards/amounts')).body).toEqual({ amounts: [500, 1000, 2500], validMonths: 12 });

    const notOnSale = await call('POST', '/gift-cards/purchases', {
      amount: 700,
      buyerName: 'Asha',
      ...recipient('m@example.in'),
    });
    expect(notOnSale.status).toBe(400);
    expect(notOnSale.body.message).toMatch(/Rs\.700.* is not an amount on sale/);
    const past = await call('POST', '/gift-cards/purchases', {
      amount: 500,
      buyerName: 'Asha',
      ...recipient('m@example.in'),
      sendOn: indiaDayPlus(-1),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/cannot be in the past/);
    const nobody = await call('POST', '/gift-cards/purchases', {
      amount: 500,
      buyerName: 'Asha',
      recipientName: 'Meera',
      sendOn: indiaDay(),
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toMatch(/phone or e-mail/);
    expect(await api.database.db.select().from(giftCards)).toEqual([]);
  });

  it('issues the card once when paid (the browser and the webhook both report), mails its code that day, and the balance page reads it', async () => {
    const email = `gift.${randomUUID().slice(0, 8)}@example.in`;
    const opened = await call('POST', '/gift-cards/purchases', {
      amount: 1000,
      buyerName: 'Asha',
      ...recipient(email),
    });
    expect(opened.status).toBe(200);
    expect(opened.body.order.amount).toBe(100_000);
    const paid = await call('POST', '/payment/sandbox/pay', { orderId: opened.body.order.id, ...SUCCESS_CARD });
    expect(paid.status).toBe(200);
    const proof = {
      orderId: paid.body.razorpay_order_id,
      paymentId: paid.body.razorpay_payment_id,
      signature: paid.body.razorpay_signature,
    };
    // As the checkout's client sends it: with an Idempotency-Key (it retries once unanswered).
    const sent = await api.app.inject({
      method: 'POST',
      url: '/gift-cards/purchases/confirm',
      payload: { razorpay: proof },
      headers: { 'x-requested-with': 'store', 'idempotency-key': randomUUID() },
    });
    expect(sent.statusCode).toBe(200);
    const confirmed = { status: sent.statusCode, body: sent.json() };
    expect(confirmed.body).toMatchObject({ amount: 1000, recipientName: 'Meera', sendOn: indiaDay() });
    // Again, as a retried call: the same card, not a second.
    expect((await call('POST', '/gift-cards/purchases/confirm', { razorpay: proof })).body).toEqual(confirmed.body);

    const code = await codeMailedTo(email);
    const mail = fs.readFileSync(api.config.mailOutbox, 'utf8');
    expect(mail).toContain('Asha sent you an Elegance gift card of Rs.1,000');
    expect(mail).toContain('Happy birthday!');
    // Typed in lower case with spaces: the same code.
    const checked = await balance(code.toLowerCase().replace(/-/g, ' '));
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ balance: 1000, last4: code.slice(-4) });

    // The sandbox's webhook came too (after 500 ms): still one card, issued once.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [card] = await api.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.last4, code.slice(-4)));
    expect((await entriesOf(card!.id)).map((entry) => [entry.kind, entry.amountPaise])).toEqual([['issued', 100_000]]);
    // The code itself is nowhere in the table, only its hash.
    expect(JSON.stringify(card)).not.toContain(code.replace(/-/g, ''));
  });

  it("texts the code to a recipient's phone (no WhatsApp opt-in), in the card's language", async () => {
    const phone = '+919811122233';
    const answer = await call(
      'POST',
      '/admin/gift-cards',
      { amount: 500, recipientName: 'Kavya', recipientPhone: '98111 22233', sendOn: indiaDay(), locale: 'hi' },
      await signInAdmin(),
    );
    expect(answer.status).toBe(201);
    const text = await eventually(() => {
      const sent = textsTo(phone).pop();
      if (!sent) throw new Error('no text yet');
      return sent.text;
    });
    expect(text).toMatch(/^Elegance ने आपको Rs\.500 का Elegance गिफ़्ट कार्ड भेजा है। कोड [0-9A-Z-]{19}/);
    expect(text).toContain('/hi/gift-cards/balance');
    const code = CODE.exec(text)?.[0] as string;
    expect((await balance(code)).body.balance).toBe(500);
  });

  it('schedules a card for a later day: no code exists until then', async () => {
    const email = `later.${randomUUID().slice(0, 8)}@example.in`;
    const answer = await call(
      'POST',
      '/admin/gift-cards',
      { amount: 500, ...recipient(email), sendOn: indiaDayPlus(3) },
      await signInAdmin(),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ last4: null, sentAt: null, balance: 500 });
  });
});

describe('the balance page', () => {
  it('refuses an unknown, a switched-off and a lapsed card with a clear message', async () => {
    const unknown = await balance('ABCD-EFGH-JKMN-PQRS');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'giftCard.unknown',
      message: expect.stringMatching(/do not know this gift card/),
    });
    expect((await balance('not a code')).status).toBe(404);

    const off = await issued(500);
    const disabled = await call('POST', `/admin/gift-cards/${off.id}/disable`, undefined, await signInAdmin());
    expect(disabled.status).toBe(200);
    expect(disabled.body.balance).toBe(0);
    const refusedOff = await balance(off.code);
    expect(refusedOff.status).toBe(400);
    expect(refusedOff.body.message).toMatch(`ending ${off.code.slice(-4)} has been switched off`);
    expect((await call('POST', `/admin/gift-cards/${off.id}/disable`, undefined, await signInAdmin())).status).toBe(
      409,
    );

    const lapsed = await issued(500);
    await api.database.db
      .update(giftCards)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftCards.id, lapsed.id));
    const refusedLapsed = await balance(lapsed.code);
    expect(refusedLapsed.status).toBe(400);
    expect(refusedLapsed.body).toMatchObject({ code: 'giftCard.expired' });
  });

  it('lets the desk find a card by its last four and the recipient, with its uses', async () => {
    const card = await issued(2500);
    const admin = await signInAdmin();
    const found = await call(
      'GET',
      `/admin/gift-cards?last4=${card.code.slice(-4)}&recipient=${card.email}`,
      undefined,
      admin,
    );
    expect(found.body).toEqual([expect.objectContaining({ id: card.id, balance: 2500 })]);
    const byCode = await call('GET', `/admin/gift-cards?code=${card.code}`, undefined, admin);
    expect(byCode.body[0].entries).toEqual([expect.objectContaining({ kind: 'issued', amount: 2500 })]);
  });
});

describe('paying with a gift card (giftCardMethod)', () => {
  let db: typeof api.database.db;
  beforeAll(() => {
    db = api.database.db;
  });

  it('covers part of a bag dearer than the card, or all of a cheaper one', async () => {
    const card = await issued(1000);
    expect(giftCardMethod.read({ giftCardCode: card.code })).toBe(card.code);
    expect(giftCardMethod.read({})).toBeUndefined();
    expect(await giftCardMethod.cover(db, card.code, shopper(), 250_000)).toEqual({
      amountPaise: 100_000,
      reference: card.id,
    });
    expect(await giftCardMethod.cover(db, card.code, shopper(), 40_000)).toEqual({
      amountPaise: 40_000,
      reference: card.id,
    });

    const checkoutId = randomUUID();
    const taken = await db.transaction((tx) => giftCardMethod.take(tx, card.code, shopper(), 40_000, checkoutId));
    expect(taken.amountPaise).toBe(40_000);
    expect((await balance(card.code)).body.balance).toBe(600);
  });

  it('refuses an unknown, a switched-off and a lapsed card, taking nothing', async () => {
    expect(await giftCardMethod.cover(db, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', shopper(), 1000)).toMatchObject({
      refused: { code: 'giftCard.unknown' },
    });
    const off = await issued(500);
    await call('POST', `/admin/gift-cards/${off.id}/disable`, undefined, await signInAdmin());
    expect(await giftCardMethod.cover(db, off.code, shopper(), 1000)).toMatchObject({
      refused: { code: 'giftCard.disabled' },
      message: expect.stringMatching(/switched off/),
    });
    const lapsed = await issued(500);
    await db
      .update(giftCards)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftCards.id, lapsed.id));
    await expect(
      db.transaction((tx) => giftCardMethod.take(tx, lapsed.code, shopper(), 1000, randomUUID())),
    ).rejects.toMatchObject({ statusCode: 409, refusal: { code: 'giftCard.expired' } });
    expect((await entriesOf(lapsed.id)).map((entry) => entry.kind)).toEqual(['issued']);
  });

  it('lets one of two checkouts racing for the last rupees have them; release and a refund give them back', async () => {
    const card = await issued(300);
    const [first, second] = [randomUUID(), randomUUID()];
    const outcomes = await Promise.allSettled(
      [first, second].map((checkoutId) =>
        db.transaction((tx) => giftCardMethod.take(tx, card.code, shopper(), 30_000, checkoutId)),
      ),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ refusal: { code: 'giftCard.empty' } });
    expect((await balance(card.code)).body.balance).toBe(0);

    // The winner's checkout lapses: its rupees go back, once however often it is released.
    const winner = (await entriesOf(card.id)).find((entry) => entry.kind === 'redeemed')!.checkoutId!;
    await db.transaction((tx) => giftCardMethod.release(tx, winner));
    await db.transaction((tx) => giftCardMethod.release(tx, winner));
    expect((await balance(card.code)).body.balance).toBe(300);

    // Spent on an order, then refunded in part: that part goes back, once per refund.
    await db.transaction((tx) => giftCardMethod.take(tx, card.code, shopper(), 30_000, randomUUID()));
    const orderId = randomUUID();
    await db.transaction((tx) => giveBackTo(tx, { reference: card.id, orderId }, 12_000, 'rfnd-1'));
    await db.transaction((tx) => giveBackTo(tx, { reference: card.id, orderId }, 12_000, 'rfnd-1'));
    expect((await balance(card.code)).body.balance).toBe(120);
    expect((await entriesOf(card.id)).map((entry) => entry.kind).sort()).toEqual(
      ['given_back', 'issued', 'redeemed', 'redeemed', 'released'].sort(),
    );
  });
});
