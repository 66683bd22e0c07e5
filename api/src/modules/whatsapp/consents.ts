import { and, desc, eq, inArray } from 'drizzle-orm';
import { WHATSAPP_ALERT_OPT_IN, WHATSAPP_OPT_IN } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { whatsappConsents } from '../../db/schema';

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

/** The phone's newest yes or no among these sources (all when none are named); null when it never said. */
async function latestWord(db: Database, phone: string, sources?: ConsentSource[]): Promise<boolean | null> {
  const [latest] = await db
    .select({ optedIn: whatsappConsents.optedIn })
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.phone, phone), sources ? inArray(whatsappConsents.source, sources) : undefined))
    .orderBy(desc(whatsappConsents.at))
    .limit(1);
  return latest?.optedIn ?? null;
}

/** Whether the phone's latest word on order updates is yes: updates go to it by WhatsApp, else by text. */
export const isOptedIn = async (db: Database, phone: string) =>
  (await latestWord(db, phone, ORDER_UPDATE_SOURCES)) === true;

/** Whether the phone's latest word of all is yes: an alert it asked for by WhatsApp may go there (not after a STOP). */
export const acceptsWhatsApp = async (db: Database, phone: string) => (await latestWord(db, phone)) === true;

/** Whether the phone's latest word is STOP: nothing new may be asked of it by WhatsApp until START. */
export const hasOptedOut = async (db: Database, phone: string) => (await latestWord(db, phone)) === false;

/** The checkout's box, ticked: recorded with the order's transaction, with the wording's version. */
export const optInAtCheckout = (db: Database, phone: string) =>
  recordConsent(db, { phone, optedIn: true, source: 'checkout', policyVersion: WHATSAPP_OPT_IN.policyVersion });

/** 'Tell me by WhatsApp' on a back-in-stock alert: recorded with the alert's transaction. */
export const optInForAlert = (db: Database, phone: string) =>
  recordConsent(db, {
    phone,
    optedIn: true,
    source: 'back-in-stock',
    policyVersion: WHATSAPP_ALERT_OPT_IN.policyVersion,
  });
