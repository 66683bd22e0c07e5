import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productTypes, SECTIONS, type Section } from '@store/shared/catalog';
import { listingQuerySchema, NEXT_CURSOR_HEADER, productIdSchema } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import { listProducts } from './listingQuery';
import { toProductJson } from './serialize';

/** 'Watch', 'kurta set' or 'kurta-set' -> 'kurta-set'; accessories' UI sends hyphens as spaces. */
function normalizeType(section: Section, raw: string | undefined): string | null {
  const value = (raw ?? '').trim().toLowerCase().replace(/\s+/g, '-');
  if (!value || value === 'all') return null;
  if (!productTypes(section).includes(value))
    throw new HttpError(400, `type: unknown category '${raw}' for ${section}`);
  return value;
}

/**
 * Shopper catalogue reads, served under both path styles of the spec. Inactive products never
 * leave. A listing answers one page as the array the spec's screens read; X-Next-Cursor names
 * the next page.
 */
export async function catalogRoutes(app: FastifyInstance, opts: { db: Database; media: MediaStore }) {
  const { db, media } = opts;

  for (const prefix of ['/api/products', '/products']) {
    for (const section of SECTIONS) {
      app.get(`${prefix}/${section}`, async (request, reply) => {
        const query = listingQuerySchema.parse(request.query);
        const { rows, nextCursor } = await listProducts(db, {
          ...query,
          section,
          type: normalizeType(section, query.type),
          search: query.search ?? '',
        });
        if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
        return rows.map((row) => toProductJson(row, media));
      });
    }
    app.get(`${prefix}/:id`, async (request) => {
      const id = productIdSchema.parse((request.params as { id: string }).id);
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.active, true)));
      if (!row) throw new HttpError(404, 'Product not found');
      return toProductJson(row, media);
    });
  }
}
