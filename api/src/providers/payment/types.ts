/** A payment as the provider reports it. */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: 'INR';
}

/**
 * A card payment provider speaking Razorpay's protocol: the live Razorpay API or the offline
 * sandbox. Signatures are checked by the caller with the same secrets for both.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  /** Public key the checkout widget is opened with. */
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  createOrder(amountPaise: number, receipt: string): Promise<ProviderOrder>;
  /**
   * The offline sandbox only (its orders are rows of the store's own database): the order, and
   * its row as an `insert ... select` for the caller to write in the transaction that needs it
   * (a checkout's hold: no round trip of its own). A provider over the internet has none.
   */
  orderRow?(amountPaise: number, receipt: string): { order: ProviderOrder; insert: string };
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Razorpay's POST /payments/{id}/refund: gives back part or all of a captured payment. `receipt`
   * names the store's own record of it: the refund carries it (found again by `refundsOf`), and
   * the same receipt asked again is the same refund, not a second (Razorpay's idempotency key).
   */
  refund(paymentId: string, amountPaise: number, receipt?: string): Promise<ProviderRefund>;
  /** Razorpay's GET /payments/{id}/refunds: every refund of the payment, newest first. */
  refundsOf(paymentId: string): Promise<ProviderRefund[]>;
}

/** A refund as the provider reports it (Razorpay's refund entity: rfnd_..., processed). */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  /** What the store named it with when asking (its refund row's id); null for one made elsewhere (the dashboard). */
  receipt: string | null;
}

/** A refund the provider refused (nothing was refunded), with its reason. */
export class RefundError extends Error {}
