import type { CashState, OrderJson } from '@store/shared/api';
import type { ProductionStage, ReturnKind, ReturnReason, ReturnState } from '@store/shared/catalog';
import type { AccountKey } from '../../i18n';

/** The order card's enumerations as message keys, so a Hindi page names them in Hindi. */
// 'rto': a parcel the courier is bringing back (issue 42's fulfilment step).
export const JOURNEY_KEYS: Record<OrderJson['fulfilment'] | 'rto', AccountKey> = {
  processing: 'account.order.processing',
  shipped: 'account.order.shipped',
  delivered: 'account.order.delivered',
  cancelled: 'account.order.cancelled',
  rto: 'account.order.rto',
};

/** The courier's statuses in the shopper's words ('undelivered' names its reason: ParcelTracking). */
export const PARCEL_KEYS: Partial<Record<string, AccountKey>> = {
  booked: 'account.parcel.booked',
  'pickup-scheduled': 'account.parcel.pickup-scheduled',
  'picked-up': 'account.parcel.picked-up',
  'in-transit': 'account.parcel.in-transit',
  'out-for-delivery': 'account.parcel.out-for-delivery',
  delivered: 'account.parcel.delivered',
  'rto-initiated': 'account.parcel.rto',
  'rto-in-transit': 'account.parcel.rto',
  'rto-delivered': 'account.parcel.rto-delivered',
  lost: 'account.parcel.lost',
  cancelled: 'account.parcel.cancelled',
};

export const CASH_KEYS: Record<CashState, AccountKey> = {
  'awaiting-confirmation': 'account.cash.awaiting-confirmation',
  confirmed: 'account.cash.confirmed',
  collected: 'account.cash.collected',
  refused: 'account.cash.refused',
  cancelled: 'account.cash.cancelled',
};

export const STAGE_KEYS: Record<ProductionStage, AccountKey> = {
  received: 'account.stage.received',
  'measurements-confirmed': 'account.stage.measurements-confirmed',
  cutting: 'account.stage.cutting',
  stitching: 'account.stage.stitching',
  'quality-check': 'account.stage.quality-check',
  ready: 'account.stage.ready',
};

export const RETURN_KIND_KEYS: Record<ReturnKind, AccountKey> = {
  exchange: 'account.returnKind.exchange',
  refund: 'account.returnKind.refund',
  alteration: 'account.returnKind.alteration',
};

export const RETURN_STATE_KEYS: Record<ReturnState, AccountKey> = {
  requested: 'account.returnState.requested',
  approved: 'account.returnState.approved',
  refused: 'account.returnState.refused',
  'pickup-scheduled': 'account.returnState.pickup-scheduled',
  received: 'account.returnState.received',
  'refund-pending': 'account.returnState.refund-pending',
  refunded: 'account.returnState.refunded',
  'exchange-dispatched': 'account.returnState.exchange-dispatched',
  'in-workshop': 'account.returnState.in-workshop',
  'alteration-dispatched': 'account.returnState.alteration-dispatched',
};

export const RETURN_REASON_KEYS: Record<ReturnReason, AccountKey> = {
  'too-small': 'account.reason.too-small',
  'too-large': 'account.reason.too-large',
  fit: 'account.reason.fit',
  defect: 'account.reason.defect',
  'not-as-shown': 'account.reason.not-as-shown',
  other: 'account.reason.other',
};
