import type { DeliveryEstimate } from '@store/shared/api';
import { INTL_LOCALES, type Locale } from '@store/shared/i18n';
import { englishT, type CatalogT } from './i18n';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-04' -> 'Thu, 4 Dec' ('शुक्र, 4 दिस॰' on a Hindi page): the day as a shopper plans around it. */
export function deliveryDay(day: string, locale: Locale = 'en'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (locale !== 'en')
    return date.toLocaleDateString(INTL_LOCALES[locale], {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/**
 * The answer to "Check delivery": 'Delivery by Thu, 4 Dec to Jaipur. Cash on delivery available.',
 * or why not (the checkout applies the same pincode rule, with the order's cap and the phone's).
 */
export function deliveryText(estimate: DeliveryEstimate, t: CatalogT = englishT, locale: Locale = 'en'): string {
  const { city, pincode } = estimate;
  if (!estimate.deliverable) return t('catalog.delivery.notDeliverable', { city, pincode });
  const day = deliveryDay(estimate.deliveryBy, locale);
  return estimate.cashOnDelivery
    ? t('catalog.delivery.byWithCash', { day, city })
    : t('catalog.delivery.byNoCash', { day, city });
}

/** A pincode as India Post writes them: six digits, the first not 0. */
export const isPincode = (value: string) => /^[1-9]\d{5}$/.test(value);

/** The pincode last checked in this browser, offered again on the next product page. */
export const PINCODE_KEY = 'delivery_pincode';
