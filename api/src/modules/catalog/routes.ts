import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { productTypes, SECTIONS, type Section } from '@store/shared/catalog';
import {
  CATALOG_VERSION_HEADER,
  catalogVersionAnswer,
  listingFacetsAnswer,
  listingFiltersSchema,
  listingQuerySchema,
  NEXT_CURSOR_HEADER,
  productIdSchema,
  productIdsQuery,
  productSchema,
  sitemapAnswer,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { productStock, products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import { sendCached, type CatalogCache } from './catalogCache';
import { listingFacets, listProducts } from './listingQuery';
import { stockOf } from '../stock/productStock';
import { toProductJson } from './serialize';
import type { SearchEngine } from '../search/engine';
import { ratingBreakdown } from '../ratings/reviews';
import { sizesRunning } from '../ratings/sizeFit';

const productParams = z.object({ id: productIdSchema });
/** A listing's facets ignore its sort. */
const listingFacetsQuery = listingFiltersSchema.omit({ sort: true });

/** 'Watch', 'kurta set' or 'kurta-set' -> 'kurta-set'; accessories' UI sends hyphens as spaces. */
export function normalizeType(section: Section, raw: string | undefined): string | null {
  const value = (raw ?? '').trim().toLowerCase().replace(/\s+/g, '-');
  if (!value || value === 'all') return null;
  if (!productTypes(section).includes(value))
    throw new HttpError(400, `type: unknown category '${raw}' for ${section}`);
  return value;
}

/**
 * Shopper catalogue reads, served under both path styles of the product description. Inactive products never
 * leave. A listing answers one page as the array the product's screens read; X-Next-Cursor names
 * the next page.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  db: Database;
  media: MediaStore;
  cache: CatalogCache;
  search: SearchEngine;
  /** FIT_MIN_ANSWERS: a product page's sizes that run small or large (sizeFit.ts). */
  fitMinAnswers: number;
}> = async (app, opts) => {
  const { db, media, cache, search, fitMinAnswers } = opts;

  for (const prefix of ['/api/products', '/products']) {
    for (const section of SECTIONS) {
      app.get(
        `${prefix}/${section}`,
        { schema: { querystring: listingQuerySchema, response: { 200: z.array(productSchema) } } },
        async (request, reply) => {
          const query = request.query;
          const type = normalizeType(section, query.type);
          const { minPrice, maxPrice, size, colour, fabric, occasion } = query;
          const key = JSON.stringify([
            section,
            query.search ?? '',
            type,
            query.sort,
            query.cursor,
            query.limit,
            [minPrice, maxPrice, size, colour, fabric, occasion],
          ]);
          const answer = await cache.get(key, async () => {
            const { rows, nextCursor } = await listProducts(db, {
              ...query,
              section,
              type,
              match: query.search ? await search.listingCondition(query.search) : undefined,
            });
            const stock = await stockOf(
              db,
              rows.map((row) => row.id),
            );
            return {
              body: rows.map((row) => toProductJson(row, media, stock.get(row.id) ?? {})),
              headers: nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : ({} as Record<string, string>),
            };
          });
          return sendCached(request, reply, answer);
        },
      );
      app.get(
        `${prefix}/${section}/facets`,
        { schema: { querystring: listingFacetsQuery, response: { 200: listingFacetsAnswer } } },
        async (request, reply) => {
          const query = request.query;
          const type = normalizeType(section, query.type);
          const { minPrice, maxPrice, size, colour, fabric, occasion } = query;
          const key = JSON.stringify([
            'facets',
            section,
            query.search ?? '',
            type,
            [minPrice, maxPrice, size, colour, fabric, occasion],
          ]);
          const answer = await cache.get(key, async () => ({
            body: await listingFacets(db, {
              ...query,
              section,
              type,
              match: query.search ? await search.listingCondition(query.search) : undefined,
            }),
          }));
          return sendCached(request, reply, answer);
        },
      );
    }
    app.get(
      `${prefix}/:id`,
      { schema: { params: productParams, response: { 200: productSchema } } },
      async (request, reply) => {
        const { id } = request.params;
        const answer = await cache.get(JSON.stringify(['product', id]), async () => {
          const [row] = await db
            .select()
            .from(products)
            .where(and(eq(products.id, id), eq(products.active, true)));
          if (!row) throw new HttpError(404, 'Product not found');
          const stock = await stockOf(db, [row.id]);
          const product = toProductJson(row, media, stock.get(row.id) ?? {});
          // Its page draws the stars and the fit on the server: read for this answer alone, not for listings.
          if (product.rating) product.rating.breakdown = await ratingBreakdown(db, row.id);
          product.sizeFit = await sizesRunning(db, row.id, fitMinAnswers);
          return { body: product };
        });
        return sendCached(request, reply, answer);
      },
    );
  }

  /**
   * Several products by id, those still on sale, in the order asked (a wishlist's pieces, up to
   * its cap): one read for the whole list. An id no longer sold is simply absent.
   */
  app.get(
    '/catalog/products',
    { schema: { querystring: productIdsQuery, response: { 200: z.array(productSchema) } } },
    async (request, reply) => {
      const ids = request.query.ids;
      const answer = await cache.get(JSON.stringify(['products', [...ids].sort()]), async () => {
        const rows = await db
          .select()
          .from(products)
          .where(and(inArray(products.id, ids), eq(products.active, true)));
        const stock = await stockOf(
          db,
          rows.map((row) => row.id),
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        return {
          body: ids.flatMap((id) => {
            const row = byId.get(id);
            return row ? [toProductJson(row, media, stock.get(id) ?? {})] : [];
          }),
        };
      });
      return sendCached(request, reply, answer);
    },
  );

  /**
   * For the storefront's render server: the version its cached pages are keyed by (it moves on
   * every product change), and what the sitemap lists (every active product, with its page's last
   * change: the product's, or its stock's as shoppers see it).
   */
  app.get('/catalog/version', { schema: { response: { 200: catalogVersionAnswer } } }, async (_request, reply) => {
    const version = await cache.currentVersion();
    // In a header too: the API's nginx front asks for it before each catalogue read (auth_request).
    reply.headers({ 'cache-control': 'no-store', [CATALOG_VERSION_HEADER]: String(version) });
    return { version };
  });

  app.get('/catalog/sitemap', { schema: { response: { 200: sitemapAnswer } } }, async (request, reply) => {
    const answer = await cache.get(JSON.stringify(['sitemap']), async () => {
      // A page changes with its product or with what a shopper sees of a size's stock.
      const availabilityChangedAt = db
        .select({
          productId: productStock.productId,
          at: max(productStock.availabilityChangedAt).as('at'),
        })
        .from(productStock)
        .groupBy(productStock.productId)
        .as('availability');
      const rows = await db
        .select({
          id: products.id,
          category: products.category,
          updatedAt: sql`greatest(${products.updatedAt}, ${availabilityChangedAt.at})`.mapWith(products.updatedAt),
        })
        .from(products)
        .leftJoin(availabilityChangedAt, eq(availabilityChangedAt.productId, products.id))
        .where(eq(products.active, true))
        .orderBy(products.id);
      return {
        body: {
          sections: [...SECTIONS],
          products: rows.map((row) => ({
            _id: row.id,
            category: row.category,
            updatedAt: row.updatedAt.toISOString(),
          })),
        },
      };
    });
    return sendCached(request, reply, answer);
  });
};
