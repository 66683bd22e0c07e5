import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numberForFile } from '@store/shared/format';
import { taxRulesAnswer, dispatchDaysAnswer } from '@store/shared/schemas';
import type { ApiConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { limited } from '../../../http/rateLimits';
import { idParams } from '../../../http/routeSchemas';
import { paymentOfOrder } from '../../payments/paymentsRepository';
import { balancesPaid } from '../invoices/balancesPaid';
import { invoicePdf, receiptPdf } from '../invoices/documents';
import { taxInvoice } from '../invoices/taxInvoice';
import { creditNoteByNumber } from '../returns/creditNotes';
import { findOrder, withLinesOf, type PlacedOrder } from '../ordersRepository';

const orderParams = idParams('order');
const receiptParams = orderParams.extend({
  paymentId: z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/, { message: 'Invalid payment id' }),
});
/** A credit note's number as its file is named: CN-2026-27-0001 for CN/2026-27/0001. */
const creditNoteParams = orderParams.extend({
  number: z
    .string()
    .regex(/^CN-\d{4}-\d{2}-\d{4,}$/, { message: 'Invalid credit note number' })
    .transform((name) => name.replace(/^CN-(\d{4}-\d{2})-/, 'CN/$1/')),
});

export interface DocumentOptions {
  db: Database;
  config: ApiConfig;
  /** The order this request may read, or an error: the owner's routes check who asks, the admin's do not. */
  orderFor: (request: FastifyRequest, id: string) => Promise<PlacedOrder>;
  /** Fastify's route prefix: `/orders` for shoppers, `/admin/orders` for the order desk. */
  prefix: string;
  /** Shoppers' documents count against the guest-orders limit (each is a PDF drawn afresh). */
  rateLimited?: boolean;
}

export const sendPdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);

/**
 * An order's documents (issue: GST invoices): its tax invoice once paid in full, a receipt for
 * each payment (an advance, a balance), and its credit notes. The same routes serve both
 * audiences, by Fastify's prefix: the shopper's own order under /orders, any order under
 * /admin/orders (the desk).
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentOptions> = async (app, options) => {
  const { db, config, orderFor } = options;
  const limit = options.rateLimited ? limited('guestOrders') : {};
  app.get('/:id/invoice', { ...limit, schema: { params: orderParams } }, async (request, reply) => {
    const order = await orderFor(request, request.params.id);
    const invoice = await taxInvoice(db, order, config);
    return sendPdf(
      reply,
      `invoice-${numberForFile(invoice.number)}`,
      await invoicePdf(invoice, await balancesPaid(db, order)),
    );
  });

  // Any of its GST credit notes: a return's, a return to origin's, a cancellation's (the order's history names them).
  app.get('/:id/credit-notes/:number', { ...limit, schema: { params: creditNoteParams } }, async (request, reply) => {
    const order = await orderFor(request, request.params.id);
    const { name, bytes } = await creditNoteByNumber(db, config, request.params.number, order);
    return sendPdf(reply, name, bytes);
  });

  app.get('/:id/receipts/:paymentId', { ...limit, schema: { params: receiptParams } }, async (request, reply) => {
    const order = await orderFor(request, request.params.id);
    const payment = await paymentOfOrder(db, order.id, request.params.paymentId);
    if (!payment || payment.unappliedReason) throw new HttpError(404, 'No such payment on this order');
    return sendPdf(reply, `receipt-${payment.providerPaymentId}`, await receiptPdf(order, payment, config.seller));
  });
};

/**
 * The desk reads any order, a deleted one too: its invoice, receipts and credit notes stay part of
 * the tax records (a number once issued is never lost), though it has left the desk's lists.
 */
export const anyOrderOnRecord = (db: Database) => async (_request: FastifyRequest, id: string) => {
  const order = await findOrder(db, id);
  if (!order) throw new HttpError(404, 'Order not found');
  return withLinesOf(db, order);
};

/** The seller's state and the GST slabs, public: the checkout shows the split the invoice will state. */
export const taxRulesRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  app.get('/store/tax', { schema: { response: { 200: taxRulesAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { sellerState: config.seller.state, slabs: config.gstSlabs };
  });
  // What an order promises: the days from payment to dispatch (the help page, the product page).
  app.get('/store/dispatch', { schema: { response: { 200: dispatchDaysAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return config.dispatchDays;
  });
};
