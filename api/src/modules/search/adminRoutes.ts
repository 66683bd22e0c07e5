import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  messageAnswer,
  newSearchSynonymSchema,
  searchLogAnswer,
  searchLogQuery,
  searchSynonymSchema,
  type SearchSynonym,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { searchSynonyms, type SearchSynonymRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { QueryLog } from './queryLog';
import { queryWords } from './words';

const DAYS = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 } as const;

const asSynonym = (row: SearchSynonymRow): SearchSynonym => ({ id: row.id, words: row.words, oneWay: row.oneWay });

/**
 * The admin's search desk (behind forStaff('catalog'): owner and support): what shoppers search for and what found nothing,
 * and the synonyms, which take effect on the next search (their edit moves the catalogue's version).
 */
export const searchAdminRoutes: FastifyPluginAsyncZod<{ db: Database; log: QueryLog }> = async (app, { db, log }) => {
  app.get(
    '/admin/search/queries',
    { schema: { querystring: searchLogQuery, response: { 200: searchLogAnswer } } },
    async (request) => log.summary(DAYS[request.query.range]),
  );

  app.get('/admin/search/synonyms', { schema: { response: { 200: z.array(searchSynonymSchema) } } }, async () =>
    (await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id))).map(
      asSynonym,
    ),
  );

  app.post(
    '/admin/search/synonyms',
    { schema: { body: newSearchSynonymSchema, response: { 201: searchSynonymSchema } } },
    async (request, reply) => {
      // Each as the search reads a query's words, so what the admin typed is what a shopper's words meet.
      const words = request.body.words.map((typed, index) => {
        const split = queryWords(typed);
        if (split.length !== 1)
          throw new HttpError(400, `words.${index}: must be one word of letters or digits ('${typed}')`);
        return split[0] as string;
      });
      const twice = words.find((word, index) => words.indexOf(word) !== index);
      if (twice) throw new HttpError(400, `words: '${twice}' is there twice`);
      const [row] = await db
        .insert(searchSynonyms)
        .values({ words, oneWay: request.body.oneWay ?? false })
        .returning();
      return reply.code(201).send(asSynonym(row as SearchSynonymRow));
    },
  );

  app.delete(
    '/admin/search/synonyms/:id',
    {
      schema: {
        params: z.object({ id: z.uuid({ message: 'is not a synonym id' }) }),
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const [gone] = await db
        .delete(searchSynonyms)
        .where(eq(searchSynonyms.id, request.params.id))
        .returning({ id: searchSynonyms.id });
      if (!gone) throw new HttpError(404, 'No such synonym');
      return { message: 'Synonym removed' };
    },
  );
};
