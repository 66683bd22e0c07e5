import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indiaTimeOn, rupeesToPaise } from '@store/shared/format';
import { goodwillSchema, storeCreditAnswer } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { requires, signedInAccount } from '../../http/guards';
import { idParams } from '../../http/routeSchemas';
import { grantGoodwill, withdrawGoodwill } from './goodwill';
import { storeCreditOf } from './serialize';

/** Her own store credit (registered behind forCustomers): by the session's account only. */
export const storeCreditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/account/store-credit', { schema: { response: { 200: storeCreditAnswer } } }, async (request) =>
    storeCreditOf(db, signedInAccount(request).id),
  );
};

const customerParams = idParams('customer');

/**
 * The desk's view of a customer's credit, and goodwill granted or withdrawn with a reason
 * (registered behind forStaff('orders'); giving or taking credit needs 'credit'), each recorded with the member who did it.
 */
export const storeCreditDeskRoutes: FastifyPluginAsyncZod<{ db: Database; goodwillMaxPaise: number }> = async (
  app,
  { db, goodwillMaxPaise },
) => {
  app.get(
    '/admin/customers/:id/store-credit',
    { schema: { params: customerParams, response: { 200: storeCreditAnswer } } },
    async (request) => storeCreditOf(db, request.params.id),
  );

  const change = (request: { params: { id: string }; body: typeof goodwillSchema._output }) => ({
    customerId: request.params.id,
    amountPaise: rupeesToPaise(request.body.amount),
    reason: request.body.reason,
    // The last moment of the day named, in India.
    expiresAt: request.body.expiresOn ? new Date(indiaTimeOn(request.body.expiresOn, '23:59:59.999')) : null,
    now: new Date(),
  });

  app.post(
    '/admin/customers/:id/store-credit/grant',
    {
      onRequest: requires('credit'),
      schema: { params: customerParams, body: goodwillSchema, response: { 200: storeCreditAnswer } },
    },
    async (request) => {
      await grantGoodwill(db, { ...change(request), adminId: signedInAccount(request).id }, goodwillMaxPaise);
      return storeCreditOf(db, request.params.id);
    },
  );

  app.post(
    '/admin/customers/:id/store-credit/withdraw',
    {
      onRequest: requires('credit'),
      schema: { params: customerParams, body: goodwillSchema, response: { 200: storeCreditAnswer } },
    },
    async (request) => {
      await withdrawGoodwill(db, { ...change(request), adminId: signedInAccount(request).id });
      return storeCreditOf(db, request.params.id);
    },
  );
};
