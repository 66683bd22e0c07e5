import type { Database } from './db/client';
import type { OrderRow } from './db/schema';
import { cancelledRefundOwner } from './modules/orders/desk/cancelledRefunds';
import { returnRefundOwner } from './modules/orders/returns/refunds';
import { ProviderRefunds } from './modules/payments/refunds/providerRefunds';
import { unappliedRefundProcessed } from './modules/payments/refunds/unappliedRefunds';
import { rtoRefundOwner } from './modules/shipping/rto/refundOwner';
import { completePayment, type CheckoutDeps } from './modules/checkout/completePayment';
import { releaseUnconfirmed } from './modules/checkout/cash/cashConfirmation';
import { completePurchase } from './modules/giftCards';
import { isOptedIn } from './modules/whatsapp/consents';
import { bagOrdered } from './modules/bags';
import { ndrDeps, ndrQuickReply, openDeliveryException } from './modules/shipping/ndr';
import { requestReversePickup } from './modules/shipping/returns';
import type { ShippingWiring } from './modules/shipping';
import type { StoreServices } from './services';

/**
 * Where a lower module hands work to a higher one, decided once: a captured payment (payments)
 * completes its checkout, or a gift card's purchase issues its card; a refused cash order (orders) gives back its checkout's holds; a processed refund finishes its return (orders) or an unapplied
 * payment's refund; a short link leads where its purpose says; a WhatsApp quick reply goes to
 * the module whose message it answers (a cash order's Confirm, a failed delivery's answer); an
 * approved return books its reverse pickup (shipping); a placed order closes its shopper's left
 * bag (bags). Modules take these as options,
 * so none imports upward.
 */
export function storeWiring(services: StoreServices) {
  const { config, db, jobs, metrics, log } = services;
  const checkout: CheckoutDeps & { jobs: typeof jobs } = {
    db,
    provider: services.provider,
    jobs,
    // The confirmation (e-mail, WhatsApp) is a job of the order's own transaction: both commit or neither.
    onOrderCreated: async (tx: Database, order: OrderRow) => {
      // Her left bag is done (recovered when a reminder's link brought her back).
      await bagOrdered(tx, order);
      if (order.email || (config.whatsapp.provider !== 'off' && (await isOptedIn(tx, order.phone))))
        await jobs.enqueue(tx, 'order-confirmation', { orderId: order.id });
    },
    onPaymentRecorded: (payment) => metrics.payment(payment.unapplied ? 'unapplied' : 'captured'),
    onPaymentUnapplied: (payment) => log.warn(payment, 'captured payment not applied: refund it from the admin panel'),
    metrics,
    dispatchDays: config.dispatchDays,
    stockHoldMinutes: config.stockHoldMinutes,
    holdCap: { maxPerSize: config.stockHoldMaxPerSize, perClient: config.rateLimits },
  };
  const giftCards = { db, provider: services.provider, jobs, validMonths: config.giftCardValidMonths };
  // Refunds through the provider; a processed one finishes its return, or is a returned parcel's
  // (shipping's RTO) or a cancelled order's (the desk's refund of its card or UPI payment).
  const returnsOwner = returnRefundOwner({ db, jobs, config, metrics });
  const rtoOwner = rtoRefundOwner();
  const cancelledOwner = cancelledRefundOwner(jobs);
  const ownerOf = (refund: { shipmentId: string | null; cancellation: boolean }) =>
    refund.shipmentId ? rtoOwner : refund.cancellation ? cancelledOwner : returnsOwner;
  const refunds = new ProviderRefunds({
    db,
    provider: services.provider,
    owner: {
      settled: (tx, refund, adminId) => ownerOf(refund).settled(tx, refund, adminId),
      processed: (tx, refund) => ownerOf(refund).processed(tx, refund),
    },
    metrics,
    crashAfterProviderRefund: config.crashAfterProviderRefund,
    log: (message, detail) => log.warn(detail, message),
  });
  // Failed deliveries: opened by a failed attempt, answered by her quick reply.
  const ndr = ndrDeps(services);
  const buttonOwners: Record<string, (tap: { phone: string; payload: string }) => Promise<string | null>> = {
    'confirm-cash': (tap) => services.cashConfirmation.tapped(db, tap),
    ndr: (tap) => ndrQuickReply(ndr, tap),
  };
  // Parcels leave from the store's pickup address (the seller's, at PICKUP_PINCODE, PICKUP_CITY and
  // PICKUP_PHONE: the labels' return address). A failed attempt opens its question on the
  // failed-deliveries desk.
  const { returnTo } = config.courier;
  const shipping: ShippingWiring = {
    pickup: { ...returnTo, email: null, landmark: null },
    onUndelivered: async (tx, shipment, update) => void (await openDeliveryException(tx, ndr, shipment, update)),
  };
  return {
    checkout,
    refunds,
    paymentWebhook: {
      // A gift card's purchase issues its card; any other payment order is an order's checkout.
      onPaymentCaptured: async (providerOrderId: string, paymentId: string) =>
        (await completePurchase(giftCards, providerOrderId, paymentId)) ??
        completePayment(checkout, providerOrderId, paymentId),
      // A return's refund, else an unapplied payment's refund from the desk.
      onRefundProcessed: async (refund: { id: string; paymentId: string; receipt: string | null }) =>
        (await refunds.processed(refund)) || (await unappliedRefundProcessed(db, refund)),
    },
    // A quick reply tapped on WhatsApp goes to the module whose message it answers, by its payload's prefix.
    whatsappButtons: (tap: { phone: string; payload: string }) =>
      buttonOwners[tap.payload.split(':')[0] ?? '']?.(tap) ?? Promise.resolve(null),
    // An approved return's piece: shipping books its reverse pickup (a job of the approval's transaction).
    onReturnApproved: requestReversePickup(jobs),
    // The desk's refused, unconfirmed cash order gives back the pieces and balances its checkout held.
    releaseHolds: releaseUnconfirmed,
    shortLinkTargets: { 'cash-confirm': (orderId: string) => services.cashConfirmation.link(orderId) },
    shipping,
  };
}

export type StoreWiring = ReturnType<typeof storeWiring>;
