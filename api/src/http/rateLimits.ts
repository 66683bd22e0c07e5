import rateLimit from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './errors';

/**
 * Requests one client address may make to a guarded route per minute. Generous for a person,
 * tight for a script: sign-in, OTP, orders, coupon checks, uploads, saved addresses and back-in-stock alerts.
 */
export const RATE_LIMITS = {
  signIn: 20,
  otpSend: 10,
  otpVerify: 20,
  placeOrder: 30,
  guestOrders: 60,
  couponCheck: 20,
  uploads: 60,
  addresses: 30,
  /** Each back-in-stock alert may cost a text later. */
  stockAlerts: 20,
  /** Opening a texted short link (`/c/<code>`): a shopper opens hers once or twice, a guesser is slowed. */
  shortLinks: 20,
  /** A failed delivery's signed link (`/delivery-issues/<token>`): read and answered a few times by its shopper. */
  deliveryIssues: 30,
  /** A gift card's balance (`/gift-cards/balance`): a holder checks hers a few times, a guesser is slowed (also per code prefix). */
  giftCardCheck: 20,
  /** A guest's 'Remind me about my bag': each bag kept may cost two messages later. */
  bagReminders: 10,
  /** A left bag's signed link (`/bags/<token>`), opened or stopped a few times by its shopper. */
  bagLinks: 30,
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;
const WINDOW_MS = 60_000;

/** The route option that puts a route under one of the limits above (each route counts on its own). */
export function limited(name: RateLimitName) {
  return { config: { rateLimit: { max: RATE_LIMITS[name], timeWindow: WINDOW_MS } } };
}

type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;

/**
 * Counts one request under `key` in its window (a row of `rate_limits`, made or restarted when the
 * window ended): the hits so far and the milliseconds left. A limit on something other than the
 * client's address (a gift card code's prefix) counts here too.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs = WINDOW_MS,
): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${`${windowMs} milliseconds`}::interval` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return { current: row?.hits ?? 1, ttl: Math.max(0, (row?.resetAt.getTime() ?? 0) - Date.now()) };
}

/**
 * @fastify/rate-limit's store interface over the database (the `rate_limits` table), so every
 * API instance counts the same window; one upsert per request to a limited route.
 */
function databaseStore(db: Database) {
  return class DatabaseStore {
    constructor(private readonly prefix = 'rl:') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.prefix}${key}`, timeWindow)
        .then((hit) => callback(null, hit))
        .catch((error: Error) => callback(error, null));
    }

    child(options: { routeInfo: { method: string; url: string } }) {
      return new DatabaseStore(`${this.prefix}${options.routeInfo.method}${options.routeInfo.url}:`);
    }
  };
}

/** Deletes windows that ended over an hour ago (called now and then). */
export async function sweepRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
}

/**
 * Registers the limits with a store every API instance shares: Redis when REDIS_URL is set,
 * else the database. Counting failures let requests through (skipOnError): an outage of the
 * counter must not take the shop down with it.
 */
export async function installRateLimits(app: FastifyInstance, db: Database, redisUrl: string | null): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true })
    : null;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'elegance-rl:' } : { store: databaseStore(db) as never }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests: please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} s and try again`,
      ),
  });
}
