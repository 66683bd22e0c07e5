import { CASH_RISK_DECISION_LABELS, CASH_RISK_REASON_LABELS, type CashRisk } from '@store/shared/api';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';

const Line = styled.p<{ $risky: boolean }>`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.size.sm};
  color: ${({ $risky }) => ($risky ? theme.color.danger : theme.color.muted)};
`;

/**
 * A cash order's risk check as it was placed (checkout/cash/cashRisk.ts): the decision, its
 * score, and each fact with its points, so the desk knows why an order waited for the
 * shopper's confirmation. Nothing for an order without one (prepaid, or placed before the check).
 */
export function CashRiskLine({ risk }: { risk: CashRisk | null | undefined }) {
  if (!risk) return null;
  const reasons = risk.reasons.map(
    (reason) =>
      `${CASH_RISK_REASON_LABELS[reason.code](reason.count)} (${reason.points > 0 ? '+' : ''}${reason.points})`,
  );
  return (
    <Line role="note" aria-label="Cash risk" $risky={risk.decision !== 'cash'}>
      {CASH_RISK_DECISION_LABELS[risk.decision]} · score {risk.score}
      {reasons.length ? `: ${reasons.join('; ')}` : ''}
    </Line>
  );
}
