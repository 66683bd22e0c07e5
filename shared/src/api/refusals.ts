/**
 * The refusals a shopper can meet on the way to paying, each a stable code with the values its
 * words fill in. The API answers `{ message, code, values }`: `message` is English (logs, and any
 * app that does not know the code yet); the apps say the code in the page's language. Money
 * values are rupees; `field` is the refused field's path ('shippingAddress.zip').
 */
export interface RefusalValues {
  'field.required': { field: string };
  'field.invalid': { field: string };
  'field.tooLong': { field: string; max: number };
  'address.pincodeUnknown': { pincode: string };
  'address.bookFull': { max: number };
  'coupon.unknown': { coupon: string };
  'coupon.notYetValid': { coupon: string };
  'coupon.expired': { coupon: string };
  'coupon.minimumNotMet': { coupon: string; minimum: number };
  'coupon.usedUp': { coupon: string };
  'coupon.alreadyUsed': { coupon: string; times: number };
  'cod.pincodeNotServed': { pincode: string };
  'cod.limitExceeded': { limit: number };
  'cod.phoneRefusedDeliveries': { refused: number };
  'cod.phoneDailyLimit': { limit: number };
  'cod.addressDailyLimit': { limit: number };
  'cod.phoneUnconfirmed': Record<string, never>;
  /** The risk check refused cash: the phone's past deliveries, the address, or the order as a whole. */
  'cod.riskPhone': Record<string, never>;
  'cod.riskAddress': Record<string, never>;
  'cod.riskOrder': Record<string, never>;
  /** A gift card code (its last four characters) that pays nothing now: unknown, lapsed, switched off or spent. */
  'giftCard.unknown': Record<string, never>;
  'giftCard.expired': { last4: string; date: string };
  'giftCard.disabled': { last4: string };
  'giftCard.empty': { last4: string };
  'checkout.amountChanged': { amount: number };
  'checkout.amountTooSmall': Record<string, never>;
  'product.unavailable': { productId: string };
  'product.notMadeToMeasure': { productId: string; product: string };
  'product.sizeUnavailable': { productId: string; product: string; size: string };
  'product.sizeRequired': { productId: string; product: string };
  'stock.soldOut': { productId: string; product: string; size: string };
  'stock.onlyLeft': { productId: string; product: string; size: string; left: number };
  'stock.tooMany': { productId: string; product: string; size: string; max: number };
}

export type RefusalCode = keyof RefusalValues;

/** A code with its own values, as the API sends them beside the message. */
export type Refusal = { [C in RefusalCode]: { code: C; values: RefusalValues[C] } }[RefusalCode];

/** A refusal of `code` with its values, typed together. */
export const refusalOf = <C extends RefusalCode>(code: C, values: RefusalValues[C]) => ({ code, values }) as Refusal;

/**
 * A refused field's code: missing, or blank where text is needed, is `field.required`; text over its
 * length `field.tooLong`; anything else `field.invalid` (a blank pincode is 'must be 6 digits',
 * as the rules say). `issue` is a zod issue; `value` what was sent there.
 */
export function fieldRefusalOf(field: string, issue: { code?: string; maximum?: unknown }, value: unknown): Refusal {
  const blank = typeof value === 'string' && value.trim() === '';
  if (value === undefined || value === null || (blank && issue.code === 'too_small'))
    return refusalOf('field.required', { field });
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && typeof value === 'string')
    return refusalOf('field.tooLong', { field, max: issue.maximum });
  return refusalOf('field.invalid', { field });
}
