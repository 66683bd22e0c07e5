import {
  isTenDigitPhone,
  nationalPhoneDigits,
  paiseToRupees,
  rupeesToPaise,
  withIndiaPrefix,
} from '@store/shared/format';
import type { z } from 'zod';
import type { GiftCardDesk, giftCardIssueSchema } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import type { GiftCardRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { normaliseCode } from './codes';
import {
  addEntry,
  balanceOf,
  cardsByLast4,
  entriesOf,
  findCard,
  findCardByCode,
  insertCard,
  lockCard,
  updateCard,
} from './giftCardsRepository';
import { checkSendOn, issueCard, recipientOf, type IssueDeps } from './issue';

/** A card as the desk sees it, with its ledger; never its code. */
export async function deskJson(db: Database, card: GiftCardRow): Promise<GiftCardDesk> {
  const entries = await entriesOf(db, card.id);
  return {
    id: card.id,
    last4: card.last4,
    source: card.source as GiftCardDesk['source'],
    recipientName: card.recipientName,
    recipientPhone: card.recipientPhone,
    recipientEmail: card.recipientEmail,
    sendOn: card.sendOn,
    sentAt: card.sentAt?.toISOString() ?? null,
    expiresAt: card.expiresAt?.toISOString() ?? null,
    disabledAt: card.disabledAt?.toISOString() ?? null,
    balance: paiseToRupees(entries.reduce((sum, entry) => sum + entry.amountPaise, 0)),
    entries: entries.map((entry) => ({
      kind: entry.kind as GiftCardDesk['entries'][number]['kind'],
      amount: paiseToRupees(entry.amountPaise),
      at: entry.at.toISOString(),
      orderId: entry.orderId,
      checkoutId: entry.checkoutId,
    })),
  };
}

/** A card the desk gives (goodwill): issued at once, sent on its day like a bought one. */
export async function issueFromDesk(
  db: Database,
  deps: IssueDeps,
  input: z.output<typeof giftCardIssueSchema>,
  adminId: string,
): Promise<GiftCardRow> {
  const now = new Date();
  checkSendOn(input.sendOn, now, 365);
  return db.transaction(async (tx) => {
    const card = await insertCard(tx, { source: 'desk', ...recipientOf(input), issuedBy: adminId });
    await issueCard(tx, deps, card, rupeesToPaise(input.amount), now);
    return (await findCard(tx, card.id)) as GiftCardRow;
  });
}

/** Switches a card off for good: what is left is written off (a 'disabled' entry) and it pays nothing more. */
export async function disableCard(db: Database, cardId: string, adminId: string): Promise<GiftCardRow> {
  return db.transaction(async (tx) => {
    const card = await lockCard(tx, cardId);
    if (!card) throw new HttpError(404, 'Gift card not found');
    if (card.disabledAt)
      throw new HttpError(409, `The gift card ending ${card.last4 ?? '(not sent yet)'} is already switched off`);
    const left = await balanceOf(tx, card.id);
    await addEntry(tx, { cardId: card.id, kind: 'disabled', amountPaise: -Math.max(0, left) });
    await updateCard(tx, card.id, { disabledAt: new Date(), issuedBy: card.issuedBy ?? adminId });
    return (await findCard(tx, card.id)) as GiftCardRow;
  });
}

/** The desk's look-up: by the whole code, or by its last four and the recipient's phone or e-mail. */
export async function lookUp(
  db: Database,
  query: { code: string } | { last4: string; recipient: string },
): Promise<GiftCardRow[]> {
  if ('code' in query) {
    const code = normaliseCode(query.code);
    const card = code ? await findCardByCode(db, code) : undefined;
    return card ? [card] : [];
  }
  // A phone as typed ('98765 43210') is stored as +91 and its ten digits; an e-mail is compared as is.
  const digits = query.recipient.includes('@') ? '' : nationalPhoneDigits(query.recipient);
  const recipient = isTenDigitPhone(digits) ? withIndiaPrefix(digits) : query.recipient;
  return cardsByLast4(db, query.last4.toUpperCase(), recipient);
}
