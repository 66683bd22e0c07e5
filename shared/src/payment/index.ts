/** Paying an opened payment order: Razorpay's widget or the offline sandbox's (checkout, balance payments). */
export * from './paymentApi';
export { paymentProof } from './paymentProof';
export { usePaymentWidget } from './usePaymentWidget';
