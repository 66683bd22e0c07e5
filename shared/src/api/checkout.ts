import { z } from 'zod';
import { withIndiaPrefix } from '../format/phone';

const required = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** '9876543210' or '+91 98765 43210' -> '+919876543210'; anything else is refused. */
export const indianPhoneSchema = z
  .string({ message: 'Phone is required' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^(\+91)?\d{10}$/.test(value), 'Phone must be 10 digits')
  .transform(withIndiaPrefix);

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
  city: required('City').pipe(z.string().max(80, 'City must be at most 80 characters')),
  state: required('State').pipe(z.string().max(80, 'State must be at most 80 characters')),
  zip: z
    .string({ message: 'Pincode is required' })
    .trim()
    .regex(/^\d{6}$/, 'Pincode must be 6 digits'),
});
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

const sizeSchema = z.union([
  z.string().max(20),
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  z.null(),
]);

/** POST /payment/create-order. `amount` is what the shopper saw; the server must agree with it. */
export const createPaymentOrderSchema = z.object({
  amount: z.number({ message: 'amount must be a number' }).positive('amount must be positive'),
  items: z
    .array(z.object({ productId: z.uuid({ message: 'productId is not a product id' }), size: sizeSchema.optional() }))
    .min(1, 'the cart is empty')
    .max(50, 'at most 50 lines per order'),
  shippingAddress: addressSchema,
  partialPayment: z.boolean().default(false),
  couponCode: z.string().trim().max(40).optional(),
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
