import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawnAnswer } from '@store/shared/schemas';
import { idParams } from '../../../../http/routeSchemas';
import type { GuestAccess } from '../../guestAccess';

/** The desk withdraws an order's guest links (a link shared by mistake): each stops opening the order. */
export const deskGuestLinkRoutes: FastifyPluginAsyncZod<{ guests: GuestAccess }> = async (app, { guests }) => {
  app.post(
    '/admin/orders/:id/withdraw-guest-access',
    { schema: { params: idParams('order'), response: { 200: withdrawnAnswer } } },
    async (request) => ({ withdrawn: await guests.withdrawOrder(request.params.id) }),
  );
};
