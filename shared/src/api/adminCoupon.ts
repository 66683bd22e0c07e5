import { z } from 'zod';
import { rupeesSchema } from './rupees';

/** A coupon as the admin screen edits it: percent (1-100) or a flat amount in rupees. */
export const couponSchema = z
  .object({
    code: z
      .string({ message: 'Code is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, 'Code is 3 to 40 letters, digits, - or _'),
    kind: z.enum(['percent', 'flat'], { message: 'Kind is percent or flat' }),
    value: rupeesSchema('Value').refine((value) => value > 0, 'Value must be more than 0'),
    minOrder: rupeesSchema('Minimum order').default(0),
    expiresAt: z.iso.datetime({ offset: true, message: 'Expiry must be a date and time' }).nullish(),
    active: z.boolean().default(true),
  })
  .refine((coupon) => coupon.kind !== 'percent' || (Number.isInteger(coupon.value) && coupon.value <= 100), {
    message: 'A percent coupon takes a whole number from 1 to 100',
    path: ['value'],
  });

export type CouponInput = z.input<typeof couponSchema>;

/** The order's journey after payment; the admin moves it along, each change recorded. */
export const FULFILMENT_STEPS = {
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
} as const satisfies Record<string, readonly string[]>;
export type Fulfilment = keyof typeof FULFILMENT_STEPS;
export const FULFILMENTS = Object.keys(FULFILMENT_STEPS) as Fulfilment[];
