import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { giftCardEntries, giftCards, type GiftCardEntryRow, type GiftCardRow } from '../../db/schema';
import { codeHash } from './codes';

export type EntryKind = 'issued' | 'redeemed' | 'released' | 'given_back' | 'expired' | 'disabled';

export const findCard = (db: Database, id: string) => firstRow(db.select().from(giftCards).where(eq(giftCards.id, id)));

/** The card a normalised code opens, by its hash. */
export const findCardByCode = (db: Database, code: string) =>
  firstRow(
    db
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeHash, codeHash(code))),
  );

/** Locks the card row: what is taken from it, given back or written off waits for the holder. */
export const lockCard = (tx: Database, id: string) =>
  firstRow(tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update'));

/** The balance: the sum of its ledger, never a stored number. */
export async function balanceOf(db: Database, cardId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${giftCardEntries.amountPaise}), 0)` })
    .from(giftCardEntries)
    .where(eq(giftCardEntries.cardId, cardId));
  return Number(row?.paise ?? 0);
}

export const entriesOf = (db: Database, cardId: string): Promise<GiftCardEntryRow[]> =>
  db.select().from(giftCardEntries).where(eq(giftCardEntries.cardId, cardId)).orderBy(asc(giftCardEntries.at));

/** Writes one ledger entry; false when it was there already (a checkout's or a refund's second call). */
export async function addEntry(
  db: Database,
  entry: { cardId: string; kind: EntryKind; amountPaise: number } & Partial<
    Pick<GiftCardEntryRow, 'checkoutId' | 'orderId' | 'refundId'>
  >,
): Promise<boolean> {
  const rows = await db
    .insert(giftCardEntries)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: giftCardEntries.id });
  return rows.length > 0;
}

/** What a checkout took, card by card (one entry per card it used), for giving back. */
export const takenBy = (db: Database, checkoutId: string) =>
  db
    .select()
    .from(giftCardEntries)
    .where(and(eq(giftCardEntries.checkoutId, checkoutId), eq(giftCardEntries.kind, 'redeemed')));

/** Paise a checkout still holds of gift cards: what it took less what went back when it lapsed. */
export async function heldBy(db: Database, checkoutId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${giftCardEntries.amountPaise}), 0)` })
    .from(giftCardEntries)
    .where(and(eq(giftCardEntries.checkoutId, checkoutId), inArray(giftCardEntries.kind, ['redeemed', 'released'])));
  return -Number(row?.paise ?? 0);
}

export const insertCard = async (db: Database, card: typeof giftCards.$inferInsert): Promise<GiftCardRow> => {
  const [row] = await db.insert(giftCards).values(card).returning();
  return row as GiftCardRow;
};

export const updateCard = (db: Database, id: string, set: Partial<typeof giftCards.$inferInsert>) =>
  db.update(giftCards).set(set).where(eq(giftCards.id, id));

/** The desk's look-up by the last four characters and a recipient's phone or e-mail, newest first. */
export const cardsByLast4 = (db: Database, last4: string, recipient: string) =>
  db
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.last4, last4),
        sql`(${giftCards.recipientPhone} = ${recipient} or lower(${giftCards.recipientEmail}) = lower(${recipient}))`,
      ),
    )
    .orderBy(desc(giftCards.createdAt))
    .limit(20);

/** What a card was issued with (its 'issued' entry). */
export async function issuedPaise(db: Database, cardId: string): Promise<number> {
  const row = await firstRow(
    db
      .select({ paise: giftCardEntries.amountPaise })
      .from(giftCardEntries)
      .where(and(eq(giftCardEntries.cardId, cardId), eq(giftCardEntries.kind, 'issued'))),
  );
  return row?.paise ?? 0;
}

/** Cards past their date with something left on them: the expiry job writes it off. */
export const lapsedWithBalance = (db: Database, now: Date) =>
  db
    .select({ cardId: giftCards.id, paise: sql<string>`sum(${giftCardEntries.amountPaise})` })
    .from(giftCards)
    .innerJoin(giftCardEntries, eq(giftCardEntries.cardId, giftCards.id))
    .where(sql`${giftCards.expiresAt} <= ${now}`)
    .groupBy(giftCards.id)
    .having(sql`sum(${giftCardEntries.amountPaise}) > 0`)
    .limit(500);
