import { and, eq, gt, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isStaffRole } from '@store/shared/schemas';
import { adminLoginFailures, customers, type CustomerRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { DECOY_HASH, hashPassword, verifyPassword } from './passwords';
import { endSessionsOf } from './sessions';

/** Failures of one client before it must solve a captcha (and is slowed), before it is locked out, and for how long. */
export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60_000;
/** Failures for one e-mail from all clients in LOCK_MS after which every client must solve a captcha. */
export const CAPTCHA_AFTER_ALL_CLIENTS = 10;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const CAPTCHA_REQUIRED = 'Please confirm you are not a robot: solve the verification and sign in again';

export const DISABLED_STAFF = "This staff account is disabled: ask the store's owner to enable it";

/**
 * E-mail and password sign-in for the store's staff, each with her own e-mail. Unknown e-mails and wrong passwords take the same
 * path and the same answer. Failures count per e-mail AND client address: after 3 that client
 * must solve a captcha with each try (and waits 0.25 s, doubling, at most 4 s); after 10 it is
 * locked out for 15 minutes. Other clients are not: a stranger cannot lock the admin out. A
 * guess spread over many addresses makes every client solve a captcha instead.
 */
export class AdminSignIn {
  constructor(
    private readonly db: Database,
    private readonly delay: (ms: number) => Promise<unknown> = wait,
  ) {}

  /** Whether the e-mail failed so often lately, from all clients together, that every client solves a captcha. */
  private async failingEverywhere(email: string, db: Database): Promise<boolean> {
    const [all] = await db
      .select({ n: sum(adminLoginFailures.failures).mapWith(Number) })
      .from(adminLoginFailures)
      .where(
        and(eq(adminLoginFailures.email, email), gt(adminLoginFailures.lastFailedAt, new Date(Date.now() - LOCK_MS))),
      );
    return (all?.n ?? 0) >= CAPTCHA_AFTER_ALL_CLIENTS;
  }

  /** Call with `captchaSolved` true only after the route has redeemed a captcha for this try. */
  async signIn(emailInput: string, password: string, client: string, captchaSolved: boolean): Promise<CustomerRow> {
    const email = emailInput.trim().toLowerCase();
    const failures = await this.countTry(email, client, captchaSolved);
    const [account] = await this.db.select().from(customers).where(eq(customers.email, email));
    const matches = await verifyPassword(password, account?.passwordHash ?? DECOY_HASH);
    if (account && matches) {
      await this.db
        .delete(adminLoginFailures)
        .where(and(eq(adminLoginFailures.email, email), eq(adminLoginFailures.client, client)));
      // Said only to whoever knows her password: a guesser learns nothing of who is disabled.
      if (isStaffRole(account.role) && account.disabledAt) throw new HttpError(403, DISABLED_STAFF);
      return account;
    }
    if (failures > CAPTCHA_AFTER) await this.delay(Math.min(250 * 2 ** (failures - CAPTCHA_AFTER - 1), 4000));
    throw new HttpError(401, 'Invalid credentials');
  }

  /**
   * Counts this try as a failure before its password is checked (a right password clears the
   * count afterwards), under a lock on the client's row: tries sent at once are counted one by
   * one, so the captcha and the lockout engage for them as for tries sent one after another,
   * and nothing written after a password check can lift a lock. A refused try counts nothing.
   * Returns the failures counted with this one.
   */
  private countTry(email: string, client: string, captchaSolved: boolean): Promise<number> {
    const key = and(eq(adminLoginFailures.email, email), eq(adminLoginFailures.client, client));
    return this.db.transaction(async (tx) => {
      await tx.insert(adminLoginFailures).values({ email, client, failures: 0 }).onConflictDoNothing();
      const [record] = await tx.select().from(adminLoginFailures).where(key).for('update');
      const now = Date.now();
      const lockedUntil = record?.lockedUntil?.getTime() ?? null;
      if (lockedUntil !== null && lockedUntil > now) {
        const minutes = Math.ceil((lockedUntil - now) / 60_000);
        throw new HttpError(429, `Too many failed sign-ins: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
      }
      // A lock that has run out starts the count again.
      const before = lockedUntil === null ? (record?.failures ?? 0) : 0;
      if (!captchaSolved && (before >= CAPTCHA_AFTER || (await this.failingEverywhere(email, tx))))
        throw new HttpError(428, CAPTCHA_REQUIRED, { captchaRequired: true });
      const failures = before + 1;
      await tx
        .update(adminLoginFailures)
        .set({
          failures,
          lockedUntil: failures >= LOCK_AFTER ? new Date(now + LOCK_MS) : null,
          lastFailedAt: new Date(now),
        })
        .where(key);
      return failures;
    });
  }

  /** Deletes failure rows nobody is locked by and that are older than a lock (unknown e-mails too). */
  async sweep(): Promise<void> {
    const before = new Date(Date.now() - LOCK_MS);
    await this.db
      .delete(adminLoginFailures)
      .where(
        and(
          lt(adminLoginFailures.lastFailedAt, before),
          sql`coalesce(${adminLoginFailures.lockedUntil} < now(), true)`,
        ),
      );
  }
}

/**
 * Creates the owner of this e-mail, or resets its password and enables it (npm run admin:create,
 * npm start): the way back in when no owner can sign in.
 */
export async function upsertAdmin(
  db: Database,
  emailInput: string,
  password: string,
  /**
   * The start-up admin (ADMIN_EMAIL/ADMIN_PASSWORD) is set again by every instance that starts:
   * when the account already has that password, nothing changes and nobody is signed out.
   */
  { keepIfUnchanged = false } = {},
): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`not an e-mail address: ${emailInput}`);
  if (password.length < 10) throw new Error('an admin password needs at least 10 characters');
  if (keepIfUnchanged) {
    const [current] = await db.select().from(customers).where(eq(customers.email, email));
    if (current?.role === 'owner' && current.passwordHash && (await verifyPassword(password, current.passwordHash)))
      return;
  }
  const passwordHash = await hashPassword(password);
  const [admin] = await db
    .insert(customers)
    .values({ email, passwordHash, role: 'owner', name: 'Admin' })
    .onConflictDoUpdate({ target: customers.email, set: { passwordHash, role: 'owner', disabledAt: null } })
    .returning({ id: customers.id, passwordHash: customers.passwordHash });
  await db.delete(adminLoginFailures).where(eq(adminLoginFailures.email, email));
  // A new password signs out every session the old one started.
  if (admin) await endSessionsOf(db, admin.id);
}
