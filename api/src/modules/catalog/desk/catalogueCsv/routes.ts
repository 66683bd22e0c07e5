import { asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productImportAnswer, productImportSchema } from '@store/shared/schemas';
import type { Database } from '../../../../db/client';
import { products, type ProductRow } from '../../../../db/schema';
import { HttpError } from '../../../../http/errors';
import { requires } from '../../../../http/guards';
import type { JobQueue } from '../../../../jobs/queue';
import { setStock, stockOf } from '../../../stock/productStock';
import { skuOr409 } from '../productRules';
import { namedIn, planImport, productsCsv, readSheet } from './productsCsv';

/** The catalogue's CSV export and import (admins only: registered inside the admin's product routes). */
export const productCsvRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobQueue }> = async (app, { db, jobs }) => {
  app.get('/admin/products/export', async (_request, reply) => {
    const rows = await db.select().from(products).orderBy(asc(products.category), asc(products.name), asc(products.id));
    const stock = await stockOf(
      db,
      rows.map((row) => row.id),
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${day}.csv"`)
      .send(productsCsv(rows, stock));
  });

  /**
   * Every row is checked before any is written; one bad row refuses the sheet with every row's
   * problem. Stock goes through setStock, so a size raised from none tells its waiting shoppers.
   */
  app.post(
    '/admin/products/import',
    {
      // A sheet sets prices and adds products: the price-keeping roles' alone.
      onRequest: requires('catalog.prices'),
      bodyLimit: 6_000_000,
      schema: { body: productImportSchema, response: { 200: productImportAnswer } },
    },
    async (request) => {
      const sheet = readSheet(request.body.csv);
      if (!sheet.ok) throw new HttpError(400, sheet.message, { field: 'csv' });
      const { ids, skus } = namedIn(sheet.header, sheet.rows);
      const named: ProductRow[] =
        ids.length || skus.length
          ? await db
              .select()
              .from(products)
              .where(
                or(
                  ids.length ? inArray(products.id, ids) : undefined,
                  skus.length ? inArray(products.sku, skus) : undefined,
                ),
              )
          : [];
      const known = {
        byId: new Map(named.map((row) => [row.id, row])),
        bySku: new Map(named.flatMap((row) => (row.sku ? [[row.sku, row] as const] : []))),
      };
      const checked = planImport(sheet.header, sheet.rows, known);
      if (!checked.ok) {
        const count = new Set(checked.problems.map((problem) => problem.row)).size;
        throw new HttpError(
          400,
          `Nothing was imported: ${count} ${count === 1 ? 'row has a problem' : 'rows have problems'}`,
          { problems: checked.problems },
        );
      }
      let created = 0;
      let updated = 0;
      await db.transaction(async (tx) => {
        for (const planned of checked.plan) {
          let id: string;
          if (planned.kind === 'create') {
            const [inserted] = await skuOr409(planned.values.sku, () =>
              tx.insert(products).values(planned.values).returning({ id: products.id }),
            );
            id = inserted?.id as string;
            created++;
          } else {
            const [changed] = await skuOr409(planned.values.sku, () =>
              tx
                .update(products)
                .set({ ...planned.values, updatedAt: new Date() })
                .where(eq(products.id, planned.id))
                .returning({ id: products.id }),
            );
            if (!changed)
              throw new HttpError(409, `Row ${planned.row}: the product was deleted meanwhile; nothing was imported`);
            id = changed.id;
            updated++;
          }
          await setStock(tx, jobs, id, planned.stock);
        }
      });
      return { created, updated, message: `Imported ${created} new and ${updated} updated products` };
    },
  );
};
