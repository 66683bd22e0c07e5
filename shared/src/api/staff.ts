import { z } from 'zod';
import { STAFF_ROLES } from './staffRoles';

export * from './staffRoles';

export const staffRoleSchema = z.enum(STAFF_ROLES, { message: 'Role must be owner, support or workshop' });

/** POST /admin/staff: a new member with her own e-mail and first password (she signs in with them). */
export const newStaffSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(80),
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .toLowerCase()
    .max(200)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid e-mail address'),
  password: z.string({ message: 'Password is required' }).min(10, 'The password needs at least 10 characters').max(200),
  role: staffRoleSchema,
});
export type NewStaff = z.infer<typeof newStaffSchema>;

export const staffRoleChangeSchema = z.object({ role: staffRoleSchema });

export const staffMemberAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberAnswer>;
