import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  giftCardAmountsAnswer,
  giftCardAmountsSchema,
  giftCardDeskAnswer,
  giftCardIssueSchema,
  giftCardLookupQuery,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { signedInAccount } from '../../http/guards';
import { idParams } from '../../http/routeSchemas';
import { amountsOnSale, setAmountsOnSale } from './amounts';
import { deskJson, disableCard, issueFromDesk, lookUp } from './desk';
import type { IssueDeps } from './issue';
import { paiseToRupees } from '@store/shared/format';

const cardParams = idParams('gift card');

/** The desk's gift cards: the amounts on sale, issuing a card, switching one off, looking one up with its uses. */
export const giftCardDeskRoutes: FastifyPluginAsyncZod<IssueDeps & { db: Database }> = async (app, options) => {
  const { db } = options;

  app.get('/admin/gift-cards/amounts', { schema: { response: { 200: giftCardAmountsAnswer } } }, async () => ({
    amounts: (await amountsOnSale(db)).map(paiseToRupees),
    validMonths: options.validMonths,
  }));

  app.put(
    '/admin/gift-cards/amounts',
    { schema: { body: giftCardAmountsSchema, response: { 200: giftCardAmountsAnswer } } },
    async (request) => ({
      amounts: await setAmountsOnSale(db, request.body.amounts),
      validMonths: options.validMonths,
    }),
  );

  app.post(
    '/admin/gift-cards',
    { schema: { body: giftCardIssueSchema, response: { 201: giftCardDeskAnswer } } },
    async (request, reply) => {
      const card = await issueFromDesk(db, options, request.body, signedInAccount(request).id);
      return reply.code(201).send(await deskJson(db, card));
    },
  );

  app.get(
    '/admin/gift-cards',
    { schema: { querystring: giftCardLookupQuery, response: { 200: z.array(giftCardDeskAnswer) } } },
    async (request) => Promise.all((await lookUp(db, request.query)).map((card) => deskJson(db, card))),
  );

  app.post(
    '/admin/gift-cards/:id/disable',
    { schema: { params: cardParams, response: { 200: giftCardDeskAnswer } } },
    async (request) => deskJson(db, await disableCard(db, request.params.id, signedInAccount(request).id)),
  );
};
