import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productIdSchema,
  stockAlertAnswer,
  stockAlertBody,
  wishlistAnswer,
  wishlistMergeBody,
} from '@store/shared/schemas';
import type { StoreChannels } from '@store/shared/catalog';
import type { Database } from '../../db/client';
import { signedInAccount } from '../../http/guards';
import { limited } from '../../http/rateLimits';
import { idParams } from '../../http/routeSchemas';
import { alertsOf, askForAlert, cancelAlert } from './stockAlerts';
import { mergeGuestList, removePiece, savePiece, wishlistOf } from './wishlist';

const pieceParams = z.object({ productId: productIdSchema });

/**
 * A signed-in shopper's wishlist and back-in-stock alerts (registered behind forCustomers): her
 * own only, by the session's account; nothing here takes a customer id from the request.
 * `store` says whether the store sends WhatsApp (an alert's channel only then).
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Database; store: StoreChannels }> = async (
  app,
  { db, store },
) => {
  app.get('/wishlist', { schema: { response: { 200: wishlistAnswer } } }, async (request) => ({
    items: await wishlistOf(db, signedInAccount(request).id),
    skipped: 0,
    message: null,
  }));

  app.put(
    '/wishlist/:productId',
    { schema: { params: pieceParams, response: { 200: wishlistAnswer } } },
    async (request) => savePiece(db, signedInAccount(request).id, request.params.productId),
  );

  app.delete(
    '/wishlist/:productId',
    { schema: { params: pieceParams, response: { 200: wishlistAnswer } } },
    async (request) => removePiece(db, signedInAccount(request).id, request.params.productId),
  );

  app.post(
    '/wishlist/merge',
    { schema: { body: wishlistMergeBody, response: { 200: wishlistAnswer } } },
    async (request) => mergeGuestList(db, signedInAccount(request).id, request.body.items),
  );

  app.get('/stock-alerts', { schema: { response: { 200: z.array(stockAlertAnswer) } } }, async (request) =>
    alertsOf(db, signedInAccount(request).id),
  );

  app.post(
    '/stock-alerts',
    {
      ...limited('stockAlerts'),
      schema: { body: stockAlertBody, response: { 200: stockAlertAnswer, 201: stockAlertAnswer } },
    },
    async (request, reply) => {
      const { alert, created } = await askForAlert(db, signedInAccount(request), request.body, store);
      return reply.code(created ? 201 : 200).send(alert);
    },
  );

  app.delete('/stock-alerts/:id', { schema: { params: idParams('alert') } }, async (request, reply) => {
    await cancelAlert(db, signedInAccount(request).id, request.params.id);
    return reply.code(204).send();
  });
};
