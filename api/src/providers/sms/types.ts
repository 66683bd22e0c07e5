import type { Locale } from '@store/shared/i18n/locales';

/** A one-time code to deliver: Indian SMS go out on DLT-registered templates, so the gateway gets the values, not free text. */
export interface OtpMessage {
  /** E.164, +91 and ten digits. */
  to: string;
  code: string;
  validMinutes: number;
}

/** An order's progress, on the DLT template for updates: its variables, never free text. */
export interface StageMessage {
  to: string;
  order: string;
  item: string;
  stage: string;
  /** The order's language: the template's Hindi text (its own DLT template) when 'hi'. */
  locale?: Locale;
}

/** A cash order to confirm: its number, the code, and the signed link. */
export interface CashConfirmMessage {
  to: string;
  order: string;
  code: string;
  link: string;
  /** The order's language, as for StageMessage. */
  locale?: Locale;
}

/** A sold-out size is back: the product, ' in size L' (or nothing for one size), its page. */
export interface BackInStockMessage {
  to: string;
  product: string;
  size: string;
  link: string;
}

/** A gift card for its recipient: who sends it, what it holds, its code, its last day and the balance page. */
export interface GiftCardMessage {
  to: string;
  from: string;
  amount: string;
  code: string;
  until: string;
  link: string;
  /** The card's language, as for StageMessage. */
  locale?: Locale;
}

/**
 * A bag left a while: how many pieces wait, the signed link that brings it back, and the one that
 * stops its reminders (the store reads no replies to a text, so the text cannot say "reply STOP").
 */
export interface BagReminderMessage {
  to: string;
  pieces: number;
  link: string;
  stopLink: string;
  /** The bag's language, as for StageMessage. */
  locale?: Locale;
}

export interface SmsSender {
  readonly name: string;
  /** Resolves once the gateway accepted the message; rejects with SmsError otherwise. */
  sendOtp(message: OtpMessage): Promise<void>;
  /** A made-to-measure piece moved on (or an order shipped); same contract. */
  sendStage(message: StageMessage): Promise<void>;
  /** A cash order waits for the shopper's confirmation; same contract. */
  sendCashConfirm(message: CashConfirmMessage): Promise<void>;
  /** A size the shopper asked about is back in stock; same contract. */
  sendBackInStock(message: BackInStockMessage): Promise<void>;
  /** A gift card's code goes to its recipient; same contract. */
  sendGiftCard(message: GiftCardMessage): Promise<void>;
  /** A left bag's reminder (at most two a bag); same contract. */
  sendBagReminder(message: BagReminderMessage): Promise<void>;
}

/** The gateway refused or could not be reached; `message` is safe to show the shopper. */
export class SmsError extends Error {}

/** The text the console gateway writes, and what the MSG91 template should read. */
export function otpText({ code, validMinutes }: OtpMessage): string {
  return `${code} is your Elegance sign-in code. It expires in ${validMinutes} minutes.`;
}

/** The update text the console gateway writes, and what the MSG91 update template (English or Hindi) should read. */
export function stageText({ order, item, stage, locale }: StageMessage): string {
  if (locale === 'hi') return `Elegance ऑर्डर ${order}: आपका ${item} - ${stage}। My Orders में देखें।`;
  return `Elegance order ${order}: your ${item} is now ${stage}. Track it in My Orders.`;
}

/** The cash order's confirmation text the console gateway writes, and what the MSG91 cash template should read. */
export function cashConfirmText({ order, code, link, locale }: CashConfirmMessage): string {
  if (locale === 'hi') return `Elegance ऑर्डर ${order}, कैश ऑन डिलीवरी: ${link} पर या कोड ${code} से पुष्टि करें।`;
  return `Elegance order ${order}, cash on delivery: confirm it at ${link} or with code ${code}.`;
}

/** The back-in-stock text the console gateway writes, and what the MSG91 restock template should read. */
export function backInStockText({ product, size, link }: BackInStockMessage): string {
  return `${product}${size} is back at Elegance: ${link}`;
}

/** The gift card text the console gateway writes, and what the MSG91 gift card template should read. */
export function giftCardText({ from, amount, code, until, link, locale }: GiftCardMessage): string {
  if (locale === 'hi')
    return `${from} ने आपको ${amount} का Elegance गिफ़्ट कार्ड भेजा है। कोड ${code}, ${until} तक। बैलेंस: ${link}`;
  return `${from} sent you an Elegance gift card of ${amount}. Code ${code}, valid until ${until}. Balance: ${link}`;
}

/** The left bag's text the console gateway writes, and what the MSG91 bag template (English or Hindi) should read. */
export function bagReminderText({ pieces, link, stopLink, locale }: BagReminderMessage): string {
  if (locale === 'hi')
    return `Elegance: आपके बैग में ${pieces} पीस आपका इंतज़ार कर रहे हैं: ${link} ये रिमाइंडर बंद करने के लिए: ${stopLink}`;
  return `Elegance: ${pieces === 1 ? '1 piece waits' : `${pieces} pieces wait`} in your bag: ${link} To stop these reminders: ${stopLink}`;
}

/** GSM 03.38's basic characters (one each) and its extension table's (two each, an escape first). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/**
 * How many SMS segments a text takes: 160 GSM-7 characters in one, 153 each when split; a text
 * with any other character (Devanagari, say) goes as UCS-2, 70 in one and 67 each when split.
 */
export function smsSegments(text: string): number {
  const chars = [...text];
  if (chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c))) {
    const septets = chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}
