import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Razorpay's checkout signature: hex(HMAC_SHA256(order_id + "|" + payment_id, key_secret)). */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return sameHex(paymentSignature(orderId, paymentId, keySecret), signature);
}

/** Razorpay's webhook signature: hex(HMAC_SHA256(raw_body, webhook_secret)). */
export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  return /^[0-9a-f]+$/.test(signature) && sameHex(webhookSignature(rawBody, webhookSecret), signature);
}
