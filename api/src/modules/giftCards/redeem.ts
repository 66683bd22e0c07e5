import type { Database } from '../../db/client';
import { refused } from '../../http/errors';
import { unknownCard, whyUnusable, type CardRefusal } from './cardState';
import { normaliseCode } from './codes';
import { addEntry, balanceOf, findCard, findCardByCode, lockCard, takenBy } from './giftCardsRepository';

/** What a card pays of a checkout: paise, and the card's id (the payment row's reference). */
export interface CardCover {
  amountPaise: number;
  reference: string;
}

/** The card a typed code opens and what it would pay of `duePaise` now (no lock), or why it pays nothing. */
export async function coverOf(
  db: Database,
  typed: string,
  duePaise: number,
  now: Date,
): Promise<CardCover | CardRefusal> {
  const code = normaliseCode(typed);
  const card = code ? await findCardByCode(db, code) : undefined;
  if (!card) return unknownCard;
  const balance = await balanceOf(db, card.id);
  const refusal = whyUnusable(card, balance, now);
  if (refusal) return refusal;
  return { amountPaise: Math.min(balance, duePaise), reference: card.id };
}

/**
 * Takes what the card pays of `duePaise` inside the checkout's transaction. The card row is locked
 * first and its balance summed after, so two checkouts spending its last rupees go one after the
 * other: the second finds what the first left (nothing: refused).
 */
export async function takeFrom(
  tx: Database,
  typed: string,
  duePaise: number,
  checkoutId: string,
  now: Date,
): Promise<CardCover> {
  const code = normaliseCode(typed);
  const found = code ? await findCardByCode(tx, code) : undefined;
  const card = found && (await lockCard(tx, found.id));
  const balance = card ? await balanceOf(tx, card.id) : 0;
  const refusal = card ? whyUnusable(card, balance, now) : unknownCard;
  if (refusal || !card) {
    const { message, refused: coded } = refusal ?? unknownCard;
    throw refused(message, coded, {}, 409);
  }
  const amountPaise = Math.min(balance, duePaise);
  await addEntry(tx, { cardId: card.id, kind: 'redeemed', amountPaise: -amountPaise, checkoutId });
  return { amountPaise, reference: card.id };
}

/** A checkout that ended without an order gives back what it took (once: a second call finds it released). */
export async function releaseCheckout(tx: Database, checkoutId: string): Promise<void> {
  for (const taken of await takenBy(tx, checkoutId)) {
    if (taken.amountPaise === 0) continue;
    await lockCard(tx, taken.cardId);
    await addEntry(tx, { cardId: taken.cardId, kind: 'released', amountPaise: -taken.amountPaise, checkoutId });
  }
}

/**
 * A refund of the part an order paid by card goes back on the card (once per refund id). It goes
 * back even to a card that lapsed or was switched off meanwhile: the desk sees it in the ledger.
 */
export async function giveBackTo(
  tx: Database,
  payment: { reference: string; orderId: string },
  amountPaise: number,
  refundId: string,
): Promise<void> {
  if (amountPaise <= 0)
    throw new Error(`gift card give-back of ${amountPaise} paise: only a positive amount goes back`);
  await lockCard(tx, payment.reference);
  await addEntry(tx, {
    cardId: payment.reference,
    kind: 'given_back',
    amountPaise,
    orderId: payment.orderId,
    refundId,
  });
}

/**
 * A refund's gift card part goes back to the card its order's checkout took it from (a checkout
 * takes from one card: the `giftCardCode` it named).
 */
export async function giveBackToCardOf(
  tx: Database,
  refund: { checkoutId: string; orderId: string; refundId: string; amountPaise: number },
): Promise<void> {
  const [taken] = await takenBy(tx, refund.checkoutId);
  if (!taken) throw new Error(`checkout ${refund.checkoutId} took nothing from a gift card to give back`);
  await giveBackTo(tx, { reference: taken.cardId, orderId: refund.orderId }, refund.amountPaise, refund.refundId);
}

/** How an order's papers name the card its checkout was paid from: 'gift card ending T4PW'. */
export async function cardWordsOf(db: Database, checkoutId: string): Promise<string> {
  const [taken] = await takenBy(db, checkoutId);
  const card = taken && (await findCard(db, taken.cardId));
  return card?.last4 ? `gift card ending ${card.last4}` : 'gift card';
}
