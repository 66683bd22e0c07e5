import { hmacSha256, sameSecret } from '../../http/hmac';

/** Meta's webhook signature: `sha256=` and hex(HMAC_SHA256(raw_body, app_secret)). */
export function hubSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${hmacSha256(appSecret, rawBody)}`;
}

export function isValidHubSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  return sameSecret(hubSignature(rawBody, appSecret), header);
}
