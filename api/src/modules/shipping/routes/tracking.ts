import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackingAnswer, type ShipmentState } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import { idParams } from '../../../http/routeSchemas';
import { limited } from '../../../http/rateLimits';
import type { GuestAccess } from '../../orders/guestAccess';
import { ownOrder } from '../../orders/ownOrders';
import { eventJson, trackingUrl } from '../serialize';
import { currentShipmentOfOrder, eventsOfShipment } from '../shipmentsRepository';

/**
 * GET /orders/:id/tracking: the shopper's parcel and its courier's events, for her own order
 * (signed in, or by its guest link, as her other /orders routes). Before booking: nulls, no events.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ db: Database; guests: GuestAccess }> = async (app, options) => {
  const { db } = options;
  const orderFor = ownOrder(db, options.guests);
  app.get(
    '/orders/:id/tracking',
    { ...limited('guestOrders'), schema: { params: idParams('order'), response: { 200: trackingAnswer } } },
    async (request) => {
      const order = await orderFor(request, request.params.id);
      const shipment = await currentShipmentOfOrder(db, order.id);
      if (!shipment || shipment.status === 'booking' || shipment.status === 'cancelled')
        return {
          courierName: order.courier,
          awb: order.trackingNumber,
          trackingUrl: null,
          status: null,
          estimatedDelivery: null,
          events: [],
        };
      return {
        courierName: shipment.courierName,
        awb: shipment.awb,
        trackingUrl: trackingUrl(shipment),
        status: shipment.status as ShipmentState,
        estimatedDelivery: shipment.estimatedDelivery,
        events: (await eventsOfShipment(db, shipment.id)).map(eventJson),
      };
    },
  );
};
