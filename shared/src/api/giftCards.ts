import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { giftCardCodeField, indianPhoneSchema, paymentResultSchema } from './checkout';
import { rupeesSchema } from './rupees';

/** The most a gift card may carry (rupees): the desk's amounts and its goodwill cards alike. */
export const MAX_GIFT_CARD_RUPEES = 100_000;
/** How far ahead a buyer may pick the day the card is sent. */
export const GIFT_CARD_SEND_MAX_DAYS = 365;

const giftCardAmount = rupeesSchema('Amount')
  .refine((rupees) => rupees >= 1, 'Amount must be at least Rs.1')
  .refine((rupees) => rupees <= MAX_GIFT_CARD_RUPEES, `Amount must be at most Rs.${MAX_GIFT_CARD_RUPEES}`);

const optionalEmail = z
  .union([z.literal(''), z.email('Email is not a valid address')])
  .nullish()
  .transform((value) => value || null);

/** Whom a card goes to, what it says and on which India day ('YYYY-MM-DD'); a phone or an e-mail, or both. */
const recipientFields = {
  recipientName: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  recipientPhone: z
    .union([z.literal(''), indianPhoneSchema])
    .nullish()
    .transform((value) => value || null),
  recipientEmail: optionalEmail,
  message: z.string().trim().max(300, 'Message must be at most 300 characters').default(''),
  sendOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Send date must be a day (YYYY-MM-DD)'),
  locale: z.enum(LOCALES).default('en'),
};
const reachable = (card: { recipientPhone: string | null; recipientEmail: string | null }) =>
  Boolean(card.recipientPhone || card.recipientEmail);
const reachMessage = { message: "Give the recipient's phone or e-mail", path: ['recipientPhone'] };

/** POST /gift-cards/purchases: a card of one of the amounts on sale, paid by card or UPI. */
export const giftCardPurchaseSchema = z
  .object({
    amount: giftCardAmount,
    buyerName: z.string().trim().min(1, 'Your name is required').max(100, 'Your name must be at most 100 characters'),
    buyerEmail: optionalEmail,
    ...recipientFields,
  })
  .refine(reachable, reachMessage);
export type GiftCardPurchaseInput = z.input<typeof giftCardPurchaseSchema>;

/** POST /gift-cards/purchases/confirm: the widget's proof of payment. */
export const giftCardConfirmSchema = z.object({ razorpay: paymentResultSchema });

/** What a paid purchase answers: the card's amount, its recipient and the day it goes. */
export const giftCardPurchasedAnswer = z.object({
  id: z.string(),
  amount: z.number(),
  recipientName: z.string(),
  sendOn: z.string(),
});
export type GiftCardPurchased = z.infer<typeof giftCardPurchasedAnswer>;

/** GET /gift-cards/amounts and the desk's PUT: the amounts on sale, in rupees, smallest first. */
export const giftCardAmountsAnswer = z.object({
  amounts: z.array(z.number()),
  /** Months a card pays from its issue (GIFT_CARD_VALID_MONTHS). */
  validMonths: z.number(),
});
export const giftCardAmountsSchema = z.object({
  amounts: z
    .array(giftCardAmount)
    .max(12, 'At most 12 amounts')
    .refine((list) => new Set(list).size === list.length, 'Each amount once'),
});

/** POST /gift-cards/balance: a code, as typed (groups, spaces and case do not matter). */
export const giftCardCodeSchema = z.object({
  code: giftCardCodeField,
});

/** What a card holds now: its balance (rupees) and until when it pays. */
export const giftCardBalanceAnswer = z.object({
  last4: z.string(),
  balance: z.number(),
  expiresAt: z.string(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceAnswer>;

/** What the checkout's gift card field shows: what the card would pay of the bag now. */
export const giftCardCoverAnswer = z.object({ last4: z.string(), covers: z.number(), balance: z.number() });
export type GiftCardCover = z.infer<typeof giftCardCoverAnswer>;

/** POST /admin/gift-cards: a card the desk issues (goodwill), sent at once or on a day. */
export const giftCardIssueSchema = z
  .object({ amount: giftCardAmount, ...recipientFields })
  .refine(reachable, reachMessage);
export type GiftCardIssueInput = z.input<typeof giftCardIssueSchema>;

/** One ledger entry as the desk reads it (rupees, signed). */
export const giftCardEntryAnswer = z.object({
  kind: z.enum(['issued', 'redeemed', 'released', 'given_back', 'expired', 'disabled']),
  amount: z.number(),
  at: z.string(),
  orderId: z.string().nullable(),
  checkoutId: z.string().nullable(),
});

/** A card as the desk sees it: never its code. */
export const giftCardDeskAnswer = z.object({
  id: z.string(),
  last4: z.string().nullable(),
  source: z.enum(['purchase', 'desk']),
  recipientName: z.string(),
  recipientPhone: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  sendOn: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  balance: z.number(),
  entries: z.array(giftCardEntryAnswer),
});
export type GiftCardDesk = z.infer<typeof giftCardDeskAnswer>;

/** GET /admin/gift-cards?code= or ?last4=&recipient=: the cards it finds. */
export const giftCardLookupQuery = z.union([
  z.object({ code: z.string().trim().min(1).max(40) }),
  z.object({
    last4: z.string().trim().length(4, 'The last 4 characters'),
    recipient: z.string().trim().min(3, "The recipient's phone or e-mail").max(200),
  }),
]);
