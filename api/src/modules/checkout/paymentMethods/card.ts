import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@store/shared/format';
import { refusalOf, type createPaymentOrderSchema } from '@store/shared/schemas';
import { refused } from '../../../http/errors';
import type { PrepaidDiscount } from '../../../config';
import type { CheckoutBalance } from '../../../db/schema';
import type { MediaStore } from '../../../media/mediaStore';
import type { ProviderOrder } from '../../../providers/payment/types';
import { MONEY_METHODS } from '../../payments/methods';
import { findPincode } from '../../pincodes/pincodeDirectory';
import { splitOf, takeBalances } from '../balances';
import { checkoutInsert, findCheckout, insertCheckout } from '../checkoutRepository';
import { completePayment, type CheckoutDeps, type CompletedPayment } from '../completePayment';
import { holdCapOf, holdStock, openHeldCheckout } from '../holds';
import { priceCheckout } from '../pricing';
import { placeCoveredOrder } from '../placeCovered';
import type { PaymentMethod } from './paymentMethod';

export interface CardDeps extends CheckoutDeps {
  media: MediaStore;
  /** Taken off for paying online (COD_PREPAID_DISCOUNT); absent or 0 for none. */
  prepaidDiscount?: PrepaidDiscount;
}

/** What the card checkout answers: the provider's order to pay in its widget, until when the bag is held. */
export interface OpenedCardPayment {
  order: ProviderOrder;
  keyId: string;
  provider: string;
  holdExpiresAt: string;
  /** Balances (store credit) paid it all: the order, placed at once with no provider's order. */
  placed?: Awaited<ReturnType<typeof placeCoveredOrder>>;
}

/**
 * Card or UPI, through the payment provider (Razorpay): the bag is priced on the server, its
 * checkout stored with its stock held and the provider's order opened; the captured payment
 * (the browser's POST /orders or the provider's webhook) makes the order (completePayment.ts).
 */
export const cardMethod: PaymentMethod<{
  deps: CardDeps;
  input: z.output<typeof createPaymentOrderSchema>;
  quote: Awaited<ReturnType<typeof priceCheckout>> & { balances: CheckoutBalance[] };
  started: OpenedCardPayment;
  confirmation: { providerOrderId: string; paymentId: string };
  confirmed: CompletedPayment;
}> = {
  ...MONEY_METHODS.card,

  /** The bag priced, and the split: what balances (store credit) cover, and what the card or UPI takes now. */
  async quote(deps, input, shopper) {
    const priced = await priceCheckout(deps.db, deps.media, input, shopper.customer?.id ?? null, deps.prepaidDiscount);
    const split = await splitOf(deps.db, input, shopper, priced.totalPaise, input.partialPayment);
    return { ...priced, ...split };
  },

  async eligibility(_deps, input) {
    const zip = input.shippingAddress.zip;
    if (findPincode(zip)) return { ok: true };
    return {
      ok: false,
      refused: {
        message: `shippingAddress.zip: We could not find pincode ${zip}; please check it`,
        field: 'shippingAddress.zip',
        refusal: refusalOf('address.pincodeUnknown', { pincode: zip }),
      },
    };
  },

  /** Prices the cart, stores the pending checkout with its stock held and opens the provider's order. */
  async start(deps, input, shopper, within, kept) {
    const eligible = await cardMethod.eligibility(deps, input, shopper);
    if (!eligible.ok) throw refused(eligible.refused.message, eligible.refused.refusal);
    const priced = await cardMethod.quote(deps, input, shopper);
    if (rupeesToPaise(input.amount) !== priced.amountPaise)
      throw refused(
        `amount: the amount due is now ${formatPaise(priced.amountPaise)}; please review your cart`,
        refusalOf('checkout.amountChanged', { amount: paiseToRupees(priced.amountPaise) }),
        {},
        409,
      );
    const checkoutId = randomUUID();
    // Covered by balances: no provider's order, the order is placed below; its id names the checkout.
    const covered = priced.amountPaise === 0;
    const order = covered
      ? { id: `paid-by-balance-${checkoutId}`, amount: 0, currency: 'INR' as const }
      : await deps.provider.createOrder(priced.amountPaise, `checkout-${Date.now()}`);
    // The stock, prices and coupon are held from here; the checkout and its holds are written
    // together, or neither is (a sold-out size leaves only an unused provider order behind).
    const holdExpiresAt = new Date(shopper.now.getTime() + (deps.stockHoldMinutes ?? 15) * 60_000);
    const customerId = shopper.customer?.id ?? null;
    const answer: OpenedCardPayment = {
      order,
      keyId: deps.provider.keyId,
      provider: deps.provider.name,
      holdExpiresAt: holdExpiresAt.toISOString(),
    };
    const checkout = {
      id: checkoutId,
      providerOrderId: order.id,
      lines: priced.lines,
      address: { ...input.shippingAddress, country: 'India' as const },
      guest: !shopper.customer,
      customerId,
      partial: input.partialPayment,
      couponCode: priced.couponCode,
      subtotalPaise: priced.subtotalPaise,
      discountPaise: priced.discountPaise,
      prepaidDiscountPaise: priced.prepaidDiscountPaise,
      totalPaise: priced.totalPaise,
      amountPaise: priced.amountPaise,
      holdExpiresAt,
      paymentMethod: cardMethod.stored,
      whatsappUpdates: input.whatsappUpdates,
      locale: input.locale,
      balances: priced.balances,
    };
    const holder = { phone: input.shippingAddress.phone, client: shopper.client, customerId };
    const cap = holdCapOf(deps.holdCap, holder);
    if (kept !== undefined && !covered && priced.balances.length === 0) {
      // Only the checkout, its holds and the answer kept (`within`'s one task then): one message,
      // one round trip, no work of this process while its connection is in the transaction.
      const hold = { checkoutId, lines: priced.lines, expiresAt: holdExpiresAt, cap, now: shopper.now };
      const keeping = kept?.keeping(answer);
      if (!(await openHeldCheckout(deps.db, checkoutInsert(checkout), hold, keeping))) await keeping?.replay(deps.db);
    } else
      await deps.db.transaction(async (tx) => {
        // First, so a second copy of this call waits here for the first to commit, then answers as it
        // did; a covered one keeps its answer last, once its order is made.
        if (!covered) await within?.(tx, answer);
        await insertCheckout(tx, checkout);
        // Balances first: their lock is the shopper's own, the stock rows are everyone's.
        await takeBalances(tx, input, shopper, priced, checkoutId, priced.totalPaise, input.partialPayment);
        await holdStock(tx, checkoutId, priced.lines, holdExpiresAt, cap, shopper.now);
        if (!covered) return;
        const written = await findCheckout(tx, order.id);
        if (!written) throw new Error(`checkout ${checkoutId} was not written`);
        answer.placed = await placeCoveredOrder(deps, tx, written, shopper.now);
        await within?.(tx, answer);
      });
    deps.metrics?.payment('created');
    return answer;
  },

  confirm: (deps, payment) => completePayment(deps, payment.providerOrderId, payment.paymentId),
};
