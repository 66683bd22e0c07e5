import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductionStage } from '@store/shared/catalog';
import {
  deskReturnAnswer,
  payoutRecordSchema,
  returnMoveSchema,
  returnStageSchema,
  returnsQuerySchema,
  type DeskReturnJson,
} from '@store/shared/schemas';
import type { ApiConfig } from '../../../../config';
import type { Database } from '../../../../db/client';
import { HttpError } from '../../../../http/errors';
import { signedInAccount } from '../../../../http/guards';
import { idParams } from '../../../../http/routeSchemas';
import type { JobQueue } from '../../../../jobs/queue';
import type { MediaStore } from '../../../../media/mediaStore';
import type { ProviderRefunds } from '../../../payments/refunds/providerRefunds';
import { creditNoteDocument } from '../../returns/creditNotes';
import { markSellable, moveAlterationStage, moveReturn, type OnReturnApproved } from '../../returns/deskActions';
import { recordPayout, type RefundMetrics } from '../../returns/refunds';
import { findReturn, listReturns } from '../../returns/returnsRepository';
import { deskReturnsJson } from '../../returns/serialize';
import { anyOrderOnRecord, sendPdf } from '../documents';

interface Options {
  db: Database;
  jobs: JobQueue;
  media: MediaStore;
  refunds: ProviderRefunds;
  config: ApiConfig;
  metrics?: RefundMetrics;
  /** An approved return's piece to fetch back (shipping's reverse pickup, wired in wiring.ts). */
  onReturnApproved?: OnReturnApproved;
}

const returnParams = idParams('return');

/**
 * The desk's Returns queue (issue 32): the open returns oldest first (or all, newest first),
 * and each step: approve or refuse, pickup, received, then refund, dispatch the exchange or the
 * workshop; an alteration's stages; a cash refund's payout; a returned piece back on sale.
 */
export const deskReturnRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, media, jobs } = options;

  async function one(id: string): Promise<DeskReturnJson> {
    const row = await findReturn(db, id);
    if (!row) throw new HttpError(404, 'Return not found');
    const [json] = await deskReturnsJson(db, media, [row]);
    return json as DeskReturnJson;
  }

  app.get(
    '/admin/returns',
    { schema: { querystring: returnsQuerySchema, response: { 200: z.array(deskReturnAnswer) } } },
    async (request) => {
      const open = request.query.view === 'open';
      const rows = await listReturns(db, open);
      return deskReturnsJson(db, media, open ? rows : rows.reverse());
    },
  );

  app.put(
    '/admin/returns/:id/state',
    { schema: { params: returnParams, body: returnMoveSchema, response: { 200: deskReturnAnswer } } },
    async (request) => {
      const { to, reason, refundTo } = request.body;
      await moveReturn(options, request.params.id, to, reason, signedInAccount(request).id, refundTo);
      return one(request.params.id);
    },
  );

  app.put(
    '/admin/returns/:id/stage',
    { schema: { params: returnParams, body: returnStageSchema, response: { 200: deskReturnAnswer } } },
    async (request) => {
      const stage = request.body.stage as ProductionStage;
      await moveAlterationStage(db, jobs, request.params.id, stage, signedInAccount(request).id);
      return one(request.params.id);
    },
  );

  app.post(
    '/admin/returns/:id/payout',
    { schema: { params: returnParams, body: payoutRecordSchema, response: { 200: deskReturnAnswer } } },
    async (request) => {
      await recordPayout(
        db,
        jobs,
        request.params.id,
        request.body.reference,
        signedInAccount(request).id,
        options.metrics,
      );
      return one(request.params.id);
    },
  );

  app.post(
    '/admin/returns/:id/sellable',
    { schema: { params: returnParams, response: { 200: deskReturnAnswer } } },
    async (request) => {
      await markSellable(db, jobs, request.params.id);
      return one(request.params.id);
    },
  );

  app.get('/admin/returns/:id/credit-note', { schema: { params: returnParams } }, async (request, reply) => {
    const row = await findReturn(db, request.params.id);
    if (!row) throw new HttpError(404, 'Return not found');
    const order = await anyOrderOnRecord(db)(request, row.orderId);
    const { name, bytes } = await creditNoteDocument(db, options.config, row.id, order);
    return sendPdf(reply, name, bytes);
  });
};
