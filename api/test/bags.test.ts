import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { indiaDayPlus, indiaTimeOn } from '@store/shared/format';
import type { AdminProduct, BagAnswer, BagFigures, BagLine, OrderJson } from '@store/shared/schemas';
import { bags, customers, products, productStock, sandboxWhatsappMessages, type BagRow } from '../src/db/schema';
import { bagLinks } from '../src/modules/bags';
import { sweepBagReminders, type BagReminderDeps } from '../src/modules/bags/reminders';
import { hasOptedOut, isOptedIn, recordConsent } from '../src/modules/whatsapp/consents';
import { mailer } from '../src/providers/email';
import { smsSender } from '../src/providers/sms';
import { customerClient } from './customerClient';
import { addressFor } from './shopperClient';
import { eventually, sandboxWhatsApp, testApiSession } from './testApp';

/**
 * Left bags (issue 43 part 3): a signed-in shopper's bag on the server (across devices, merged at
 * sign-in), a guest's kept for reminders when she asks, the reminder sweep (at most two, never at
 * night, never after an order or STOP, none for a sold-out bag), the signed link restoring the bag
 * at today's prices, and the dashboard's figures. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
const api = testApiSession();
const { call, sendCode, lastCode, signIn, signInAdmin, textsTo } = customerClient(api);
let admin: string;
let made = 0;

/** A new women's piece with this stock per size. */
async function piece(stock: Record<string, number>, price = 2499): Promise<AdminProduct> {
  const body = { name: `Bag Kurta ${++made}`, price, mainCategory: 'womens', type: 'anarkali-suit', stock };
  const answer = await call('POST', '/admin/products', body, admin);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body as AdminProduct;
}

let kurta: AdminProduct;
let saree: AdminProduct;
beforeAll(async () => {
  admin = await signInAdmin();
  kurta = await piece({ M: 5, L: 5 });
  saree = await piece({ M: 5 }, 3999);
}, 120_000);

/** India's clock on a day from today (1: tomorrow) at a time: the sweep's `now`. */
const indiaAt = (days: number, time: string) => new Date(indiaTimeOn(indiaDayPlus(days), time));

function sweepDeps(): BagReminderDeps {
  const { config, database } = api;
  return {
    db: database.db,
    mail: mailer(config),
    sms: smsSender(config, () => {}),
    whatsapp: null,
    consented: isOptedIn,
    log: () => {},
    jobExpirySeconds: 60,
    shopUrl: config.shopUrl,
    links: bagLinks(config),
    remindAfterMinutes: config.bags.remindAfterMinutes,
  };
}
const sweep = (now: Date) => sweepBagReminders(sweepDeps(), now);

const bagReminders = (phone: string) => textsTo(phone).filter((sms) => /waits? in your bag/.test(sms.text));
const tokenIn = (text: string) => /\/bag\/([^\s?]+)/.exec(text)?.[1] as string;
const bagRow = async (id: string) => (await api.database.db.select().from(bags).where(eq(bags.id, id)))[0] as BagRow;
/** The open bag of the account with this phone. */
const accountBag = async (phone: string) =>
  (
    await api.database.db
      .select({ bag: bags })
      .from(bags)
      .innerJoin(customers, eq(customers.id, bags.customerId))
      .where(eq(customers.phone, phone))
  )[0]?.bag as BagRow;
const bagOfPhone = async (phone: string) =>
  (await api.database.db.select().from(bags).where(eq(bags.phone, phone)))[0] as BagRow;

/** Mails written to the outbox for an address. */
function mailsTo(to: string): { to: string; subject: string; text: string }[] {
  if (!fs.existsSync(api.config.mailOutbox)) return [];
  return fs
    .readFileSync(api.config.mailOutbox, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === to);
}

const line = (product: AdminProduct, size = 'M', quantity = 1): BagLine => ({ productId: product._id, size, quantity });

/** A guest's 'Remind me about my bag' at checkout. */
const remindGuest = (contact: { phone?: string; email?: string }, lines: BagLine[], locale = 'en') =>
  call('POST', '/bag/reminders', { lines, locale, ...contact });

