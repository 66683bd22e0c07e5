import type { DeliveryEstimate } from '@store/shared/api';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-04' -> 'Thu, 4 Dec': the day as a shopper plans around it. */
export function deliveryDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/**
 * The answer to "Check delivery": 'Delivery by Thu, 4 Dec to Jaipur. Cash on delivery available.',
 * or why not (the checkout applies the same pincode rule, with the order's cap and the phone's).
 */
export function deliveryText(estimate: DeliveryEstimate): string {
  if (!estimate.deliverable) return `Sorry, we do not deliver to ${estimate.city} (${estimate.pincode}) yet.`;
  const cash = estimate.cashOnDelivery
    ? 'Cash on delivery available.'
    : 'Pay by card or UPI: no cash on delivery here.';
  return `Delivery by ${deliveryDay(estimate.deliveryBy)} to ${estimate.city}. ${cash}`;
}

/** A pincode as India Post writes them: six digits, the first not 0. */
export const isPincode = (value: string) => /^[1-9]\d{5}$/.test(value);

/** The pincode last checked in this browser, offered again on the next product page. */
export const PINCODE_KEY = 'delivery_pincode';
