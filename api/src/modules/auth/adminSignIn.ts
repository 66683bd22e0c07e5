import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminLoginFailures, customers, sessions, type CustomerRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { DECOY_HASH, hashPassword, verifyPassword } from './passwords';

/** Failures before each further try is slowed, before the e-mail locks, and for how long. */
export const SLOW_AFTER = 3;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * E-mail and password sign-in for admins. Unknown e-mails and wrong passwords take the same
 * path and the same answer; from the 4th failure in a row each answer is delayed (0.25 s,
 * doubling, at most 4 s) and the 10th locks the e-mail for 15 minutes.
 */
export class AdminSignIn {
  constructor(
    private readonly db: Database,
    private readonly delay: (ms: number) => Promise<unknown> = wait,
  ) {}

  async signIn(emailInput: string, password: string): Promise<CustomerRow> {
    const email = emailInput.trim().toLowerCase();
    const [record] = await this.db.select().from(adminLoginFailures).where(eq(adminLoginFailures.email, email));
    if (record?.lockedUntil && record.lockedUntil.getTime() > Date.now()) {
      const minutes = Math.ceil((record.lockedUntil.getTime() - Date.now()) / 60_000);
      throw new HttpError(429, `Too many failed sign-ins: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
    }
    const [account] = await this.db.select().from(customers).where(eq(customers.email, email));
    const matches = await verifyPassword(password, account?.passwordHash ?? DECOY_HASH);
    if (account && matches) {
      await this.db.delete(adminLoginFailures).where(eq(adminLoginFailures.email, email));
      return account;
    }
    const [failed] = await this.db
      .insert(adminLoginFailures)
      .values({ email, failures: 1 })
      .onConflictDoUpdate({
        target: adminLoginFailures.email,
        // A lock that has run out starts the count again.
        set: {
          failures: sql`case when ${adminLoginFailures.lockedUntil} is not null then 1 else ${adminLoginFailures.failures} + 1 end`,
          lockedUntil: null,
          lastFailedAt: new Date(),
        },
      })
      .returning();
    const failures = failed?.failures ?? 1;
    if (failures >= LOCK_AFTER)
      await this.db
        .update(adminLoginFailures)
        .set({ lockedUntil: new Date(Date.now() + LOCK_MS) })
        .where(eq(adminLoginFailures.email, email));
    if (failures > SLOW_AFTER) await this.delay(Math.min(250 * 2 ** (failures - SLOW_AFTER - 1), 4000));
    throw new HttpError(401, 'Invalid credentials');
  }
}

/** Creates the admin of this e-mail, or resets its password (npm run admin:create, npm start). */
export async function upsertAdmin(db: Database, emailInput: string, password: string): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`not an e-mail address: ${emailInput}`);
  if (password.length < 10) throw new Error('an admin password needs at least 10 characters');
  const passwordHash = await hashPassword(password);
  const [admin] = await db
    .insert(customers)
    .values({ email, passwordHash, role: 'admin', name: 'Admin' })
    .onConflictDoUpdate({ target: customers.email, set: { passwordHash, role: 'admin' } })
    .returning({ id: customers.id, passwordHash: customers.passwordHash });
  await db.delete(adminLoginFailures).where(eq(adminLoginFailures.email, email));
  // A new password signs out every session the old one started.
  if (admin) await db.delete(sessions).where(eq(sessions.customerId, admin.id));
}
