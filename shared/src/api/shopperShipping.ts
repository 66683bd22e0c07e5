import { z } from 'zod';

/*
 * The shopper's side of shipping (issue 42) as the API sends it: her parcel's tracking (a failed
 * delivery her signed link answers is in deliveryIssues.ts). Statuses stay strings: the courier's list may grow,
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
