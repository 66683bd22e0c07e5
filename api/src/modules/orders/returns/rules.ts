import { isMadeToMeasure, stockKeyLabel, stockKeysOfSize, type Section, type Size } from '@store/shared/catalog';
import { formatIndiaDate } from '@store/shared/format';
import { RETURN_STATE_LABELS, type ReturnKind, type ReturnState } from '@store/shared/schemas';
import type { OrderLineRow, OrderRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';

const DAY_MS = 86_400_000;

/** The last moment a return may be asked for: the window's days after delivery; null before delivery. */
export function returnUntil(order: OrderRow, windowDays: number): Date | null {
  if (order.fulfilment !== 'delivered' || !order.deliveredAt) return null;
  return new Date(order.deliveredAt.getTime() + windowDays * DAY_MS);
}

/** Refuses a request outside the window: before delivery, or after its last day. */
export function checkWindow(order: OrderRow, windowDays: number, now: Date): void {
  const until = returnUntil(order, windowDays);
  if (!until) throw new HttpError(409, 'A return, exchange or alteration can be asked for once the order is delivered');
  if (now > until)
    throw new HttpError(
      409,
      `The ${windowDays}-day window for returns after delivery closed on ${formatIndiaDate(until)}; write to customer care if something is wrong`,
    );
}

/** A made-to-measure piece cannot be returned, only altered; a standard size cannot be altered. */
export function checkKind(line: OrderLineRow, kind: ReturnKind): void {
  const custom = line.custom || isMadeToMeasure(line.size);
  if (custom && kind !== 'alteration')
    throw new HttpError(400, 'A made-to-measure piece cannot be returned or exchanged; ask for an alteration', {
      field: 'kind',
    });
  if (!custom && kind === 'alteration')
    throw new HttpError(400, 'Alterations are for made-to-measure pieces; ask for an exchange or a refund', {
      field: 'kind',
    });
}

/** An alteration names only measurements the piece was cut to (no invented fields to store). */
export function checkAlterations(line: OrderLineRow, alterations: Record<string, number> | undefined): void {
  const size = (line.size ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(alterations ?? {}).find((field) => typeof size[field] !== 'number');
  if (unknown)
    throw new HttpError(400, `This piece has no measurement called ${unknown.slice(0, 30)}`, { field: 'alterations' });
}

/** The stock keys an exchange's new size takes; refused when it is not a size of the piece, or the same one. */
export function exchangeStockKeys(line: OrderLineRow, size: unknown): string[] {
  const keys = stockKeysOfSize(line.section as Section, size as Size);
  if (!keys || keys.length === 0) throw new HttpError(400, 'Not a size this piece comes in', { field: 'exchangeSize' });
  const current = stockKeysOfSize(line.section as Section, line.size as Size) ?? [];
  if (keys.length === current.length && keys.every((key, index) => key === current[index]))
    throw new HttpError(400, 'That is the size you have; choose another', { field: 'exchangeSize' });
  return keys;
}

export const sizeLabel = (keys: string[]) => keys.map(stockKeyLabel).join(' / ');

/**
 * The desk's steps: each state and where it may go next. Which of the three ends follows
 * 'received' depends on the kind; a refund's pending -> refunded is the provider's webhook or
 * the desk's recorded payout, never this table.
 */
const NEXT: Record<ReturnState, readonly ReturnState[]> = {
  requested: ['approved', 'refused'],
  approved: ['pickup-scheduled', 'refused'],
  'pickup-scheduled': ['received'],
  received: ['refund-pending', 'exchange-dispatched', 'in-workshop'],
  'refund-pending': [],
  refunded: [],
  'exchange-dispatched': [],
  'in-workshop': ['alteration-dispatched'],
  'alteration-dispatched': [],
  refused: [],
};
const END_OF: Record<ReturnKind, ReturnState> = {
  refund: 'refund-pending',
  exchange: 'exchange-dispatched',
  alteration: 'in-workshop',
};

/** Refuses a step out of order with a 409 that says what may come next. */
export function checkMove(kind: ReturnKind, from: ReturnState, to: ReturnState): void {
  const allowed = NEXT[from].filter(
    (next) => !['refund-pending', 'exchange-dispatched', 'in-workshop'].includes(next) || END_OF[kind] === next,
  );
  if (!allowed.includes(to))
    throw new HttpError(
      409,
      allowed.length
        ? `A return that is ${RETURN_STATE_LABELS[from].toLowerCase()} can go on to ${allowed.map((s) => RETURN_STATE_LABELS[s].toLowerCase()).join(' or ')}, not ${RETURN_STATE_LABELS[to].toLowerCase()}`
        : `A return that is ${RETURN_STATE_LABELS[from].toLowerCase()} has no further step here`,
    );
}
