import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressSchema, savedAddressAnswer } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signedInAccount } from '../../http/guards';
import { idParams } from '../../http/routeSchemas';

type AddressRow = typeof addresses.$inferSelect;

const toJson = ({ id, customerId: _owner, createdAt: _created, ...fields }: AddressRow) => ({ _id: id, ...fields });
const addressParams = idParams('address');

/** A signed-in customer's address book (registered behind forCustomers) (product §7: GET /address); another customer's is a 404. */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/address', { schema: { response: { 200: z.array(savedAddressAnswer) } } }, async (request) => {
    const customer = signedInAccount(request);
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customer.id))
      .orderBy(asc(addresses.createdAt));
    return rows.map(toJson);
  });

  app.post(
    '/address',
    { schema: { body: addressSchema, response: { 201: savedAddressAnswer } } },
    async (request, reply) => {
      const customer = signedInAccount(request);
      const address = request.body;
      const [row] = await db
        .insert(addresses)
        .values({ ...address, customerId: customer.id })
        .returning();
      return reply.code(201).send(toJson(row as AddressRow));
    },
  );

  app.put(
    '/address/:id',
    { schema: { params: addressParams, body: addressSchema, response: { 200: savedAddressAnswer } } },
    async (request) => {
      const customer = signedInAccount(request);
      const { id } = request.params;
      const address = request.body;
      const [row] = await db
        .update(addresses)
        .set(address)
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customer.id)))
        .returning();
      if (!row) throw new HttpError(404, 'Address not found');
      return toJson(row);
    },
  );

  app.delete('/address/:id', { schema: { params: addressParams } }, async (request, reply) => {
    const customer = signedInAccount(request);
    const { id } = request.params;
    const deleted = await db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customer.id)))
      .returning();
    if (deleted.length === 0) throw new HttpError(404, 'Address not found');
    return reply.code(204).send();
  });
};
