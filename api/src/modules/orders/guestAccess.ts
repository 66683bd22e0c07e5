import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GUEST_TOKEN_HEADER } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import {
  claimGuestLink,
  deleteDeadTokens,
  insertGuestToken,
  markGuestLinkIssued,
  ordersOpenedBy,
  revokeTokens,
} from './guestLinksRepository';

/** How long a guest's token opens its order; after that, signing in with the order's phone does. */
export const GUEST_ACCESS_DAYS = 30;
/** Tokens one request may present (a browser keeps one per order placed there). */
export const MAX_GUEST_TOKENS = 20;
/**
 * How long after an order is made its guest link may still be handed out: long enough for the
 * placing browser's own `POST /orders` (and its retries) to land after the payment's webhook
 * made the order, short enough that someone holding the payment's answer later gets nothing.
 */
export const GUEST_LINK_WINDOW_MS = 10 * 60_000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** What the database keeps of a token. */
export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hash = hashGuestToken;

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

  /**
   * The order's guest link, for the first caller within GUEST_LINK_WINDOW_MS of the order's
   * making (by this answer, or by the webhook a moment before); null ever after, and null once
   * an admin withdrew access, so replaying the payment's answer mints no other link. Claim and
   * token are one transaction: a withdrawal waits on the claimed row, then revokes the token.
   * `db`: a transaction to issue it in (the one that keeps the answer carrying it).
   */
  async issueOnce(orderId: string, db: Database = this.db): Promise<string | null> {
    const now = this.now();
    return db.transaction(async (tx) => {
      if (!(await claimGuestLink(tx, orderId, new Date(now), new Date(now - GUEST_LINK_WINDOW_MS)))) return null;
      const token = randomBytes(32).toString('base64url');
      await insertGuestToken(tx, {
        tokenHash: hash(token),
        orderId,
        expiresAt: new Date(now + GUEST_ACCESS_DAYS * 86_400_000),
      });
      return token;
    });
  }

  /** The orders these tokens still open (unexpired, not withdrawn). */
  async openedOrders(tokens: string[]): Promise<string[]> {
    if (tokens.length === 0) return [];
    return [...new Set(await ordersOpenedBy(this.db, tokens.map(hash), new Date(this.now())))];
  }

  /** The holder forgets these tokens (a shared computer): they open nothing from now on. */
  async withdraw(tokens: string[]): Promise<number> {
    if (tokens.length === 0) return 0;
    return revokeTokens(this.db, { hashes: tokens.map(hash) }, new Date(this.now()));
  }

  /**
   * An admin withdraws every token of an order (a shopper reports a lost or shared link), and
   * its link counts as issued, so a later replay of the order's payment mints none (the webhook
   * may have made the order before any browser asked for a link).
   */
  async withdrawOrder(orderId: string): Promise<number> {
    const now = new Date(this.now());
    await markGuestLinkIssued(this.db, orderId, now);
    return revokeTokens(this.db, { orderId }, now);
  }

  /** Deletes tokens that can open nothing any more (called now and then). */
  async sweep(): Promise<void> {
    await deleteDeadTokens(this.db, new Date(this.now()));
  }
}
