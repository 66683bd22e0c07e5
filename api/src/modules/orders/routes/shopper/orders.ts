import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indianPhoneSchema, orderAnswer, type OrderJson } from '@store/shared/schemas';
import type { Database } from '../../../../db/client';
import type { OrderRow } from '../../../../db/schema';
import { HttpError } from '../../../../http/errors';
import { limited } from '../../../../http/rateLimits';
import { presentedGuestTokens, type GuestAccess } from '../../guestAccess';
import { ownOrders } from '../../ownOrders';
import { toOrderJson } from '../../serialize';

const myOrdersQuery = z.object({ phone: indianPhoneSchema.optional() });

interface Options {
  db: Database;
  guests: GuestAccess;
  /** The shopper's list shows each order's returns and return window (returns/serialize.ts). */
  afterSale?: (rows: OrderRow[]) => Promise<Map<string, NonNullable<OrderJson['afterSale']>>>;
}

/**
 * A shopper's orders (product §7), signed in or through guest links: the list and withdrawing the
 * browser's links (placing one and paying a balance are checkout's: checkout/routes/card.ts).
 */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, guests } = options;
  const ordersFor = ownOrders(db, guests);

  /**
   * GET /orders/my-orders (product §7): the caller's orders, deleted ones hidden. `phone` (the
   * product's guest phone) only narrows the list: it proves nothing, an OTP sign-in does.
   */
  app.get(
    '/orders/my-orders',
    { ...limited('guestOrders'), schema: { querystring: myOrdersQuery, response: { 200: z.array(orderAnswer) } } },
    async (request) => {
      const placed = await ordersFor(request, request.query.phone);
      const afterSale = (await options.afterSale?.(placed)) ?? new Map();
      return placed.map((order) => ({ ...toOrderJson(order), afterSale: afterSale.get(order.id) }));
    },
  );

  /** The holder of guest tokens withdraws them (a shared computer): they open nothing after. */
  app.delete('/orders/guest-access', limited('guestOrders'), async (request, reply) => {
    const tokens = presentedGuestTokens(request);
    if (tokens.length === 0) throw new HttpError(400, 'x-guest-token: no token to withdraw');
    await guests.withdraw(tokens);
    return reply.code(204).send();
  });
};
