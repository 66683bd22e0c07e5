import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashRefusedSchema, cashRemittanceSchema, orderAnswer } from '@store/shared/schemas';
import type { Database } from '../../../../db/client';
import type { Restocks } from '../../../stock/backInStock';
import { signedInAccount } from '../../../../http/guards';
import { idParams, lineParams } from '../../../../http/routeSchemas';
import { markRefused, putRefusedPieceBack, recordCourierRemittance, type ReleaseHolds } from '../../cash/cashDesk';
import { toOrderJson } from '../../serialize';

const orderParams = idParams('order');

/**
 * The desk's side of cash on delivery (cash/cashDesk.ts): recording the courier's remittance,
 * a delivery refused at the door, and each of its pieces back on sale once the desk has it back.
 */
interface Options {
  db: Database;
  jobs: Restocks;
  /** An unconfirmed order refused at the door: its held pieces go back on sale (checkout's holds). */
  releaseHolds: ReleaseHolds;
}

export const cashDeskRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, jobs, releaseHolds }) => {
  app.post(
    '/admin/orders/:id/cash/remittance',
    { schema: { params: orderParams, body: cashRemittanceSchema, response: { 200: orderAnswer } } },
    async (request) => {
      return toOrderJson(
        await recordCourierRemittance(db, request.params.id, request.body, signedInAccount(request).id),
      );
    },
  );

  app.post(
    '/admin/orders/:id/items/:lineId/sellable',
    { schema: { params: lineParams, response: { 200: orderAnswer } } },
    async (request) => {
      const { id, lineId } = request.params;
      return toOrderJson(await putRefusedPieceBack(db, jobs, id, lineId, signedInAccount(request).id));
    },
  );

  app.post(
    '/admin/orders/:id/cash/refused',
    { schema: { params: orderParams, body: cashRefusedSchema, response: { 200: orderAnswer } } },
    async (request) => {
      return toOrderJson(
        await markRefused(db, jobs, releaseHolds, request.params.id, request.body?.reason, signedInAccount(request).id),
      );
    },
  );
};
