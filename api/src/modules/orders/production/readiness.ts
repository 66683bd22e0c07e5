import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { firstUnfinishedPiece } from '../ordersRepository';

/**
 * An order leaves the workshop whole: shipped while a made-to-measure piece is still being made,
 * the customer would read 'Shipped' over a piece at 'Cutting'. Refuses (409) naming the first
 * piece not yet Ready. Stages only move forward, and only while the order is being prepared,
 * so a piece found Ready stays so.
 */
export async function refuseUnfinishedPieces(db: Database, orderId: string): Promise<void> {
  const unfinished = await firstUnfinishedPiece(db, orderId);
  if (!unfinished) return;
  const stage = PRODUCTION_STAGE_LABELS[unfinished.stage as ProductionStage] ?? unfinished.stage;
  throw new HttpError(
    409,
    `${unfinished.name} is at ${stage}: ship the order once every made-to-measure piece is Ready`,
  );
}
