import type { CashState, OrderJson } from '@store/shared/api';
import type { ProductionStage, ReturnKind, ReturnReason, ReturnState } from '@store/shared/catalog';
import type { AccountKey } from '../../i18n';

/** The order card's enumerations as message keys, so a Hindi page names them in Hindi. */
export const JOURNEY_KEYS: Record<OrderJson['fulfilment'], AccountKey> = {
  processing: 'account.order.processing',
  shipped: 'account.order.shipped',
  delivered: 'account.order.delivered',
  cancelled: 'account.order.cancelled',
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
