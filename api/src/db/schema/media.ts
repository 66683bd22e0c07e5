/**
 * Uploads (modules/uploads): images in the local image store and the upload tokens spent.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Images uploaded to the local image store (ImageKit's protocol), by ImageKit-style file id. */
export const mediaFiles = pgTable('media_files', {
  fileId: text('file_id').primaryKey(),
  path: text('path').notNull().unique(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Upload tokens already spent: ImageKit accepts each token once. */
export const uploadTokens = pgTable('upload_tokens', {
  token: text('token').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
