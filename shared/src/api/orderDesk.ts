import { z } from 'zod';
import { calendarDay } from './dates';
import { PRODUCTION_STAGES } from '../catalog/production';
import { FULFILMENTS } from './adminCoupon';
import { CASH_STATES } from './cashStates';
import { pageQuery } from './product';

/** The most orders one page of the order desk holds. */
export const ORDER_DESK_PAGE_MAX = 200;

const day = calendarDay('must be a real date (YYYY-MM-DD)');

/** The desk's cash filter: a cash order's state, or 'to-collect' (delivered, its cash still with the courier). */
export const DESK_CASH_FILTERS = [...CASH_STATES, 'to-collect'] as const;
export type DeskCashFilter = (typeof DESK_CASH_FILTERS)[number];

/**
 * The admin's order list (GET /admin/orders, and the product's GET /orders/all): one page of
 * orders, newest first, found by order number, phone or name and filtered by fulfilment, payment,
 * cash state, a piece paid for after it sold out (`stockShort=true`) and the India-time days they
 * were placed on. The next page's cursor is in `X-Next-Cursor`.
 */
export const orderDeskQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    status: z
      .enum(['paid', 'partial-paid', ...FULFILMENTS], {
        message: `must be one of paid, partial-paid, ${FULFILMENTS.join(', ')}`,
      })
      .optional(),
    payment: z.enum(['paid', 'partial-paid'], { message: 'must be paid or partial-paid' }).optional(),
    cash: z.enum(DESK_CASH_FILTERS, { message: `must be one of ${DESK_CASH_FILTERS.join(', ')}` }).optional(),
    stockShort: z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    from: day.optional(),
    to: day.optional(),
    ...pageQuery(ORDER_DESK_PAGE_MAX, 50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be after to',
    path: ['from'],
  });
export type OrderDeskQuery = z.input<typeof orderDeskQuerySchema>;

/** An internal note on an order: for the team, never the shopper. */
export const orderNoteSchema = z.object({
  text: z.string().trim().min(1, 'Write the note first').max(2000, 'A note is at most 2,000 characters'),
});

/**
 * Shipping an order: the courier and its tracking number, kept as the courier prints it
 * ('AWB 1234 5678': trimmed, one space between groups); compared without spaces.
 */
export const shipmentSchema = z.object({
  courier: z.string().trim().min(2, 'Courier is required').max(60, 'Courier is at most 60 characters'),
  trackingNumber: z
    .string({ message: 'Tracking number is required' })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, 'Tracking number is required')
        .max(40, 'Tracking number is at most 40 characters')
        .regex(/^[A-Za-z0-9 -]+$/, 'Tracking number: use only letters, digits, spaces and -')
        .refine((value) => value.replace(/[\s-]/g, '').length >= 4, 'Tracking number: at least 4 letters or digits'),
    ),
});
export type ShipmentInput = z.infer<typeof shipmentSchema>;

/**
 * A piece of an order: by its line's id (`items[]._id`), or by its place in `items` (the older
 * form, answered for one more release).
 */
const pieceRef = z
  .object({
    orderId: z.uuid({ message: 'orderId is not an order id' }),
    lineId: z.uuid({ message: 'lineId is not a piece of an order' }).optional(),
    item: z.number().int().min(0).optional(),
  })
  .refine((piece) => piece.lineId !== undefined || piece.item !== undefined, {
    message: 'Name the piece by its lineId',
    path: ['lineId'],
  });

/** PUT /admin/orders/:id/items/:lineId/stage: one piece moved on. */
export const stageSchema = z.object({
  stage: z.enum(PRODUCTION_STAGES.slice(1) as [string, ...string[]], {
    message: `stage is one of ${PRODUCTION_STAGES.slice(1).join(', ')}`,
  }),
});

/** Moving made-to-measure pieces on, one or many (of one or many orders) at once. */
export const stageMoveSchema = z.object({
  items: z.array(pieceRef).min(1, 'Choose at least one piece').max(200, 'At most 200 pieces at once'),
  stage: stageSchema.shape.stage,
});

/**
 * GET /admin/production: a made-to-measure piece still in the workshop, with what the workshop
 * needs to make it (its measurements) and nothing else of the order (no phone, address or money).
 */
export const productionPieceAnswer = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  lineId: z.string(),
  name: z.string(),
  /** The measurements the shopper gave ({ custom: true, chest: 40, ... }). */
  size: z.unknown(),
  stage: z.string(),
  /** The day (India time) the order is promised to leave the workshop. */
  dispatchBy: z.string().nullable(),
});
export type ProductionPiece = z.infer<typeof productionPieceAnswer>;
