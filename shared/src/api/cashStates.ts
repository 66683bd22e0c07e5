/** A cash order's life: the shopper confirms it, the courier collects, or it ends refused or unconfirmed. */
export const CASH_STATES = ['awaiting-confirmation', 'confirmed', 'collected', 'refused', 'cancelled'] as const;
export type CashState = (typeof CASH_STATES)[number];

/** How the desk and the shopper's pages name each cash state. */
export const CASH_STATE_LABELS: Record<CashState, string> = {
  'awaiting-confirmation': 'Cash: awaiting confirmation',
  confirmed: 'Cash: confirmed',
  collected: 'Cash collected',
  refused: 'Cash: delivery refused',
  cancelled: 'Cash: not confirmed, cancelled',
};
