import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { GUEST_TOKEN_HEADER } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { guestOrderTokens } from '../../db/schema';

/** How long a guest's token opens its order; after that, signing in with the order's phone does. */
export const GUEST_ACCESS_DAYS = 30;
/** Tokens one request may present (a browser keeps one per order placed there). */
export const MAX_GUEST_TOKENS = 20;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The well-formed tokens of a request's guest header (comma-separated), at most 20. */
export function presentedGuestTokens(request: FastifyRequest): string[] {
  const header = request.headers[GUEST_TOKEN_HEADER];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((token) => token.trim())
    .filter((token) => TOKEN_SHAPE.test(token))
    .slice(0, MAX_GUEST_TOKENS);
}

/**
 * A guest's access to the orders placed in their browser: a random token per order, handed out
 * with the order, kept by the database only as a hash, opening that one order for 30 days
 * unless withdrawn (by its holder or an admin). It proves nothing about a phone number.
 */
export class GuestAccess {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(orderId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(guestOrderTokens).values({
      tokenHash: hash(token),
      orderId,
      expiresAt: new Date(this.now() + GUEST_ACCESS_DAYS * 86_400_000),
    });
    return token;
  }

  /** The orders these tokens still open (unexpired, not withdrawn). */
  async openedOrders(tokens: string[]): Promise<string[]> {
    if (tokens.length === 0) return [];
    const rows = await this.db
      .select({ orderId: guestOrderTokens.orderId })
      .from(guestOrderTokens)
      .where(
        and(
          inArray(guestOrderTokens.tokenHash, tokens.map(hash)),
          gt(guestOrderTokens.expiresAt, new Date(this.now())),
          isNull(guestOrderTokens.revokedAt),
        ),
      );
    return [...new Set(rows.map((row) => row.orderId))];
  }

  /** The holder forgets these tokens (a shared computer): they open nothing from now on. */
  async withdraw(tokens: string[]): Promise<number> {
    if (tokens.length === 0) return 0;
    const rows = await this.db
      .update(guestOrderTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(inArray(guestOrderTokens.tokenHash, tokens.map(hash)), isNull(guestOrderTokens.revokedAt)))
      .returning({ orderId: guestOrderTokens.orderId });
    return rows.length;
  }

  /** An admin withdraws every token of an order (a shopper reports a lost or shared link). */
  async withdrawOrder(orderId: string): Promise<number> {
    const rows = await this.db
      .update(guestOrderTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(guestOrderTokens.orderId, orderId), isNull(guestOrderTokens.revokedAt)))
      .returning({ orderId: guestOrderTokens.orderId });
    return rows.length;
  }

  /** Deletes tokens that can open nothing any more (called now and then). */
  async sweep(): Promise<void> {
    const now = new Date(this.now());
    await this.db
      .delete(guestOrderTokens)
      .where(or(lt(guestOrderTokens.expiresAt, now), lt(guestOrderTokens.revokedAt, now)));
  }
}
