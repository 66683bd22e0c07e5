import { z } from 'zod';
import { MAX_MEASUREMENT, MEASUREMENT_FIELDS } from '../catalog';
import { withIndiaPrefix } from '../format/phone';
import { LOCALES } from '../i18n/locales';

const required = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** An Indian mobile number as people write it: +91, 91 or 0 in front, spaces, dashes, brackets. */
const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;
export const MOBILE_MESSAGE = 'Enter a 10-digit mobile number';

/** '9876543210', '+91 98765 43210' or '098765-43210' -> '+919876543210'; anything else is refused. */
export const indianPhoneSchema = z
  .string({ message: MOBILE_MESSAGE })
  .transform((value) => value.replace(/[\s\-()]/g, ''))
  .refine((value) => INDIAN_MOBILE.test(value), MOBILE_MESSAGE)
  .transform((value) => withIndiaPrefix(INDIAN_MOBILE.exec(value)?.[1] ?? value));

/**
 * A shipping address (product §3 and 5): all required but landmark; email used when present. Its
 * own output (null for a missing email or landmark) is valid input again, so a parsed address
 * can be sent back to the API as it is.
 */
export const addressSchema = z.object({
  name: required('Name').pipe(z.string().max(100, 'Name must be at most 100 characters')),
  phone: indianPhoneSchema,
  email: z
    .union([z.literal(''), z.email('Email is not a valid address')])
    .nullish()
    .transform((value) => value || null),
  street: required('Address').pipe(z.string().max(300, 'Address must be at most 300 characters')),
  landmark: z
    .string()
    .trim()
    .max(120, 'Landmark must be at most 120 characters')
    .nullish()
    .transform((value) => value || null),
  city: required('City').pipe(
    z
      .string()
      .max(80, 'City must be at most 80 characters')
      .regex(/\p{L}/u, 'Enter the name of the city, such as Pune'),
  ),
  state: required('State').pipe(z.string().max(80, 'State must be at most 80 characters')),
  zip: z
    .string({ message: 'Pincode is required' })
    .trim()
    .regex(/^\d{6}$/, 'Pincode must be 6 digits'),
});
export type AddressInput = z.input<typeof addressSchema>;
/** Saved addresses one account may keep (home, work, family: plenty for a person). */
export const MAX_SAVED_ADDRESSES = 20;
export type Address = z.output<typeof addressSchema>;

const standardSize = z.string().trim().min(1, 'a size is required').max(20, 'a size is at most 20 characters');
const measurementKeys = [...new Set(Object.values(MEASUREMENT_FIELDS).flat())];
const measurement = z
  .number({ message: 'must be a number of inches' })
  .min(0, 'must be 0 inches or more')
  .max(MAX_MEASUREMENT, `must be at most ${MAX_MEASUREMENT} inches`);
/** What names a key a garment does not have, cut short (a hostile key can be any length). */
const notAMeasurement = (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `${(issue.keys?.[0] ?? '').slice(0, 40)} is not a measurement we take`
    : undefined;

/**
 * A line's size, bounded to what a garment has: a standard size ('M'), a men's upper and lower
 * size, a piece made to measure (custom: true and the known measurement fields, in inches), or
 * none (accessories). Anything else is refused, so an order holds no unbounded size.
 */
export const sizeSchema = z.union(
  [
    standardSize,
    z.strictObject(
      { custom: z.literal(true), ...Object.fromEntries(measurementKeys.map((key) => [key, measurement.optional()])) },
      { error: notAMeasurement },
    ),
    z.strictObject(
      { upper: standardSize, lower: standardSize },
      {
        error: (issue) => (issue.code === 'unrecognized_keys' ? 'a standard size has only upper and lower' : undefined),
      },
    ),
    z.null(),
  ],
  { message: 'must be a size (such as M), upper and lower sizes, or measurements in inches' },
);

/** POST /payment/create-order. `amount` is what the shopper saw; the server must agree with it. */
/** GET /store/delivery: `madeToMeasure=true` asks for a made-to-measure piece (the tailored lead time). */
export const deliveryQuerySchema = z.object({
  pincode: z.string({ message: 'Pincode is required' }).regex(/^\d{6}$/, 'Pincode must be 6 digits'),
  productId: z.uuid({ message: 'Invalid product id' }),
  madeToMeasure: z
    .enum(['true', 'false'], { message: 'madeToMeasure is true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** POST /payment/release: the provider order id of the payment the shopper gave up on. */
export const releaseSchema = z.object({
  orderId: z.string({ message: 'orderId is required' }).min(1, 'orderId is required').max(100),
});

/** A gift card's code as typed (groups, spaces and case do not matter: the server normalises it). */
export const giftCardCodeField = z
  .string({ message: 'Enter the gift card code' })
  .trim()
  .min(1, 'Enter the gift card code')
  .max(40, 'A gift card code is 16 characters');

export const createPaymentOrderSchema = z.object({
  /** What the card or UPI takes now, in rupees: 0 when store credit pays it all. */
  amount: z.number({ message: 'amount must be a number' }).nonnegative('amount cannot be negative'),
  items: z
    .array(z.object({ productId: z.uuid({ message: 'productId is not a product id' }), size: sizeSchema.optional() }))
    .min(1, 'the cart is empty')
    .max(50, 'at most 50 lines per order'),
  shippingAddress: addressSchema,
  partialPayment: z.boolean().default(false),
  couponCode: z.string().trim().max(40).optional(),
  /** The checkout's WhatsApp box, ticked: updates to the delivery phone by WhatsApp (recorded as its opt-in). */
  whatsappUpdates: z.boolean({ message: 'whatsappUpdates must be true or false' }).default(false),
  /** The shop's language at checkout: the order keeps it, and its notices (texts, e-mails, WhatsApp) are in it. */
  locale: z.enum(LOCALES, { message: 'locale is en or hi' }).default('en'),
  /** A signed-in shopper pays what her store credit covers first (checkout/paymentMethods/credit.ts). */
  useStoreCredit: z.boolean({ message: 'useStoreCredit must be true or false' }).default(false),
  /** A gift card pays what it holds first (checkout/paymentMethods/giftCard.ts). */
  giftCardCode: giftCardCodeField.optional(),
});
export type CreatePaymentOrderInput = z.input<typeof createPaymentOrderSchema>;

/** What the payment widget's success handler hands back (Razorpay's field names). */
export const paymentResultSchema = z.object({
  orderId: z.string().min(1, 'orderId is required').max(100),
  paymentId: z.string().min(1, 'paymentId is required').max(100),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature is not a payment signature'),
});

/**
 * POST /orders: the verified payment is all the server reads (the order comes from the checkout
 * it stored). The rest of the product's payload is accepted and ignored, so older pages still work.
 */
export const placeOrderSchema = z.object({ razorpay: paymentResultSchema }).passthrough();
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** POST /coupons/check. */
export const couponCheckSchema = z.object({
  code: z.string().trim().min(1, 'Enter a coupon code').max(40),
  subtotal: z.number().nonnegative(),
});
