import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indiaDayPlus } from '@store/shared/format';
import { deliveryAnswer, deliveryQuerySchema } from '@store/shared/schemas';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { findPincode, pincodeTakesCash, type PincodePlace } from './pincodeDirectory';

/** Metro districts (as the pincode directory names them): couriers reach them fastest from anywhere. */
const METROS = new Set([
  'Mumbai',
  'Mumbai Suburban',
  'Central Delhi',
  'New Delhi',
  'South Delhi',
  'North Delhi',
  'East Delhi',
  'West Delhi',
  'Bengaluru',
  'Bengaluru Urban',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
]);

/** Courier days from the workshop: within the seller's state 2, to a metro 3, elsewhere 5. */
export function transitDays(place: PincodePlace, sellerState: string): number {
  if (place.state === sellerState) return 2;
  return METROS.has(place.city) || place.state === 'Delhi' ? 3 : 5;
}

/**
 * GET /store/delivery?pincode=&productId= (public): where a pincode is and by when this product
 * would arrive there if ordered today: its dispatch days (made-to-measure takes the tailored
 * lead time) plus the courier's days to that zone, and whether it takes cash on delivery.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Database; config: ApiConfig }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/store/delivery',
    { schema: { querystring: deliveryQuerySchema, response: { 200: deliveryAnswer } } },
    async (request, reply) => {
      const { pincode, productId, madeToMeasure } = request.query;
      const place = findPincode(pincode);
      if (!place) throw new HttpError(400, `We could not find pincode ${pincode}`, { field: 'pincode' });
      const [product] = await db
        .select({ madeToMeasure: products.madeToMeasure, category: products.category })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.active, true)));
      if (!product) throw new HttpError(404, 'Product not found');
      const tailored = madeToMeasure && product.madeToMeasure && product.category !== 'accessories';
      const dispatch = tailored ? config.dispatchDays.tailored : config.dispatchDays.standard;
      reply.header('cache-control', 'public, max-age=600');
      return {
        pincode: place.pincode,
        city: place.city,
        state: place.state,
        deliverable: true,
        cashOnDelivery: pincodeTakesCash(config.cashOnDelivery, place.pincode),
        deliveryBy: indiaDayPlus(dispatch + transitDays(place, config.seller.state)),
      };
    },
  );
};
