import { z } from 'zod';
import { dateTimeWithOffset } from './dates';
import { rupeesSchema } from './rupees';

/** What a coupon is, but its code: percent (1-100) or a flat amount in rupees, window, caps. */
const couponFields = z.object({
  kind: z.enum(['percent', 'flat'], { message: 'Kind is percent or flat' }),
  value: rupeesSchema('Value').refine((value) => value > 0, 'Value must be more than 0'),
  minOrder: rupeesSchema('Minimum order').default(0),
  startsAt: dateTimeWithOffset('Start must be a date and time').nullish(),
  expiresAt: dateTimeWithOffset('Expiry must be a date and time').nullish(),
  /** Orders the code may be used on in all, and per customer (account or phone); empty: no cap. */
  maxUses: z
    .number({ message: 'Total uses must be a whole number' })
    .int('Total uses must be a whole number')
    .min(1, 'Total uses must be at least 1 (or empty for no cap)')
    .max(1_000_000)
    .nullish(),
  maxUsesPerCustomer: z
    .number({ message: 'Uses per customer must be a whole number' })
    .int('Uses per customer must be a whole number')
    .min(1, 'Uses per customer must be at least 1 (or empty for no cap)')
    .max(1000)
    .nullish(),
  active: z.boolean().default(true),
});

type CouponRulesInput = Pick<z.output<typeof couponFields>, 'kind' | 'value' | 'startsAt' | 'expiresAt'>;

/** The rules across fields, the same for a new coupon and an edit. */
function withCouponRules<T extends z.ZodType<CouponRulesInput>>(schema: T) {
  return schema
    .refine((coupon) => coupon.kind !== 'percent' || (Number.isInteger(coupon.value) && coupon.value <= 100), {
      message: 'A percent coupon takes a whole number from 1 to 100',
      path: ['value'],
    })
    .refine((coupon) => !coupon.startsAt || !coupon.expiresAt || coupon.expiresAt > coupon.startsAt, {
      message: 'The end must come after the start',
      path: ['expiresAt'],
    });
}

/** An edit of an existing coupon: its code is in the path, never in the body. */
export const couponEditSchema = withCouponRules(couponFields);

/** A new coupon as the admin screen sends it. */
export const couponSchema = withCouponRules(
  couponFields.extend({
    code: z
      .string({ message: 'Code is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, 'Code is 3 to 40 letters, digits, - or _'),
  }),
);

export type CouponInput = z.input<typeof couponSchema>;

/** The order's journey after payment; the admin moves it along, each change recorded. */
export const FULFILMENT_STEPS = {
  processing: ['shipped', 'cancelled'],
  // rto: the courier is bringing it back (set by the courier's events, modules/shipping).
  shipped: ['delivered', 'cancelled', 'rto'],
  delivered: [],
  cancelled: [],
  rto: [],
} as const satisfies Record<string, readonly string[]>;
export type Fulfilment = keyof typeof FULFILMENT_STEPS;
export const FULFILMENTS = Object.keys(FULFILMENT_STEPS) as Fulfilment[];
/** The steps the desk moves an order to by hand: a return to origin is the courier's alone (modules/shipping). */
export const DESK_MOVES = FULFILMENTS.filter((status) => status !== 'rto') as Exclude<Fulfilment, 'rto'>[];
export type DeskMove = (typeof DESK_MOVES)[number];
