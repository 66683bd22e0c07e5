import { stockKeyLabel } from '@store/shared/catalog';
import type { ReturnRequest } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import type { ReturnRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import type { MediaStore } from '../../../media/mediaStore';
import { takeOnePiece } from '../../stock/pieces';
import { checkPhoto, discardPhotos, storePhotos } from '../../uploads/customerPhotos';
import { lockOrder, type PlacedOrder } from '../ordersRepository';
import { insertReturn, openReturnOfLine, recordReturnEvent } from './returnsRepository';
import { checkAlterations, checkKind, checkWindow, exchangeStockKeys } from './rules';

export interface ReturnDeps {
  db: Database;
  jobs: JobQueue;
  media: MediaStore;
  returnWindowDays: number;
  now?: () => Date;
}

/**
 * A customer asks about one delivered piece, inside the window: an exchange holds one piece of
 * the new size at once (409 when it is out), a refund of money paid in cash needs the account
 * to pay it to, and a piece is returned once (the partial unique index settles a race).
 */
export async function askForReturn(
  deps: ReturnDeps,
  order: PlacedOrder,
  input: ReturnRequest,
  refundsToAccount: boolean,
): Promise<ReturnRow> {
  const now = deps.now?.() ?? new Date();
  const line = order.lines.find((candidate) => candidate.id === input.lineId);
  if (!line) throw new HttpError(400, 'This order has no such piece', { field: 'lineId' });
  checkWindow(order, deps.returnWindowDays, now);
  checkKind(line, input.kind);
  if (input.kind === 'alteration') checkAlterations(line, input.alterations);
  const heldKeys = input.kind === 'exchange' ? exchangeStockKeys(line, input.exchangeSize) : [];
  // Store credit needs an account to hold it; a cash order's refund without one needs a UPI ID or bank account.
  if (input.payout?.method === 'credit' && !order.customerId)
    throw new HttpError(400, 'Store credit is kept on an account: sign in, or choose UPI or a bank account', {
      field: 'payout',
    });
  if (input.kind === 'refund' && refundsToAccount && !input.payout && !order.customerId)
    throw new HttpError(400, 'This order was paid in cash: give a UPI ID or a bank account for the refund', {
      field: 'payout',
    });
  // Where her refund goes: what she chose; for cash money, store credit unless she gave an account.
  const payout =
    input.kind !== 'refund' ? null : (input.payout ?? (refundsToAccount ? { method: 'credit' as const } : null));
  // The customer's photo, checked as product photos are and stored without its metadata.
  const [photo = null] = input.photo
    ? await storePhotos(deps, [await checkPhoto(input.photo, { field: 'photo' })], 'returns')
    : [];
  try {
    return await deps.db.transaction(async (tx) => {
      // One request per piece at a time: the order's row lock queues two tabs asking at once.
      await lockOrder(tx, order.id);
      if (await openReturnOfLine(tx, line.id))
        throw new HttpError(409, `A return of ${line.name} was already asked for; its steps are on your order`);
      const missing = await takeOnePiece(tx, line.productId, heldKeys);
      if (missing.length)
        throw new HttpError(
          409,
          `Sorry, ${line.name} in ${missing.map(stockKeyLabel).join(' and ')} is out of stock; choose another size`,
          { field: 'exchangeSize' },
        );
      const saved = await insertReturn(tx, {
        orderId: order.id,
        lineId: line.id,
        kind: input.kind,
        reason: input.reason,
        note: input.note || null,
        photo,
        exchangeSize: input.kind === 'exchange' ? input.exchangeSize : null,
        heldStockKeys: heldKeys,
        alterations: input.kind === 'alteration' ? (input.alterations ?? null) : null,
        payout,
      });
      await recordReturnEvent(tx, { returnId: saved.id, state: 'requested' });
      await deps.jobs.enqueue(tx, 'return-notice', { returnId: saved.id, state: 'requested' });
      return saved;
    });
  } catch (error) {
    // The request was not saved: its photo goes now. Should this enqueue fail too (the database
    // gone), the check queued before the photo was written removes it within the hour.
    if (photo) await discardPhotos(deps.jobs, deps.db, [photo]).catch(() => '');
    throw error;
  }
}
