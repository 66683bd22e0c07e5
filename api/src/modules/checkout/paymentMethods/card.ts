import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@store/shared/format';
import { refusalOf, type createPaymentOrderSchema } from '@store/shared/schemas';
import { HttpError, refused } from '../../../http/errors';
import type { KeyedCall } from '../../../http/idempotency';
import type { PrepaidDiscount } from '../../../config';
import type { MediaStore } from '../../../media/mediaStore';
import type { ProviderOrder } from '../../../providers/payment/types';
import { MONEY_METHODS } from '../../payments/methods';
import { findPincode } from '../../pincodes/pincodeDirectory';
import { namesBalances, splitOf, takeBalances, type Split } from '../balances';
import { checkoutInsert, findCheckout, insertCheckout } from '../checkoutRepository';
import { completePayment, type CheckoutDeps, type CompletedPayment } from '../completePayment';
import { holdCapOf, holdStock, openHeldCheckout } from '../holds';
import { priceCheckout } from '../pricing';
import { placeCoveredOrder } from '../placeCovered';
import type { ProductSource, RememberedProducts } from '../rememberedProducts';
import type { PaymentMethod, Shopper } from './paymentMethod';

export interface CardDeps extends CheckoutDeps {
  media: MediaStore;
  /** Taken off for paying online (COD_PREPAID_DISCOUNT); absent or 0 for none. */
  prepaidDiscount?: PrepaidDiscount;
  /** The products card checkouts priced lately (checked again by each hold); absent: read each time. */
  rememberedProducts?: RememberedProducts;
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
  quote: CardQuote;
  started: OpenedCardPayment;
  confirmation: { providerOrderId: string; paymentId: string };
  confirmed: CompletedPayment;
}> = {
  ...MONEY_METHODS.card,

  /** The bag priced, and the split: what balances (store credit) cover, and what the card or UPI takes now. */
  quote: (deps, input, shopper) => quoteFrom(deps, input, shopper),

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
    // No balances named: only the checkout, its holds and the answer kept (`within`'s one task
    // then), sent to the database as one message.
    if (kept !== undefined && !namesBalances(input)) {
      const remembered = deps.rememberedProducts;
      const answer =
        (remembered && (await openInOneMessage(deps, input, shopper, kept, remembered))) ??
        (await openInOneMessage(deps, input, shopper, kept));
      if (!answer) throw new Error('a checkout priced from the database found its products changed');
      deps.metrics?.payment('created');
      return answer;
    }
    const priced = await quoteFrom(deps, input, shopper);
    // Covered by balances: no provider's order, the order is placed below; its id names the checkout.
    const covered = priced.amountPaise === 0;
    const { answer, checkout, cap } = await opening(deps, input, shopper, priced, (amountPaise, receipt, checkoutId) =>
      covered
        ? { id: `paid-by-balance-${checkoutId}`, amount: 0, currency: 'INR' as const }
        : deps.provider.createOrder(amountPaise, receipt),
    );
    await deps.db.transaction(async (tx) => {
      // First, so a second copy of this call waits here for the first to commit, then answers as it
      // did; a covered one keeps its answer last, once its order is made.
      if (!covered) await within?.(tx, answer);
      await insertCheckout(tx, checkout);
      // Balances first: their lock is the shopper's own, the stock rows are everyone's.
      await takeBalances(tx, input, shopper, priced, checkout.id, priced.totalPaise, input.partialPayment);
      await holdStock(tx, checkout.id, priced.lines, checkout.holdExpiresAt, cap, shopper.now);
      if (!covered) return;
      const written = await findCheckout(tx, answer.order.id);
      if (!written) throw new Error(`checkout ${checkout.id} was not written`);
      answer.placed = await placeCoveredOrder(deps, tx, written, shopper.now);
      await within?.(tx, answer);
    });
    deps.metrics?.payment('created');
    return answer;
  },

  confirm: (deps, payment) => completePayment(deps, payment.providerOrderId, payment.paymentId),
};

type CardInput = z.output<typeof createPaymentOrderSchema>;
type CardQuote = Awaited<ReturnType<typeof priceCheckout>> & Split;

/** `quote`, its products read from `source` (the database by default). */
async function quoteFrom(
  deps: CardDeps,
  input: CardInput,
  shopper: Shopper,
  source?: ProductSource,
): Promise<CardQuote> {
  const priced = await priceCheckout(
    deps.db,
    deps.media,
    input,
    shopper.customer?.id ?? null,
    deps.prepaidDiscount,
    source,
  );
  const split = await splitOf(deps.db, input, shopper, priced.totalPaise, input.partialPayment);
  return { ...priced, ...split };
}

/**
 * What a priced bag opens: the answer with the provider's order (from `providerOrder`), the
 * checkout's row (its stock, prices and coupon held from now) and the cap on what its shopper
 * holds. 409 when the amount the page showed is no longer what is due.
 */
async function opening(
  deps: CardDeps,
  input: CardInput,
  shopper: Shopper,
  priced: CardQuote,
  providerOrder: (amountPaise: number, receipt: string, checkoutId: string) => ProviderOrder | Promise<ProviderOrder>,
) {
  if (rupeesToPaise(input.amount) !== priced.amountPaise)
    throw refused(
      `amount: the amount due is now ${formatPaise(priced.amountPaise)}; please review your cart`,
      refusalOf('checkout.amountChanged', { amount: paiseToRupees(priced.amountPaise) }),
      {},
      409,
    );
  const checkoutId = randomUUID();
  const order = await providerOrder(priced.amountPaise, `checkout-${Date.now()}`, checkoutId);
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
  return { answer, checkout, cap: holdCapOf(deps.holdCap, holder) };
}

/**
 * The checkout, its holds, the sandbox's payment order (a provider over the internet opens its
 * own first) and the kept answer, in one message and one round trip (`openHeldCheckout`), with
 * no work of this process while its connection is in the transaction. Priced from `remembered`,
 * the same message checks that its products are still as priced; null when one is not, or when
 * the remembered products priced it into a refusal (an amount the page no longer agrees with):
 * they are forgotten, nothing was written, and the caller prices it from the database.
 */
async function openInOneMessage(
  deps: CardDeps,
  input: CardInput,
  shopper: Shopper,
  kept: KeyedCall | null,
  remembered?: RememberedProducts,
): Promise<OpenedCardPayment | null> {
  const forget = () => remembered?.forget(input.items.map((item) => item.productId));
  const writes: string[] = [];
  let priced: CardQuote;
  let opened: Awaited<ReturnType<typeof opening>>;
  try {
    priced = await quoteFrom(deps, input, shopper, remembered?.read);
    opened = await opening(deps, input, shopper, priced, (amountPaise, receipt) => {
      const inStore = deps.provider.orderRow?.(amountPaise, receipt);
      if (!inStore) return deps.provider.createOrder(amountPaise, receipt);
      writes.push(inStore.insert);
      return inStore.order;
    });
  } catch (error) {
    if (!remembered || !(error instanceof HttpError)) throw error;
    forget();
    return null;
  }
  const { answer, checkout, cap } = opened;
  const keeping = kept?.keeping(answer);
  const held = await openHeldCheckout(
    deps.db,
    { checkoutId: checkout.id, lines: priced.lines, expiresAt: checkout.holdExpiresAt, cap, now: shopper.now },
    {
      writes: [checkoutInsert(checkout), ...writes],
      kept: keeping,
      priced: remembered ? priced.products : undefined,
    },
  );
  if (held === 'copy') await keeping?.replay(deps.db);
  if (held === 'changed') {
    forget();
    return null;
  }
  return answer;
}
