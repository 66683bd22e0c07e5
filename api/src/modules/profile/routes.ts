import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, profileSchema } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { signedInAccount } from '../../http/guards';
import { asCurrentUser } from '../auth/currentUser';

/** The signed-in customer's own name (registered behind forCustomers): the header shows its initial. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/account/profile',
    { schema: { body: profileSchema, response: { 200: currentUserSchema } } },
    async (request) => {
      const customer = signedInAccount(request);
      const [row] = await db
        .update(customers)
        .set({ name: request.body.name })
        .where(eq(customers.id, customer.id))
        .returning();
      return asCurrentUser(row ?? customer);
    },
  );
};
