import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { STAFF_ROLES, type NewStaff, type StaffMember, type StaffRole } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import { customers, type CustomerRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { uniqueOr409 } from '../../../http/pgErrors';
import { hashPassword } from '../passwords';
import { endSessionsOf } from '../sessions';

/**
 * The store's staff (the Team tab, owners only): members with their own e-mail and password,
 * a role each (shared/src/api/staffRoles.ts), disabled or enabled. There is always an owner who can
 * sign in: the last enabled owner can be neither demoted nor disabled.
 */

const toMember = (row: CustomerRow): StaffMember => ({
  _id: row.id,
  name: row.name,
  email: row.email ?? '',
  role: row.role as StaffRole,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(customers)
    .where(inArray(customers.role, [...STAFF_ROLES]))
    .orderBy(asc(customers.createdAt), asc(customers.email));
  return rows.map(toMember);
}

export async function addStaff(db: Database, member: NewStaff): Promise<StaffMember> {
  const passwordHash = await hashPassword(member.password);
  const [row] = await uniqueOr409('An account with this e-mail already exists', () =>
    db
      .insert(customers)
      .values({ name: member.name, email: member.email, passwordHash, role: member.role })
      .returning(),
  );
  if (!row) throw new HttpError(500, 'staff member not saved');
  return toMember(row);
}

/**
 * Changes one member under a lock on every enabled owner's row: two owners demoting each other
 * at once are taken one after the other, and the second finds herself the last.
 */
async function changeMember(
  db: Database,
  id: string,
  change: (member: CustomerRow) => Partial<Pick<CustomerRow, 'role' | 'disabledAt'>>,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.role, 'owner'), isNull(customers.disabledAt)))
      .for('update');
    const [member] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), inArray(customers.role, [...STAFF_ROLES])))
      .for('update');
    if (!member) throw new HttpError(404, 'Staff member not found');
    const next = { ...member, ...change(member) };
    const stopsOwning = member.role === 'owner' && !member.disabledAt && (next.role !== 'owner' || next.disabledAt);
    if (stopsOwning && owners.length <= 1)
      throw new HttpError(409, 'She is the last owner: make another member owner first');
    const [saved] = await tx
      .update(customers)
      .set({ role: next.role, disabledAt: next.disabledAt })
      .where(eq(customers.id, id))
      .returning();
    // A disabled member is signed out everywhere at once, in the same transaction.
    if (next.disabledAt) await endSessionsOf(tx, id);
    return toMember(saved as CustomerRow);
  });
}

export const changeRole = (db: Database, id: string, role: StaffRole) => changeMember(db, id, () => ({ role }));

export const disableMember = (db: Database, id: string) =>
  changeMember(db, id, (member) => ({ disabledAt: member.disabledAt ?? new Date() }));

export const enableMember = (db: Database, id: string) => changeMember(db, id, () => ({ disabledAt: null }));
