import { refusalOf, type Refusal } from '@store/shared/schemas';
import { indiaDay } from '@store/shared/format';
import type { GiftCardRow } from '../../db/schema';

export type CardRefusal = { refused: Refusal; message: string };

export const unknownCard: CardRefusal = {
  refused: refusalOf('giftCard.unknown', {}),
  message: 'giftCard: We do not know this gift card code: please check it',
};

/**
 * Why a card pays nothing now, or null when it pays its balance: unknown (no card, or one not yet
 * issued), switched off by the desk, past its date, or spent.
 */
export function whyUnusable(card: GiftCardRow, balancePaise: number, now: Date): CardRefusal | null {
  if (!card.expiresAt || !card.last4) return unknownCard;
  const last4 = card.last4;
  if (card.disabledAt)
    return {
      refused: refusalOf('giftCard.disabled', { last4 }),
      message: `giftCard: The gift card ending ${last4} has been switched off: please contact customer care`,
    };
  if (card.expiresAt <= now) {
    const date = indiaDay(card.expiresAt);
    return {
      refused: refusalOf('giftCard.expired', { last4, date }),
      message: `giftCard: The gift card ending ${last4} expired on ${date}`,
    };
  }
  if (balancePaise <= 0)
    return {
      refused: refusalOf('giftCard.empty', { last4 }),
      message: `giftCard: The gift card ending ${last4} has nothing left on it`,
    };
  return null;
}

/** The day a card issued at `from` stops paying: GIFT_CARD_VALID_MONTHS calendar months later. */
export function expiryOf(from: Date, validMonths: number): Date {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + validMonths);
  return until;
}
