import { and, eq, sql } from 'drizzle-orm';
import { MAX_STOCK_ALERTS, MAX_WISHLIST_ITEMS } from '@store/shared/catalog';
import type { AdminProduct, Product, StockAlert, WishlistAnswer } from '@store/shared/schemas';
import {
  customers,
  products,
  sandboxWhatsappMessages,
  stockAlerts,
  whatsappConsents,
  whatsappMessages,
  wishlistItems,
} from '../src/db/schema';
import { rawRows } from '../src/db/rawRows';
import { tellWaitingShoppers } from '../src/modules/stock/backInStock';
import { cancelUnconfirmedCashOrders } from '../src/modules/checkout/cash/cashConfirmation';
import { releaseExpiredHolds } from '../src/modules/checkout/holds';
import { returnToStock } from '../src/modules/stock/pieces';
import { sendOnce } from '../src/modules/notifications';
import { mailer } from '../src/providers/email';
import { smsSender } from '../src/providers/sms';
import { SANDBOX_NOT_ON_WHATSAPP } from '../src/providers/whatsapp';
import { isOptedIn } from '../src/modules/whatsapp/consents';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';
import { appWithWhatsAppOff, eventually, sandboxWhatsApp, testApiSession } from './testApp';
import fs from 'node:fs';

/**
 * The wishlist and back-in-stock alerts (issue 35): the list's calls, the merge at sign-in, the
 * caps, ownership, and a sold-out size coming back by each path telling its waiting shoppers
 * once. On the embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const api = testApiSession();
const { call, signIn, signInAdmin, textsTo } = customerClient(api);
const shopper = shopperClient(api);
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});

let made = 0;
/** A new women's piece with this stock per size. */
async function piece(stock: Record<string, number>, name = `Wish Kurta ${++made}`): Promise<AdminProduct> {
  const body = { name, price: 2499, mainCategory: 'womens', type: 'anarkali-suit', stock };
  const answer = await call('POST', '/admin/products', body, admin);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body as AdminProduct;
}

