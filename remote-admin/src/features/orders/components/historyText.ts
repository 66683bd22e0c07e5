import { CASH_STATE_LABELS, type CashState, type OrderDetail, type OrderJson } from '@store/shared/api';
import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import { FULFILMENT_LABELS } from './OrderActions';

type HistoryEvent = OrderDetail['history'][number];

const stage = (value: string | null) => (value ? (PRODUCTION_STAGE_LABELS[value as ProductionStage] ?? value) : '-');
const fulfilment = (value: string | null) =>
  value ? (FULFILMENT_LABELS[value as OrderJson['fulfilment']] ?? value) : '-';
const cashState = (value: string | null) => (value ? (CASH_STATE_LABELS[value as CashState] ?? value) : '-');

/**
 * One change in an order's history as people read it: the stages, steps and cash states by
 * their names ('Sherwani: Measurements confirmed → Quality check'), never the stored slugs.
 */
export function describeEvent(event: HistoryEvent, order: OrderJson): string {
  const piece = event.item === null || event.item === undefined ? null : order.items[event.item]?.name;
  const of = piece ? `${piece}: ` : '';
  switch (event.kind) {
    case 'stage':
      return `${of}${stage(event.from)} → ${stage(event.to)}`;
    case 'fulfilment':
      return `${fulfilment(event.from)} → ${fulfilment(event.to)}`;
    case 'completed':
      return event.to === 'true' ? 'Marked completed' : 'Marked not completed';
    case 'deleted':
      return 'Deleted';
    case 'shipped-unpaid':
      return `Shipped with ${event.from ?? 'a balance due'}: ${event.to}`;
    case 'cash':
      return `${cashState(event.from)} → ${cashState(event.to)}`;
    case 'restock':
      return `${of}${event.from ?? '-'} → ${event.to}`;
    default:
      return `${event.kind}: ${event.from ?? '-'} → ${event.to}`;
  }
}
