/**
 * Accounts (modules/auth, addresses, measurements, profile): customers and admins, sessions,
 * one-time codes, captchas, and each customer's saved addresses and measurement profiles.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every account a session can belong to: shoppers sign in by phone OTP (phone set, role
 * 'customer'), the store's staff by e-mail and password (email and password_hash set, role
 * 'owner', 'support' or 'workshop': shared/src/api/staffRoles.ts; the first owner made by the admin
 * tooling, the others by an owner's Team tab).
 */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').unique(),
  email: text('email').unique(),
  /** scrypt$N$r$p$salt$hash (node:crypto); null for phone-only accounts. */
  passwordHash: text('password_hash'),
  name: text('name').notNull().default(''),
  role: text('role').notNull().default('customer'),
  /** A staff member an owner disabled: she cannot sign in, her sessions ended then. */
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type CustomerRow = typeof customers.$inferSelect;

/**
 * Failed admin sign-ins per e-mail and client address: that client slows down, then is locked
 * out for a while; other clients are not (a stranger cannot lock the admin out).
 */
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.client] }),
    index('admin_login_failures_email_idx').on(table.email, table.lastFailedAt),
  ],
);

/** Server-side sessions: the cookie holds a random id, the table only its hash. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

/** The live one-time code of a phone: only its HMAC, its expiry and the wrong tries so far. */
export const otpCodes = pgTable('otp_codes', {
  phone: text('phone').primaryKey(),
  codeHmac: text('code_hmac').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Every code sent, for the per-phone and per-IP caps. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Its code was entered right from the same client address: that client has proven the phone. */
    verified: boolean('verified').notNull().default(false),
  },
  (table) => [
    index('otp_sends_phone_idx').on(table.phone, table.sentAt),
    index('otp_sends_ip_idx').on(table.ip, table.sentAt),
  ],
);

/** ALTCHA challenges already redeemed (by signature), kept until they expire: one send per solved puzzle. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A customer's address book. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    street: text('street').notNull(),
    landmark: text('landmark'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('addresses_customer_idx').on(table.customerId, table.createdAt)],
);

/** A named set of body measurements in inches ('Me', 'Father'), for the mens or womens fit. */
export const measurementProfiles = pgTable(
  'measurement_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    fit: text('fit').notNull(),
    measurements: jsonb('measurements').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('measurement_profiles_name_idx').on(table.customerId, sql`lower(${table.name})`)],
);

export type MeasurementProfileRow = typeof measurementProfiles.$inferSelect;
