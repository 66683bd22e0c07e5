import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { DEFAULT_DISPATCH_DAYS } from '@store/shared/catalog';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@store/shared/format';
import { refusalOf, type cashOrderSchema, type cashQuoteSchema, type OrderJson } from '@store/shared/schemas';
import type { CashOnDeliveryRules, CashRiskRules, PrepaidDiscount } from '../../../config';
import type { Database } from '../../../db/client';
import type { CustomerRow, OrderRow } from '../../../db/schema';
import { HttpError, refused } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import type { MediaStore } from '../../../media/mediaStore';
import type { ProviderOrder } from '../../../providers/payment/types';
import type { OtpService } from '../../auth/otpService';
import { MONEY_METHODS } from '../../payments/methods';
import { payHeldBalances, splitOf, takeBalances, type Split } from '../balances';
import { insertCheckout } from '../checkoutRepository';
import type { Shopper } from '../paymentMethods/paymentMethod';
import type { CheckoutDeps } from '../completePayment';
import { prepaidDiscountOf, priceCheckout } from '../pricing';
import { findPincode } from '../../pincodes/pincodeDirectory';
import { holdCapOf, holdStock, sellHeldStock } from '../holds';
import { placeOrder } from '../placeOrder';
import { updateOrder } from '../../orders/ordersRepository';
import { lockCashShopper } from './cashRepository';
import {
  addressKey,
  CONFIRM_PHONE,
  cashVerdict,
  PHONE_UNCONFIRMED,
  cashTerms,
  type CashRefusal,
  type CashTerms,
} from './cashRules';

type QuoteInput = z.output<typeof cashQuoteSchema>;
type OrderInput = z.output<typeof cashOrderSchema>;

export interface CashDeps extends CheckoutDeps {
  media: MediaStore;
  otp: OtpService;
  rules: CashOnDeliveryRules;
  /** The risk check's thresholds (COD_RISK_*). */
  risk: CashRiskRules;
  /** What paying online would take off instead (COD_PREPAID_DISCOUNT), quoted beside cash. */
  prepaidDiscount?: PrepaidDiscount;
  jobs: JobQueue;
}

/**
 * Whether the delivery phone is proven now: the signed-in account's own (proven by its code at
 * sign-in), or a live one-time code's proof for it from this checkout.
 */
async function phoneProven(otp: OtpService, input: QuoteInput, customer: CustomerRow | null): Promise<boolean> {
  const phone = input.shippingAddress.phone;
  if (customer?.phone === phone) return true;
  return input.phoneProof ? otp.holds(phone, input.phoneProof) : false;
}

/** How an order whose phone was proven when it was placed is recorded as confirmed. */
export const PROVEN_AT_CHECKOUT = 'phone proven at checkout';

/**
 * The bag priced by the server, what the balances it names (store credit, a gift card) would
 * pay of it (no lock: taken again under their locks as the order is placed), and the cash terms
 * of the rest.
 */
async function price(deps: CashDeps, input: QuoteInput, shopper: Shopper) {
  const customer = shopper.customer;
  const zip = input.shippingAddress.zip;
  if (!findPincode(zip))
    throw refused(
      `We could not find pincode ${zip}; please check it`,
      refusalOf('address.pincodeUnknown', { pincode: zip }),
      { field: 'shippingAddress.zip' },
    );
  const priced = await priceCheckout(
    deps.db,
    deps.media,
    { ...input, amount: 0, partialPayment: false, useStoreCredit: false },
    customer?.id ?? null,
  );
  const goods = cashTerms(deps.rules, priced.totalPaise, priced.lines);
  const split: Split = await splitOf(deps.db, input, shopper, goods.totalPaise, false);
  const balancesPaise = goods.totalPaise - split.amountPaise;
  return { priced, split, terms: cashTerms(deps.rules, priced.totalPaise, priced.lines, balancesPaise) };
}

/**
 * The shopper as the rules see her. A guest must prove the phone with a code; a signed-in
 * customer delivering to another, unproven phone may order, and confirms by the texted link or
 * code (the order waits for it, as every cash order once did). The limits and the risk check
 * weigh what cash pays: a part paid by balances is the store's own money, never at the door.
 */
const shopperOf = (input: QuoteInput, terms: CashTerms, proven: boolean, customer: CustomerRow | null) => ({
  phone: input.shippingAddress.phone,
  street: input.shippingAddress.street,
  zip: input.shippingAddress.zip,
  city: input.shippingAddress.city,
  state: input.shippingAddress.state,
  totalPaise: terms.totalPaise - terms.balancesPaise,
  phoneVerified: proven || customer !== null,
});

/** POST /payment/cash-quote: whether cash is offered for this bag, address and phone, and on what terms. */
export async function quoteCash(
  deps: CashDeps,
  input: QuoteInput,
  customer: CustomerRow | null,
): Promise<{ terms: CashTerms; refusal: CashRefusal | null; prepaidDiscountPaise: number }> {
  const now = new Date();
  const { priced, terms } = await price(deps, input, { customer, client: 'quote', now });
  const proven = await phoneProven(deps.otp, input, customer);
  const shopper = shopperOf(input, terms, proven, customer);
  const { refusal } = await cashVerdict(deps.db, deps.rules, deps.risk, shopper, now);
  return { terms, refusal, prepaidDiscountPaise: prepaidDiscountOf(deps.prepaidDiscount, priced.totalPaise) };
}

export type PlacedCash =
  | { kind: 'placed'; order: OrderRow }
  | { kind: 'pay-advance'; payment: ProviderOrder; holdExpiresAt: Date }
  /** Balances paid the whole bag: no cash order at all, but a prepaid one placed at once (placeCovered.ts). */
  | { kind: 'covered'; placed: { order: OrderJson; guestToken: string | null } };

