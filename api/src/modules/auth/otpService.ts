import { randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes, otpSends } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hmacSha256, sameSecret } from '../../http/hmac';
import { SmsError, type SmsSender } from '../../providers/sms';

/** A refused code, in words the sign-in dialog shows under the code field (`field: 'code'`). */
const CODE_EXPIRED = 'This code has expired. Ask for a new one.';
const TOO_MANY_TRIES = 'Too many wrong tries. Ask for a new code.';
const ON_CODE = { field: 'code' };

export const OTP_TTL_MS = 5 * 60_000;
export const RESEND_AFTER_MS = 30_000;
export const MAX_WRONG_TRIES = 5;
const PROOF_TTL_MS = 5 * 60_000;
/**
 * Sends are capped per phone and requester (client address) pair, per requester, and per phone
 * across all requesters at a higher ceiling (so many networks together cannot text one phone
 * without end). A stranger can use up only their own pair's share; the ceiling can be reached
 * only from several addresses, and even then a requester that has entered a code for the phone
 * before (within PROVEN_FOR_MS) is let through: the phone's owner keeps a way in.
 */
const LIMITS = { pairHour: 5, pairDay: 10, ipHour: 30, phoneHour: 20, phoneDay: 40 };
const PROVEN_FOR_MS = 30 * 86_400_000;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * One-time codes by SMS: 6 digits from a CSPRNG, kept only as an HMAC, valid 5 minutes, dead
 * after 5 wrong tries, one live code per phone; sends capped per phone and per IP. A right code
 * buys a short-lived, single-use proof that customer-login exchanges for a session.
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(value: string): string {
    return hmacSha256(this.secret, value);
  }

  async send(phone: string, ip: string): Promise<void> {
    const now = this.now();
    const [live] = await this.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    if (live && now - live.sentAt.getTime() < RESEND_AFTER_MS) {
      const wait = Math.ceil((RESEND_AFTER_MS - (now - live.sentAt.getTime())) / 1000);
      throw new HttpError(429, `Please wait ${wait} s before asking for another code`);
    }
    const sent = async (where: ReturnType<typeof and>) =>
      (await this.db.select({ n: count() }).from(otpSends).where(where))[0]?.n ?? 0;
    const hourAgo = new Date(now - 3600_000);
    const dayAgo = new Date(now - 86_400_000);
    const pair = and(eq(otpSends.phone, phone), eq(otpSends.ip, ip));
    if ((await sent(and(pair, gt(otpSends.sentAt, hourAgo)))) >= LIMITS.pairHour)
      throw new HttpError(429, 'Too many codes for this number: try again in an hour');
    if ((await sent(and(pair, gt(otpSends.sentAt, dayAgo)))) >= LIMITS.pairDay)
      throw new HttpError(429, 'Too many codes for this number today: try again tomorrow');
    if ((await sent(and(eq(otpSends.ip, ip), gt(otpSends.sentAt, hourAgo)))) >= LIMITS.ipHour)
      throw new HttpError(429, 'Too many codes from this network: try again in an hour');
    const proven = async () =>
      (await sent(and(pair, eq(otpSends.verified, true), gt(otpSends.sentAt, new Date(now - PROVEN_FOR_MS))))) > 0;
    const ofPhone = eq(otpSends.phone, phone);
    if (
      ((await sent(and(ofPhone, gt(otpSends.sentAt, hourAgo)))) >= LIMITS.phoneHour ||
        (await sent(and(ofPhone, gt(otpSends.sentAt, dayAgo)))) >= LIMITS.phoneDay) &&
      !(await proven())
    )
      throw new HttpError(429, 'Too many codes for this number from many networks: try again later');

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = {
      phone,
      codeHmac: this.mac(`otp:${phone}:${code}`),
      expiresAt: new Date(now + OTP_TTL_MS),
      failedAttempts: 0,
      sentAt: new Date(now),
    };
    await this.db.insert(otpCodes).values(row).onConflictDoUpdate({ target: otpCodes.phone, set: row });
    const [sendRow] = await this.db
      .insert(otpSends)
      .values({ phone, ip, sentAt: new Date(now) })
      .returning();
    try {
      await this.sms.sendOtp({ to: phone, code, validMinutes: minutes(OTP_TTL_MS) });
    } catch (error) {
      // Nothing was delivered: forget the code and the send, so asking again is not refused.
      await this.db.delete(otpCodes).where(and(eq(otpCodes.phone, phone), eq(otpCodes.codeHmac, row.codeHmac)));
      if (sendRow) await this.db.delete(otpSends).where(eq(otpSends.id, sendRow.id));
      if (error instanceof SmsError) throw new HttpError(502, error.message);
      throw error;
    }
  }

  /**
   * A right code ends the code and returns the proof; a wrong one counts against it. The
   * requester's address (`ip`) is marked as having proven the phone, for the per-phone ceiling.
   */
  async verify(phone: string, code: string, ip: string): Promise<string> {
    const now = this.now();
    const [live] = await this.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    if (!live || live.codeHmac.startsWith('proof:') || live.expiresAt.getTime() < now)
      throw new HttpError(400, CODE_EXPIRED, ON_CODE);
    // The try is counted before the code is compared, in one statement: guesses sent in
    // parallel each take one of the 5 tries, none slips between a read and a write.
    const [counted] = await this.db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(
        and(
          eq(otpCodes.phone, phone),
          eq(otpCodes.codeHmac, live.codeHmac),
          lt(otpCodes.failedAttempts, MAX_WRONG_TRIES),
        ),
      )
      .returning();
    if (!counted) throw new HttpError(400, TOO_MANY_TRIES, ON_CODE);
    if (!sameSecret(live.codeHmac, this.mac(`otp:${phone}:${code}`))) {
      const left = MAX_WRONG_TRIES - counted.failedAttempts;
      throw new HttpError(
        400,
        left > 0 ? `Wrong code. ${left} ${left === 1 ? 'try' : 'tries'} left.` : TOO_MANY_TRIES,
        ON_CODE,
      );
    }
    const nonce = randomBytes(16).toString('base64url');
    const expires = now + PROOF_TTL_MS;
    // Only one right answer turns the code into a proof.
    const proven = await this.db
      .update(otpCodes)
      .set({ codeHmac: `proof:${this.mac(`proof:${nonce}`)}`, expiresAt: new Date(expires) })
      .where(and(eq(otpCodes.phone, phone), eq(otpCodes.codeHmac, live.codeHmac)))
      .returning();
    if (proven.length === 0) throw new HttpError(400, CODE_EXPIRED, ON_CODE);
    await this.db
      .update(otpSends)
      .set({ verified: true })
      .where(and(eq(otpSends.phone, phone), eq(otpSends.ip, ip), gt(otpSends.sentAt, new Date(now - OTP_TTL_MS))));
    const body = Buffer.from(JSON.stringify({ phone, nonce, expires })).toString('base64url');
    return `${body}.${this.mac(`proof-token:${body}`)}`;
  }

  /** A proof's claim when its signature, phone and expiry hold (it may still have been spent), else null. */
  private claimOf(phone: string, proof: string): { nonce: string } | null {
    const [body, signature] = proof.split('.');
    if (!body || !signature || !sameSecret(this.mac(`proof-token:${body}`), signature)) return null;
    let claim: { phone?: string; nonce?: string; expires?: number };
    try {
      claim = JSON.parse(Buffer.from(body, 'base64url').toString());
    } catch {
      return null;
    }
    if (claim.phone !== phone || !claim.nonce || !claim.expires || claim.expires < this.now()) return null;
    return { nonce: claim.nonce };
  }

  private proofRow(phone: string, nonce: string) {
    return and(eq(otpCodes.phone, phone), eq(otpCodes.codeHmac, `proof:${this.mac(`proof:${nonce}`)}`));
  }

  /** Whether a proof is good for this phone and not yet spent; spends nothing (the checkout asks before it orders). */
  async holds(phone: string, proof: string): Promise<boolean> {
    const claim = this.claimOf(phone, proof);
    if (!claim) return false;
    const [row] = await this.db
      .select({ phone: otpCodes.phone })
      .from(otpCodes)
      .where(this.proofRow(phone, claim.nonce));
    return Boolean(row);
  }

  /**
   * Spends a proof once: the phone it was issued for, or a 401. `db` may be the caller's
   * transaction, so a proof spent on an order that then fails is not spent.
   */
  async redeem(phone: string, proof: string, db: Database = this.db): Promise<void> {
    const refused = new HttpError(401, 'Verify the code sent to this number first');
    const claim = this.claimOf(phone, proof);
    if (!claim) throw refused;
    const deleted = await db.delete(otpCodes).where(this.proofRow(phone, claim.nonce)).returning();
    if (deleted.length === 0) throw refused;
  }
}
