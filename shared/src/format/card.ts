import { digitsOnly } from './phone';

/** '4100280000001007' or '4100 2800 0000 1007' -> '4100 2800 0000 1007': a card number grouped in fours as typed or pasted. */
export function groupCardNumber(value: string): string {
  return digitsOnly(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' -> '12/30', '12/3' as it is typed: a card's expiry MM/YY, the slash put in for the shopper. */
export function formatCardExpiry(value: string): string {
  const digits = digitsOnly(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