/**
 * Places a cash order, every rule and the risk check run again here (the page's quote proves
 * nothing). Under a lock on the phone and one on the address, so two orders at once cannot both
 * slip under a daily limit or a risk score; the risk's decision and reasons are kept on the
 * checkout and its order. Without a made-to-measure piece the order is written now: confirmed at
 * once when its phone was proven here and the risk check says cash (its stock sold, the order
 * confirmation queued), else its
 * stock held until the confirmation window ends and its request to confirm (text or WhatsApp,
 * and e-mail) queued, in the same transaction; with one,
 * the advance is opened with the payment provider and the order is made when it is paid, as any
 * card payment's is.
 */
export async function placeCashOrder(
  deps: CashDeps,
  input: OrderInput,
  customer: CustomerRow | null,
  /** The caller's address, for the cap on what one shopper holds of a size. */
  client: string,
  now: Date,
  /** Runs last in the order's transaction (the route keeps its answer there). */
  within: (tx: Database, placed: PlacedCash) => Promise<void> = async () => {},
): Promise<PlacedCash> {
  const { priced, split, terms } = await price(deps, input, { customer, client, now });
  if (rupeesToPaise(input.amount) !== terms.totalPaise)
    throw refused(
      `amount: the amount due is now ${formatPaise(terms.totalPaise)}; please review your cart`,
      refusalOf('checkout.amountChanged', { amount: paiseToRupees(terms.totalPaise) }),
      {},
      409,
    );
  const proven = await phoneProven(deps.otp, input, customer);
  const advance = terms.advancePaise > 0;
  const payment = advance ? await deps.provider.createOrder(terms.advancePaise, `cash-advance-${Date.now()}`) : null;
  const holdExpiresAt = advance
    ? new Date(now.getTime() + (deps.stockHoldMinutes ?? 15) * 60_000)
    : new Date(now.getTime() + deps.rules.confirmHours * 3600_000);
  const address = input.shippingAddress;
  return deps.db.transaction(async (tx): Promise<PlacedCash> => {
    await lockCashShopper(tx, address.phone, addressKey(address));
    // The rules and the risk check read under these locks: a second order at once waits, then counts the first.
    const shopper = shopperOf(input, terms, proven, customer);
    const { refusal, risk } = await cashVerdict(tx, deps.rules, deps.risk, shopper, now);
    if (refusal) throw refused(refusal.message, refusal.refusal, { field: refusal.field });
    // A code's proof is spent with the order, so a failed order leaves it good for the next try.
    // Spent meanwhile by another order sent at once: the same answer as a missing proof.
    if (customer?.phone !== address.phone && (!customer || proven))
      await deps.otp.redeem(address.phone, String(input.phoneProof), tx).catch(() => {
        throw refused(CONFIRM_PHONE, PHONE_UNCONFIRMED, { field: 'phoneProof' });
      });
    const checkoutId = randomUUID();
    const checkout = await insertCheckout(tx, {
      id: checkoutId,
      providerOrderId: payment?.id ?? `cod_${checkoutId}`,
      lines: priced.lines,
      address: { ...address, country: 'India' },
      guest: !customer,
      customerId: customer?.id ?? null,
      partial: advance,
      couponCode: priced.couponCode,
      subtotalPaise: priced.subtotalPaise,
      discountPaise: priced.discountPaise,
      totalPaise: terms.totalPaise,
      amountPaise: terms.advancePaise,
      holdExpiresAt,
      paymentMethod: MONEY_METHODS.cash.stored,
      cashFeePaise: terms.feePaise,
      cashRisk: risk,
      // An unproven phone is opted in to nothing, whoever ticked the box.
      whatsappUpdates: input.whatsappUpdates && proven,
      locale: input.locale,
      balances: split.balances,
    });
    // Balances before the stock, as the card checkout takes them: their lock is the shopper's own,
    // the stock rows are everyone's. Spent meanwhile by another order: a 409 with what is now due.
    await takeBalances(tx, input, { customer, client, now }, split, checkoutId, terms.totalPaise, false);
    const holder = { phone: address.phone, client, customerId: customer?.id ?? null };
    await holdStock(tx, checkoutId, priced.lines, holdExpiresAt, holdCapOf(deps.holdCap, holder), now);
    let placed: PlacedCash;
    if (payment) placed = { kind: 'pay-advance', payment, holdExpiresAt };
    else {
      const { order } = await placeOrder(tx, checkout, priced.lines, deps.dispatchDays ?? DEFAULT_DISPATCH_DAYS);
      if (proven && risk?.decision === 'cash') {
        // One proof is enough: the phone was proven here, so the order is confirmed now, its
        // stock sold, and only the order confirmation goes (no request to confirm). A riskier
        // order (the risk check's 'confirm') waits for the texted confirmation as an unproven one does.
        if (!(await sellHeldStock(tx, checkoutId, now))) throw new HttpError(409, 'The bag could not be held');
        await payHeldBalances(tx, checkoutId, order.id);
        const confirmed = await updateOrder(tx, order.id, {
          cashState: 'confirmed',
          cashConfirmedHow: PROVEN_AT_CHECKOUT,
        });
        await deps.onOrderCreated?.(tx, confirmed ?? order);
        placed = { kind: 'placed', order: confirmed ?? order };
      } else {
        const awaiting = await updateOrder(tx, order.id, { cashConfirmBy: holdExpiresAt });
        await deps.jobs.enqueue(tx, 'cash-confirmation', { orderId: order.id });
        placed = { kind: 'placed', order: awaiting ?? order };
      }
    }
    await within(tx, placed);
    return placed;
  });
}
