/**
 * Returns after delivery (issue 32): what a customer may ask for a piece, why, and the steps the
 * desk moves it through. The API validates with these; the order card and the desk's queue read
 * the labels.
 */
import { inMeasuringOrder } from './measurements';
import { measurementLabel } from './sizes';

export const RETURN_KINDS = ['exchange', 'refund', 'alteration'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_KIND_LABELS: Record<ReturnKind, string> = {
  exchange: 'Exchange for another size',
  refund: 'Refund',
  alteration: 'Alteration',
};

export const RETURN_REASONS = ['too-small', 'too-large', 'fit', 'defect', 'not-as-shown', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  'too-small': 'Too small',
  'too-large': 'Too large',
  fit: 'Does not fit well',
  defect: 'Defect or damage',
  'not-as-shown': 'Not as shown',
  other: 'Other',
};

export const RETURN_STATES = [
  'requested',
  'approved',
  'refused',
  'pickup-scheduled',
  'received',
  'refund-pending',
  'refunded',
  'exchange-dispatched',
  'in-workshop',
  'alteration-dispatched',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  'pickup-scheduled': 'Pickup scheduled',
  received: 'Received at our store',
  'refund-pending': 'Refund on its way',
  refunded: 'Refunded',
  'exchange-dispatched': 'New size dispatched',
  'in-workshop': 'In the workshop',
  'alteration-dispatched': 'Altered piece dispatched',
};
/** A return the desk has nothing more to do with. */
export const FINISHED_RETURN_STATES: readonly ReturnState[] = [
  'refused',
  'refunded',
  'exchange-dispatched',
  'alteration-dispatched',
];

/** An alteration's asked measurements as the customer and the desk read them: 'Chest to 41.5", Waist to 33"'. */
export const describeAlterations = (alterations: Record<string, number> | null) =>
  inMeasuringOrder(Object.keys(alterations ?? {}))
    .map((field) => `${measurementLabel(field)} to ${alterations?.[field]}"`)
    .join(', ');
