/**
 * Bags kept on the server (modules/bags): a signed-in shopper's, so it follows her across
 * devices, and a guest's she asked to be reminded about at checkout. A bag left idle gets at
 * most two reminders; an order placed from a reminder's link counts it recovered.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BagLine } from '@store/shared/schemas';
import { customers } from './accounts';

export const bags = pgTable(
  'bags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Her account's bag; null for a guest's (reached at `phone` or `email`). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** A guest's contact, typed at checkout with the box ticked (an account's come from the account). */
    phone: text('phone'),
    email: text('email'),
    /** The shop's language when the bag last changed: her reminders' language. */
    locale: text('locale').notNull().default('en'),
    /** Product, size and pieces per line; prices are never kept (a restored bag is at today's). */
    lines: jsonb('lines').$type<BagLine[]>().notNull().default([]),
    /** A guest's 'Remind me about my bag', ticked (her consent, kept with the wording's version). */
    remindConsentAt: timestamp('remind_consent_at', { withTimezone: true, mode: 'date' }),
    consentVersion: text('consent_version'),
    /** The last change of its lines: a bag idle since BAG_REMINDER_AFTER_MINUTES is left. */
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    remindersSent: integer('reminders_sent').notNull().default(0),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    /** Its reminder's link opened (the bag restored): an order after that is recovered. */
    restoredAt: timestamp('restored_at', { withTimezone: true, mode: 'date' }),
    /** She said STOP (WhatsApp, or the e-mail's and page's link): no reminder after. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
    /** She ordered: the bag is done (a later bag of hers is a new row). */
    orderedAt: timestamp('ordered_at', { withTimezone: true, mode: 'date' }),
    /** The order placed from a reminder's link, and its total (the dashboard's recovered revenue). */
    recoveredOrderId: uuid('recovered_order_id'),
    recoveredPaise: integer('recovered_paise'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One open bag per account; her ordered ones stay as the dashboard's history.
    uniqueIndex('bags_open_per_customer')
      .on(table.customerId)
      .where(sql`${table.orderedAt} is null and ${table.customerId} is not null`),
    // The reminder sweep's bags: open, not stopped, fewer than two reminders.
    index('bags_due_idx')
      .on(table.changedAt)
      .where(sql`${table.orderedAt} is null and ${table.stoppedAt} is null and ${table.remindersSent} < 2`),
    index('bags_guest_phone_idx')
      .on(table.phone)
      .where(sql`${table.orderedAt} is null`),
    index('bags_guest_email_idx')
      .on(table.email)
      .where(sql`${table.orderedAt} is null`),
    index('bags_created_idx').on(table.createdAt),
    check('bags_reminders_check', sql`${table.remindersSent} between 0 and 2`),
    check('bags_locale_check', sql`${table.locale} in ('en', 'hi')`),
    check(
      'bags_owner_check',
      sql`${table.customerId} is not null or ${table.phone} is not null or ${table.email} is not null`,
    ),
  ],
);

export type BagRow = typeof bags.$inferSelect;
