import { screen } from '@testing-library/react';
import { renderWithStore } from '@store/shared/testing';
import { CashRiskLine } from './CashRiskLine';

it("says the risk check's decision and each reason with its points", () => {
  renderWithStore(
    <CashRiskLine
      risk={{
        decision: 'confirm',
        score: 55,
        reasons: [
          { code: 'phone-returned', points: 35, count: 1 },
          { code: 'high-value', points: 20, count: 5999 },
        ],
      }}
    />,
  );
  expect(screen.getByRole('note', { name: 'Cash risk' })).toHaveTextContent(
    'Cash: confirmation asked (higher risk) · score 55: 1 earlier order to this phone was returned or refused (+35); a large order (Rs.5,999) (+20)',
  );
});

it('shows nothing for an order without a risk check', () => {
  renderWithStore(<CashRiskLine risk={null} />);
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});
