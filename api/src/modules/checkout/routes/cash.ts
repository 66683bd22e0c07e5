import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paiseToRupees } from '@store/shared/format';
import {
  cashConfirmedAnswer,
  cashConfirmSchema,
  cashOrderAnswer,
  cashOrderSchema,
  cashQuoteAnswer,
  cashQuoteSchema,
  type CashOrderPlaced,
  type CashState,
} from '@store/shared/schemas';
import { HttpError } from '../../../http/errors';
import { idempotent } from '../../../http/idempotency';
import { limited } from '../../../http/rateLimits';
import type { GuestAccess } from '../../orders/guestAccess';
import { withLinesOf } from '../../orders/ordersRepository';
import { toOrderJson } from '../../orders/serialize';
import { limitCodeChecks } from '../../giftCards/checkLimits';
import { quoteCash } from '../cash/placeCashOrder';
import { PAYMENT_METHODS } from '../paymentMethods';
import type { CashMethodDeps } from '../paymentMethods/cash';

interface Options extends CashMethodDeps {
  guests: GuestAccess;
  /** RATE_LIMITS on: a gift card code named here counts as a check of it. */
  rateLimits?: boolean;
}

/** The shopper's side of cash on delivery: the checkout's quote, placing the order, and confirming it. */
export const cashOrderRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { provider, guests } = options;
  const cash = PAYMENT_METHODS.cash;

  app.post(
    '/payment/cash-quote',
    {
      ...idempotent('repeatable', limited('placeOrder')),
      schema: { body: cashQuoteSchema, response: { 200: cashQuoteAnswer } },
    },
    async (request) => {
      const { terms, refusal, prepaidDiscountPaise } = await quoteCash(options, request.body, request.customer);
      return {
        offered: !refusal,
        reason: refusal?.message ?? null,
        refusal: refusal?.refusal ?? null,
        needsPhone: Boolean(refusal?.needsPhone),
        fee: paiseToRupees(terms.feePaise),
        total: paiseToRupees(terms.totalPaise),
        payNow: paiseToRupees(terms.advancePaise),
        payOnDelivery: paiseToRupees(terms.onDeliveryPaise),
        balances: paiseToRupees(terms.balancesPaise),
        prepaidDiscount: paiseToRupees(prepaidDiscountPaise),
      };
    },
  );

  app.post(
    '/payment/cash-order',
    {
      ...idempotent('kept', limited('placeOrder')),
      schema: { body: cashOrderSchema, response: { 200: cashOrderAnswer, 201: cashOrderAnswer } },
    },
    async (request, reply) => {
      // Made and kept in the order's transaction, guest link and all, for a retry of this call.
      let answer: { body: CashOrderPlaced; status: number } | null = null;
      const shopper = { customer: request.customer, client: request.ip, now: new Date() };
      // A code tried here is a guess as much as on the balance page: counted as the card checkout counts it.
      if (options.rateLimits && request.body.giftCardCode)
        await limitCodeChecks(options.db, request.body.giftCardCode, request.ip);
      await cash.start(options, request.body, shopper, async (tx, placed) => {
        if (placed.kind === 'covered') {
          const { order, guestToken } = placed.placed;
          const token = order.guest && !request.customer ? await guests.issueOnce(order._id, tx) : guestToken;
          answer = { body: { placed: { order, guestToken: token }, payment: null }, status: 201 };
        } else if (placed.kind === 'pay-advance') {
          const payment = {
            order: placed.payment,
            keyId: provider.keyId,
            provider: provider.name,
            holdExpiresAt: placed.holdExpiresAt.toISOString(),
          };
          answer = { body: { placed: null, payment }, status: 200 };
        } else {
          const order = await withLinesOf(tx, placed.order);
          const guestToken = order.guest && !request.customer ? await guests.issueOnce(order.id, tx) : null;
          answer = { body: { placed: { order: toOrderJson(order), guestToken }, payment: null }, status: 201 };
        }
        await request.idempotency?.keep(tx, answer.body, answer.status);
      });
      if (!answer) throw new HttpError(500, 'the cash order was not answered');
      const { body, status } = answer;
      return reply.code(status).send(body);
    },
  );

  /** Where the text's and e-mail's link lands (the storefront's /confirm-order), or the code typed there. */
  app.post(
    '/orders/cash/confirm',
    { ...limited('guestOrders'), schema: { body: cashConfirmSchema, response: { 200: cashConfirmedAnswer } } },
    async (request) => {
      const order = await cash.confirm(options, request.body, {
        customer: request.customer,
        client: request.ip,
        now: new Date(),
      });
      if (!order.cashState) throw new HttpError(500, 'a cash order without its state');
      return { orderNumber: order.number, state: order.cashState as CashState };
    },
  );
};
