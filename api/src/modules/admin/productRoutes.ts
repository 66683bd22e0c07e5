import { paiseToRupees, rupeesToPaise } from '@store/shared/format';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECTIONS } from '@store/shared/catalog';
import {
  addProductSchema,
  editProductSchema,
  productSchema,
  messageAnswer,
  adminCountsAnswer,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { orders, payments, products, type ProductRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import { idParams } from '../../http/routeSchemas';
import { toProductJson } from '../catalog/serialize';
import type { ProductImageStore } from '../uploads';

const productParams = idParams('product');

/** The admin's product screens (product §7): every product of a section, active or not, and its edits. */
export const adminProductRoutes: FastifyPluginAsyncZod<{
  db: Database;
  media: MediaStore;
  images: ProductImageStore;
}> = async (app, { db, media, images }) => {
  const json = (row: ProductRow) => toProductJson(row, media);

  for (const section of SECTIONS)
    for (const url of [`/admin/products/${section}`, `/products/admin/${section}`])
      app.get(url, { schema: { response: { 200: z.array(productSchema) } } }, async () => {
        const rows = await db
          .select()
          .from(products)
          .where(eq(products.category, section))
          .orderBy(desc(products.createdAt), desc(products.id));
        return rows.map(json);
      });

  for (const url of ['/admin/products', '/admin/add-product'])
    app.post(url, { schema: { body: addProductSchema, response: { 201: productSchema } } }, async (request, reply) => {
      const product = request.body;
      const stored = await images.resolve(product.images);
      const [row] = await db
        .insert(products)
        .values({
          name: product.name,
          pricePaise: rupeesToPaise(product.price),
          description: product.description,
          category: product.mainCategory,
          subCategory: product.subCategory,
          type: product.type,
          hsn: product.hsn ?? null,
          images: stored,
        })
        .returning();
      return reply.code(201).send(json(row as ProductRow));
    });

  for (const url of ['/admin/products/:id', '/products/admin/:id'])
    app.put(
      url,
      { schema: { params: productParams, body: editProductSchema, response: { 200: productSchema } } },
      async (request) => {
        const { id } = request.params;
        const edit = request.body;
        const [current] = await db.select().from(products).where(eq(products.id, id));
        if (!current) throw new HttpError(404, 'Product not found');
        const nextImages = edit.images ? await images.resolve(edit.images, current.images) : current.images;
        const [row] = await db
          .update(products)
          .set({
            name: edit.name,
            pricePaise: rupeesToPaise(edit.price),
            description: edit.description,
            // Absent (an older screen) keeps the code the product has.
            hsn: edit.hsn ?? current.hsn,
            images: nextImages,
            updatedAt: new Date(),
          })
          .where(eq(products.id, id))
          .returning();
        if (!row) throw new HttpError(404, 'Product not found');
        // Images taken off the product leave the store with it.
        await images.remove(current.images.filter((old) => !nextImages.some((image) => image.fileId === old.fileId)));
        return json(row);
      },
    );

  for (const url of ['/admin/products/:id/toggle-active', '/products/admin/:id/toggle-active'])
    app.patch(url, { schema: { params: productParams, response: { 200: productSchema } } }, async (request) => {
      const { id } = request.params;
      const [row] = await db
        .update(products)
        .set({ active: sql`not ${products.active}`, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      if (!row) throw new HttpError(404, 'Product not found');
      return json(row);
    });

  for (const url of ['/admin/products/:id', '/products/admin/:id'])
    app.delete(url, { schema: { params: productParams, response: { 200: messageAnswer } } }, async (request) => {
      const { id } = request.params;
      const [row] = await db.delete(products).where(eq(products.id, id)).returning();
      if (!row) throw new HttpError(404, 'Product not found');
      // Orders keep their own copy of name, price and image path; the files go with the product.
      await images.remove(row.images);
      return { message: 'Product deleted' };
    });

  /** The dashboard's cards: products per section, orders per status, rupees received. */
  app.get('/admin/counts', { schema: { response: { 200: adminCountsAnswer } } }, async () => {
    const perSection = await db
      .select({ category: products.category, n: count() })
      .from(products)
      .groupBy(products.category);
    const perStatus = await db
      .select({
        status: orders.status,
        completed: orders.completed,
        n: count(),
      })
      .from(orders)
      .where(and(eq(orders.deleted, false)))
      .groupBy(orders.status, orders.completed);
    const [received] = await db
      .select({ paise: sql<number>`coalesce(sum(${payments.amountPaise} - ${payments.refundedPaise}), 0)::bigint` })
      .from(payments);
    const sectionCount = (section: string) => perSection.find((r) => r.category === section)?.n ?? 0;
    const ordersBy = (match: (r: (typeof perStatus)[number]) => boolean) =>
      perStatus.filter(match).reduce((sum, r) => sum + r.n, 0);
    return {
      mens: sectionCount('mens'),
      womens: sectionCount('womens'),
      accessories: sectionCount('accessories'),
      orders: {
        total: ordersBy(() => true),
        paid: ordersBy((r) => r.status === 'paid'),
        partialPaid: ordersBy((r) => r.status === 'partial-paid'),
        completed: ordersBy((r) => r.completed),
      },
      // Money received less money refunded, whatever became of the orders: a deleted or
      // cancelled order's payment was still received (and a refund is recorded as one).
      revenueReceived: paiseToRupees(Number(received?.paise ?? 0)),
    };
  });
};
