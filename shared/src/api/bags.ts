import { z } from 'zod';
import { MAX_PIECES_PER_LINE } from '../catalog/stock';
import { LOCALES } from '../i18n/locales';
import { indianPhoneSchema, sizeSchema } from './checkout';
import { productIdSchema } from './product';

/** Lines a bag kept on the server may hold (an order takes at most 50 lines). */
export const MAX_BAG_LINES = 50;

/** A bag's line as the server keeps it: the piece, its size and how many; prices are always today's. */
export const bagLineSchema = z.object({
  productId: productIdSchema,
  size: sizeSchema.optional(),
  quantity: z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_PIECES_PER_LINE, `quantity must be at most ${MAX_PIECES_PER_LINE}`),
});
export type BagLine = z.infer<typeof bagLineSchema>;

const lines = z
  .array(bagLineSchema, { message: 'lines must be a list' })
  .max(MAX_BAG_LINES, `A bag holds up to ${MAX_BAG_LINES} lines`);
const locale = z.enum(LOCALES, { message: 'locale is en or hi' }).default('en');

/** PUT /bag (her bag as this browser now has it) and POST /bag/merge (a guest's bag at sign-in). */
export const bagBody = z.object({ lines, locale });
export type BagInput = z.input<typeof bagBody>;

/**
 * POST /bag/reminders: a guest at checkout ticked 'Remind me about my bag' with a phone or an
 * e-mail (at least one): her bag is kept for at most two reminders.
 */
export const bagRemindersBody = z
  .object({
    lines: lines.min(1, 'The bag is empty'),
    locale,
    phone: indianPhoneSchema.nullish(),
    email: z.email('Email is not a valid address').max(200).nullish(),
  })
  .refine((body) => body.phone || body.email, {
    message: 'Give a phone number or an e-mail address to be reminded at',
    path: ['phone'],
  });
export type BagRemindersInput = z.input<typeof bagRemindersBody>;

/** A line at today's price and name, as the bag in the browser keeps it. */
export const pricedBagLine = z.object({
  productId: z.string(),
  name: z.string(),
  nameHi: z.string().nullable(),
  size: z.unknown(),
  quantity: z.number().int(),
  /** Rupees, today's. */
  price: z.number(),
  image: z.string(),
});
export type PricedBagLine = z.infer<typeof pricedBagLine>;

/**
 * A bag as the server answers it (GET /bag, PUT /bag, POST /bag/merge, a reminder's link): its
 * lines at today's prices, without the pieces no longer sold or sold out, which `dropped` names.
 */
export const bagAnswer = z.object({
  lines: z.array(pricedBagLine),
  /** The pieces left out (no longer sold: no name), for the shopper's 'left out' sentence. */
  dropped: z.array(z.object({ productId: z.string(), name: z.string().nullable(), nameHi: z.string().nullable() })),
});
export type BagAnswer = z.infer<typeof bagAnswer>;

/** POST /bag/reminders: the bag kept (its id opens nothing: only a reminder's signed link does), and when the first reminder may go. */
export const bagRemindersAnswer = z.object({ bagId: z.string(), remindAfter: z.string() });

/**
 * The checkout's 'Remind me about my bag' for a guest: its wording's version is kept with her yes
 * (a change of wording takes a new version). At most two reminders, never at night, none after
 * an order or STOP.
 */
// 2026-12-06: 'Reply STOP to stop' became 'Each reminder has a link that stops them' (a text's reply is never read).
export const BAG_REMINDER_CONSENT = { version: 'bag-reminder-2026-12-06' } as const;

/** The periods the dashboard's bag figures offer, in days back from now. */
export const BAG_FIGURE_DAYS = [1, 7, 30, 90] as const;

/** GET /admin/bags/figures?days=: the left bags of the last `days` days (7 when not given). */
export const bagFiguresQuery = z.object({
  days: z.coerce
    .number({ message: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be 1 to 365')
    .max(365, 'days must be 1 to 365')
    .default(7),
});

/**
 * The dashboard's left bags for a period (bags last changed in it): left (idle past the reminder
 * time, or reminded), reminded (at least once), reminders sent, and recovered (ordered from a
 * reminder's link) with those orders' total in rupees.
 */
export const bagFiguresAnswer = z.object({
  days: z.number().int(),
  left: z.number().int(),
  reminded: z.number().int(),
  reminders: z.number().int(),
  recovered: z.number().int(),
  recoveredRevenue: z.number(),
});
export type BagFigures = z.infer<typeof bagFiguresAnswer>;
