import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { captchaUses } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hmacSha256 } from '../../http/hmac';

const CHALLENGE_TTL_MS = 10 * 60_000;
/** PBKDF2 rounds per attempt: about 0.3 ms in a browser, so a solve takes well under a second or two. */
const COST = 1000;

export const EXPIRED_MESSAGE = 'Verification expired, please try again';

/** What the browser sends back: the challenge as it got it and the counter it found. */
export const captchaPayloadSchema = z.object(
  {
    challenge: z.object({
      parameters: z.looseObject({ expiresAt: z.number().optional() }),
      signature: z.string().max(200),
    }),
    solution: z.object({
      counter: z.number().int().nonnegative(),
      derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/, 'must be hex'),
    }),
  },
  { message: 'the verification is missing; please try again' },
);

/**
 * ALTCHA, self-hosted: the API hands out signed proof-of-work puzzles that the sign-in modal
 * solves in the background, and sending a code costs one solved, unexpired, unused puzzle.
 * Deterministic mode signs the expected key, so checking a solution costs one HMAC, not a solve.
 */
export class Captcha {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  constructor(
    private readonly db: Database,
    secret: string,
    private readonly maxCounter: number,
  ) {
    this.signatureSecret = hmacSha256(secret, 'altcha-signature');
    this.keySecret = hmacSha256(secret, 'altcha-key');
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: COST,
      counter: randomInt(Math.floor(this.maxCounter / 3), this.maxCounter),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** Throws a 400 unless the payload solves a puzzle of ours that has not expired or been used. */
  async redeem(payload: z.infer<typeof captchaPayloadSchema>): Promise<void> {
    const result = await verifySolution({
      challenge: payload.challenge as unknown as Challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    }).catch(() => ({ verified: false, expired: false }));
    if (result.expired) throw new HttpError(400, EXPIRED_MESSAGE);
    if (!result.verified) throw new HttpError(400, 'captcha: verification failed; please try again');
    const now = new Date();
    await this.db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
    const expiresAt = new Date(
      (payload.challenge.parameters.expiresAt ?? 0) * 1000 || now.getTime() + CHALLENGE_TTL_MS,
    );
    const fresh = await this.db
      .insert(captchaUses)
      .values({ signature: payload.challenge.signature, expiresAt })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) throw new HttpError(400, 'captcha: this verification was already used; please try again');
  }
}
