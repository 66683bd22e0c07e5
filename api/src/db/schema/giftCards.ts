/**
 * Gift cards (modules/giftCards): the cards, their ledger, the shopper's purchases of them and
 * the amounts on sale. A card's code is never stored: only its hash (to find it) and its last
 * four characters (to name it); it is made when the card is sent (giftCards/delivery.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** One card: who it is for, when it goes to them, until when it pays. Its balance is its entries' sum. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the normalised code (codes.ts); null until the card is sent and its code made. */
    codeHash: text('code_hash').unique(),
    /** The code's last four characters, for the desk and the recipient's messages. */
    last4: text('last4'),
    /** 'purchase' (bought by a shopper) or 'desk' (issued by the store, e.g. as goodwill). */
    source: text('source').notNull(),
    recipientName: text('recipient_name').notNull(),
    /** +91 and ten digits; a phone or an e-mail, or both. */
    recipientPhone: text('recipient_phone'),
    recipientEmail: text('recipient_email'),
    message: text('message').notNull().default(''),
    /** The India day the code goes to the recipient ('YYYY-MM-DD'). */
    sendOn: text('send_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The recipient's language for the message. */
    locale: text('locale').notNull().default('en'),
    /** Set when it is issued (paid, or issued by the desk): GIFT_CARD_VALID_MONTHS later. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** The admin who issued (desk) or disabled it. */
    issuedBy: uuid('issued_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('gift_cards_source_check', sql`${table.source} in ('purchase', 'desk')`),
    check('gift_cards_reach_check', sql`${table.recipientPhone} is not null or ${table.recipientEmail} is not null`),
    index('gift_cards_last4_idx').on(table.last4),
    index('gift_cards_unsent_idx')
      .on(table.sendOn)
      .where(sql`${table.sentAt} is null`),
  ],
);

export type GiftCardRow = typeof giftCards.$inferSelect;

/**
 * The card's ledger: every rupee in and out, signed (issued, released and given back add; redeemed,
 * expired and disabled take). The balance is the SUM; no number is kept beside it.
 */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => giftCards.id),
    kind: text('kind').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The checkout that took it (redeemed) or ended without an order (released). */
    checkoutId: text('checkout_id'),
    /** The order whose refund gave it back, and that refund's id (given_back). */
    orderId: uuid('order_id'),
    refundId: text('refund_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'gift_card_entries_kind_check',
      sql`${table.kind} in ('issued', 'redeemed', 'released', 'given_back', 'expired', 'disabled')`,
    ),
    check(
      'gift_card_entries_sign_check',
      sql`case when ${table.kind} in ('issued', 'released', 'given_back') then ${table.amountPaise} > 0 else ${table.amountPaise} <= 0 end`,
    ),
    index('gift_card_entries_card_idx').on(table.cardId),
    // A checkout takes from a card once and gives it back once; a refund gives back once.
    uniqueIndex('gift_card_entries_checkout_idx').on(table.cardId, table.checkoutId, table.kind),
    uniqueIndex('gift_card_entries_refund_idx').on(table.refundId),
  ],
);

export type GiftCardEntryRow = typeof giftCardEntries.$inferSelect;

/**
 * A shopper's purchase of a card: paid through the provider's own order (not a store order:
 * nothing ships, no tax invoice at sale). Its card is made with it and issued by the capture.
 */
export const giftCardPurchases = pgTable('gift_card_purchases', {
  id: uuid('id').primaryKey().defaultRandom(),
  providerOrderId: text('provider_order_id').notNull().unique(),
  cardId: uuid('card_id')
    .notNull()
    .references(() => giftCards.id),
  /** The signed-in buyer; null for a guest. */
  customerId: uuid('customer_id'),
  buyerName: text('buyer_name').notNull(),
  buyerEmail: text('buyer_email'),
  amountPaise: integer('amount_paise').notNull(),
  /** The captured payment: set once, by the browser's confirmation or the webhook, whichever is first. */
  providerPaymentId: text('provider_payment_id').unique(),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type GiftCardPurchaseRow = typeof giftCardPurchases.$inferSelect;

/** The amounts a shopper may buy, as the desk sets them. */
export const giftCardAmounts = pgTable(
  'gift_card_amounts',
  { amountPaise: integer('amount_paise').primaryKey() },
  (table) => [check('gift_card_amounts_positive', sql`${table.amountPaise} > 0`)],
);
