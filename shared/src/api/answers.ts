import { z } from 'zod';
import { FITS } from '../catalog/measurements';
import { afterSaleAnswer } from './returns';
import { CASH_STATES } from './cashStates';
import { cashRiskAnswer } from './cashRisk';

/**
 * What the API answers, as zod schemas the routes declare (`schema.response`): the answer is
 * serialized through them, so a column added to a table never leaks by accident, and the API
 * reference documents them. The screens use the inferred types only (no zod on their pages).
 * Money is in rupees.
 */

const FULFILMENT_STATES = ['processing', 'shipped', 'delivered', 'cancelled', 'rto'] as const;

/** An order as the customer's and the admin's screens read it (product §3). */
export const orderAnswer = z.object({
  _id: z.string(),
  /** The order number people say on the phone: ELG-2026-000123. */
  orderNumber: z.string(),
  customer: z.object({ name: z.string() }),
  phone: z.string(),
  totalAmount: z.number(),
  paidAmount: z.number(),
  amountDue: z.number(),
  discount: z.number(),
  /** Of `discount`, what paying by card or UPI took off (COD_PREPAID_DISCOUNT); absent or 0 when none. */
  prepaidDiscount: z.number().optional(),
  couponCode: z.string().nullable(),
  status: z.enum(['paid', 'partial-paid']),
  completed: z.boolean(),
  /** After payment: processing, shipped, delivered or cancelled; rto when the courier brings it back. */
  fulfilment: z.enum(FULFILMENT_STATES),
  /** The day (YYYY-MM-DD, India) the order is promised to be dispatched; null for orders placed before promises. */
  expectedDispatch: z.string().nullable(),
  /** Once shipped: the courier, its tracking number and tracking page (null for a courier without one). */
  shipment: z
    .object({ courier: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable() })
    .nullable(),
  deleted: z.boolean(),
  guest: z.boolean(),
  createdAt: z.string(),
  shippingAddress: z.object({
    name: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  items: z.array(
    z.object({
      _id: z.string(),
      productId: z.string(),
      name: z.string(),
      /** The product's Hindi name now, when it has one (joined from the product, not kept with the order). */
      nameHi: z.string().nullish(),
      /** A standard size, an upper/lower pair, or a set of measurements (product §3). */
      size: z.unknown(),
      price: z.number(),
      image: z.string(),
      /** A made-to-measure piece's production stage (PRODUCTION_STAGES); null for a standard size. */
      stage: z.string().nullable(),
      /** Paid for after its stock hold lapsed, and the piece had sold meanwhile: the desk must act. */
      stockShort: z.boolean().optional(),
      /** A refused delivery's piece: on its way back ('due', the desk marks it sellable) or back on sale ('done'). */
      restock: z.enum(['due', 'done']).nullable().optional(),
    }),
  ),
  /** Some piece of it is stockShort (see its items). */
  stockShort: z.boolean().optional(),
  /** The shopper's own list only: returns asked for, and until when another may be (issue 32). */
  afterSale: afterSaleAnswer.optional(),
  /** Of paidAmount, what her store credit and gift cards paid (rupees); absent when neither did. */
  balances: z.object({ credit: z.number(), giftCard: z.number() }).optional(),
  /** The GST credit notes that cancelled its tax invoice whole (cancelled, or its parcel came back), by number. */
  creditNotes: z.array(z.string()).optional(),
  /** 'cash': the rest (amountDue) is paid to the courier on delivery. */
  paymentMethod: z.enum(['prepaid', 'cash']).optional(),
  /** A cash order's fee (inside totalAmount), its state and until when the shopper may confirm it. */
  cash: z
    .object({
      fee: z.number(),
      state: z.enum(CASH_STATES),
      confirmBy: z.string().nullable(),
      /** How it was confirmed ('phone proven at checkout', 'link', 'code', 'WhatsApp'); null while unconfirmed. */
      confirmedHow: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type OrderJson = z.infer<typeof orderAnswer>;

/** POST /orders: the order, and a guest's token for it (null for a signed-in customer). */
export const placedOrderAnswer = z.object({ order: orderAnswer, guestToken: z.string().nullable() });

/** A saved address. */
export const savedAddressAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  street: z.string(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressAnswer>;

/** A saved measurement profile: inches by field name, only the fields the customer filled. */
export const measurementProfileAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  fit: z.enum(FITS),
  measurements: z.record(z.string(), z.number()),
  updatedAt: z.string(),
});
export type MeasurementProfile = z.infer<typeof measurementProfileAnswer>;

/** A coupon as the admin sees it; `uses` counts the orders it was used on. */
export const couponAnswer = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number(),
  minOrder: z.number(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Orders in all, and per customer (account or phone); null: no cap. */
  maxUses: z.number().nullable(),
  maxUsesPerCustomer: z.number().nullable(),
  uses: z.number().optional(),
  active: z.boolean(),
});
export type Coupon = z.infer<typeof couponAnswer>;

/** GET /store/delivery: where the pincode is, and the day an order placed today arrives there. */
export const deliveryAnswer = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  deliverable: z.boolean(),
  /** Whether this pincode takes cash on delivery (the checkout applies the same rule, and more). */
  cashOnDelivery: z.boolean(),
  /** 'YYYY-MM-DD', India time. */
  deliveryBy: z.string(),
});
export type DeliveryEstimate = z.infer<typeof deliveryAnswer>;

/** A size low or out, for the dashboard: `size` is its stock key ('M', 'upper:L', 'one-size'). */
export const stockLineAnswer = z.object({
  productId: z.string(),
  name: z.string(),
  category: z.string(),
  size: z.string(),
  left: z.number().int(),
});
export type StockLine = z.infer<typeof stockLineAnswer>;

/** GET /admin/stock/summary: sizes with 1 to 3 pieces left, and sizes with none. */
export const stockSummaryAnswer = z.object({ low: z.array(stockLineAnswer), out: z.array(stockLineAnswer) });
export type StockSummary = z.infer<typeof stockSummaryAnswer>;

/** The admin dashboard's figures. */
export const adminCountsAnswer = z.object({
  mens: z.number(),
  womens: z.number(),
  accessories: z.number(),
  orders: z.object({ total: z.number(), paid: z.number(), partialPaid: z.number(), completed: z.number() }),
  /** Left out for a member without 'reports.revenue' (support): she sees counts, not money. */
  revenueReceived: z.number().optional(),
});
export type AdminCounts = z.infer<typeof adminCountsAnswer>;

/** A captured payment the store could not add to its order (a balance paid twice, a cancelled order). */
export const unappliedPaymentAnswer = z.object({
  paymentId: z.string(),
  /** Null for a payment made after its stock hold lapsed, at prices no longer offered: it has no order. */
  orderId: z.string().nullable(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  amount: z.number(),
  reason: z.string(),
  refunded: z.number(),
  refundId: z.string().nullable(),
  createdAt: z.string(),
});
export type UnappliedPayment = z.infer<typeof unappliedPaymentAnswer>;

/** A plain acknowledgement: `{ message }`. */
export const messageAnswer = z.object({ message: z.string() });

/** A payment order opened with the provider, and what the widget needs to take it. */
export const openedPaymentAnswer = z.object({
  order: z.object({ id: z.string(), amount: z.number(), currency: z.literal('INR') }),
  keyId: z.string(),
  provider: z.string(),
  /** Until when the stock, prices and coupon are held (ISO); absent for a balance payment. */
  holdExpiresAt: z.string().optional(),
  /** Store credit paid it all: the order, already placed (nothing to pay in the widget). */
  placed: placedOrderAnswer.optional(),
});

/** POST /payment/release: how many pieces went back on sale (0 when nothing was held any more). */
export const releasedAnswer = z.object({ released: z.number().int() });

/** 409 at payment start: the sizes that sold out (stock keys); nothing was held. */
export const soldOutAnswer = z.object({
  message: z.string(),
  soldOut: z.array(z.object({ productId: z.string(), size: z.string() })),
});

/** The signed-in customer's ratings, and a product's totals after one is given. */

/** POST /coupons/check: the code as stored, its label, and what it takes off (rupees). */
export const couponCheckAnswer = z.object({
  code: z.string(),
  label: z.string(),
  discount: z.number(),
  total: z.number(),
});

/** What Razorpay's checkout widget hands the page on success (the sandbox answers the same). */
export const paymentSuccessAnswer = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});

/** POST /auth/otp/verify: a single-use proof that the phone's code was right. */
export const otpProofAnswer = z.object({ proof: z.string() });

/** GET /auth/imagekit: ImageKit's client-upload signature, and where to send the upload. */
export const uploadAuthAnswer = z.object({
  token: z.string(),
  /** Unix seconds. */
  expire: z.number(),
  signature: z.string(),
  publicKey: z.string(),
  uploadUrl: z.string(),
  folder: z.string(),
});
export type UploadAuth = z.infer<typeof uploadAuthAnswer>;

/** One change to an order: what changed, from and to, and when (the admin is kept, not shown). */
export const orderEventAnswer = z.object({
  kind: z.string(),
  /** For a stage: which piece of the order (its index in items). */
  item: z.number().nullable().optional(),
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
});

/** The order desk's page for one order: all it takes to fulfil it, and what happened to it. */
export const orderDetailAnswer = z.object({
  order: orderAnswer,
  contact: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    /** The account that ordered (its store credit), or null for a guest. */
    customerId: z.string().nullable().optional(),
  }),
  address: z.object({
    street: z.string(),
    landmark: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  payments: z.array(
    z.object({
      paymentId: z.string(),
      providerOrderId: z.string(),
      /** full, partial (20% now), balance, or cash (the courier's remittance). */
      type: z.string(),
      /** How it was paid: 'card' (card or UPI, through the provider), 'cash', 'credit' or 'giftCard'. */
      method: z.string(),
      amount: z.number(),
      refunded: z.number(),
      unappliedReason: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** Every change an admin made, oldest first, with who made it. */
  history: z.array(orderEventAnswer.extend({ by: z.string() })),
  notes: z.array(z.object({ _id: z.string(), text: z.string(), by: z.string(), at: z.string() })),
  /** A cash order's risk check as it was placed (decision, score, reasons): the desk's only; null otherwise. */
  cashRisk: cashRiskAnswer.nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailAnswer>;
export type OrderNote = OrderDetail['notes'][number];

/** The desk refunds a cancelled order's card or UPI payment: the way it was paid, or to her store credit. */
export const cancelRefundSchema = z.object({
  to: z.enum(['original', 'credit'], { error: 'Refund the way it was paid, or to store credit' }),
});
export type CancelRefundInput = z.infer<typeof cancelRefundSchema>;

/** What the refund gave back (with store credit's bonus), and whether it is done or on its way. */
export const cancelRefundAnswer = z.object({
  paymentId: z.string(),
  to: z.enum(['original', 'credit']),
  refunded: z.number(),
  bonus: z.number(),
  status: z.enum(['refunded', 'on-its-way']),
});
export type CancelRefund = z.infer<typeof cancelRefundAnswer>;

/** An unapplied payment refunded through the provider. */
export const refundAnswer = z.object({
  paymentId: z.string(),
  refundId: z.string(),
  refunded: z.number(),
  status: z.string(),
});

/**
 * The desk retried a stuck refund (asked of the provider, never recorded): 'recorded' (the
 * provider had made it), 'asked-again' (it had not: asked now), 'released' (the provider refused:
 * the return can be refunded afresh).
 */
export const refundRetryAnswer = z.object({
  refundId: z.string(),
  outcome: z.enum(['recorded', 'asked-again', 'released']),
});
export type RefundRetry = z.infer<typeof refundRetryAnswer>;

/** How many guest tokens an admin withdrew from an order. */
export const withdrawnAnswer = z.object({ withdrawn: z.number().int() });

/** GET /catalog/version: moves on every product change (the render server keys its cache by it). */
export const catalogVersionAnswer = z.object({ version: z.number().int() });

/** GET /catalog/sitemap: the sections and every active product, with its last change. */
export const sitemapAnswer = z.object({
  sections: z.array(z.string()),
  /** `updatedAt`: when the page last changed (the product, or what shoppers see of its stock). */
  products: z.array(z.object({ _id: z.string(), category: z.string(), updatedAt: z.string() })),
});
export type SitemapEntries = z.infer<typeof sitemapAnswer>;

/** GET /store/tax: what the checkout needs to show the GST split the invoice will state. */
const gstSlabAnswer = z.object({ upToRupees: z.number().nullable(), rate: z.number() });
export const taxRulesAnswer = z.object({
  sellerState: z.string(),
  slabs: z.object({ apparel: z.array(gstSlabAnswer), accessories: z.array(gstSlabAnswer) }),
});
export type TaxRules = z.infer<typeof taxRulesAnswer>;

/** GET /store/dispatch: the days from payment to dispatch an order promises (standard sizes, made to measure). */
/** GET /store/whatsapp. */
export const whatsappOfferAnswer = z.object({ offered: z.boolean() });

export const dispatchDaysAnswer = z.object({ standard: z.number().int(), tailored: z.number().int() });
export type DispatchDays = z.infer<typeof dispatchDaysAnswer>;

/** GET /pincodes/{pincode}: where a pincode is, as the address form fills it in. */
export const pincodeAnswer = z.object({ pincode: z.string(), city: z.string(), state: z.string() });
export type PincodePlace = z.infer<typeof pincodeAnswer>;
