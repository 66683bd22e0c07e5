/**
 * The checkout's WhatsApp opt-in: its wording, and the version of it the API records with each
 * yes (WhatsApp's policy wants the opt-in on record with what the shopper agreed to). A change
 * of wording takes a new version.
 */
export const WHATSAPP_OPT_IN = {
  label: 'Send me order updates on WhatsApp',
  policyVersion: 'checkout-2026-11',
} as const;

/**
 * 'Tell me by WhatsApp' on a back-in-stock alert: the shopper's opt-in for that one message,
 * recorded (source `back-in-stock`) with the version of the choice she was shown.
 */
export const WHATSAPP_ALERT_OPT_IN = { policyVersion: 'back-in-stock-2026-11' } as const;

/** GET /store/whatsapp: whether this store sends updates by WhatsApp (off: the box is not shown). */
export interface WhatsAppOffer {
  offered: boolean;
}