/** A cash order for a phone, its phone proven by a code as the checkout proves it; `rupees`: the price today. */
async function placeCashOrder(phone: string, product: AdminProduct, rupees = product.price): Promise<OrderJson> {
  expect((await sendCode(phone)).status).toBe(200);
  const proof = (await call('POST', '/auth/otp/verify', { phone, code: lastCode(phone) })).body.proof as string;
  const placed = await call('POST', '/payment/cash-order', {
    items: [{ productId: product._id, size: 'M' }],
    shippingAddress: { ...addressFor(phone.slice(3)), street: `House ${phone}` },
    amount: rupees,
    phoneProof: proof,
  });
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return placed.body.placed.order as OrderJson;
}

describe("a signed-in shopper's bag", () => {
  it('follows her to another device, merges a guest bag at sign-in, and is her own', async () => {
    const phone = '+919833300001';
    const phoneOne = await signIn(phone);
    expect((await call('GET', '/bag', undefined, phoneOne)).body).toEqual({ lines: [], dropped: [] });
    const saved = await call('PUT', '/bag', { lines: [line(kurta, 'M', 2)], locale: 'hi' }, phoneOne);
    expect(saved.status).toBe(200);
    // Another device, signed in to the same account: the same bag, at today's price.
    const laptop = await signIn(phone);
    const read = (await call('GET', '/bag', undefined, laptop)).body as BagAnswer;
    expect(read.lines).toEqual([
      expect.objectContaining({ productId: kurta._id, size: 'M', quantity: 2, price: 2499, name: kurta.name }),
    ]);
    // A guest bag on the laptop joins hers at sign-in: a line in both keeps the larger count.
    const merged = (
      await call('POST', '/bag/merge', { lines: [line(kurta, 'M', 1), line(saree, 'M', 3)], locale: 'en' }, laptop)
    ).body as BagAnswer;
    expect(merged.lines.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: kurta._id, quantity: 2 },
      { productId: saree._id, quantity: 3 },
    ]);
    // Bad input changes nothing: a line of 9 pieces, a size that is no size.
    for (const lines of [[line(kurta, 'M', 9)], [{ productId: kurta._id, size: { waist: 1 }, quantity: 1 }]]) {
      const refused = await call('PUT', '/bag', { lines }, phoneOne);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/quantity must be at most 5|size/);
    }
    expect(((await call('GET', '/bag', undefined, phoneOne)).body as BagAnswer).lines).toHaveLength(2);
    // Signed out, there is no bag to read or write.
    expect((await call('GET', '/bag')).status).toBe(401);
    expect((await call('PUT', '/bag', { lines: [] })).status).toBe(401);
  });
});

