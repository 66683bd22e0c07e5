import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { returnAnswer, returnRequestSchema } from '@store/shared/schemas';
import type { ApiConfig } from '../../../../config';
import { limited } from '../../../../http/rateLimits';
import { idParams } from '../../../../http/routeSchemas';
import type { GuestAccess } from '../../guestAccess';
import { ownOrder } from '../../ownOrders';
import { creditNoteDocument } from '../../returns/creditNotes';
import { refundsToAccount } from '../../returns/refunds';
import { askForReturn, type ReturnDeps } from '../../returns/requests';
import { loadReturns, toReturnJson } from '../../returns/serialize';
import { sendPdf } from '../documents';

const orderParams = idParams('order');
const creditNoteParams = orderParams.extend({ returnId: idParams('return').shape.id });

/**
 * The shopper's side of returns (issue 32): asking about a delivered piece from the order card,
 * signed in or through the order's own guest link, and the credit note of a refund. Someone
 * else's order is a 404, as for every order route.
 */
export const customerReturnRoutes: FastifyPluginAsyncZod<
  ReturnDeps & { guests: GuestAccess; config: ApiConfig }
> = async (app, options) => {
  const { db, media, guests, config } = options;
  const orderFor = ownOrder(db, guests);

  app.post(
    '/orders/:id/returns',
    {
      ...limited('placeOrder'),
      // A phone photo as base64 (5 MB at most once decoded), checked from its bytes.
      bodyLimit: 7_500_000,
      schema: { params: orderParams, body: returnRequestSchema, response: { 201: returnAnswer } },
    },
    async (request, reply) => {
      const order = await orderFor(request, request.params.id);
      const row = await askForReturn(options, order, request.body, await refundsToAccount(db, order));
      const [loaded] = await loadReturns(db, { rows: [row] });
      return reply.code(201).send(toReturnJson(loaded as NonNullable<typeof loaded>, media));
    },
  );

  app.get(
    '/orders/:id/returns/:returnId/credit-note',
    { ...limited('guestOrders'), schema: { params: creditNoteParams } },
    async (request, reply) => {
      const order = await orderFor(request, request.params.id);
      const { name, bytes } = await creditNoteDocument(db, config, request.params.returnId, order);
      return sendPdf(reply, name, bytes);
    },
  );
};
