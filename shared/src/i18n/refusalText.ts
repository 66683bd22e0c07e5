import { useCallback } from 'react';
import { serverMessage, serverRefusal } from '../api/errors';
import type { RefusalCode } from '../api/refusals';
import { formatRs } from '../format/money';
import type en from './en.json';
import { useSharedT } from './sharedMessages';

type SharedKey = keyof typeof en;
type Values = Record<string, unknown>;

/** A refusal as the API sends it: its code and values (`@store/shared` refusals). */
export interface CodedRefusal {
  code: string;
  values: Values;
}

/** What a refused address field is called in a sentence ('Name is required'). */
const FIELD_NAMES: Record<string, SharedKey> = {
  name: 'shared.refusal.field.name',
  phone: 'shared.refusal.field.phone',
  email: 'shared.refusal.field.email',
  zip: 'shared.refusal.field.zip',
  street: 'shared.refusal.field.street',
  landmark: 'shared.refusal.field.landmark',
  city: 'shared.refusal.field.city',
  state: 'shared.refusal.field.state',
};

/** A field whose wrong value has its own advice, beside the plain 'is not valid'. */
const INVALID_WORDS: Record<string, SharedKey> = {
  phone: 'shared.refusal.invalidPhone',
  zip: 'shared.refusal.invalidZip',
  email: 'shared.refusal.invalidEmail',
  city: 'shared.refusal.invalidCity',
};

/** Each code's words; the values a sentence needs in words (money, a piece) are made in `say`. */
const WORDS: Record<RefusalCode, SharedKey> = {
  'field.required': 'shared.refusal.fieldRequired',
  'field.invalid': 'shared.refusal.fieldInvalid',
  'field.tooLong': 'shared.refusal.fieldTooLong',
  'address.pincodeUnknown': 'shared.refusal.pincodeUnknown',
  'address.bookFull': 'shared.refusal.bookFull',
  'coupon.unknown': 'shared.refusal.couponUnknown',
  'coupon.notYetValid': 'shared.refusal.couponNotYetValid',
  'coupon.expired': 'shared.refusal.couponExpired',
  'coupon.minimumNotMet': 'shared.refusal.couponMinimum',
  'coupon.usedUp': 'shared.refusal.couponUsedUp',
  'coupon.alreadyUsed': 'shared.refusal.couponAlreadyUsed',
  'cod.pincodeNotServed': 'shared.refusal.codPincode',
  'cod.limitExceeded': 'shared.refusal.codLimit',
  'cod.phoneRefusedDeliveries': 'shared.refusal.codRefusedDeliveries',
  'cod.phoneDailyLimit': 'shared.refusal.codPhoneDaily',
  'cod.addressDailyLimit': 'shared.refusal.codAddressDaily',
  'cod.phoneUnconfirmed': 'shared.refusal.codPhoneUnconfirmed',
  'cod.riskPhone': 'shared.refusal.codRiskPhone',
  'cod.riskAddress': 'shared.refusal.codRiskAddress',
  'cod.riskOrder': 'shared.refusal.codRiskOrder',
  'giftCard.unknown': 'shared.refusal.giftCardUnknown',
  'giftCard.expired': 'shared.refusal.giftCardExpired',
  'giftCard.disabled': 'shared.refusal.giftCardDisabled',
  'giftCard.empty': 'shared.refusal.giftCardEmpty',
  'checkout.amountChanged': 'shared.refusal.amountChanged',
  'checkout.amountTooSmall': 'shared.refusal.amountTooSmall',
  'product.unavailable': 'shared.refusal.productUnavailable',
  'product.notMadeToMeasure': 'shared.refusal.notMadeToMeasure',
  'product.sizeUnavailable': 'shared.refusal.sizeUnavailable',
  'product.sizeRequired': 'shared.refusal.sizeRequired',
  'stock.soldOut': 'shared.refusal.soldOut',
  'stock.onlyLeft': 'shared.refusal.onlyLeft',
  'stock.tooMany': 'shared.refusal.tooMany',
};

/** The values that are rupees, by code (a daily limit's `limit` is a count of orders). */
const MONEY: Partial<Record<RefusalCode, string>> = {
  'coupon.minimumNotMet': 'minimum',
  'cod.limitExceeded': 'limit',
  'checkout.amountChanged': 'amount',
};

export interface RefusalOptions {
  /** A product's name in the page's language, by id (the bag's Hindi name), for a refusal naming a piece. */
  nameOf?: (productId: string) => string | undefined;
}

/**
 * Says the API's refusals in the page's language: the code's words, filled with its values, or
 * the server's English message for a code this build does not know (a newer API). `say` takes a
 * code and its values (the cash quote's reason); `sayError` a failed call, with the field
 * prefixes a screen drops from the English ('coupon: ').
 */
export function useRefusalText() {
  const t = useSharedT();
  const say = useCallback(
    (refusal: CodedRefusal | null | undefined, english: string | null, options: RefusalOptions = {}): string | null => {
      const key = refusal && (WORDS as Record<string, SharedKey | undefined>)[refusal.code];
      if (!refusal || !key) return english;
      const values: Values = { ...refusal.values };
      const money = MONEY[refusal.code as RefusalCode];
      if (money && typeof values[money] === 'number') values[money] = formatRs(values[money] as number);
      if (typeof values.productId === 'string')
        values.product = options.nameOf?.(values.productId) || (values.product ?? '');
      if (refusal.code.startsWith('stock.'))
        values.piece = values.size ? t('shared.refusal.pieceInSize', values) : values.product;
      if (refusal.code.startsWith('field.')) {
        const field = String(values.field ?? '')
          .split('.')
          .pop();
        const name = field ? FIELD_NAMES[field] : undefined;
        // A field the words do not name (a bag line's size) keeps the server's sentence.
        if (!field || !name) return english;
        const advice = INVALID_WORDS[field];
        if (refusal.code === 'field.invalid' && advice) return t(advice);
        values.field = t(name);
      }
      return t(key, values);
    },
    [t],
  );
  const sayError = useCallback(
    (error: unknown, dropFieldPrefix: readonly string[] = [], options: RefusalOptions = {}): string | null =>
      say(serverRefusal(error), serverMessage(error, dropFieldPrefix), options),
    [say],
  );
  return { say, sayError };
}
