import { z } from 'zod';
import { PRODUCTION_STAGES } from '../catalog/production';
import { FULFILMENTS } from './adminCoupon';
import { pageQuery } from './product';

/** The most orders one page of the order desk holds. */
export const ORDER_DESK_PAGE_MAX = 200;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date');

/**
 * The admin's order list (GET /admin/orders, and the product's GET /orders/all): one page of
 * orders, newest first, found by order number, phone or name and filtered by fulfilment, payment
 * and the India-time days they were placed on. The next page's cursor is in `X-Next-Cursor`.
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

/** Shipping an order: the courier and its tracking number. */
export const shipmentSchema = z.object({
  courier: z.string().trim().min(2, 'Courier is required').max(60, 'Courier is at most 60 characters'),
  trackingNumber: z
    .string()
    .trim()
    .min(4, 'Tracking number is required')
    .max(40, 'Tracking number is at most 40 characters')
    .regex(/^[A-Za-z0-9-]+$/, 'Tracking number is letters, digits and -'),
});
export type ShipmentInput = z.infer<typeof shipmentSchema>;

/** Moving made-to-measure pieces on, one or many (of one or many orders) at once. */
export const stageMoveSchema = z.object({
  items: z
    .array(z.object({ orderId: z.uuid({ message: 'orderId is not an order id' }), item: z.number().int().min(0) }))
    .min(1, 'Choose at least one piece')
    .max(200, 'At most 200 pieces at once'),
  stage: z.enum(PRODUCTION_STAGES.slice(1) as [string, ...string[]], {
    message: `stage is one of ${PRODUCTION_STAGES.slice(1).join(', ')}`,
  }),
});
