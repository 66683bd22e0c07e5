import { z } from 'zod';

/**
 * What the UI may know of the signed-in account (GET /auth/me, and the sign-in answers): the
 * API answers through this schema, so a field added to the account row never leaks by accident.
 */
export const currentUserSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string(),
});
