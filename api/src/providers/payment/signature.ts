import { hmacSha256, sameSecret } from '../../http/hmac';

/** Razorpay's checkout signature: hex(HMAC_SHA256(order_id + "|" + payment_id, key_secret)). */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256(keySecret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return sameSecret(paymentSignature(orderId, paymentId, keySecret), signature);
}

/** Razorpay's webhook signature: hex(HMAC_SHA256(raw_body, webhook_secret)). */
export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacSha256(webhookSecret, rawBody);
}

export function isValidWebhookSignature(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  return sameSecret(webhookSignature(rawBody, webhookSecret), signature);
}
