import { z } from 'zod';
import { addressSchema, indianPhoneSchema } from './checkout';
import { calendarDay } from './dates';

/**
 * A failed delivery (NDR, issue 42): the shopper's answer by her signed link, the desk's answer,
 * and what each side reads. The address is checked as the checkout checks it (the shared
 * address schema); the API also checks the pincode is served and the day is in the window.
 */

/** The delivery address as the courier takes it again: the checkout's fields but name, phone and e-mail. */
export const deliveryIssueAddressSchema = addressSchema.pick({
  street: true,
  landmark: true,
  city: true,
  state: true,
  zip: true,
});
export type DeliveryIssueAddress = z.output<typeof deliveryIssueAddressSchema>;

/** The address as an answer carries it (already checked: no transforms, so answers serialize); `name`: whom it is for, from the order. */
const addressAnswer = z.object({
  name: z.string().optional(),
  street: z.string(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

const reattempt = z.strictObject({
  kind: z.literal('re-attempt'),
  /** The day to deliver again (India): tomorrow by default. */
  date: calendarDay('date: must be a day, YYYY-MM-DD').optional(),
  address: deliveryIssueAddressSchema.optional(),
  phone: indianPhoneSchema.optional(),
});

/** The shopper's answer: deliver again (a day, a corrected address or phone) or cancel the order's delivery. */
export const deliveryIssueAnswerSchema = z.discriminatedUnion('kind', [
  reattempt,
  z.strictObject({ kind: z.literal('cancel') }),
]);
export type DeliveryIssueAnswerInput = z.input<typeof deliveryIssueAnswerSchema>;

/** The desk's answer: deliver again, or send the parcel back to the store (RTO). */
export const deskNdrActionSchema = z.discriminatedUnion('kind', [
  reattempt,
  z.strictObject({ kind: z.literal('return') }),
]);
export type DeskNdrActionInput = z.input<typeof deskNdrActionSchema>;

/** The answer as recorded and sent to the courier (a shopper's 'cancel' is the courier's 'return'). */
export const ndrActionAnswer = z.object({
  kind: z.enum(['re-attempt', 'return']),
  date: z.string().optional(),
  address: addressAnswer.optional(),
  phone: z.string().optional(),
});
export type NdrActionJson = z.output<typeof ndrActionAnswer>;

/**
 * Her answer as her page shows it: a return she asked for (by her link or WhatsApp) is her
 * 'cancel'; a return the desk or the last-attempt rule decided stays 'return'.
 */
const shopperActionAnswer = ndrActionAnswer.extend({ kind: z.enum(['re-attempt', 'cancel', 'return']) });

/** GET/POST /delivery-issues/:token: what the shopper's page shows. */
export const deliveryIssueAnswer = z.object({
  orderNumber: z.string(),
  /** The courier's reason for the failed attempt. */
  reason: z.string(),
  attempt: z.number(),
  /** Where the parcel is being delivered, and the phone the courier calls. */
  address: addressAnswer,
  phone: z.string(),
  answered: z.boolean(),
  action: shopperActionAnswer.nullable(),
  /** The days she may pick for the next attempt (India, YYYY-MM-DD). */
  earliestDate: z.string(),
  latestDate: z.string(),
  /** How the order was paid: a cancelled cash order owes nothing, a prepaid one is refunded. */
  paymentMethod: z.enum(['prepaid', 'cash']),
});
export type DeliveryIssueJson = z.output<typeof deliveryIssueAnswer>;

export const NDR_STATES = ['open', 'desk', 'answered'] as const;

/** GET /admin/shipping/ndr: the failed deliveries, those waiting on the desk first. */
export const deskNdrListAnswer = z.object({
  exceptions: z.array(
    z.object({
      _id: z.string(),
      shipmentId: z.string(),
      orderId: z.string(),
      orderNumber: z.string(),
      awb: z.string().nullable(),
      reason: z.string(),
      attempt: z.number(),
      state: z.enum(NDR_STATES),
      openedAt: z.string(),
      answerBy: z.string(),
      action: ndrActionAnswer.nullable(),
      /** 'link', 'whatsapp', 'desk', or 'rule' (the last attempt allowed: back to the store). */
      answeredVia: z.string().nullable(),
      /** Answered but not yet accepted by the courier (retried every few minutes). */
      unsent: z.boolean(),
    }),
  ),
});
export type DeskNdrJson = z.output<typeof deskNdrListAnswer>['exceptions'][number];
