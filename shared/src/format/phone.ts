export const PHONE_PREFIX = '+91';

/** Keeps digits only, at most `max` of them (the login inputs' rule). */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/**
 * The ten digits of an Indian mobile number as typed or pasted: digits only, a pasted +91 or
 * leading 0 dropped ('+91 98765 43210' -> '9876543210'), at most ten.
 */
export function nationalPhoneDigits(value: string): string {
  const digits = digitsOnly(value);
  const national = digits.length > 10 ? digits.replace(/^(91|0)/, '') : digits;
  return national.slice(0, 10);
}

export const isTenDigitPhone = (digits: string): boolean => /^\d{10}$/.test(digits);

/** '9876543210' or '+919876543210' -> '+919876543210'. */
export function withIndiaPrefix(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith(PHONE_PREFIX) ? trimmed : `${PHONE_PREFIX}${digitsOnly(trimmed)}`;
}

/** '+919416046531' -> '+91 94160 46531': an Indian mobile number as people write it; anything else as given. */
export function formatIndianPhone(phone: string): string {
  const match = /^(?:\+?91)?(\d{5})(\d{5})$/.exec(phone.replace(/[\s-]/g, ''));
  return match ? `${PHONE_PREFIX} ${match[1]} ${match[2]}` : phone;
}
