import { z } from 'zod';

/**
 * What the UI may know of the signed-in account (GET /auth/me, and the sign-in answers): the
 * API answers through this schema, so a field added to the account row never leaks by accident.
 */
/** PUT /account/profile: the name a customer gives (the header shows its initial). */
export const profileSchema = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
});

export const currentUserSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string(),
  /** A staff member's permissions by her role (shared/src/api/staffRoles.ts); none for a shopper. */
  permissions: z.array(z.string()),
});
