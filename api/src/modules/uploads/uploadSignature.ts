import { createHmac, randomUUID } from 'node:crypto';
import { sameSecret } from '../../http/hmac';

/** ImageKit refuses an `expire` further ahead than this. */
export const MAX_EXPIRE_AHEAD_S = 3600;
const ISSUED_FOR_S = 30 * 60;

/** ImageKit's client-upload signature: HMAC-SHA1 of token + expire under the private key, hex. */
export function uploadSignature(privateKey: string, token: string, expire: number | string): string {
  return createHmac('sha1', privateKey).update(`${token}${expire}`).digest('hex');
}

/** What GET /auth/imagekit hands the admin screen for one upload. */
export function issueUploadAuth(privateKey: string, now = Date.now()) {
  const token = randomUUID();
  const expire = Math.floor(now / 1000) + ISSUED_FOR_S;
  return { token, expire, signature: uploadSignature(privateKey, token, expire) };
}

export type UploadAuthProblem = 'expired' | 'too-far' | 'signature';

/** Checks expire and signature exactly as ImageKit does; single use is the caller's (a table). */
export function checkUploadAuth(
  privateKey: string,
  fields: { token: string; expire: string; signature: string },
  now = Date.now(),
): UploadAuthProblem | null {
  const expire = Number(fields.expire);
  const nowS = Math.floor(now / 1000);
  if (!Number.isInteger(expire) || expire <= nowS) return 'expired';
  if (expire > nowS + MAX_EXPIRE_AHEAD_S) return 'too-far';
  return sameSecret(uploadSignature(privateKey, fields.token, fields.expire), fields.signature) ? null : 'signature';
}
