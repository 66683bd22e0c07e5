import { z } from 'zod';

/*
 * The shopper's side of shipping (issue 42) as the API sends it: her parcel's tracking, and a
 * failed delivery her signed link answers. Statuses stay strings: the courier's list may grow,
 * and a screen names the ones it knows and shows the courier's own words for the rest.
 */

/** One courier event: when (ISO), the store's status for it, the courier's words and where. */
export const trackingEventAnswer = z.object({
  at: z.string(),
  status: z.string(),
  activity: z.string(),
  location: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEventAnswer>;

/** GET /orders/{id}/tracking: her own order's parcel (signed in, or the order's guest link). */
export const orderTrackingAnswer = z.object({
  courierName: z.string(),
  awb: z.string(),
  trackingUrl: z.string().nullable(),
  status: z.string(),
  /** The courier's promised day, YYYY-MM-DD. */
  estimatedDelivery: z.string().nullable(),
  events: z.array(trackingEventAnswer),
});
export type OrderTracking = z.infer<typeof orderTrackingAnswer>;

/** The address a failed delivery was tried at (the order's shipping address). */
const deliveryAddress = z.object({
  name: z.string(),
  street: z.string(),
  landmark: z.string().nullish(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/**
 * How she (or the desk) answered: deliver again (on a day), cancel, or the desk's return. Its
 * kind alone, or with the day asked for.
 */
const deliveryIssueAction = z.union([z.string(), z.object({ kind: z.string(), date: z.string().nullish() }).loose()]);

/** GET and POST /delivery-issues/{token}: the failed attempt, her details, and the days she may pick. */
export const deliveryIssueAnswer = z.object({
  orderNumber: z.string(),
  reason: z.string(),
  attempt: z.number(),
  address: deliveryAddress,
  phone: z.string(),
  answered: z.boolean(),
  action: deliveryIssueAction.nullable(),
  /** Days she may ask for the next attempt, YYYY-MM-DD. */
  earliestDate: z.string(),
  latestDate: z.string(),
  /** How the order was paid, when the API says: a cancelled cash order owes nothing, a prepaid one is refunded. */
  paymentMethod: z.enum(['prepaid', 'cash']).optional(),
});
export type DeliveryIssue = z.infer<typeof deliveryIssueAnswer>;

/** POST /delivery-issues/{token}: deliver again (a day, a new address or phone), or cancel the order. */
export type DeliveryIssueAnswerInput =
  | {
      kind: 're-attempt';
      date?: string;
      address?: { street: string; landmark: string | null; city: string; state: string; zip: string };
      phone?: string;
    }
  | { kind: 'cancel' };
