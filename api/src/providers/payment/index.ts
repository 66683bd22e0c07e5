import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { razorpayProvider } from './razorpay';
import { SandboxPayments } from './sandbox';
import type { PaymentProvider } from './types';

/** Razorpay with live keys; otherwise the sandbox (returned twice: it also takes test payments). */
export function paymentProvider(
  config: ApiConfig,
  db: Database,
): { provider: PaymentProvider; sandbox: SandboxPayments | null } {
  const { provider, keyId, keySecret, webhookSecret } = config.payments;
  if (provider === 'razorpay') return { provider: razorpayProvider(keyId, keySecret, webhookSecret), sandbox: null };
  const sandbox = new SandboxPayments(db, keyId, keySecret, webhookSecret);
  return { provider: sandbox, sandbox };
}
