import { desc, eq } from 'drizzle-orm';
import { WHATSAPP_OPT_IN } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { whatsappConsents } from '../../db/schema';

export type ConsentSource = 'checkout' | 'whatsapp';

/** Records a phone's yes or no (WhatsApp's policy wants the opt-in on record, with what the shopper was shown). */
export async function recordConsent(
  db: Database,
  consent: { phone: string; optedIn: boolean; source: ConsentSource; policyVersion?: string | null },
): Promise<void> {
  await db.insert(whatsappConsents).values({ ...consent, policyVersion: consent.policyVersion ?? null });
}

/** Whether the phone's latest word is yes: updates go to it by WhatsApp, else by text. */
export async function isOptedIn(db: Database, phone: string): Promise<boolean> {
  const [latest] = await db
    .select({ optedIn: whatsappConsents.optedIn })
    .from(whatsappConsents)
    .where(eq(whatsappConsents.phone, phone))
    .orderBy(desc(whatsappConsents.at))
    .limit(1);
  return latest?.optedIn ?? false;
}

/** The checkout's box, ticked: recorded with the order's transaction, with the wording's version. */
export const optInAtCheckout = (db: Database, phone: string) =>
  recordConsent(db, { phone, optedIn: true, source: 'checkout', policyVersion: WHATSAPP_OPT_IN.policyVersion });
