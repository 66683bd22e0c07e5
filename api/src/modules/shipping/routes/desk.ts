import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookAnswer,
  manifestQuerySchema,
  orderShipmentAnswer,
  parcelDefaultsSchema,
  pickupAnswer,
  quotesAnswer,
  readyQueueAnswer,
  shipmentAnswer,
  shipmentIdsSchema,
  shipmentsAnswer,
  shipmentsQuerySchema,
  shippingBookSchema,
  shippingQuoteSchema,
} from '@store/shared/schemas';
import { signedInAccount } from '../../../http/guards';
import { idParams } from '../../../http/routeSchemas';
import { sendPdf } from '../../orders/routes/documents';
import { bookOrders, cancelBooking, quotesFor, type BookingDeps } from '../booking';
import { parcelDefaults, parcelDefaultsJson, saveParcelDefaults } from '../parcels';
import { labels, manifest, orderShipment, schedulePickup, shipmentJsonOf, shipmentsPage } from '../parcelDesk';
import { readyQueue } from '../readyQueue';
import { shipmentJson } from '../serialize';
import { shipmentById } from '../shipmentsRepository';

const shipmentParams = idParams('shipment');

/**
 * The shipping desk: what is ready to leave, quotes and bookings (booking.ts), labels, the
 * pickup and the day's manifest, the parcels and their events, and the parcel defaults.
 */
export const shippingDeskRoutes: FastifyPluginAsyncZod<BookingDeps> = async (app, deps) => {
  const { db } = deps;

  app.get('/admin/shipping/ready', { schema: { response: { 200: readyQueueAnswer } } }, async () => ({
    orders: await readyQueue(db),
  }));

  app.post(
    '/admin/shipping/quotes',
    { schema: { body: shippingQuoteSchema, response: { 200: quotesAnswer } } },
    async (request) => quotesFor(deps, request.body.orderId),
  );

  app.post(
    '/admin/shipping/book',
    { schema: { body: shippingBookSchema, response: { 200: bookAnswer } } },
    async (request) => bookOrders(deps, request.body.orderIds, signedInAccount(request).id, request.body.courierId),
  );

  app.get(
    '/admin/shipping/shipments',
    { schema: { querystring: shipmentsQuerySchema, response: { 200: shipmentsAnswer } } },
    async (request) => shipmentsPage(db, request.query),
  );

  app.post(
    '/admin/shipping/shipments/:id/cancel',
    { schema: { params: shipmentParams, response: { 200: shipmentAnswer } } },
    async (request) => {
      const cancelled = await cancelBooking(deps, request.params.id, signedInAccount(request).id);
      const { order } = await orderShipment(db, cancelled.orderId);
      return shipmentJson(cancelled, order.number);
    },
  );

  app.get('/admin/shipping/shipments/:id/label.pdf', { schema: { params: shipmentParams } }, async (request, reply) => {
    const shipment = await shipmentById(db, request.params.id);
    return sendPdf(reply, `label-${shipment?.awb ?? request.params.id}`, await labels(deps, [request.params.id]));
  });

  app.post('/admin/shipping/labels', { schema: { body: shipmentIdsSchema } }, async (request, reply) =>
    sendPdf(reply, 'labels', await labels(deps, request.body.shipmentIds)),
  );

  app.post(
    '/admin/shipping/pickup',
    { schema: { body: shipmentIdsSchema, response: { 200: pickupAnswer } } },
    async (request) => schedulePickup(deps, request.body.shipmentIds),
  );

  app.get('/admin/shipping/manifest.pdf', { schema: { querystring: manifestQuerySchema } }, async (request, reply) => {
    const bytes = await manifest(deps, request.query.date);
    return sendPdf(reply, `manifest-${request.query.date ?? 'today'}`, bytes);
  });

  app.get(
    '/admin/orders/:id/shipment',
    { schema: { params: idParams('order'), response: { 200: orderShipmentAnswer } } },
    async (request) => {
      const { order, shipment, events } = await orderShipment(db, request.params.id);
      return { shipment: shipmentJsonOf(shipment, order.number), events };
    },
  );

  app.get('/admin/shipping/parcel-defaults', { schema: { response: { 200: parcelDefaultsSchema } } }, async () => ({
    defaults: parcelDefaultsJson(await parcelDefaults(db)),
  }));

  app.put(
    '/admin/shipping/parcel-defaults',
    { schema: { body: parcelDefaultsSchema, response: { 200: parcelDefaultsSchema } } },
    async (request) => ({ defaults: parcelDefaultsJson(await saveParcelDefaults(db, request.body.defaults)) }),
  );
};
