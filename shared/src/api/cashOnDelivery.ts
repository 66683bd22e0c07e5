import { z } from 'zod';
import { calendarDay } from './dates';
import { openedPaymentAnswer, placedOrderAnswer } from './answers';
import { createPaymentOrderSchema } from './checkout';
import { CASH_STATES } from './cashStates';

export * from './cashStates';

const phoneProof = z.string().max(600, 'phoneProof is not a proof').optional();

/**
 * POST /payment/cash-quote: the bag and address as the checkout has them (no amount: this asks
 * whether cash is offered and on what terms). `phoneProof` is the one-time code's proof (POST
 * /auth/otp/verify) for the delivery phone, when it is not the signed-in account's own.
 */
export const cashQuoteSchema = createPaymentOrderSchema
  // Store credit and a gift card (`useStoreCredit`, `giftCardCode`) pay first; cash the rest.
  .omit({ amount: true, partialPayment: true })
  .extend({ phoneProof });

/** POST /payment/cash-order: as the quote, with `amount` the total the page showed (fee included). */
export const cashOrderSchema = cashQuoteSchema.extend({
  amount: z.number({ message: 'amount must be a number' }).positive('amount must be positive'),
});
export type CashOrderInput = z.input<typeof cashOrderSchema>;

/** POST /orders/cash/confirm: the signed link's order and token, or the order number and the texted code. */
export const cashConfirmSchema = z.union(
  [
    z.object({
      orderId: z.uuid({ message: 'This confirmation link is not complete' }),
      token: z.string().regex(/^[0-9a-f]{64}$/, 'This confirmation link is not complete'),
    }),
    z.object({
      orderNumber: z
        .string({ message: 'Order number is required' })
        .trim()
        .toUpperCase()
        .regex(/^ELG-\d{4}-\d{6}$/, 'Enter the order number as it was sent, such as ELG-2026-000123'),
      code: z.string({ message: 'Code is required' }).regex(/^\d{6}$/, 'Enter the 6-digit code'),
    }),
  ],
  { message: 'Open the link from your text or e-mail, or enter the order number and code' },
);
export type CashConfirmInput = z.input<typeof cashConfirmSchema>;

const day = calendarDay('Remittance date must be a real date (YYYY-MM-DD)');

/** POST /admin/orders/{id}/cash/remittance: what the courier paid over for this order. */
export const cashRemittanceSchema = z.object({
  amount: z.number({ message: 'Amount is required' }).positive('Amount must be more than 0'),
  reference: z
    .string({ message: 'Reference is required' })
    .trim()
    .min(1, 'Reference is required')
    .max(60, 'Reference must be at most 60 characters'),
  remittedOn: day,
});
export type CashRemittanceInput = z.input<typeof cashRemittanceSchema>;

/** POST /admin/orders/{id}/cash/refused: why the delivery came back (kept as a note). */
export const cashRefusedSchema = z
  .object({ reason: z.string().trim().max(300, 'Reason must be at most 300 characters').optional() })
  .nullish();

/** POST /payment/cash-quote's answer: whether cash is offered, why not, and the terms in rupees. */
export const cashQuoteAnswer = z.object({
  offered: z.boolean(),
  /** Why not, in English; null when offered. */
  reason: z.string().nullable(),
  /** Why not, as a code and its values (`./refusals`) the page says in its language. */
  refusal: z.object({ code: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) }).nullish(),
  /** Only the phone's one-time code is missing: the page offers to send it. */
  needsPhone: z.boolean(),
  fee: z.number(),
  /** The order's total with the fee. */
  total: z.number(),
  /** Paid now by card or UPI (a made-to-measure piece's share), 0 when none. */
  payNow: z.number(),
  payOnDelivery: z.number(),
  /** Paid at once by the store credit and gift card the quote named (their locks are taken as it is placed); 0 without. */
  balances: z.number().optional(),
  /**
   * Rupees off this bag when paid by card or UPI instead (COD_PREPAID_DISCOUNT), the page's
   * "Pay online and save"; 0 when the store offers none.
   */
  prepaidDiscount: z.number().optional(),
});
export type CashQuote = z.infer<typeof cashQuoteAnswer>;

/** POST /orders/cash/confirm's answer. */
export const cashConfirmedAnswer = z.object({ orderNumber: z.string(), state: z.enum(CASH_STATES) });
export type CashConfirmed = z.infer<typeof cashConfirmedAnswer>;

/**
 * POST /payment/cash-order's answer: the order placed (awaiting the shopper's confirmation), or,
 * for a bag with a made-to-measure piece, the advance to pay now (then POST /orders as any payment).
 */
export const cashOrderAnswer = z.object({
  placed: placedOrderAnswer.nullable(),
  payment: openedPaymentAnswer.nullable(),
});
export type CashOrderPlaced = z.infer<typeof cashOrderAnswer>;
