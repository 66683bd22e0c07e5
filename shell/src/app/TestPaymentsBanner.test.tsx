import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@store/shared/config';
import { render, screen } from '@testing-library/react';
import { TEST_PAYMENTS_TEXT, TestPaymentsBanner } from './TestPaymentsBanner';

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

it('tells every visitor when the operator runs the shop on the payment sandbox', () => {
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, testPayments: true });
  render(<TestPaymentsBanner />);
  expect(screen.getByRole('status')).toHaveTextContent(TEST_PAYMENTS_TEXT);
});

it('says nothing on a shop taking real payments', () => {
  render(<TestPaymentsBanner />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
