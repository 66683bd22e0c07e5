/**
 * The wishlist and back-in-stock alerts (issue 35): the bounds the browser, the API and the
 * database keep alike, and the channels an alert can go by.
 */

/** Pieces one list holds, in the browser (a guest's) or on the server (an account's). */
export const MAX_WISHLIST_ITEMS = 100;

/** Back-in-stock alerts one account may keep waiting at once. */
export const MAX_STOCK_ALERTS = 20;

/**
 * How a back-in-stock message reaches the shopper, her choice per alert. The one list: the
 * API's zod enum, the table's values and the product page's choice all come from it, so a new
 * channel is one more entry here and its sender in the job.
 */
export const ALERT_CHANNELS = ['text', 'email', 'whatsapp'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** How each channel is named where the shopper picks it, and which of the account's contacts it needs. */
export const ALERT_CHANNEL_INFO: Record<AlertChannel, { label: string; reaches: 'phone' | 'email' }> = {
  text: { label: 'Text message', reaches: 'phone' },
  email: { label: 'E-mail', reaches: 'email' },
  whatsapp: { label: 'WhatsApp', reaches: 'phone' },
};

/** What the store can send by, beyond text and e-mail (GET /store/whatsapp's `offered`). */
export interface StoreChannels {
  whatsapp?: boolean;
}

/**
 * The channels an account can be reached by: e-mail only when it has an address, WhatsApp only
 * when the store sends it (unsaid, it does not: the one-argument call offers text and e-mail).
 */
export function reachableChannels(
  account: { phone?: string | null; email?: string | null },
  store: StoreChannels = {},
): AlertChannel[] {
  return ALERT_CHANNELS.filter(
    (channel) =>
      Boolean(account[ALERT_CHANNEL_INFO[channel].reaches]) && (channel !== 'whatsapp' || store.whatsapp === true),
  );
}
