import type { OrderJson } from '@store/shared/api';

/** What checkout hands the success page (router state: this visit only, and kept on a reload). */
export interface PlacedOrderState {
  order: OrderJson;
  /** Whether the shopper gave an e-mail address, so a confirmation is on its way. */
  emailed: boolean;
  /** Whether the shopper ticked WhatsApp updates: a cash order's Confirm button comes there. */
  whatsapp?: boolean;
  /** Rupees her gift card and store credit paid of it, as the checkout split them (the rest by card, UPI or cash). */
  balances?: { giftCard: number; credit: number };
}
