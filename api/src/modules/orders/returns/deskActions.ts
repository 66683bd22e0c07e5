import {
  isMadeToMeasure,
  PRODUCTION_STAGE_LABELS,
  PRODUCTION_STAGES,
  stockKeysOfSize,
  type ProductionStage,
  type Section,
  type Size,
} from '@store/shared/catalog';
import type { ReturnKind, ReturnState } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import type { ReturnRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import { returnToStock } from '../../stock/pieces';
import { findLine } from '../ordersRepository';
import { recordStep, startRefund, type RefundDeps } from './refunds';
import { lockReturn, markReturnRestocked, recordReturnEvent, updateReturn } from './returnsRepository';
import { checkMove } from './rules';

/** The return, locked for the rest of the caller's transaction: one desk step at a time. */
async function lockedReturn(tx: Database, id: string): Promise<ReturnRow> {
  const row = await lockReturn(tx, id);
  if (!row) throw new HttpError(404, 'Return not found');
  return row;
}

const rank = (stage: string | null) => PRODUCTION_STAGES.indexOf((stage ?? 'received') as ProductionStage);

/**
 * An approved return or exchange whose piece must come back, in the approval's transaction: the
 * shipping module books its reverse pickup (wired in wiring.ts; orders knows nothing of couriers).
 */
export type OnReturnApproved = (tx: Database, request: ReturnRow) => Promise<void>;

/**
 * The desk's next step for a return, in order (a bad one is a 409 that says what may come
 * next). A refusal gives a held exchange size back; a refund asks the provider (refunds.ts); an
 * alteration enters the workshop at its first stage and leaves only once ready. An approved
 * refund or exchange hands its piece's way back to `onReturnApproved`.
 */
export async function moveReturn(
  deps: RefundDeps & { onReturnApproved?: OnReturnApproved },
  id: string,
  to: ReturnState,
  reason: string | undefined,
  adminId: string,
  /** A refund's way back: as paid (or as she asked), or her store credit. */
  refundTo?: 'original' | 'credit',
): Promise<void> {
  if (to === 'refund-pending') return startRefund(deps, id, adminId, refundTo);
  await deps.db.transaction(async (tx) => {
    const row = await lockedReturn(tx, id);
    // A courier's reverse pickup may have scheduled it already (onReturnApproved): the desk's same step is done.
    if (to === 'pickup-scheduled' && row.state === 'pickup-scheduled') return;
    checkMove(row.kind as ReturnKind, row.state as ReturnState, to);
    if (to === 'alteration-dispatched' && row.stage !== 'ready')
      throw new HttpError(
        409,
        `The altered piece leaves once it is ready; it is at ${PRODUCTION_STAGE_LABELS[(row.stage ?? 'received') as ProductionStage].toLowerCase()}`,
      );
    if (to === 'refused' && row.heldStockKeys.length) {
      const line = await findLine(tx, row.lineId);
      if (line)
        await returnToStock(
          tx,
          deps.jobs,
          row.heldStockKeys.map((stockKey) => ({ productId: line.productId, stockKey })),
        );
    }
    await recordStep(tx, deps.jobs, {
      returnId: id,
      state: to,
      detail: to === 'refused' ? (reason ?? null) : to === 'in-workshop' ? 'received' : null,
      adminId,
      set: {
        ...(to === 'refused' ? { refusal: reason ?? null, heldStockKeys: [] } : {}),
        ...(to === 'in-workshop' ? { stage: 'received' } : {}),
      },
    });
    if (to === 'approved' && row.kind !== 'alteration')
      await deps.onReturnApproved?.(tx, { ...row, state: 'approved' });
  });
}

/** An alteration moves through the production stages while in the workshop, forward only; each move is told. */
export async function moveAlterationStage(
  db: Database,
  jobs: JobQueue,
  id: string,
  stage: ProductionStage,
  adminId: string,
) {
  await db.transaction(async (tx) => {
    const row = await lockedReturn(tx, id);
    if (row.state !== 'in-workshop')
      throw new HttpError(409, 'Only an alteration in the workshop moves through the production stages');
    if (rank(stage) <= rank(row.stage))
      throw new HttpError(
        409,
        `The piece is already at ${PRODUCTION_STAGE_LABELS[(row.stage ?? 'received') as ProductionStage].toLowerCase()}`,
      );
    await updateReturn(tx, id, { stage, updatedAt: new Date() });
    await recordReturnEvent(tx, { returnId: id, state: 'in-workshop', detail: stage, adminId });
    await jobs.enqueue(tx, 'return-notice', { returnId: id, state: `in-workshop:${stage}` });
  });
}

const PIECE_BACK: readonly string[] = ['received', 'refund-pending', 'refunded', 'exchange-dispatched'];

/**
 * The desk checked a returned piece and puts it back on sale: one more of its size (each stock
 * key of a men's set), once (its restockedAt says when). Only a standard-size piece the store has back; an altered piece
 * goes back to its customer.
 */
export async function markSellable(db: Database, jobs: JobQueue, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedReturn(tx, id);
    if (row.kind === 'alteration' || !PIECE_BACK.includes(row.state))
      throw new HttpError(409, 'Only a returned standard-size piece, once received, goes back on sale');
    const line = await findLine(tx, row.lineId);
    if (!line || isMadeToMeasure(line.size)) throw new HttpError(409, 'A made-to-measure piece is not stocked');
    const keys = line.stockKeys.length
      ? line.stockKeys
      : (stockKeysOfSize(line.section as Section, line.size as Size) ?? []);
    if (!(await markReturnRestocked(tx, id))) throw new HttpError(409, 'This piece is already back on sale');
    await returnToStock(
      tx,
      jobs,
      keys.map((stockKey) => ({ productId: line.productId, stockKey })),
    );
  });
}
