import { z } from 'zod';
import { CASH_RISK_DECISIONS, CASH_RISK_REASONS } from './cashRiskWords';

export * from './cashRiskWords';

/** One fact that moved the score: its points (negative lowers the risk) and its number when it has one. */
export const cashRiskReason = z.object({
  code: z.enum(CASH_RISK_REASONS),
  points: z.number(),
  /** Returned or delivered orders, the order's rupees, the pincode's RTO percent; absent otherwise. */
  count: z.number().optional(),
});
export type CashRiskReason = z.infer<typeof cashRiskReason>;

/** Kept on a cash order (orders.cash_risk) and shown on the desk's order page. */
export const cashRiskAnswer = z.object({
  decision: z.enum(CASH_RISK_DECISIONS),
  score: z.number(),
  reasons: z.array(cashRiskReason),
});
export type CashRisk = z.infer<typeof cashRiskAnswer>;
