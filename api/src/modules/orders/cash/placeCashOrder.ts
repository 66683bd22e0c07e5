import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { DEFAULT_DISPATCH_DAYS } from '@store/shared/catalog';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@store/shared/format';
import { refusalOf, type cashOrderSchema, type cashQuoteSchema } from '@store/shared/schemas';
import type { CashOnDeliveryRules } from '../../../config';
import type { Database } from '../../../db/client';
import type { CustomerRow, OrderRow } from '../../../db/schema';
import { refused } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import type { MediaStore } from '../../../media/mediaStore';
import type { ProviderOrder } from '../../../providers/payment/types';
import type { OtpService } from '../../auth/otpService';
import type { PaymentDeps } from '../../payments/completePayment';
import { insertCheckout } from '../../payments/paymentsRepository';
import { priceCheckout } from '../../payments/pricing';
import { findPincode } from '../../pincodes/pincodeDirectory';
import { holdCapOf, holdStock } from '../../stock/holds';
import { placeOrder } from '../placeOrder';
import { updateOrder } from '../ordersRepository';
import { lockCashShopper } from './cashRepository';
import {
  addressKey,
  CONFIRM_PHONE,
  cashRefusal,
  PHONE_UNCONFIRMED,
  cashTerms,
  type CashRefusal,
  type CashTerms,
} from './cashRules';

type QuoteInput = z.output<typeof cashQuoteSchema>;
type OrderInput = z.output<typeof cashOrderSchema>;

export interface CashDeps extends PaymentDeps {
  media: MediaStore;
  otp: OtpService;
  rules: CashOnDeliveryRules;
  jobs: JobQueue;
}

/** Whether the delivery phone is proven: the signed-in account's own, or a live one-time code's proof. */
async function phoneVerified(otp: OtpService, input: QuoteInput, customer: CustomerRow | null): Promise<boolean> {
  const phone = input.shippingAddress.phone;
  if (customer?.phone === phone) return true;
  return input.phoneProof ? otp.holds(phone, input.phoneProof) : false;
}

/** The bag priced by the server and its cash terms. */
async function price(deps: CashDeps, input: QuoteInput, customer: CustomerRow | null) {
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
    { ...input, amount: 0, partialPayment: false },
    customer?.id ?? null,
  );
  return { priced, terms: cashTerms(deps.rules, priced.totalPaise, priced.lines) };
}

const shopperOf = (input: QuoteInput, terms: CashTerms, verified: boolean) => ({
  phone: input.shippingAddress.phone,
  street: input.shippingAddress.street,
  zip: input.shippingAddress.zip,
  totalPaise: terms.totalPaise,
  phoneVerified: verified,
});

/** POST /payment/cash-quote: whether cash is offered for this bag, address and phone, and on what terms. */
export async function quoteCash(
  deps: CashDeps,
  input: QuoteInput,
  customer: CustomerRow | null,
): Promise<{ terms: CashTerms; refusal: CashRefusal | null }> {
  const { terms } = await price(deps, input, customer);
  const verified = await phoneVerified(deps.otp, input, customer);
  return { terms, refusal: await cashRefusal(deps.db, deps.rules, shopperOf(input, terms, verified), new Date()) };
}

export type PlacedCash =
  { kind: 'placed'; order: OrderRow } | { kind: 'pay-advance'; payment: ProviderOrder; holdExpiresAt: Date };

/**
 * Places a cash order, every rule checked again here (the page's quote proves nothing). Under a
 * lock on the phone and one on the address, so two orders at once cannot both slip under a
 * daily limit. Without a made-to-measure piece the order is written now, its stock held until
 * the confirmation window ends, and its text and e-mail queued in the same transaction; with one,
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
  const { priced, terms } = await price(deps, input, customer);
  if (rupeesToPaise(input.amount) !== terms.totalPaise)
    throw refused(
      `amount: the amount due is now ${formatPaise(terms.totalPaise)}; please review your cart`,
      refusalOf('checkout.amountChanged', { amount: paiseToRupees(terms.totalPaise) }),
      {},
      409,
    );
  const verified = await phoneVerified(deps.otp, input, customer);
  const advance = terms.advancePaise > 0;
  const payment = advance ? await deps.provider.createOrder(terms.advancePaise, `cash-advance-${Date.now()}`) : null;
  const holdExpiresAt = advance
    ? new Date(now.getTime() + (deps.stockHoldMinutes ?? 15) * 60_000)
    : new Date(now.getTime() + deps.rules.confirmHours * 3600_000);
  const address = input.shippingAddress;
  return deps.db.transaction(async (tx): Promise<PlacedCash> => {
    await lockCashShopper(tx, address.phone, addressKey(address));
    const refusal = await cashRefusal(tx, deps.rules, shopperOf(input, terms, verified), now);
    if (refusal) throw refused(refusal.message, refusal.refusal, { field: refusal.field });
    // A code's proof is spent with the order, so a failed order leaves it good for the next try.
    // Spent meanwhile by another order sent at once: the same answer as a missing proof.
    if (customer?.phone !== address.phone)
      await deps.otp.redeem(address.phone, String(input.phoneProof), tx).catch(() => {
        throw refused(CONFIRM_PHONE, PHONE_UNCONFIRMED, { field: 'phoneProof' });
      });
    const checkoutId = randomUUID();
    const holder = { phone: address.phone, client, customerId: customer?.id ?? null };
    await holdStock(tx, checkoutId, priced.lines, holdExpiresAt, holdCapOf(deps.holdCap, holder), now);
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
      paymentMethod: 'cash',
      cashFeePaise: terms.feePaise,
      whatsappUpdates: input.whatsappUpdates,
    });
    let placed: PlacedCash;
    if (payment) placed = { kind: 'pay-advance', payment, holdExpiresAt };
    else {
      const { order } = await placeOrder(tx, checkout, priced.lines, deps.dispatchDays ?? DEFAULT_DISPATCH_DAYS);
      const awaiting = await updateOrder(tx, order.id, { cashConfirmBy: holdExpiresAt });
      await deps.jobs.enqueue(tx, 'cash-confirmation', { orderId: order.id });
      placed = { kind: 'placed', order: awaiting ?? order };
    }
    await within(tx, placed);
    return placed;
  });
}
