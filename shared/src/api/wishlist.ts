import { z } from 'zod';
import { ALERT_CHANNELS, MAX_WISHLIST_ITEMS } from '../catalog/wishlist';
import { dateTimeWithOffset } from './dates';
import { productIdSchema } from './product';

/** One saved piece: the product and when it was saved (ISO time). */
export const wishlistItemSchema = z.object({
  productId: productIdSchema,
  addedAt: dateTimeWithOffset('addedAt must be a date and time'),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** POST /wishlist/merge: what a guest saved in this browser, added to the account at sign-in. */
export const wishlistMergeBody = z.object({
  items: z
    .array(wishlistItemSchema, { message: 'items must be a list' })
    .max(MAX_WISHLIST_ITEMS, `A wishlist holds up to ${MAX_WISHLIST_ITEMS} pieces`),
});
export type WishlistMergeInput = z.infer<typeof wishlistMergeBody>;

/** The account's list, newest first; a merge also says what it could not keep. */
export const wishlistAnswer = z.object({
  items: z.array(z.object({ productId: z.string(), addedAt: z.string() })),
  /** Pieces the last change skipped (no longer sold, or past the cap), and why, for the shopper. */
  skipped: z.number().int(),
  message: z.string().nullable(),
});
export type WishlistAnswer = z.infer<typeof wishlistAnswer>;

/** GET /catalog/products?ids=: the products a wishlist names that are still sold. */
export const productIdsQuery = z.object({
  ids: z
    .string({ message: 'ids is required' })
    .max(MAX_WISHLIST_ITEMS * 37, 'Too many ids')
    .transform((ids) => [...new Set(ids.split(',').filter(Boolean))])
    .pipe(z.array(productIdSchema).min(1, 'Name at least one product').max(MAX_WISHLIST_ITEMS, 'Too many ids')),
});

export const alertChannelSchema = z.enum(ALERT_CHANNELS, {
  message: `Choose how to tell you: ${ALERT_CHANNELS.slice(0, -1).join(', ')} or ${ALERT_CHANNELS.at(-1)}`,
});

/** POST /stock-alerts: tell me when this size is back. `size` is the stock key ('L', 'upper:L', 'one-size'). */
export const stockAlertBody = z.object({
  productId: productIdSchema,
  size: z.string({ message: 'Choose a size' }).trim().min(1, 'Choose a size').max(20, 'Choose a size'),
  channel: alertChannelSchema,
});
export type StockAlertInput = z.infer<typeof stockAlertBody>;

/** One waiting alert, as its shopper sees it. */
export const stockAlertAnswer = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  size: z.string(),
  channel: alertChannelSchema,
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof stockAlertAnswer>;