/** Many plain products at once, straight into the database (the caps' tests need more than the seed has). */
async function manyPieces(n: number): Promise<string[]> {
  const rows = await api.database.db
    .insert(products)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Bulk Kurta ${++made}-${i}`,
        pricePaise: 99_900,
        category: 'womens',
        type: 'anarkali-suit',
      })),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

const ids = (answer: { body: WishlistAnswer }) => answer.body.items.map((item) => item.productId);

/** Jobs of the back-in-stock queue for a product: how many were enqueued (any state). */
const jobsFor = async (productId: string) =>
  Number(
    (
      await rawRows(
        api.database.db,
        `select count(*)::int as n from pgboss.job where name = 'back-in-stock' and data->>'productId' = '${productId}'`,
      )
    )[0]?.n,
  );

const alertRows = (productId: string) =>
  api.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId));

/** What the job hands tellWaitingShoppers: the store's own outboxes, the WhatsApp sandbox, and sendOnce. */
const realSenders = () => ({
  db: api.database.db,
  sms: smsSender(api.config, () => {}),
  mail: mailer(api.config),
  whatsapp: sandboxWhatsApp(api),
  log: () => {},
  shopUrl: 'https://shop.test',
  once: (key: string, send: (id: string) => Promise<void>) => sendOnce(api.database.db, key, send),
});

/** The e-mails in the outbox to one address. */
const mailsTo = (to: string) =>
  fs.existsSync(api.config.mailOutbox)
    ? fs
        .readFileSync(api.config.mailOutbox, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
        .filter((mail) => mail.to === to)
    : [];

describe('the wishlist', () => {
  it('saves, lists newest first, keeps a piece once and removes it; only on-sale pieces', async () => {
    const sid = await signIn('+919844400001');
    const [a, b] = [await piece({ M: 3 }), await piece({ M: 0 })];
    expect((await call('GET', '/wishlist', undefined, sid)).body).toEqual({ items: [], skipped: 0, message: null });
    const first = await call('PUT', `/wishlist/${a._id}`, undefined, sid);
    expect([first.status, ids(first)]).toEqual([200, [a._id]]);
    const savedAt = first.body.items[0].addedAt;
    // A sold-out piece can be saved: that is what alerts are for.
    expect(ids(await call('PUT', `/wishlist/${b._id}`, undefined, sid))).toEqual([b._id, a._id]);
    const again = await call('PUT', `/wishlist/${a._id}`, undefined, sid);
    expect(again.body.items.find((item: { productId: string }) => item.productId === a._id).addedAt).toBe(savedAt);
    expect(ids(await call('DELETE', `/wishlist/${a._id}`, undefined, sid))).toEqual([b._id]);
    // Removing what is not there is no error (a second tap).
    expect((await call('DELETE', `/wishlist/${a._id}`, undefined, sid)).status).toBe(200);

    await call('PATCH', `/admin/products/${a._id}/toggle-active`, undefined, admin);
    const hidden = await call('PUT', `/wishlist/${a._id}`, undefined, sid);
    expect([hidden.status, hidden.body.message]).toEqual([404, 'This piece is no longer sold']);
    const unknown = await call('PUT', '/wishlist/00000000-0000-4000-8000-000000000000', undefined, sid);
    expect(unknown.status).toBe(404);
    expect((await call('PUT', '/wishlist/not-a-uuid', undefined, sid)).status).toBe(400);
    expect(ids(await call('GET', '/wishlist', undefined, sid))).toEqual([b._id]);
  });

  it("is each shopper's own, and signed out there is none", async () => {
    const [asha, ravi] = [await signIn('+919844400002'), await signIn('+919844400003')];
    const kept = await piece({ M: 2 });
    await call('PUT', `/wishlist/${kept._id}`, undefined, asha);
    expect(ids(await call('GET', '/wishlist', undefined, ravi))).toEqual([]);
    // Ravi's delete of the same product touches only his own (empty) list.
    await call('DELETE', `/wishlist/${kept._id}`, undefined, ravi);
    expect(ids(await call('GET', '/wishlist', undefined, asha))).toEqual([kept._id]);
    expect((await call('GET', '/wishlist')).status).toBe(401);
    expect((await call('PUT', `/wishlist/${kept._id}`)).status).toBe(401);
  });

  it('holds at most the cap: the next save is refused and nothing changes', async () => {
    const sid = await signIn('+919844400004');
    const [me] = await api.database.db.select().from(customers).where(eq(customers.phone, '+919844400004'));
    const many = await manyPieces(MAX_WISHLIST_ITEMS + 1);
    await api.database.db
      .insert(wishlistItems)
      .values(many.slice(0, MAX_WISHLIST_ITEMS).map((productId) => ({ customerId: String(me?.id), productId })));
    const refused = await call('PUT', `/wishlist/${many[MAX_WISHLIST_ITEMS]}`, undefined, sid);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      `Your wishlist holds up to ${MAX_WISHLIST_ITEMS} pieces. Remove one to save another.`,
    ]);
    expect(ids(await call('GET', '/wishlist', undefined, sid))).toHaveLength(MAX_WISHLIST_ITEMS);
  });

  it("merges a guest's list at sign-in: new pieces join, gone ones are skipped and said, the list comes back", async () => {
    const sid = await signIn('+919844400005');
    const [had, guestOnly, gone] = [await piece({ M: 1 }), await piece({ S: 4 }), await piece({ M: 2 })];
    await call('PUT', `/wishlist/${had._id}`, undefined, sid);
    await call('DELETE', `/admin/products/${gone._id}`, undefined, admin);
    const day = '2026-11-20T10:00:00+05:30';
    const merged = await call(
      'POST',
      '/wishlist/merge',
      {
        items: [
          { productId: guestOnly._id, addedAt: day },
          { productId: had._id, addedAt: day },
          { productId: gone._id, addedAt: day },
          { productId: guestOnly._id, addedAt: '2026-11-21T10:00:00+05:30' },
        ],
      },
      sid,
    );
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ skipped: 1, message: '1 saved piece is no longer sold.' });
    expect(ids(merged)).toEqual([had._id, guestOnly._id]);
    expect(merged.body.items[1].addedAt).toBe(new Date(day).toISOString());
    // Merging the same again changes nothing.
    expect(
      ids(await call('POST', '/wishlist/merge', { items: [{ productId: guestOnly._id, addedAt: day }] }, sid)),
    ).toEqual([had._id, guestOnly._id]);
  });

  it('refuses a merge over the cap or with a bad entry, whole, with a clear message', async () => {
    const sid = await signIn('+919844400006');
    const kept = await piece({ M: 1 });
    const tooMany = Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, () => ({
      productId: kept._id,
      addedAt: '2026-11-20T10:00:00Z',
    }));
    const over = await call('POST', '/wishlist/merge', { items: tooMany }, sid);
    expect(over.status).toBe(400);
    expect(over.body.message).toContain(`A wishlist holds up to ${MAX_WISHLIST_ITEMS} pieces`);
    const bad = await call('POST', '/wishlist/merge', { items: [{ productId: kept._id, addedAt: 'yesterday' }] }, sid);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('addedAt must be a date and time');
    expect(ids(await call('GET', '/wishlist', undefined, sid))).toEqual([]);
  });

  it('keeps the newest pieces when a merge would pass the cap, and says how many did not fit', async () => {
    const sid = await signIn('+919844400007');
    const [me] = await api.database.db.select().from(customers).where(eq(customers.phone, '+919844400007'));
    const all = await manyPieces(MAX_WISHLIST_ITEMS + 1);
    await api.database.db
      .insert(wishlistItems)
      .values(all.slice(0, MAX_WISHLIST_ITEMS - 1).map((productId) => ({ customerId: String(me?.id), productId })));
    const [older, newer] = [all[MAX_WISHLIST_ITEMS - 1], all[MAX_WISHLIST_ITEMS]];
    const merged = await call(
      'POST',
      '/wishlist/merge',
      {
        items: [
          { productId: older, addedAt: '2026-11-01T10:00:00Z' },
          { productId: newer, addedAt: '2026-11-02T10:00:00Z' },
        ],
      },
      sid,
    );
    expect(merged.body.message).toBe(`1 did not fit: a wishlist holds up to ${MAX_WISHLIST_ITEMS} pieces.`);
    expect(ids(merged)).toHaveLength(MAX_WISHLIST_ITEMS);
    expect(ids(merged)).toContain(newer);
    expect(ids(merged)).not.toContain(older);
  });

  it("answers several products at once, only those on sale, in the list's order", async () => {
    const [a, b, c] = [await piece({ M: 1 }), await piece({ M: 0 }), await piece({ L: 2 })];
    await call('PATCH', `/admin/products/${c._id}/toggle-active`, undefined, admin);
    const answer = await call('GET', `/catalog/products?ids=${b._id},${c._id},${a._id}`);
    expect(answer.status).toBe(200);
    expect((answer.body as Product[]).map((p) => [p._id, p.availability.M])).toEqual([
      [b._id, 'out'],
      [a._id, 'low'],
    ]);
    expect((await call('GET', '/catalog/products?ids=nope')).status).toBe(400);
    const tooMany = Array.from(
      { length: MAX_WISHLIST_ITEMS + 1 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    expect((await call('GET', `/catalog/products?ids=${tooMany.join(',')}`)).status).toBe(400);
  });
});

describe('back-in-stock alerts', () => {
  it('are asked for a sold-out size only, by a channel the account has, one per size, each her own', async () => {
    const sid = await signIn('+919844400011');
    const kurta = await piece({ M: 0, S: 5 });
    const ask = (body: object, cookie = sid) => call('POST', '/stock-alerts', body, cookie);
    const asked = await ask({ productId: kurta._id, size: 'M', channel: 'text' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ productId: kurta._id, productName: kurta.name, size: 'M', channel: 'text' });
    // Asked again: the same alert (the channel would change), not a second one.
    expect((await ask({ productId: kurta._id, size: 'M', channel: 'text' })).status).toBe(200);
    expect(await alertRows(kurta._id)).toHaveLength(1);

    const refusals: [object, number, string][] = [
      [{ productId: kurta._id, size: 'S', channel: 'text' }, 409, 'S is in stock now: you can add it to your bag'],
      [{ productId: kurta._id, size: 'upper:L', channel: 'text' }, 400, 'Size Upper L is not a size of this product'],
      [
        { productId: kurta._id, size: 'M', channel: 'email' },
        400,
        'Your account has no e-mail address: choose a text message',
      ],
      [{ productId: kurta._id, size: 'M', channel: 'pigeon' }, 400, 'Choose how to tell you: text, email or whatsapp'],
      [
        { productId: '00000000-0000-4000-8000-000000000000', size: 'M', channel: 'text' },
        404,
        'This piece is no longer sold',
      ],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await ask(body);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect(await alertRows(kurta._id)).toHaveLength(1);

    // Hers to see and cancel; another shopper sees none and cannot cancel it.
    const ravi = await signIn('+919844400012');
    expect((await call('GET', '/stock-alerts', undefined, ravi)).body).toEqual([]);
    const mine = (await call('GET', '/stock-alerts', undefined, sid)).body as StockAlert[];
    expect(mine.map((alert) => alert.size)).toEqual(['M']);
    expect((await call('DELETE', `/stock-alerts/${mine[0]?._id}`, undefined, ravi)).status).toBe(404);
    expect((await call('DELETE', `/stock-alerts/${mine[0]?._id}`, undefined, sid)).status).toBe(204);
    expect(await alertRows(kurta._id)).toHaveLength(0);
    expect((await call('POST', '/stock-alerts', { productId: kurta._id, size: 'M', channel: 'text' })).status).toBe(
      401,
    );
  });

  it(`stops at ${MAX_STOCK_ALERTS} waiting alerts per account`, async () => {
    const sid = await signIn('+919844400013');
    const kurtas = [];
    for (let n = 0; n <= MAX_STOCK_ALERTS / 5; n++) kurtas.push(await piece({}));
    const sizes = ['XS', 'S', 'M', 'L', 'XL'];
    for (const kurta of kurtas.slice(0, MAX_STOCK_ALERTS / 5))
      for (const size of sizes)
        expect((await call('POST', '/stock-alerts', { productId: kurta._id, size, channel: 'text' }, sid)).status).toBe(
          201,
        );
    const refused = await call(
      'POST',
      '/stock-alerts',
      { productId: kurtas.at(-1)?._id, size: 'M', channel: 'text' },
      sid,
    );
    expect([refused.status, refused.body.message]).toEqual([
      409,
      `You can wait for up to ${MAX_STOCK_ALERTS} sizes at once. Cancel one first.`,
    ]);
  });

  it('texts once when the admin restocks the size, then forgets the alert; the size shows in stock', async () => {
    const phone = '+919844400021';
    const sid = await signIn(phone);
    const kurta = await piece({ M: 0, S: 1 }, 'Indigo Anarkali');
    await call('POST', '/stock-alerts', { productId: kurta._id, size: 'M', channel: 'text' }, sid);
    // An edit that leaves M at none tells nobody.
    await call('PUT', `/admin/products/${kurta._id}`, { name: kurta.name, price: 2499, stock: { S: 3, M: 0 } }, admin);
    expect(await jobsFor(kurta._id)).toBe(0);
    const restocked = await call(
      'PUT',
      `/admin/products/${kurta._id}`,
      { name: kurta.name, price: 2499, stock: { M: 2 } },
      admin,
    );
    expect(restocked.status).toBe(200);
    expect(await jobsFor(kurta._id)).toBe(1);
    const backTexts = () => textsTo(phone).filter((sms) => /is back at Elegance/.test(sms.text));
    await eventually(() => expect(backTexts()).toHaveLength(1));
    expect(backTexts()[0]?.text).toBe(
      `Indigo Anarkali in size M is back at Elegance: ${api.config.shopUrl.replace(/\/$/, '')}/product/${kurta._id}`,
    );
    await eventually(async () => expect(await alertRows(kurta._id)).toHaveLength(0));
    expect(((await call('GET', `/products/${kurta._id}`)).body as Product).availability.M).toBe('low');
    // More stock later is no news to anyone: no alert waits.
    await call('PUT', `/admin/products/${kurta._id}`, { name: kurta.name, price: 2499, stock: { M: 0 } }, admin);
    await call('PUT', `/admin/products/${kurta._id}`, { name: kurta.name, price: 2499, stock: { M: 5 } }, admin);
    expect(await jobsFor(kurta._id)).toBe(1);
    expect(backTexts()).toHaveLength(1);
  });

  it('e-mails the shopper who chose e-mail, once, however often the job runs', async () => {
    const phone = '+919844400022';
    const sid = await signIn(phone);
    await api.database.db.update(customers).set({ email: 'meera@example.in' }).where(eq(customers.phone, phone));
    const kurta = await piece({ L: 0 }, 'Rose Gown');
    expect(
      (await call('POST', '/stock-alerts', { productId: kurta._id, size: 'L', channel: 'email' }, sid)).status,
    ).toBe(201);
    // Stock back without a job (as if the job were to run again later, by hand or by a second worker).
    await api.database.db.execute(
      sql`update product_stock set on_hand = 1 where product_id = ${kurta._id} and stock_key = 'L'`,
    );
    const deps = realSenders();
    const size = { productId: kurta._id, stockKey: 'L' };
    const runs = await Promise.allSettled([tellWaitingShoppers(deps, size), tellWaitingShoppers(deps, size)]);
    await tellWaitingShoppers(deps, size);
    expect(runs.some((run) => run.status === 'fulfilled')).toBe(true);
    expect(mailsTo('meera@example.in')).toEqual([
      expect.objectContaining({ subject: 'Rose Gown in size L is back at Elegance' }),
    ]);
    expect(mailsTo('meera@example.in')[0]?.text).toContain(`https://shop.test/product/${kurta._id}`);
    expect(await alertRows(kurta._id)).toHaveLength(0);
    expect(textsTo(phone).filter((sms) => /is back/.test(sms.text))).toHaveLength(0);
  });

  it('sends nothing and keeps the alert when the size sold out again before the job ran', async () => {
    const sid = await signIn('+919844400023');
    const kurta = await piece({ M: 0 });
    await call('POST', '/stock-alerts', { productId: kurta._id, size: 'M', channel: 'text' }, sid);
    const deps = realSenders();
    expect(await tellWaitingShoppers(deps, { productId: kurta._id, stockKey: 'M' })).toBe(0);
    expect(await alertRows(kurta._id)).toHaveLength(1);
    expect(textsTo('+919844400023').filter((sms) => /is back/.test(sms.text))).toHaveLength(0);
  });

  it('keeps the alert when a held piece comes back unsold (a lapsed hold, a closed widget, an unconfirmed cash order); a real restock tells her', async () => {
    const phone = '+919844400031';
    const sid = await signIn(phone);
    const holder = await signIn('+919844400098');
    for (const release of ['lapsed', 'closed', 'unconfirmed cash'] as const) {
      const kurta = await piece({ M: 1 }, `Hold ${release} Kurta`);
      const items = [{ productId: kurta._id, size: 'M' }];
      const started =
        release === 'unconfirmed cash'
          ? await shopper.post(
              '/payment/cash-order',
              // To a phone not her own, unproven: the order awaits its confirmation.
              { items, amount: kurta.price, shippingAddress: addressFor('9844400097') },
              { cookie: holder },
            )
          : await shopper.createOrder({ items, amount: kurta.price, shippingAddress: addressFor('9844400099') });
      expect(started.status).toBeLessThan(300);
      // The last M is held: sold out to everyone else, who may ask to hear when it is back.
      expect(
        (await call('POST', '/stock-alerts', { productId: kurta._id, size: 'M', channel: 'text' }, sid)).status,
      ).toBe(201);
      if (release === 'lapsed')
        expect(await releaseExpiredHolds(api.database.db, new Date(Date.now() + 16 * 60_000))).toBeGreaterThan(0);
      else if (release === 'closed')
        expect((await shopper.post('/payment/release', { orderId: started.body.order.id })).status).toBe(200);
      else expect(await cancelUnconfirmedCashOrders(api.database.db, new Date(Date.now() + 25 * 3600_000))).toBe(1);
      // The piece is on sale again, but it never sold: her alert waits for a real restock.
      expect(((await call('GET', `/products/${kurta._id}`)).body as Product).availability.M).toBe('low');
      expect(await jobsFor(kurta._id)).toBe(0);
      expect(await alertRows(kurta._id)).toHaveLength(1);
      // Sold, then restocked by the admin: now she hears, once.
      await call('PUT', `/admin/products/${kurta._id}`, { name: kurta.name, price: 2499, stock: { M: 0 } }, admin);
      await call('PUT', `/admin/products/${kurta._id}`, { name: kurta.name, price: 2499, stock: { M: 4 } }, admin);
      expect(await jobsFor(kurta._id)).toBe(1);
      await eventually(() =>
        expect(
          textsTo(phone).filter((sms) => sms.text.startsWith(`Hold ${release} Kurta in size M is back`)),
        ).toHaveLength(1),
      );
    }
  });

  it('enqueues with the change: a piece back on sale whose transaction rolls back tells nobody', async () => {
    const sid = await signIn('+919844400041');
    const kurta = await piece({ XL: 0 });
    await call('POST', '/stock-alerts', { productId: kurta._id, size: 'XL', channel: 'text' }, sid);
    const back = [{ productId: kurta._id, stockKey: 'XL' }];
    await expect(
      api.database.db.transaction(async (tx) => {
        await returnToStock(tx, api.app.jobs, back);
        throw new Error('the desk step failed after');
      }),
    ).rejects.toThrow('the desk step failed after');
    expect(await jobsFor(kurta._id)).toBe(0);
    expect(((await call('GET', `/products/${kurta._id}`)).body as Product).availability.XL).toBe('out');
    // The same return committed: one job, and the shopper is told.
    await api.database.db.transaction((tx) => returnToStock(tx, api.app.jobs, back));
    expect(await jobsFor(kurta._id)).toBe(1);
    await eventually(async () => expect(await alertRows(kurta._id)).toHaveLength(0));
  });

  it('goes with its product: deleting the product deletes its alerts and saved hearts', async () => {
    const sid = await signIn('+919844400042');
    const kurta = await piece({ M: 0 });
    await call('POST', '/stock-alerts', { productId: kurta._id, size: 'M', channel: 'text' }, sid);
    await call('PUT', `/wishlist/${kurta._id}`, undefined, sid);
    await call('DELETE', `/admin/products/${kurta._id}`, undefined, admin);
    expect(await alertRows(kurta._id)).toHaveLength(0);
    expect(ids(await call('GET', '/wishlist', undefined, sid))).toEqual([]);
  });
});

