import type { PaymentSuccess } from './paymentApi';

/** The widget's payment as the API's confirmations take it (`{ razorpay: { orderId, paymentId, signature } }`). */
export const paymentProof = (payment: PaymentSuccess) => ({
  razorpay: {
    orderId: payment.razorpay_order_id,
    paymentId: payment.razorpay_payment_id,
    signature: payment.razorpay_signature,
  },
});
