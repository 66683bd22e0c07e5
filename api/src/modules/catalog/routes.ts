import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { productTypes, SECTIONS, type Section } from '@store/shared/catalog';
import {
  catalogVersionAnswer,
  listingQuerySchema,
  NEXT_CURSOR_HEADER,
  productIdSchema,
  productSchema,
  sitemapAnswer,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import type { CatalogCache, CachedAnswer } from './catalogCache';
import { listProducts } from './listingQuery';
import { toProductJson } from './serialize';

const productParams = z.object({ id: productIdSchema });

/** 'Watch', 'kurta set' or 'kurta-set' -> 'kurta-set'; accessories' UI sends hyphens as spaces. */
function normalizeType(section: Section, raw: string | undefined): string | null {
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
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database; media: MediaStore; cache: CatalogCache }> = async (
  app,
  opts,
) => {
  const { db, media, cache } = opts;

  /** A kept answer, or 304 when the browser already holds it (ETag). */
  const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
    reply.headers({ ...answer.headers, etag: answer.etag, 'cache-control': 'no-cache' });
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  };

  for (const prefix of ['/api/products', '/products']) {
    for (const section of SECTIONS) {
      app.get(
        `${prefix}/${section}`,
        { schema: { querystring: listingQuerySchema, response: { 200: z.array(productSchema) } } },
        async (request, reply) => {
          const query = request.query;
          const type = normalizeType(section, query.type);
          const key = JSON.stringify([section, query.search ?? '', type, query.sort, query.cursor, query.limit]);
          const answer = await cache.get(key, async () => {
            const { rows, nextCursor } = await listProducts(db, {
              ...query,
              section,
              type,
              search: query.search ?? '',
            });
            return {
              body: rows.map((row) => toProductJson(row, media)),
              headers: nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : ({} as Record<string, string>),
            };
          });
          return send(request, reply, answer);
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
          return { body: toProductJson(row, media) };
        });
        return send(request, reply, answer);
      },
    );
  }

  /**
   * For the storefront's render server: the version its cached pages are keyed by (it moves on
   * every product change), and what the sitemap lists (every active product, with its last change).
   */
  app.get('/catalog/version', { schema: { response: { 200: catalogVersionAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: await cache.currentVersion() };
  });

  app.get('/catalog/sitemap', { schema: { response: { 200: sitemapAnswer } } }, async (request, reply) => {
    const answer = await cache.get(JSON.stringify(['sitemap']), async () => {
      const rows = await db
        .select({ id: products.id, category: products.category, updatedAt: products.updatedAt })
        .from(products)
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
    return send(request, reply, answer);
  });
};
