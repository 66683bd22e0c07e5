import { and, desc, eq, inArray } from 'drizzle-orm';
import { WHATSAPP_ALERT_OPT_IN, WHATSAPP_OPT_IN } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { customers, whatsappConsents, type CheckoutRow } from '../../db/schema';

/**
 * 'checkout' (the box, for order updates), 'whatsapp' (STOP or START, for everything) and
 * 'back-in-stock' (an alert by WhatsApp: a yes for that message only, not for order updates).
 */
export type ConsentSource = 'checkout' | 'whatsapp' | 'back-in-stock';
const ORDER_UPDATE_SOURCES: ConsentSource[] = ['checkout', 'whatsapp'];

/** Records a phone's yes or no (WhatsApp's policy wants the opt-in on record, with what the shopper was shown). */
export async function recordConsent(
  db: Database,
  consent: { phone: string; optedIn: boolean; source: ConsentSource; policyVersion?: string | null },
): Promise<void> {
  await db.insert(whatsappConsents).values({ ...consent, policyVersion: consent.policyVersion ?? null });
}

/** The newest row of the phone among these sources (all when none are named), or undefined. */
async function newest(db: Database, phone: string, sources?: ConsentSource[]) {
  const [row] = await db
    .select({ optedIn: whatsappConsents.optedIn })
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.phone, phone), sources ? inArray(whatsappConsents.source, sources) : undefined))
    .orderBy(desc(whatsappConsents.at))
    .limit(1);
  return row;
}

/**
 * The phone's word among these sources (all when none are named); null when it never said. A
 * STOP written from the phone stands above any later yes that the phone did not write itself
 * (a checkout box, an alert): only its START lifts it.
 */
async function latestWord(db: Database, phone: string, sources?: ConsentSource[]): Promise<boolean | null> {
  if ((await newest(db, phone, ['whatsapp']))?.optedIn === false) return false;
  return (await newest(db, phone, sources))?.optedIn ?? null;
}

/** Whether the phone's latest word on order updates is yes: updates go to it by WhatsApp, else by text. */
export const isOptedIn = async (db: Database, phone: string) =>
  (await latestWord(db, phone, ORDER_UPDATE_SOURCES)) === true;

/** Whether the phone's latest word of all is yes: an alert it asked for by WhatsApp may go there (not after a STOP). */
export const acceptsWhatsApp = async (db: Database, phone: string) => (await latestWord(db, phone)) === true;

/** Whether the phone wrote STOP and not START since: nothing new may be asked of it by WhatsApp. */
export const hasOptedOut = async (db: Database, phone: string) => (await latestWord(db, phone)) === false;

/** The checkout's box, ticked: recorded with the order's transaction, with the wording's version. */
const optInAtCheckout = (db: Database, phone: string) =>
  recordConsent(db, { phone, optedIn: true, source: 'checkout', policyVersion: WHATSAPP_OPT_IN.policyVersion });

/**
 * Whether a placed order's delivery phone is proven its shopper's: `provenByCheckout` when its
 * payment method keeps the box only for a proven phone (cash on delivery keeps it only for the
 * account's own phone or one whose code's proof was spent); else when it is the signed-in
 * account's phone (signed in by a code to it).
 */
async function phoneProven(db: Database, checkout: CheckoutRow, phone: string, provenByCheckout: boolean) {
  if (provenByCheckout) return true;
  if (!checkout.customerId) return false;
  const [account] = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, checkout.customerId));
  return account?.phone === phone;
}

/**
 * The checkout's ticked box, taken when its order is placed (in the order's transaction) and
 * only for a proven phone: a checkout merely started, or a stranger's order with someone else's
 * number, opts nobody in. Returns whether the yes was recorded.
 */
export async function optInWithOrder(
  db: Database,
  checkout: CheckoutRow,
  phone: string,
  provenByCheckout = false,
): Promise<boolean> {
  if (!checkout.whatsappUpdates || !(await phoneProven(db, checkout, phone, provenByCheckout))) return false;
  await optInAtCheckout(db, phone);
  return true;
}

/** 'Tell me by WhatsApp' on a back-in-stock alert: recorded with the alert's transaction. */
export const optInForAlert = (db: Database, phone: string) =>
  recordConsent(db, {
    phone,
    optedIn: true,
    source: 'back-in-stock',
    policyVersion: WHATSAPP_ALERT_OPT_IN.policyVersion,
  });
