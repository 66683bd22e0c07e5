import { indiaDay, indiaDayPlus, indiaTimeOn } from '@store/shared/format';
import { HttpError } from '../../http/errors';
import type { Database } from '../../db/client';
import type { GiftCardRow } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { expiryOf } from './cardState';
import { addEntry, updateCard } from './giftCardsRepository';

export interface IssueDeps {
  jobs: Pick<JobQueue, 'enqueue'>;
  /** GIFT_CARD_VALID_MONTHS. */
  validMonths: number;
}

/** A new card's row from what the buyer or the desk typed: whom it is for, what it says, when it goes. */
export const recipientOf = (input: {
  recipientName: string;
  recipientPhone: string | null;
  recipientEmail: string | null;
  message: string;
  sendOn: string;
  locale: 'en' | 'hi';
}) => ({
  recipientName: input.recipientName,
  recipientPhone: input.recipientPhone,
  recipientEmail: input.recipientEmail,
  message: input.message,
  sendOn: input.sendOn,
  locale: input.locale,
});

/** A card for a later day goes in the morning there (9:00 India time); one for today goes at once. */
export function secondsUntilSent(sendOn: string, now: Date): number {
  if (sendOn <= indiaDay(now)) return 0;
  return Math.max(0, Math.ceil((new Date(indiaTimeOn(sendOn, '09:00:00')).getTime() - now.getTime()) / 1000));
}

/**
 * Puts `amountPaise` on a card (paid, or issued by the desk) inside `tx`: its validity starts now,
 * the ledger's first entry is written, and its sending is a job of the same transaction, due on
 * the day chosen. Called once per card (the purchase's capture is locked and checked first).
 */
export async function issueCard(
  tx: Database,
  deps: IssueDeps,
  card: GiftCardRow,
  amountPaise: number,
  now: Date,
): Promise<void> {
  await updateCard(tx, card.id, { expiresAt: expiryOf(now, deps.validMonths) });
  await addEntry(tx, { cardId: card.id, kind: 'issued', amountPaise });
  await deps.jobs.enqueue(
    tx,
    'gift-card-send',
    { cardId: card.id },
    { startAfterSeconds: secondsUntilSent(card.sendOn, now) || undefined },
  );
}

/** A send day from today (India) up to GIFT_CARD_SEND_MAX_DAYS ahead; a clear refusal otherwise. */
export function checkSendOn(sendOn: string, now: Date, maxDays: number): void {
  const valid = !Number.isNaN(new Date(indiaTimeOn(sendOn)).getTime()) && indiaDay(indiaTimeOn(sendOn)) === sendOn;
  if (!valid) throw new HttpError(400, `sendOn: ${sendOn} is not a day of the calendar`);
  if (sendOn < indiaDay(now)) throw new HttpError(400, 'sendOn: The send date cannot be in the past');
  if (sendOn > indiaDayPlus(maxDays, now))
    throw new HttpError(400, `sendOn: The send date can be at most ${maxDays} days ahead`);
}
