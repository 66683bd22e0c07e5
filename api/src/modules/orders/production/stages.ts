import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES, type ProductionStage } from '@store/shared/catalog';
import type { Database } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import { lockOrders, recordEvent, updateLine, withLines, type PlacedOrder } from '../ordersRepository';

const rank = (stage: string) => PRODUCTION_STAGES.indexOf(stage as ProductionStage);

/** A piece as the desk names it: its line's id, or its place in the order (the older form). */
export type PieceRef = { orderId: string; lineId?: string; item?: number };

/**
 * Moves made-to-measure pieces, of one order or many, forward to a later stage in one
 * transaction under the orders' row locks; each move is an order event, and the customer's
 * text and e-mail are jobs committed with it. The orders answer with their pieces as moved.
 */
export async function moveStages(
  db: Database,
  jobs: JobQueue,
  adminId: string,
  pieces: PieceRef[],
  stage: ProductionStage,
): Promise<PlacedOrder[]> {
  const orderIds = [...new Set(pieces.map((piece) => piece.orderId))];
  return db.transaction(async (tx) => {
    const rows = await lockOrders(tx, orderIds);
    const lines = (await withLines(tx, rows)).flatMap((order) => order.lines);
    for (const orderId of orderIds) {
      const order = rows.find((row) => row.id === orderId);
      if (!order || order.deleted) throw new HttpError(404, `Order not found: ${orderId}`);
      if (order.fulfilment !== 'processing')
        throw new HttpError(
          409,
          `Order ${order.number} is ${order.fulfilment}: its pieces are no longer in the workshop`,
        );
    }
    const done = new Set<string>();
    for (const piece of pieces) {
      const order = rows.find((row) => row.id === piece.orderId) as OrderRow;
      const line = lines.find(
        (candidate) =>
          candidate.orderId === order.id &&
          (piece.lineId !== undefined ? candidate.id === piece.lineId : candidate.position === piece.item),
      );
      if (!line) throw new HttpError(400, `items: order ${order.number} has no piece ${piece.lineId ?? piece.item}`);
      if (done.has(line.id)) continue;
      done.add(line.id);
      if (!line.custom)
        throw new HttpError(
          409,
          `${line.name} of order ${order.number} is a standard size: it has no production stages`,
        );
      const from = line.stage ?? 'received';
      if (rank(stage) <= rank(from))
        throw new HttpError(
          409,
          `${line.name} of order ${order.number} is already at ${PRODUCTION_STAGE_LABELS[from as ProductionStage]}`,
        );
      await updateLine(tx, line.id, { stage });
      await recordEvent(tx, {
        orderId: order.id,
        kind: 'stage',
        fromValue: from,
        toValue: stage,
        itemIndex: line.position,
        adminId,
      });
      await jobs.enqueue(tx, 'stage-notice', { orderId: order.id, lineId: line.id, stage });
    }
    return withLines(
      tx,
      orderIds.map((id) => rows.find((row) => row.id === id) as OrderRow),
    );
  });
}
