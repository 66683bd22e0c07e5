import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { makeItemId } from '@store/shared/catalog';
import { BAG_REMINDER_CONSENT, MAX_BAG_LINES, type BagLine } from '@store/shared/schemas';
import type { Locale } from '@store/shared/i18n/locales';
import type { Database } from '../../db/client';
import { bags, customers, type BagRow } from '../../db/schema';

/**
 * A bag kept on the server (issue 43): a signed-in shopper's follows her across devices (the
 * browser writes it after a change, the server's copy replaces the browser's at sign-in and at
 * start, as the wishlist does); a guest's is kept only when she asks for reminders at checkout.
 * Changes run under a lock on the account's row, so two tabs writing at once go one after the other.
 */

const lineKey = (line: BagLine) => makeItemId(line.productId, line.size);

/** Her open (not yet ordered) bag, or undefined. */
export async function openBagOf(db: Database, customerId: string): Promise<BagRow | undefined> {
  const [bag] = await db
    .select()
    .from(bags)
    .where(and(eq(bags.customerId, customerId), isNull(bags.orderedAt)));
  return bag;
}

async function lockAccount(tx: Database, customerId: string) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** One line per piece and size (the last wins), at most MAX_BAG_LINES. */
function distinctLines(lines: BagLine[]): BagLine[] {
  return [...new Map(lines.map((line) => [lineKey(line), line])).values()].slice(0, MAX_BAG_LINES);
}

/** Lines differ in what she would buy (order of lines aside)? */
function sameLines(a: BagLine[], b: BagLine[]): boolean {
  const key = (lines: BagLine[]) => JSON.stringify(lines.map((line) => `${lineKey(line)}*${line.quantity}`).sort());
  return key(a) === key(b);
}

/**
 * Writes her bag as her browser now has it. An unchanged bag keeps its time (a device reading
 * and writing back the same bag does not make it fresh again); a changed one is idle from now.
 */
export async function saveBag(db: Database, customerId: string, lines: BagLine[], locale: Locale): Promise<BagLine[]> {
  const wanted = distinctLines(lines);
  return db.transaction(async (tx) => {
    await lockAccount(tx, customerId);
    const bag = await openBagOf(tx, customerId);
    if (!bag) {
      if (wanted.length) await tx.insert(bags).values({ customerId, lines: wanted, locale });
      return wanted;
    }
    if (sameLines(bag.lines, wanted)) {
      if (bag.locale !== locale) await tx.update(bags).set({ locale }).where(eq(bags.id, bag.id));
      return bag.lines;
    }
    await tx.update(bags).set({ lines: wanted, locale, changedAt: new Date() }).where(eq(bags.id, bag.id));
    return wanted;
  });
}

/**
 * At sign-in, the guest's bag in this browser joins the account's: lines of the account stay,
 * the guest's other lines are added (a line in both keeps the larger count), up to MAX_BAG_LINES.
 */
export async function mergeGuestBag(
  db: Database,
  customerId: string,
  guest: BagLine[],
  locale: Locale,
): Promise<BagLine[]> {
  const had = (await openBagOf(db, customerId))?.lines ?? [];
  const merged = new Map(had.map((line) => [lineKey(line), line]));
  for (const line of guest) {
    const there = merged.get(lineKey(line));
    merged.set(lineKey(line), there ? { ...there, quantity: Math.max(there.quantity, line.quantity) } : line);
  }
  return saveBag(db, customerId, [...merged.values()], locale);
}

/**
 * A guest's 'Remind me about my bag' at checkout: her bag kept with her contact and her yes (the
 * wording's version with it). One open bag per contact: asked again, it is updated.
 */
export async function keepGuestBag(
  db: Database,
  input: { lines: BagLine[]; locale: Locale; phone: string | null; email: string | null },
): Promise<BagRow> {
  const lines = distinctLines(input.lines);
  const now = new Date();
  return db.transaction(async (tx) => {
    // Serializes two checkouts of the same contact (one row per contact, without a unique index on two columns).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bag:${input.phone ?? ''}:${input.email ?? ''}`}))`);
    const [open] = await tx
      .select()
      .from(bags)
      .where(
        and(
          isNull(bags.customerId),
          isNull(bags.orderedAt),
          input.phone ? eq(bags.phone, input.phone) : eq(bags.email, String(input.email)),
        ),
      )
      .for('update');
    const values = {
      lines,
      locale: input.locale,
      phone: input.phone,
      email: input.email,
      remindConsentAt: now,
      consentVersion: BAG_REMINDER_CONSENT.version,
    };
    if (open) {
      const changed = !sameLines(open.lines, lines);
      const [row] = await tx
        .update(bags)
        .set({ ...values, ...(changed ? { changedAt: now } : {}) })
        .where(eq(bags.id, open.id))
        .returning();
      return row as BagRow;
    }
    const [row] = await tx.insert(bags).values(values).returning();
    return row as BagRow;
  });
}

/**
 * An order was placed (in its transaction): her open bags are done, by her account or, for a
 * guest's, by the order's phone or e-mail. One whose reminder's link was opened counts as
 * recovered, with the order and its total.
 */
export async function bagOrdered(
  tx: Database,
  order: { id: string; customerId: string | null; phone: string; email: string | null; totalPaise: number },
): Promise<void> {
  const guestOf = and(
    isNull(bags.customerId),
    order.email ? or(eq(bags.phone, order.phone), eq(bags.email, order.email)) : eq(bags.phone, order.phone),
  );
  const now = new Date();
  await tx
    .update(bags)
    .set({
      orderedAt: now,
      recoveredOrderId: sql`case when ${bags.restoredAt} is not null then ${order.id}::uuid end`,
      recoveredPaise: sql`case when ${bags.restoredAt} is not null then ${order.totalPaise}::integer end`,
    })
    .where(
      and(isNull(bags.orderedAt), order.customerId ? or(eq(bags.customerId, order.customerId), guestOf) : guestOf),
    );
}

/** She said STOP (the link in a reminder, or WhatsApp's STOP found by the sweep): no reminder after. */
export async function stopBag(db: Database, bagId: string): Promise<void> {
  await db
    .update(bags)
    .set({ stoppedAt: sql`coalesce(${bags.stoppedAt}, now())` })
    .where(eq(bags.id, bagId));
}
