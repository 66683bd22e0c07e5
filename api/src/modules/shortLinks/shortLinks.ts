/**
 * Short links for texts: `<shop>/c/<code>` stands for an order's long signed link (about 150
 * characters, two SMS segments with the rest of the text) until it expires. The code is random
 * (9 base62 characters, 62^9 ≈ 1.3e16), kept server-side with its order and purpose; the signed
 * link it opens is derived again when it is opened, so nothing secret is stored.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shortLinks } from '../../db/schema';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const SHORT_CODE_LENGTH = 9;
/** What a code may look like: anything else is refused before the database is asked. */
export const SHORT_CODE = /^[0-9A-Za-z]{8,10}$/;

export type ShortLinkPurpose = 'cash-confirm';

function randomCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i += 1) code += BASE62[randomInt(BASE62.length)];
  return code;
}

/**
 * The order's short link for this purpose, made once (a job sent twice gets the same code):
 * `<shopUrl>/c/<code>`, valid until `expiresAt`.
 */
export async function shortLinkFor(
  db: Database,
  shopUrl: string,
  link: { orderId: string; purpose: ShortLinkPurpose; expiresAt: Date },
): Promise<string> {
  await db
    .insert(shortLinks)
    .values({ code: randomCode(), ...link })
    .onConflictDoNothing({ target: [shortLinks.orderId, shortLinks.purpose] });
  const [row] = await db
    .select({ code: shortLinks.code })
    .from(shortLinks)
    .where(and(eq(shortLinks.orderId, link.orderId), eq(shortLinks.purpose, link.purpose)));
  if (!row) throw new Error(`no short link for order ${link.orderId}`);
  return `${shopUrl}/c/${row.code}`;
}

/** What a live code opens, or null for a code unknown, malformed or past its expiry at `now`. */
export async function openShortLink(
  db: Database,
  code: string,
  now: Date,
): Promise<{ orderId: string; purpose: ShortLinkPurpose } | null> {
  if (!SHORT_CODE.test(code)) return null;
  const [row] = await db
    .select({ orderId: shortLinks.orderId, purpose: shortLinks.purpose })
    .from(shortLinks)
    .where(and(eq(shortLinks.code, code), gt(shortLinks.expiresAt, now)));
  return row ? { orderId: row.orderId, purpose: row.purpose as ShortLinkPurpose } : null;
}