describe('reminders', () => {
  it('go at most twice, the second a day on, never at night', async () => {
    const phone = '+919833300002';
    const sid = await signIn(phone);
    await call('PUT', '/bag', { lines: [line(kurta)], locale: 'en' }, sid);
    // Tomorrow at 23:00 India time: the night holds it back; at 08:59 still; at 09:00 it goes.
    expect((await sweep(indiaAt(1, '23:00:00'))).sent).toBe(0);
    expect((await sweep(indiaAt(2, '08:59:00'))).sent).toBe(0);
    expect(bagReminders(phone)).toHaveLength(0);
    await sweep(indiaAt(2, '09:00:00'));
    expect(bagReminders(phone)).toHaveLength(1);
    // The store reads no replies to a text: its reminder carries the link that stops them instead.
    const [reminder] = bagReminders(phone);
    expect(reminder?.text).toMatch(/^Elegance: 1 piece waits in your bag: http\S*\/bag\/\S+ To stop these reminders: /);
    const token = tokenIn(reminder?.text ?? '');
    expect(reminder?.text).toContain(`/bag/${token}?stop=1`);
    expect(reminder?.text).not.toMatch(/reply/i);
    // Not again the same day; the next day's second, at night only in the morning; then never.
    await sweep(indiaAt(2, '20:59:00'));
    expect(bagReminders(phone)).toHaveLength(1);
    await sweep(indiaAt(3, '21:30:00'));
    expect(bagReminders(phone)).toHaveLength(1);
    await sweep(indiaAt(4, '10:00:00'));
    expect(bagReminders(phone)).toHaveLength(2);
    for (const days of [5, 8, 30]) await sweep(indiaAt(days, '12:00:00'));
    expect(bagReminders(phone)).toHaveLength(2);
  });

  it('stop once she orders, once she says STOP on WhatsApp, and wait while every piece is sold out', async () => {
    // A guest who asked at checkout, then ordered: nothing.
    const orderer = '+919833300003';
    expect((await remindGuest({ phone: orderer }, [line(kurta)])).status).toBe(200);
    await placeCashOrder(orderer, kurta);
    expect((await bagOfPhone(orderer)).orderedAt).not.toBeNull();
    // A signed-in shopper who wrote STOP to the store on WhatsApp: nothing, and the bag is stopped.
    const stopper = '+919833300004';
    await call('PUT', '/bag', { lines: [line(kurta)] }, await signIn(stopper));
    await call('POST', '/whatsapp/sandbox/inbound', { from: stopper, text: 'STOP' }, admin);
    // Its STOP is recorded (a phone never asked is not opted in either: wait for the STOP itself).
    await eventually(async () => expect(await hasOptedOut(api.database.db, stopper)).toBe(true));
    // A guest whose one piece sold out since.
    const waiting = '+919833300005';
    const soldOut = await piece({ M: 1 });
    await remindGuest({ phone: waiting }, [line(soldOut)]);
    await api.database.db.update(productStock).set({ onHand: 0 }).where(eq(productStock.productId, soldOut._id));
    await sweep(indiaAt(1, '12:00:00'));
    expect(bagReminders(orderer)).toHaveLength(0);
    expect(bagReminders(waiting)).toHaveLength(0);
    expect(bagReminders(stopper)).toHaveLength(0);
    expect((await accountBag(stopper)).stoppedAt).not.toBeNull();
    // Back in stock, her bag is reminded after all.
    await api.database.db.update(productStock).set({ onHand: 2 }).where(eq(productStock.productId, soldOut._id));
    await sweep(indiaAt(1, '12:05:00'));
    expect(bagReminders(waiting)).toHaveLength(1);
    expect(bagReminders(stopper)).toHaveLength(0);
  });

  it("go by e-mail to a guest who gave only an e-mail, in Hindi for a Hindi bag, and stop at the mail's link", async () => {
    const email = 'bag.guest@example.com';
    expect((await remindGuest({ email }, [line(saree, 'M', 2)], 'hi')).status).toBe(200);
    await sweep(indiaAt(1, '12:00:00'));
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('आपका Elegance बैग इंतज़ार कर रहा है');
    expect(mail?.text).toContain('2 पीस');
    const token = tokenIn(mail?.text ?? '');
    expect(mail?.text).toContain(`/bag/${token}?stop=1`);
    expect((await call('POST', `/bags/${token}/stop`)).status).toBe(204);
    await sweep(indiaAt(3, '12:00:00'));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("go by WhatsApp, with an 'Open my bag' button, to a phone whose updates go there; in Hindi for a Hindi bag", async () => {
    const phone = '+919833300010';
    await recordConsent(api.database.db, { phone, optedIn: true, source: 'checkout' });
    await remindGuest({ phone }, [line(kurta)], 'hi');
    await sweepBagReminders({ ...sweepDeps(), whatsapp: sandboxWhatsApp(api) }, indiaAt(1, '12:00:00'));
    const [message] = await api.database.db
      .select()
      .from(sandboxWhatsappMessages)
      .where(eq(sandboxWhatsappMessages.to, phone.slice(1)));
    expect(message?.text).toMatch(/^आपका Elegance बैग इंतज़ार कर रहा है: 1 पीस आपके लिए रखे हैं/);
    const token = tokenIn(message?.text ?? '');
    expect(message?.buttons).toEqual([{ text: 'मेरा बैग खोलें', payload: null, url: token }]);
    // One reminder, one channel: no text as well.
    expect(bagReminders(phone)).toHaveLength(0);
    expect((await call('POST', `/bags/${token}`)).status).toBe(200);
  });

  it('are refused without a contact or with an empty bag, keeping nothing', async () => {
    const before = (await api.database.db.select().from(bags)).length;
    const none = await remindGuest({}, [line(kurta)]);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Give a phone number or an e-mail address to be reminded at');
    expect((await remindGuest({ phone: '12345' }, [line(kurta)])).body.message).toBe('Enter a 10-digit mobile number');
    expect((await remindGuest({ phone: '+919833300009' }, [])).body.message).toBe('The bag is empty');
    expect(await api.database.db.select().from(bags)).toHaveLength(before);
  });
});

describe("a reminder's link", () => {
  it("restores the bag at today's prices on any device, drops what sold out, and counts the order it brings", async () => {
    const phone = '+919833300006';
    const gone = await piece({ M: 2 });
    const priced = await piece({ M: 3, L: 3 }, 1999);
    await remindGuest({ phone }, [line(priced, 'L', 2), line(gone)]);
    await sweep(indiaAt(1, '12:00:00'));
    const token = tokenIn(bagReminders(phone)[0]?.text ?? '');
    const bagId = (await bagOfPhone(phone)).id;
    // Since the reminder: the price went up, the other piece sold out.
    await api.database.db.update(products).set({ pricePaise: 2_29_900 }).where(eq(products.id, priced._id));
    await api.database.db.update(productStock).set({ onHand: 0 }).where(eq(productStock.productId, gone._id));

    // Forged, or another account's bag for a signed-in shopper: refused, nothing changes.
    const [id, expires] = token.split('.');
    expect((await call('POST', `/bags/${id}.${expires}.AAAA${token.slice(-28)}`)).status).toBe(404);
    expect((await call('POST', `/bags/not-a-token`)).body.message).toBe(
      'This link is not valid: open the one in your reminder',
    );
    const owner = await signIn('+919833300007');
    await call('PUT', '/bag', { lines: [line(kurta)] }, owner);
    const ownersBag = await accountBag('+919833300007');
    const stranger = await signIn('+919833300008');
    const othersLink = bagLinks(api.config).token(ownersBag.id);
    const refused = await call('POST', `/bags/${othersLink}`, undefined, stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This bag belongs to another account: sign out to open it');
    expect((await bagRow(ownersBag.id)).restoredAt).toBeNull();
    // Expired (sent 8 days ago): refused.
    const old = bagLinks(api.config).token(bagId, new Date(Date.now() - 8 * 86_400_000));
    expect((await call('POST', `/bags/${old}`)).status).toBe(410);
    expect((await bagRow(bagId)).restoredAt).toBeNull();

    // Her link, on a fresh device (no session): today's price, the sold-out piece named.
    const restored = await call('POST', `/bags/${token}`);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({
      lines: [expect.objectContaining({ productId: priced._id, size: 'L', quantity: 2, price: 2299 })],
      dropped: [{ productId: gone._id, name: gone.name, nameHi: null }],
    });
    expect((await bagRow(bagId)).restoredAt).not.toBeNull();

    // Her order from it is recovered, with its total; the dashboard counts it.
    const before = (await call('GET', '/admin/bags/figures?days=7', undefined, admin)).body as BagFigures;
    const order = await placeCashOrder(phone, priced, 2299);
    const done = await bagRow(bagId);
    expect(done.recoveredOrderId).toBe(order._id);
    const after = (await call('GET', '/admin/bags/figures?days=7', undefined, admin)).body as BagFigures;
    expect(after.recovered).toBe(before.recovered + 1);
    expect(after.recoveredRevenue).toBe(before.recoveredRevenue + order.totalAmount);
    expect(after.reminded).toBeGreaterThanOrEqual(4);
    // An ordered bag's link opens nothing more.
    expect((await call('POST', `/bags/${token}`)).status).toBe(410);
    expect((await call('GET', '/admin/bags/figures?days=0', undefined, admin)).status).toBe(400);
  });
});
