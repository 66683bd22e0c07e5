import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@store/shared/format';
import { GIFT_CARD_SEND_MAX_DAYS, type giftCardPurchaseSchema } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/firstRow';
import { giftCardPurchases, type GiftCardPurchaseRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PaymentProvider, ProviderOrder } from '../../providers/payment/types';
import { amountsOnSale } from './amounts';
import { findCard, insertCard, lockCard } from './giftCardsRepository';
import { checkSendOn, issueCard, recipientOf, type IssueDeps } from './issue';

export interface PurchaseDeps extends IssueDeps {
  db: Database;
  provider: PaymentProvider;
}

export interface OpenedPurchase {
  order: ProviderOrder;
  keyId: string;
  provider: string;
}

/**
 * A shopper buys a card: one of the amounts on sale, paid through its own provider order (card
 * or UPI, never cash). The card is made now with nothing on it and no code; the capture issues it.
 */
export async function startPurchase(
  deps: PurchaseDeps,
  input: z.output<typeof giftCardPurchaseSchema>,
  buyer: { customerId: string | null; now: Date },
): Promise<OpenedPurchase> {
  const amountPaise = rupeesToPaise(input.amount);
  const onSale = await amountsOnSale(deps.db);
  if (!onSale.includes(amountPaise))
    throw new HttpError(
      400,
      `amount: ${formatPaise(amountPaise)} is not an amount on sale (${onSale.map(formatPaise).join(', ') || 'none now'})`,
    );
  checkSendOn(input.sendOn, buyer.now, GIFT_CARD_SEND_MAX_DAYS);
  const order = await deps.provider.createOrder(amountPaise, `gift-card-${Date.now()}`);
  await deps.db.transaction(async (tx) => {
    const card = await insertCard(tx, { source: 'purchase', ...recipientOf(input) });
    await tx.insert(giftCardPurchases).values({
      providerOrderId: order.id,
      cardId: card.id,
      customerId: buyer.customerId,
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      amountPaise,
    });
  });
  return { order, keyId: deps.provider.keyId, provider: deps.provider.name };
}

export const findPurchase = (db: Database, providerOrderId: string) =>
  firstRow(db.select().from(giftCardPurchases).where(eq(giftCardPurchases.providerOrderId, providerOrderId)));

/**
 * A captured payment of a purchase issues its card, once: the browser's confirmation and the
 * provider's webhook both land here, in either order, as often as they come. Null when the
 * provider order is not a gift card's (the caller tries an order's checkout next).
 */
export async function completePurchase(
  deps: PurchaseDeps,
  providerOrderId: string,
  paymentId: string,
): Promise<GiftCardPurchaseRow | null> {
  const purchase = await findPurchase(deps.db, providerOrderId);
  if (!purchase) return null;
  if (purchase.providerPaymentId === paymentId) return purchase;
  const payment = await deps.provider.fetchPayment(paymentId);
  if (!payment || payment.orderId !== providerOrderId || payment.status !== 'captured')
    throw new HttpError(400, 'razorpay.paymentId: this payment was not captured for this gift card');
  if (payment.amountPaise !== purchase.amountPaise)
    throw new HttpError(400, 'razorpay.paymentId: the amount paid does not match the gift card');
  return deps.db.transaction(async (tx) => {
    // Locked, so the browser's call and the webhook issue the card once, one after the other.
    const card = await lockCard(tx, purchase.cardId);
    const current = await findPurchase(tx, providerOrderId);
    if (!card || !current) throw new HttpError(404, 'Gift card not found');
    if (current.providerPaymentId) return current;
    const now = new Date();
    const [paid] = await tx
      .update(giftCardPurchases)
      .set({ providerPaymentId: paymentId, paidAt: now })
      .where(eq(giftCardPurchases.id, purchase.id))
      .returning();
    await issueCard(tx, deps, card, purchase.amountPaise, now);
    return paid as GiftCardPurchaseRow;
  });
}

/** What the buyer's page shows once paid. */
export async function purchasedJson(db: Database, purchase: GiftCardPurchaseRow) {
  const card = await findCard(db, purchase.cardId);
  return {
    id: purchase.id,
    amount: paiseToRupees(purchase.amountPaise),
    recipientName: card?.recipientName ?? '',
    sendOn: card?.sendOn ?? '',
  };
}

/** Who bought a card (her name, for the recipient's message); null for one the desk issued. */
export async function buyerOf(db: Database, cardId: string): Promise<string | null> {
  const purchase = await firstRow(db.select().from(giftCardPurchases).where(eq(giftCardPurchases.cardId, cardId)));
  return purchase?.buyerName ?? null;
}
