import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addressSchema } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { requireCustomer } from '../auth/routes';

type AddressRow = typeof addresses.$inferSelect;

const toJson = ({ id, customerId: _owner, createdAt: _created, ...fields }: AddressRow) => ({ _id: id, ...fields });
const idParams = z.object({ id: z.uuid({ message: 'Invalid address id' }) });

/** A signed-in customer's address book (spec 7: GET /address); another customer's is a 404. */
export async function addressRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/address', async (request) => {
    const customer = requireCustomer(request);
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customer.id))
      .orderBy(asc(addresses.createdAt));
    return rows.map(toJson);
  });

  app.post('/address', async (request, reply) => {
    const customer = requireCustomer(request);
    const address = addressSchema.parse(request.body);
    const [row] = await db
      .insert(addresses)
      .values({ ...address, customerId: customer.id })
      .returning();
    return reply.code(201).send(toJson(row as AddressRow));
  });

  app.put('/address/:id', async (request) => {
    const customer = requireCustomer(request);
    const { id } = idParams.parse(request.params);
    const address = addressSchema.parse(request.body);
    const [row] = await db
      .update(addresses)
      .set(address)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customer.id)))
      .returning();
    if (!row) throw new HttpError(404, 'Address not found');
    return toJson(row);
  });

  app.delete('/address/:id', async (request, reply) => {
    const customer = requireCustomer(request);
    const { id } = idParams.parse(request.params);
    const deleted = await db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customer.id)))
      .returning();
    if (deleted.length === 0) throw new HttpError(404, 'Address not found');
    return reply.code(204).send();
  });
}
