// The risk check's decisions and reasons, and the desk's words for them (no zod: pages import this).
import { formatRs } from '../format/money';

/**
 * What the risk check before cash on delivery decides for an order: cash as today (the phone's
 * proof is enough), cash that waits for the texted confirmation (link, code or WhatsApp) even
 * with its phone proven, or card/UPI only.
 */
export const CASH_RISK_DECISIONS = ['cash', 'confirm', 'prepaid-only'] as const;
export type CashRiskDecision = (typeof CASH_RISK_DECISIONS)[number];

/** Each fact the check weighs, as the desk reads it. */
export const CASH_RISK_REASONS = [
  'phone-returned',
  'phone-delivered',
  'first-order',
  'high-value',
  'pincode-rto',
  'street-short',
  'no-house-number',
  'pincode-state',
  'pincode-city',
] as const;
export type CashRiskReasonCode = (typeof CASH_RISK_REASONS)[number];

/** The desk's words for each reason (English: the desk is not translated). */
export const CASH_RISK_REASON_LABELS: Record<CashRiskReasonCode, (count?: number) => string> = {
  'phone-returned': (n) =>
    `${n ?? 0} earlier ${n === 1 ? 'order to this phone was' : 'orders to this phone were'} returned or refused`,
  'phone-delivered': (n) => `${n ?? 0} earlier ${n === 1 ? 'order' : 'orders'} to this phone delivered`,
  'first-order': () => "the phone's first order",
  'high-value': (n) => `a large order (${formatRs(n ?? 0)})`,
  'pincode-rto': (n) => `${n ?? 0}% of this pincode's parcels came back`,
  'street-short': () => 'the street is very short',
  'no-house-number': () => 'no house or flat number',
  'pincode-state': () => "the state is not the pincode's",
  'pincode-city': () => "the city is not the pincode's",
};

/** The desk's words for each decision. */
export const CASH_RISK_DECISION_LABELS: Record<CashRiskDecision, string> = {
  cash: 'Cash: low risk',
  confirm: 'Cash: confirmation asked (higher risk)',
  'prepaid-only': 'Prepaid only',
};
