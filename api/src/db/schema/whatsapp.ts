/**
 * WhatsApp order updates (modules/whatsapp): each phone's consent as a history (WhatsApp's
 * policy wants the opt-in on record, and the opt-out too), every template message sent with its
 * last delivery status, and the offline sandbox's own copy of what it was asked to send.
 */
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Opt-ins and opt-outs, never updated: the newest row of a phone is its standing. */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164, as orders keep it (+91 and ten digits). */
    phone: text('phone').notNull(),
    optedIn: boolean('opted_in').notNull(),
    /** 'checkout' (the ticked box), 'whatsapp' (the shopper wrote STOP or START), 'back-in-stock' (an alert by WhatsApp). */
    source: text('source').notNull(),
    /** Which wording of the opt-in the shopper saw (the checkout's box, an alert's choice); null for a reply. */
    policyVersion: text('policy_version'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_consents_phone_idx').on(table.phone, table.at.desc())],
);

/** A template message the Cloud API took (its wamid), and what its status webhooks said since. */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    template: text('template').notNull(),
    /** The notice it carried (sent_notices' key): one message per notice. */
    noticeKey: text('notice_key').notNull(),
    orderId: uuid('order_id'),
    /** accepted, then sent, delivered, read; or failed. */
    status: text('status').notNull().default('accepted'),
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** WhatsApp's reason when it failed. */
    error: text('error'),
    /** The text to send instead should WhatsApp fail to deliver it (the SMS gateway's message). */
    fallback: jsonb('fallback'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_messages_order_idx').on(table.orderId)],
);

/** The sandbox's side: each request it accepted, as the Cloud API would hold it. */
export const sandboxWhatsappMessages = pgTable('sandbox_whatsapp_messages', {
  id: text('id').primaryKey(),
  /** The recipient as the request named it (digits, country code first). */
  to: text('to').notNull(),
  /** 'template' or 'text'. */
  type: text('type').notNull(),
  /** The request's body as sent (template, language, components). */
  request: jsonb('request').notNull(),
  /** The message as the phone shows it: the template's text with its parameters in. */
  text: text('text').notNull(),
  /** Quick-reply buttons: their label and payload. */
  buttons: jsonb('buttons').notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