describe('back-in-stock alerts by WhatsApp', () => {
  /** The template requests the sandbox took for a phone (what Meta would have been sent). */
  const templatesTo = async (phone: string) =>
    (
      await api.database.db
        .select()
        .from(sandboxWhatsappMessages)
        .where(and(eq(sandboxWhatsappMessages.to, phone.slice(1)), eq(sandboxWhatsappMessages.type, 'template')))
    ).map((sent) => {
      const { template } = sent.request as {
        template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
      };
      return {
        name: template.name,
        language: template.language.code,
        params: template.components[0]?.parameters.map((param) => param.text),
        text: sent.text,
      };
    });
  const consentsOf = async (phone: string) =>
    (
      await api.database.db
        .select()
        .from(whatsappConsents)
        .where(eq(whatsappConsents.phone, phone))
        .orderBy(whatsappConsents.at)
    ).map(({ optedIn, source, policyVersion }) => ({ optedIn, source, policyVersion }));
  const backTexts = (phone: string) => textsTo(phone).filter((sms) => /is back at Elegance/.test(sms.text));
  const link = (productId: string) => `${api.config.shopUrl.replace(/\/$/, '')}/product/${productId}`;
  /** The shopper writes STOP or START to the business, and its webhook is taken. */
  async function write(phone: string, text: 'STOP' | 'START') {
    expect((await call('POST', '/whatsapp/sandbox/inbound', { from: phone, text }, admin)).status).toBe(202);
    await eventually(async () =>
      expect((await consentsOf(phone)).at(-1)).toEqual({
        optedIn: text === 'START',
        source: 'whatsapp',
        policyVersion: null,
      }),
    );
  }

  it('sends the back_in_stock template once when the admin restocks, with her choice on record as a consent', async () => {
    const phone = '+919844400051';
    const sid = await signIn(phone);
    const lehenga = await piece({ M: 0, S: 1 }, 'Saffron Lehenga');
    const asked = await call('POST', '/stock-alerts', { productId: lehenga._id, size: 'M', channel: 'whatsapp' }, sid);
    expect([asked.status, asked.body.channel]).toEqual([201, 'whatsapp']);
    expect((await call('GET', '/stock-alerts', undefined, sid)).body).toEqual([
      expect.objectContaining({ productId: lehenga._id, size: 'M', channel: 'whatsapp' }),
    ]);
    expect(await consentsOf(phone)).toEqual([
      { optedIn: true, source: 'back-in-stock', policyVersion: 'back-in-stock-2026-11' },
    ]);
    // A yes for that message only: her order updates still go by text.
    expect(await isOptedIn(api.database.db, phone)).toBe(false);

    await call('PUT', `/admin/products/${lehenga._id}`, { name: lehenga.name, price: 2499, stock: { M: 3 } }, admin);
    await eventually(async () => expect(await alertRows(lehenga._id)).toHaveLength(0));
    expect(await templatesTo(phone)).toEqual([
      {
        name: 'back_in_stock',
        language: 'en',
        params: ['Saffron Lehenga', 'size M', link(lehenga._id)],
        text: `Good news: Saffron Lehenga (size M) is back at Elegance: ${link(lehenga._id)}\n\nYou asked us to tell you once, so this alert is now closed.`,
      },
    ]);
    const [kept] = await api.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.phone, phone));
    expect(kept).toMatchObject({ template: 'back_in_stock', orderId: null });
    expect(kept?.noticeKey).toMatch(/^back-in-stock:/);
    expect(backTexts(phone)).toEqual([]);
  });

  it('sends one message however many runs of the job meet at once', async () => {
    const phone = '+919844400052';
    const sid = await signIn(phone);
    const gown = await piece({ L: 0 }, 'Teal Gown');
    await call('POST', '/stock-alerts', { productId: gown._id, size: 'L', channel: 'whatsapp' }, sid);
    await api.database.db.execute(
      sql`update product_stock set on_hand = 2 where product_id = ${gown._id} and stock_key = 'L'`,
    );
    const deps = realSenders();
    const size = { productId: gown._id, stockKey: 'L' };
    const runs = await Promise.allSettled([1, 2, 3].map(() => tellWaitingShoppers(deps, size)));
    await tellWaitingShoppers(deps, size);
    expect(runs.some((run) => run.status === 'fulfilled')).toBe(true);
    expect((await templatesTo(phone)).map((sent) => sent.params)).toEqual([
      ['Teal Gown', 'size L', `https://shop.test/product/${gown._id}`],
    ]);
    expect(await alertRows(gown._id)).toHaveLength(0);
    expect(backTexts(phone)).toEqual([]);
  });

  it('texts instead when the phone sent STOP since, or WhatsApp reports the message undeliverable', async () => {
    const stopped = '+919844400053';
    const kurta = await piece({ M: 0 }, 'Ivory Kurta');
    const stoppedSid = await signIn(stopped);
    const unreachableSid = await signIn(SANDBOX_NOT_ON_WHATSAPP);
    for (const sid of [stoppedSid, unreachableSid])
      expect(
        (await call('POST', '/stock-alerts', { productId: kurta._id, size: 'M', channel: 'whatsapp' }, sid)).status,
      ).toBe(201);
    await write(stopped, 'STOP');

    await call('PUT', `/admin/products/${kurta._id}`, { name: kurta.name, price: 2499, stock: { M: 4 } }, admin);
    const text = `Ivory Kurta in size M is back at Elegance: ${link(kurta._id)}`;
    await eventually(() => expect(backTexts(stopped).map((sms) => sms.text)).toEqual([text]));
    expect(await templatesTo(stopped)).toEqual([]);
    // Accepted, then reported failed (not on WhatsApp): the text goes, once.
    await eventually(async () => {
      const [sent] = await api.database.db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.phone, SANDBOX_NOT_ON_WHATSAPP));
      expect(sent).toMatchObject({ template: 'back_in_stock', status: 'failed' });
    });
    await eventually(() => expect(backTexts(SANDBOX_NOT_ON_WHATSAPP).map((sms) => sms.text)).toEqual([text]));
    expect(await alertRows(kurta._id)).toHaveLength(0);
  });

  it('is refused, and nothing kept, after STOP until START', async () => {
    const phone = '+919844400054';
    const sid = await signIn(phone);
    const saree = await piece({ M: 0 }, 'Banarasi Saree');
    await write(phone, 'STOP');
    const ask = () => call('POST', '/stock-alerts', { productId: saree._id, size: 'M', channel: 'whatsapp' }, sid);
    const refused = await ask();
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'You stopped our WhatsApp messages to +91 98444 00054: choose Text message, or send START to us on WhatsApp first',
    ]);
    expect(await alertRows(saree._id)).toHaveLength(0);
    expect(await consentsOf(phone)).toEqual([{ optedIn: false, source: 'whatsapp', policyVersion: null }]);
    // A text alert is still hers to ask; after START, WhatsApp too.
    expect(
      (await call('POST', '/stock-alerts', { productId: saree._id, size: 'M', channel: 'text' }, sid)).status,
    ).toBe(201);
    await write(phone, 'START');
    const moved = await ask();
    expect([moved.status, moved.body.channel]).toEqual([200, 'whatsapp']);
    expect((await consentsOf(phone)).at(-1)).toMatchObject({ optedIn: true, source: 'back-in-stock' });
  });

  it("is refused, and nothing kept, when the store's WhatsApp is off; an alert made before goes by text", async () => {
    const phone = '+919844400055';
    const sid = await signIn(phone);
    await api.database.db.update(customers).set({ email: 'lata@example.in' }).where(eq(customers.phone, phone));
    const dupatta = await piece({ M: 0, L: 0 }, 'Chanderi Dupatta');
    expect(
      (await call('POST', '/stock-alerts', { productId: dupatta._id, size: 'L', channel: 'whatsapp' }, sid)).status,
    ).toBe(201);
    const off = await appWithWhatsAppOff(api);
    try {
      const offStore = customerClient({ ...api, app: off });
      const refused = await offStore.call(
        'POST',
        '/stock-alerts',
        { productId: dupatta._id, size: 'M', channel: 'whatsapp' },
        sid,
      );
      expect([refused.status, refused.body.message]).toEqual([
        400,
        'This store does not send WhatsApp messages: choose Text message or E-mail',
      ]);
      expect((await alertRows(dupatta._id)).map((alert) => alert.stockKey)).toEqual(['L']);
      expect(await consentsOf(phone)).toHaveLength(1);
    } finally {
      await off.close();
    }
    // The job of a store whose WhatsApp is now off: the text.
    await api.database.db.execute(
      sql`update product_stock set on_hand = 1 where product_id = ${dupatta._id} and stock_key = 'L'`,
    );
    await tellWaitingShoppers({ ...realSenders(), whatsapp: null }, { productId: dupatta._id, stockKey: 'L' });
    expect(backTexts(phone).map((sms) => sms.text)).toEqual([
      `Chanderi Dupatta in size L is back at Elegance: https://shop.test/product/${dupatta._id}`,
    ]);
    expect(await templatesTo(phone)).toEqual([]);
  });
});
