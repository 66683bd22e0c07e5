import { localizedPath } from '@store/shared/i18n/locales';
import type { Mailer } from '../../providers/email/outbox';
import { deliverUpdate, type UpdateDeps } from '../notifications';
import { codeHash, newCode } from './codes';
import { findCard, updateCard } from './giftCardsRepository';
import { cardMail, phoneUpdate } from './notice';
import { buyerOf } from './purchases';

export interface DeliveryDeps extends UpdateDeps {
  mail: Mailer;
  shopUrl: string;
  /** The issued amount, for the message. */
  issuedPaise: (cardId: string) => Promise<number>;
}

/**
 * Sends a card's code to its recipient on its day. The code is made here, at sending, and only its
 * hash and last four are kept: no code rests in the database (or its backups) waiting for its day,
 * and none needs a key to keep it. Made and sent once per card (`once`); a send that failed is
 * tried again with a new code, since the first reached no one. A card the desk switched off
 * before its day is not sent. The e-mail goes to her address; the phone gets a WhatsApp template
 * when it takes the store's messages there, else a text.
 */
export async function sendCard(deps: DeliveryDeps, cardId: string): Promise<void> {
  const card = await findCard(deps.db, cardId);
  if (!card || card.sentAt || card.disabledAt || !card.expiresAt) return;
  // The notice's key, also the e-mail's Message-ID: a repeat after a crash is dropped as a copy.
  const id = `gift-card:${card.id}`;
  await deps.once(id, async () => {
    const code = newCode();
    await updateCard(deps.db, card.id, { codeHash: codeHash(code), last4: code.slice(-4) });
    const notice = {
      locale: card.locale === 'hi' ? ('hi' as const) : ('en' as const),
      recipientName: card.recipientName,
      from: (await buyerOf(deps.db, card.id)) ?? 'Elegance',
      code,
      amountPaise: await deps.issuedPaise(card.id),
      expiresAt: card.expiresAt as Date,
      message: card.message,
      link: `${deps.shopUrl}${localizedPath('/gift-cards/balance', card.locale === 'hi' ? 'hi' : 'en')}`,
    };
    if (card.recipientEmail)
      await deps.mail.send({ ...(await cardMail(notice, card.recipientEmail, deps.shopUrl)), id });
    if (card.recipientPhone) await deliverUpdate(deps, phoneUpdate(notice, card.recipientPhone, id), deps.consented);
  });
  await updateCard(deps.db, card.id, { sentAt: new Date() });
}
