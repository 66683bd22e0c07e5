import { z } from 'zod';

/** The most any one amount in the store may be: far above any garment, far below int overflow in paise. */
export const MAX_RUPEES = 10_000_000;

/**
 * An amount in rupees as an admin types it: not negative, at most MAX_RUPEES, whole paise.
 * `what` names it in the messages ('Price', 'Minimum order').
 */
export function rupeesSchema(what: string, required: string = `${what} must be a number`) {
  return z
    .number({ message: required })
    .min(0, `${what} cannot be negative`)
    .max(MAX_RUPEES, `${what} is too high`)
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, `${what} has at most 2 decimals`);
}
