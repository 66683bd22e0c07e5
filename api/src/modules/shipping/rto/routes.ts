import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInAccount } from '../../../http/guards';
import { idParams } from '../../../http/routeSchemas';
import { receiveRto, type ReceiveDeps } from './received';
import { linesOfOrders, rtoNotReceived } from './rtoRepository';
import { shipmentJson } from './serialize';

const receivedBody = z.object({
  lines: z
    .array(z.object({ lineId: z.uuid({ message: 'Invalid piece id' }), sellable: z.boolean() }))
    .min(1, 'Say for each piece whether it can be sold')
    .max(100),
});

/**
 * The desk's returns to origin: the parcels going back or back at the label, not yet received,
 * each with its pieces; and the receipt of one, with each piece's condition (received.ts).
 */
export const rtoRoutes: FastifyPluginAsyncZod<ReceiveDeps> = async (app, deps) => {
  app.get('/admin/shipping/rto', async () => {
    const rows = await rtoNotReceived(deps.db);
    const lines = await linesOfOrders(
      deps.db,
      rows.map((row) => row.shipment.orderId),
    );
    return {
      shipments: rows.map(({ shipment, orderNumber }) => ({
        ...shipmentJson(shipment, orderNumber),
        lines: lines
          .filter((line) => line.orderId === shipment.orderId)
          .map((line) => ({ _id: line.id, name: line.name, size: line.size })),
      })),
    };
  });

  app.post(
    '/admin/shipping/shipments/:id/received',
    { schema: { params: idParams('shipment'), body: receivedBody } },
    async (request) => {
      const { shipment, orderNumber } = await receiveRto(
        deps,
        request.params.id,
        request.body.lines,
        signedInAccount(request).id,
      );
      return shipmentJson(shipment, orderNumber);
    },
  );
};
