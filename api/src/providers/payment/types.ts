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
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
}
