import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rtoQueueAnswer, rtoReceivedSchema, shipmentAnswer } from '@store/shared/schemas';
import { signedInAccount } from '../../../http/guards';
import { idParams } from '../../../http/routeSchemas';
import { receiveRto, refundRtoAgain, type ReceiveDeps } from './received';
import { linesOfOrders, rtoNotReceived } from './rtoRepository';
import { shipmentJson } from './serialize';

/**
 * The desk's returns to origin: the parcels going back or back at the label, not yet received,
 * each with its pieces; and the receipt of one, with each piece's condition (received.ts).
 */
export const rtoRoutes: FastifyPluginAsyncZod<ReceiveDeps> = async (app, deps) => {
  app.get('/admin/shipping/rto', { schema: { response: { 200: rtoQueueAnswer } } }, async () => {
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
    { schema: { params: idParams('shipment'), body: rtoReceivedSchema, response: { 200: shipmentAnswer } } },
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

  app.post(
    '/admin/shipping/shipments/:id/refund',
    { schema: { params: idParams('shipment'), response: { 200: shipmentAnswer } } },
    async (request) => {
      const { shipment, orderNumber } = await refundRtoAgain(deps, request.params.id, signedInAccount(request).id);
      return shipmentJson(shipment, orderNumber);
    },
  );
};
