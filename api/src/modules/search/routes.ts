import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SEARCH_PAGE_SIZE,
  searchAnswer,
  searchQuerySchema,
  suggestAnswer,
  suggestQuerySchema,
  type SuggestAnswer,
} from '@store/shared/schemas';
import { HttpError } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import { sendCached, type CatalogCache } from '../catalog/catalogCache';
import { normalizeType } from '../catalog/routes';
import { toProductJson } from '../catalog/serialize';
import type { SearchEngine, StockedPiece } from './engine';
import type { QueryLog } from './queryLog';
import { queryWords } from './words';

interface Options {
  media: MediaStore;
  cache: CatalogCache;
  search: SearchEngine;
  log: QueryLog;
}

/**
 * The shoppers' search, under both path styles as the catalogue's reads are: the results and
 * the suggestions, kept until the catalogue (or a synonym) changes and sent with the
 * catalogue's cache headers. Each results request is logged, a kept answer too.
 */
export const searchRoutes: FastifyPluginAsyncZod<Options> = async (app, { media, cache, search, log }) => {
  const asProducts = (rows: StockedPiece[]) => rows.map((row) => toProductJson(row, media, row.stock));

  for (const prefix of ['/api/search', '/search']) {
    app.get(
      prefix,
      { schema: { querystring: searchQuerySchema, response: { 200: searchAnswer } } },
      async (request, reply) => {
        const {
          q,
          section,
          sort,
          page,
          type: rawType,
          minPrice,
          maxPrice,
          size,
          colour,
          fabric,
          occasion,
        } = request.query;
        if (rawType && !section) throw new HttpError(400, 'type: needs a section');
        const type = section ? normalizeType(section, rawType) : null;
        const filters = { section: section ?? null, type, minPrice, maxPrice, size, colour, fabric, occasion };
        const key = JSON.stringify(['search', q, sort, page, filters]);
        const answer = await cache.get(key, async () => {
          const found = await search.results({ q, filters, sort, page, limit: SEARCH_PAGE_SIZE });
          return {
            body: {
              query: found.query,
              didYouMean: found.didYouMean,
              products: asProducts(found.rows),
              total: found.total,
              page,
              pages: Math.ceil(found.total / SEARCH_PAGE_SIZE),
              facets: found.facets,
              popular: asProducts(found.popular),
            },
            headers: { 'x-search-total': String(found.total) },
            keep: !found.stale,
          };
        });
        log.record(queryWords(q).join(' ') || q.trim().toLowerCase(), Number(answer.headers['x-search-total'] ?? 0));
        return sendCached(request, reply, answer);
      },
    );

    app.get(
      `${prefix}/suggest`,
      { schema: { querystring: suggestQuerySchema, response: { 200: suggestAnswer } } },
      async (request, reply) => {
        const { q } = request.query;
        const answer = await cache.get(JSON.stringify(['suggest', q]), async () => {
          const found = await search.suggestions(q);
          const body: SuggestAnswer = {
            query: found.query,
            didYouMean: found.didYouMean,
            suggestions: found.suggestions.map((suggestion) => {
              if (suggestion.kind === 'category') return suggestion;
              const { id, name, nameHi, section, image, pricePaise } = suggestion.piece;
              return {
                kind: 'product',
                id,
                name,
                nameHi,
                section,
                image: image ? { url: media.urlFor(image), fileId: image.fileId } : null,
                pricePaise,
              };
            }),
          };
          return { body, keep: !found.stale };
        });
        return sendCached(request, reply, answer);
      },
    );
  }
};
