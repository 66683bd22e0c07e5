import type { Locale } from '@store/shared/i18n/locales';
import type { OrderRow } from '../db/schema';

/**
 * The language an order's e-mails are written in. Orders record no language yet, so every
 * e-mail is English; once an order keeps the shopper's language (a later issue), read it here,
 * and `MAIL_WORDS` (and the composers' sentences) get their Hindi. Everything a mail says in its
 * frame comes from `MAIL_WORDS[mailLocale(order)]`.
 */
export function mailLocale(_order: Pick<OrderRow, 'id'>): Locale {
  return 'en';
}

export interface MailWords {
  viewOrder: string;
  viewPiece: string;
  orderNumber: string;
  piece: string;
  total: string;
  shippingTo: string;
  help: string;
  footer: string;
}

const en: MailWords = {
  viewOrder: 'View order',
  viewPiece: 'View the piece',
  orderNumber: 'Order',
  piece: 'Piece',
  total: 'Total',
  shippingTo: 'Shipping to',
  help: 'Questions? Our customer care is at',
  footer: 'Elegance: Indian fashion, tailored to you.',
};

/** The frame's words per language: Hindi is English until its translation lands with the order's language. */
export const MAIL_WORDS: Record<Locale, MailWords> = { en, hi: en };
