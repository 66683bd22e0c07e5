import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pincodeAnswer, refusalOf } from '@store/shared/schemas';
import { refused } from '../../http/errors';
import { findPincode } from './pincodeDirectory';

const params = z.object({ pincode: z.string().regex(/^\d{6}$/, 'Pincode must be 6 digits') });

/** GET /pincodes/{pincode}: the city and state the address form fills in; 404 for one India Post does not list. */
export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pincodes/:pincode', { schema: { params, response: { 200: pincodeAnswer } } }, async (request, reply) => {
    const place = findPincode(request.params.pincode);
    const { pincode } = request.params;
    if (!place)
      throw refused(
        `We could not find pincode ${pincode}: please check it`,
        refusalOf('address.pincodeUnknown', { pincode }),
        {},
        404,
      );
    reply.header('cache-control', 'public, max-age=86400');
    return place;
  });
};
