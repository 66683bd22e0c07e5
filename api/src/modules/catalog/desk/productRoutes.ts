import { rupeesToPaise } from '@store/shared/format';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECTIONS, type Section } from '@store/shared/catalog';
import { addProductSchema, adminProductSchema, editProductSchema, messageAnswer } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import { productStock, products, type ProductRow, type StoredImage } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { requires, staffWith } from '../../../http/guards';
import type { JobQueue } from '../../../jobs/queue';
import type { MediaStore } from '../../../media/mediaStore';
import { idParams } from '../../../http/routeSchemas';
import { toAdminProductJson } from '../serialize';
import { sizesCameBack } from '../../stock/backInStock';
import { checkStockKeys, setStock, sizesInStock, stockOf } from '../../stock/productStock';
import type { ProductImageStore } from '../../uploads';
import { productCsvRoutes } from './catalogueCsv/routes';
import { checkMrp, skuOr409 } from './productRules';

const productParams = idParams('product');

/** The admin's product screens (product §7): every product of a section, active or not, and its edits. */
export const adminProductRoutes: FastifyPluginAsyncZod<{
  db: Database;
  media: MediaStore;
  images: ProductImageStore;
  jobs: JobQueue;
}> = async (app, { db, media, images, jobs }) => {
  /** Images leave the store by a job of the change's transaction: kept if it rolls back, retried if a delete fails. */
  const removeImages = async (tx: Database, gone: StoredImage[]) => {
    if (gone.length) await jobs.enqueue(tx, 'remove-product-images', { images: gone });
  };
  /** Admin products with their stock, read in one query. */
  const json = async (rows: ProductRow[]) => {
    const stock = await stockOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAdminProductJson(row, media, stock.get(row.id) ?? {}));
  };
  const one = async (row: ProductRow) =>
    (await json([row]))[0] as NonNullable<Awaited<ReturnType<typeof json>>[number]>;

  await app.register(productCsvRoutes, { db, jobs });

  for (const section of SECTIONS)
    for (const url of [`/admin/products/${section}`, `/products/admin/${section}`])
      app.get(url, { schema: { response: { 200: z.array(adminProductSchema) } } }, async () => {
        const rows = await db
          .select()
          .from(products)
          .where(eq(products.category, section))
          .orderBy(desc(products.createdAt), desc(products.id));
        return json(rows);
      });

  for (const url of ['/admin/products', '/admin/add-product'])
    app.post(
      url,
      // A new product comes with its price: the price-keeping roles' alone.
      {
        onRequest: requires('catalog.prices'),
        schema: { body: addProductSchema, response: { 201: adminProductSchema } },
      },
      async (request, reply) => {
        const product = request.body;
        const section: Section = product.mainCategory;
        if (product.stock) checkStockKeys(section, product.stock);
        const stored = await images.resolve(product.images);
        const row = await skuOr409(product.sku, () =>
          db.transaction(async (tx) => {
            const [inserted] = await tx
              .insert(products)
              .values({
                name: product.name,
                pricePaise: rupeesToPaise(product.price),
                mrpPaise: product.mrp == null ? null : rupeesToPaise(product.mrp),
                sku: product.sku ?? null,
                weightGrams: product.weightGrams ?? null,
                description: product.description,
                nameHi: product.nameHi ?? null,
                descriptionHi: product.descriptionHi ?? null,
                category: product.mainCategory,
                subCategory: product.subCategory,
                type: product.type,
                hsn: product.hsn ?? null,
                brand: product.brand ?? null,
                material: product.material ?? null,
                colour: product.colour ?? null,
                fabric: product.fabric ?? null,
                occasion: product.occasion ?? null,
                madeToMeasure: section !== 'accessories' && (product.madeToMeasure ?? true),
                images: stored,
              })
              .returning();
            await setStock(tx, jobs, String(inserted?.id), product.stock ?? {});
            return inserted as ProductRow;
          }),
        );
        return reply.code(201).send(await one(row));
      },
    );

  for (const url of ['/admin/products/:id', '/products/admin/:id'])
    app.put(
      url,
      { schema: { params: productParams, body: editProductSchema, response: { 200: adminProductSchema } } },
      async (request) => {
        const { id } = request.params;
        const edit = request.body;
        const [current] = await db.select().from(products).where(eq(products.id, id));
        if (!current) throw new HttpError(404, 'Product not found');
        if (edit.stock) checkStockKeys(current.category as Section, edit.stock);
        // Absent (an older screen) keeps the MRP it has, which the new price must not pass.
        const mrpPaise = edit.mrp === undefined ? current.mrpPaise : edit.mrp === null ? null : rupeesToPaise(edit.mrp);
        // Words, photos and stock are the catalogue's; a new price or MRP needs 'catalog.prices'.
        if (rupeesToPaise(edit.price) !== current.pricePaise || mrpPaise !== current.mrpPaise)
          staffWith(request, 'catalog.prices');
        checkMrp(rupeesToPaise(edit.price), mrpPaise);
        const nextImages = edit.images ? await images.resolve(edit.images, current.images) : current.images;
        const row = await skuOr409(edit.sku, () =>
          db.transaction(async (tx) => {
            // The images it has now, under the row's lock: another edit's may have landed since the read above.
            const [locked] = await tx
              .select({ images: products.images })
              .from(products)
              .where(eq(products.id, id))
              .for('update');
            if (!locked) throw new HttpError(404, 'Product not found');
            const [updated] = await tx
              .update(products)
              .set({
                name: edit.name,
                pricePaise: rupeesToPaise(edit.price),
                mrpPaise,
                sku: edit.sku === undefined ? current.sku : edit.sku,
                weightGrams: edit.weightGrams === undefined ? current.weightGrams : edit.weightGrams,
                description: edit.description,
                nameHi: edit.nameHi === undefined ? current.nameHi : edit.nameHi,
                descriptionHi: edit.descriptionHi === undefined ? current.descriptionHi : edit.descriptionHi,
                // Absent (an older screen) keeps the code the product has.
                hsn: edit.hsn ?? current.hsn,
                brand: edit.brand === undefined ? current.brand : edit.brand,
                material: edit.material === undefined ? current.material : edit.material,
                // Absent (an older screen) keeps what the product has; null clears.
                colour: edit.colour === undefined ? current.colour : edit.colour,
                fabric: edit.fabric === undefined ? current.fabric : edit.fabric,
                occasion: edit.occasion === undefined ? current.occasion : edit.occasion,
                madeToMeasure: current.category !== 'accessories' && (edit.madeToMeasure ?? current.madeToMeasure),
                images: nextImages,
                updatedAt: new Date(),
              })
              .where(eq(products.id, id))
              .returning();
            if (!updated) throw new HttpError(404, 'Product not found');
            await setStock(tx, jobs, id, edit.stock ?? {});
            // Images taken off the product leave the store with it.
            await removeImages(
              tx,
              locked.images.filter((old) => !nextImages.some((image) => image.fileId === old.fileId)),
            );
            return updated;
          }),
        );
        return one(row);
      },
    );

  for (const url of ['/admin/products/:id/toggle-active', '/products/admin/:id/toggle-active'])
    app.patch(url, { schema: { params: productParams, response: { 200: adminProductSchema } } }, async (request) => {
      const { id } = request.params;
      const row = await db.transaction(async (tx) => {
        const [toggled] = await tx
          .update(products)
          .set({ active: sql`not ${products.active}`, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning();
        // Back on sale: its sizes in stock are news to whoever waited for them meanwhile.
        if (toggled?.active) await sizesCameBack(tx, jobs, await sizesInStock(tx, id));
        return toggled;
      });
      if (!row) throw new HttpError(404, 'Product not found');
      return one(row);
    });

  for (const url of ['/admin/products/:id', '/products/admin/:id'])
    app.delete(
      url,
      // Taking a product off the catalogue for good: the price-keeping roles' alone.
      { onRequest: requires('catalog.prices'), schema: { params: productParams, response: { 200: messageAnswer } } },
      async (request) => {
        const { id } = request.params;
        const row = await db.transaction(async (tx) => {
          const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning();
          await tx.delete(productStock).where(eq(productStock.productId, id));
          // Orders keep their own copy of name, price and image path; the files go with the product.
          if (deleted) await removeImages(tx, deleted.images);
          return deleted;
        });
        if (!row) throw new HttpError(404, 'Product not found');
        return { message: 'Product deleted' };
      },
    );
};
