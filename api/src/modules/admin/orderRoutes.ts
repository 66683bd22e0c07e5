import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { requireAdmin } from '../auth/routes';
import { toOrderJson } from '../orders/serialize';

const idParams = z.object({ id: z.uuid({ message: 'Invalid order id' }) });
const completedBody = z.object({ completed: z.boolean({ message: 'completed must be true or false' }) });

/** The admin's orders (spec 7): all of them but the deleted, completion, soft delete. */
export async function adminOrderRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/orders/all', async (request) => {
    requireAdmin(request);
    const rows = await db.select().from(orders).where(eq(orders.deleted, false)).orderBy(desc(orders.createdAt));
    return rows.map(toOrderJson);
  });

  app.put('/orders/:id/completed', async (request) => {
    requireAdmin(request);
    const { id } = idParams.parse(request.params);
    const { completed } = completedBody.parse(request.body);
    const [row] = await db
      .update(orders)
      .set({ completed })
      .where(and(eq(orders.id, id), eq(orders.deleted, false)))
      .returning();
    if (!row) throw new HttpError(404, 'Order not found');
    return toOrderJson(row);
  });

  /** Soft delete: the order leaves every list (admin, dashboard) but its payments stay on record. */
  app.delete('/orders/:id', async (request) => {
    requireAdmin(request);
    const { id } = idParams.parse(request.params);
    const [row] = await db
      .update(orders)
      .set({ deleted: true })
      .where(and(eq(orders.id, id), eq(orders.deleted, false)))
      .returning();
    if (!row) throw new HttpError(404, 'Order not found');
    return { message: 'Order deleted successfully.' };
  });
}
