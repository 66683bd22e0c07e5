export const PHONE_PREFIX = '+91';

/** Keeps digits only, at most `max` of them (the login inputs' rule). */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

export const isTenDigitPhone = (digits: string): boolean => /^\d{10}$/.test(digits);

/** '9876543210' or '+919876543210' -> '+919876543210'. */
export function withIndiaPrefix(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith(PHONE_PREFIX) ? trimmed : `${PHONE_PREFIX}${digitsOnly(trimmed)}`;
}
