import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { presentedGuestTokens, type GuestAccess } from './guestAccess';
import {
  findVisibleOrder,
  listVisibleOrders,
  withLines,
  withLinesOf,
  type PlacedOrder,
  type Viewer,
} from './ordersRepository';

/**
 * The orders a request may see: a signed-in customer's own (placed from their account, or
 * shipped to the phone they proved by OTP), and the ones its guest tokens open; null for none.
 */
async function viewerOf(request: FastifyRequest, guests: GuestAccess): Promise<Viewer | null> {
  const tokens = presentedGuestTokens(request);
  const opened = await guests.openedOrders(tokens);
  const customer = request.customer;
  if (!customer && tokens.length > 0 && opened.length === 0)
    throw new HttpError(
      403,
      'This order link has expired or was withdrawn: sign in with your phone to see your orders',
    );
  if (!customer && opened.length === 0) return null;
  return { customer: customer ? { id: customer.id, phone: customer.phone } : null, openedOrderIds: opened };
}

/**
 * The order a shopper asks about: theirs (signed in) or one their guest token opens. 401 signed
 * out without a token; 404 alike for an unknown order and someone else's, so the answer tells no
 * one which order ids exist.
 */
export function ownOrder(db: Database, guests: GuestAccess) {
  return async (request: FastifyRequest, id: string): Promise<PlacedOrder> => {
    const viewer = await viewerOf(request, guests);
    if (!viewer) throw new HttpError(401, 'Sign in to see this order');
    const order = await findVisibleOrder(db, id, viewer);
    if (!order) throw new HttpError(404, 'Order not found');
    return withLinesOf(db, order);
  };
}

/** The shopper's live orders, newest first; `phone` only narrows them (it proves nothing, an OTP sign-in does). */
export function ownOrders(db: Database, guests: GuestAccess) {
  return async (request: FastifyRequest, phone?: string): Promise<PlacedOrder[]> => {
    const viewer = await viewerOf(request, guests);
    if (!viewer) throw new HttpError(401, 'Sign in to see your orders');
    return withLines(db, await listVisibleOrders(db, viewer, phone));
  };
}
