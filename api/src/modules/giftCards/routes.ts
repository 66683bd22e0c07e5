import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paiseToRupees } from '@store/shared/format';
import {
  giftCardAmountsAnswer,
  giftCardBalanceAnswer,
  giftCardCodeSchema,
  giftCardConfirmSchema,
  giftCardPurchasedAnswer,
  giftCardPurchaseSchema,
  openedPaymentAnswer,
} from '@store/shared/schemas';
import { HttpError } from '../../http/errors';
import { idempotent } from '../../http/idempotency';
import { limited } from '../../http/rateLimits';
import { isValidPaymentSignature } from '../../providers/payment/signature';
import { amountsOnSale } from './amounts';
import { checkBalance } from './balance';
import { completePurchase, purchasedJson, startPurchase, type PurchaseDeps } from './purchases';

export interface GiftCardRouteOptions extends PurchaseDeps {
  /** RATE_LIMITS: off, the per-prefix count is off too. */
  rateLimits: boolean;
}

/** The shopper's gift cards: the amounts on sale, buying one (card or UPI), checking a code's balance. */
export const giftCardRoutes: FastifyPluginAsyncZod<GiftCardRouteOptions> = async (app, options) => {
  const { db, provider } = options;

  app.get('/gift-cards/amounts', { schema: { response: { 200: giftCardAmountsAnswer } } }, async () => ({
    amounts: (await amountsOnSale(db)).map(paiseToRupees),
    validMonths: options.validMonths,
  }));

  /** Opens the provider's order for a card; the widget pays it, then /confirm (or the webhook) issues it. */
  app.post(
    '/gift-cards/purchases',
    { ...limited('placeOrder'), schema: { body: giftCardPurchaseSchema, response: { 200: openedPaymentAnswer } } },
    async (request) =>
      startPurchase(options, request.body, { customerId: request.customer?.id ?? null, now: new Date() }),
  );

  /**
   * The widget's proof of payment: the card is issued (once) and its sending scheduled. The
   * checkout's client sends it with an Idempotency-Key (retried once unanswered): asked again, it
   * answers the same card.
   */
  app.post(
    '/gift-cards/purchases/confirm',
    {
      ...idempotent('repeatable', limited('placeOrder')),
      schema: { body: giftCardConfirmSchema, response: { 200: giftCardPurchasedAnswer } },
    },
    async (request) => {
      const { razorpay } = request.body;
      if (!isValidPaymentSignature(razorpay.orderId, razorpay.paymentId, razorpay.signature, provider.keySecret))
        throw new HttpError(400, 'razorpay.signature: does not match this payment');
      const purchase = await completePurchase(options, razorpay.orderId, razorpay.paymentId);
      if (!purchase) throw new HttpError(404, 'razorpay.orderId: no gift card was bought with this payment order');
      return purchasedJson(db, purchase);
    },
  );

  /** A code's balance, without signing in: limited per caller and per code prefix. */
  app.post(
    '/gift-cards/balance',
    { ...limited('giftCardCheck'), schema: { body: giftCardCodeSchema, response: { 200: giftCardBalanceAnswer } } },
    async (request) => checkBalance(db, request.body.code, { limitPrefixes: options.rateLimits, now: new Date() }),
  );
};
