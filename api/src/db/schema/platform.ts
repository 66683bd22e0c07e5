/**
 * What the API's plumbing keeps: rate-limit windows and kept idempotent answers (http/),
 * notices sent once (jobs/), and rows a migration set aside (orphaned_rows).
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Request counts per limit and client for the current window, shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Answers kept for idempotency keys (http/idempotency.ts): a checkout call's answer, written in
 * the same transaction as what the call changed, so a second copy of the call (a retry, or a
 * proxy resending it to another instance) gets this answer instead of doing it again. The id
 * hashes the caller and the key; the answer is sealed with a key derived from the
 * Idempotency-Key, which is not stored, so only a caller presenting the key can read it.
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    id: text('id').primaryKey(),
    /** The call's method, path and body, hashed: the key may not be reused for another call. */
    requestHash: text('request_hash').notNull(),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('idempotent_answers_created_idx').on(table.createdAt)],
);

/**
 * One row per e-mail or text a background job sent, keyed by what it tells (an order's
 * confirmation, a piece's stage): a job run twice, or retried after a crash, finds the row and
 * sends nothing again.
 */
export const sentNotices = pgTable('sent_notices', {
  key: text('key').primaryKey(),
  /** When a sender took it: another finding a fresh claim leaves the notice to it. */
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Null while it is being sent (or its sender died mid-send, and the claim goes stale). */
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Rows a migration found pointing at nothing (a line of no order, a refund of no return) when it
 * added the foreign key that now forbids them: moved here whole, for the operator to look at
 * (docs/operations.md), rather than deleted or left to break the constraint.
 */
export const orphanedRows = pgTable('orphaned_rows', {
  id: uuid('id').primaryKey().defaultRandom(),
  tableName: text('table_name').notNull(),
  row: jsonb('row').notNull(),
  /** The migration that moved it. */
  migration: text('migration').notNull(),
  movedAt: timestamp('moved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
