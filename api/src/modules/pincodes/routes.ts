import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pincodeAnswer } from '@store/shared/schemas';
import { HttpError } from '../../http/errors';
import { findPincode } from './pincodeDirectory';

const params = z.object({ pincode: z.string().regex(/^\d{6}$/, 'Pincode must be 6 digits') });

/** GET /pincodes/{pincode}: the city and state the address form fills in; 404 for one India Post does not list. */
export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pincodes/:pincode', { schema: { params, response: { 200: pincodeAnswer } } }, async (request, reply) => {
    const place = findPincode(request.params.pincode);
    if (!place) throw new HttpError(404, `We could not find pincode ${request.params.pincode}: please check it`);
    reply.header('cache-control', 'public, max-age=86400');
    return place;
  });
};
