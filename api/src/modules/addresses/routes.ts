import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressSchema, MAX_SAVED_ADDRESSES, refusalOf, savedAddressAnswer } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { addresses, customers } from '../../db/schema';
import { refused } from '../../http/errors';
import { signedInAccount } from '../../http/guards';
import { idParams } from '../../http/routeSchemas';
import { limited } from '../../http/rateLimits';
import { ownedRecords } from '../../http/ownedRecords';

type AddressRow = typeof addresses.$inferSelect;

const toJson = ({ id, customerId: _owner, createdAt: _created, ...fields }: AddressRow) => ({ _id: id, ...fields });
const addressParams = idParams('address');

/**
 * A signed-in customer's address book (registered behind forCustomers) (product §7: GET /address),
 * up to 20 addresses; another customer's is a 404.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const records = ownedRecords(db, addresses, 'Address not found');

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
    { ...limited('addresses'), schema: { body: addressSchema, response: { 201: savedAddressAnswer } } },
    async (request, reply) => {
      const customer = signedInAccount(request);
      const address = request.body;
      const row = await db.transaction(async (tx) => {
        // The account's row is locked so that addresses saved at once are counted one by one.
        await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for('update');
        const [kept] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customer.id));
        if ((kept?.n ?? 0) >= MAX_SAVED_ADDRESSES)
          throw refused(
            `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one first.`,
            refusalOf('address.bookFull', { max: MAX_SAVED_ADDRESSES }),
            {},
            409,
          );
        const [saved] = await tx
          .insert(addresses)
          .values({ ...address, customerId: customer.id })
          .returning();
        return saved as AddressRow;
      });
      return reply.code(201).send(toJson(row));
    },
  );

  app.put(
    '/address/:id',
    {
      ...limited('addresses'),
      schema: { params: addressParams, body: addressSchema, response: { 200: savedAddressAnswer } },
    },
    async (request) => toJson(await records.update(signedInAccount(request).id, request.params.id, request.body)),
  );

  app.delete('/address/:id', { schema: { params: addressParams } }, async (request, reply) => {
    await records.remove(signedInAccount(request).id, request.params.id);
    return reply.code(204).send();
  });
};
