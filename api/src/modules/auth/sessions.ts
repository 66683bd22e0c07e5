import type {} from '@fastify/cookie';
import { createHash, randomBytes } from 'node:crypto';
import { STAFF_ROLES, isStaffRole } from '@store/shared/schemas';
import { and, eq, gt, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { customers, sessions, type CustomerRow } from '../../db/schema';

/** Over HTTPS the cookie is `__Host-` prefixed: Secure, whole-site, never set by a subdomain. */
export const SESSION_COOKIE = 'sid';
export const SECURE_SESSION_COOKIE = '__Host-sid';
/** A shopper stays signed in a week idle, a month at most; a staff member 30 minutes idle, 12 hours at most. */
export const SESSION_LIMITS = {
  customer: { idleMs: 7 * 24 * 3600_000, absoluteMs: 30 * 24 * 3600_000 },
  admin: { idleMs: 30 * 60_000, absoluteMs: 12 * 3600_000 },
};
const IDLE_MS = SESSION_LIMITS.customer.idleMs;
const ABSOLUTE_MS = SESSION_LIMITS.customer.absoluteMs;

const hash = (id: string) => createHash('sha256').update(id).digest('hex');

/** Sessions still alive for a shopper's account or a staff member's (not disabled) at this time. */
function alive(kind: 'customer' | 'admin', now: number) {
  const { idleMs, absoluteMs } = SESSION_LIMITS[kind];
  return and(
    kind === 'admin'
      ? and(inArray(customers.role, [...STAFF_ROLES]), isNull(customers.disabledAt))
      : notInArray(customers.role, [...STAFF_ROLES]),
    gt(sessions.lastSeenAt, new Date(now - idleMs)),
    gt(sessions.createdAt, new Date(now - absoluteMs)),
  );
}

/** Ends every session of an account at once (a new password, a staff member disabled). */
export async function endSessionsOf(db: Database, customerId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
}

/**
 * Sessions kept in the database (any number of API instances can serve them): the cookie
 * holds a random id, the table its hash; a shopper's ends after 7 idle days or 30 in all, an
 * admin's after 30 idle minutes or 12 hours.
 */
export class SessionStore {
  private readonly cookieName: string;

  constructor(
    private readonly db: Database,
    private readonly secureCookies: boolean,
  ) {
    this.cookieName = secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  /** Starts a new session (a new id every sign-in) and ends the one the request came with. */
  async start(request: FastifyRequest, reply: FastifyReply, account: Pick<CustomerRow, 'id' | 'role'>): Promise<void> {
    await this.end(request, reply);
    const id = randomBytes(32).toString('base64url');
    await this.db.insert(sessions).values({ idHash: hash(id), customerId: account.id });
    reply.setCookie(this.cookieName, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      maxAge: SESSION_LIMITS[isStaffRole(account.role) ? 'admin' : 'customer'].absoluteMs / 1000,
    });
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = request.cookies[this.cookieName];
    if (id) await this.db.delete(sessions).where(eq(sessions.idHash, hash(id)));
    reply.clearCookie(this.cookieName, { path: '/', secure: this.secureCookies });
  }

  /** The signed-in customer of a request, or null; touches the session so idle time restarts. */
  async customer(request: FastifyRequest): Promise<CustomerRow | null> {
    const id = request.cookies[this.cookieName];
    if (!id) return null;
    const now = Date.now();
    const [row] = await this.db
      .select({ customer: customers, idHash: sessions.idHash })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(and(eq(sessions.idHash, hash(id)), or(alive('customer', now), alive('admin', now))));
    if (!row) return null;
    await this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, row.idHash));
    return row.customer;
  }

  /** Deletes expired sessions (called now and then). */
  async sweep(): Promise<void> {
    const now = Date.now();
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.lastSeenAt, new Date(now - IDLE_MS)), lt(sessions.createdAt, new Date(now - ABSOLUTE_MS))));
  }
}
