import { isLocale, type Locale } from '@store/shared/i18n/locales';

/**
 * The language an order's e-mails are written in: the one it was placed in (orders.locale,
 * English for orders from before it was kept). Everything a mail says in its frame comes from
 * `MAIL_WORDS[mailLocale(order)]`, its sentences from the composer's own words per language.
 */
export function mailLocale(order: { locale?: string | null }): Locale {
  return isLocale(order.locale) ? order.locale : 'en';
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

const hi: MailWords = {
  viewOrder: 'ऑर्डर देखें',
  viewPiece: 'पीस देखें',
  orderNumber: 'ऑर्डर',
  piece: 'पीस',
  total: 'कुल',
  shippingTo: 'डिलीवरी का पता',
  help: 'कोई सवाल? हमारी ग्राहक सेवा यहाँ है:',
  footer: 'Elegance: भारतीय फ़ैशन, आपके नाप का।',
};

/** The frame's words per language. */
export const MAIL_WORDS: Record<Locale, MailWords> = { en, hi };
