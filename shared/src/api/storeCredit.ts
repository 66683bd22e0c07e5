import { z } from 'zod';
import { calendarDay } from './dates';
import { rupeesSchema } from './rupees';

/** What moved a customer's store credit: credits, then debits. */
export const STORE_CREDIT_KINDS = ['refund', 'bonus', 'goodwill', 'giftCard', 'spent', 'expired', 'withdrawn'] as const;
export type StoreCreditKind = (typeof STORE_CREDIT_KINDS)[number];

/** One entry of her ledger, in rupees (negative: taken from her balance). */
export const storeCreditEntryAnswer = z.object({
  _id: z.string(),
  kind: z.enum(STORE_CREDIT_KINDS),
  amount: z.number(),
  /** The desk's reason for goodwill (shown to her too); null otherwise. */
  reason: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** A credit's last moment of use (ISO); null: it never expires. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StoreCreditEntryJson = z.infer<typeof storeCreditEntryAnswer>;

/** GET /account/store-credit (and the desk's for a customer): what she may spend now and her history, newest first. */
export const storeCreditAnswer = z.object({
  balance: z.number(),
  entries: z.array(storeCreditEntryAnswer),
});
export type StoreCreditJson = z.infer<typeof storeCreditAnswer>;

/** POST /admin/customers/{id}/store-credit/grant and /withdraw: rupees, and why (recorded, and shown to her). */
export const goodwillSchema = z.object({
  amount: rupeesSchema('Amount', 'Enter the amount in rupees').refine(
    (rupees) => rupees > 0,
    'Amount must be more than 0',
  ),
  reason: z
    .string({ message: 'Say why' })
    .trim()
    .min(3, 'Say why, in a few words')
    .max(300, 'Keep the reason under 300 characters'),
  /** A grant's last day of use (India); none: it never expires. */
  expiresOn: calendarDay('Expiry must be a real date (YYYY-MM-DD)').optional(),
});
export type GoodwillInput = z.input<typeof goodwillSchema>;
