import type {} from '@fastify/cookie';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { customers, sessions, type CustomerRow } from '../../db/schema';

export const SESSION_COOKIE = 'sid';
const IDLE_MS = 7 * 24 * 3600_000;
const ABSOLUTE_MS = 30 * 24 * 3600_000;

const hash = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Sessions kept in the database (any number of API instances can serve them): the cookie
 * holds a random id, the table its hash; a session ends after 7 idle days or 30 in all.
 */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly secureCookies: boolean,
  ) {}

  /** Starts a new session (a new id every sign-in) and ends the one the request came with. */
  async start(request: FastifyRequest, reply: FastifyReply, customerId: string): Promise<void> {
    await this.end(request, reply);
    const id = randomBytes(32).toString('base64url');
    await this.db.insert(sessions).values({ idHash: hash(id), customerId });
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      maxAge: ABSOLUTE_MS / 1000,
    });
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = request.cookies[SESSION_COOKIE];
    if (id) await this.db.delete(sessions).where(eq(sessions.idHash, hash(id)));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** The signed-in customer of a request, or null; touches the session so idle time restarts. */
  async customer(request: FastifyRequest): Promise<CustomerRow | null> {
    const id = request.cookies[SESSION_COOKIE];
    if (!id) return null;
    const now = Date.now();
    const [row] = await this.db
      .select({ customer: customers, idHash: sessions.idHash })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(
        and(
          eq(sessions.idHash, hash(id)),
          gt(sessions.lastSeenAt, new Date(now - IDLE_MS)),
          gt(sessions.createdAt, new Date(now - ABSOLUTE_MS)),
        ),
      );
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
