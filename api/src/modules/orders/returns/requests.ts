import { randomUUID } from 'node:crypto';
import { stockKeyLabel } from '@store/shared/catalog';
import type { ReturnRequest } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import type { ReturnRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import type { MediaStore } from '../../../media/mediaStore';
import { takeOnePiece } from '../../stock/holds';
import { checkImage, MAX_UPLOAD_BYTES, reencodeWithoutMetadata } from '../../uploads/imageCheck';
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

/** A stored photo no saved request has is removed after this long, even if its process died meanwhile. */
const UNSAVED_PHOTO_CHECK_SECONDS = 3600;

/**
 * The customer's photo, checked as product photos are (the bytes, not the name), without its
 * metadata. Before it is written, a check is queued (and committed) for an hour later, so a
 * photo whose request is never saved is removed even if this process dies in between.
 */
async function storePhoto({ db, jobs, media }: ReturnDeps, photo: string): Promise<string> {
  const data = Buffer.from(photo.replace(/^data:[^,]*,/, ''), 'base64');
  if (data.length > MAX_UPLOAD_BYTES) throw new HttpError(400, 'The photo is larger than 5 MB', { field: 'photo' });
  const checked = await checkImage(data);
  if ('problem' in checked) throw new HttpError(400, checked.problem, { field: 'photo' });
  const clean = await reencodeWithoutMetadata(data, checked.ext);
  const path = `returns/${randomUUID()}.${checked.ext}`;
  await jobs.enqueue(db, 'discard-return-photo', { path }, { startAfterSeconds: UNSAVED_PHOTO_CHECK_SECONDS });
  await media.write(path, clean.data);
  return path;
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
  if (input.kind === 'refund' && refundsToAccount && !input.payout)
    throw new HttpError(400, 'This order was paid in cash: give a UPI ID or a bank account for the refund', {
      field: 'payout',
    });
  const photo = input.photo ? await storePhoto(deps, input.photo) : null;
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
        payout: input.kind === 'refund' && refundsToAccount ? (input.payout ?? null) : null,
      });
      await recordReturnEvent(tx, { returnId: saved.id, state: 'requested' });
      await deps.jobs.enqueue(tx, 'return-notice', { returnId: saved.id, state: 'requested' });
      return saved;
    });
  } catch (error) {
    // The request was not saved: its photo goes now. Should this enqueue fail too (the database
    // gone), the check queued before the photo was written removes it within the hour.
    if (photo) await deps.jobs.enqueue(deps.db, 'discard-return-photo', { path: photo }).catch(() => '');
    throw error;
  }
}
