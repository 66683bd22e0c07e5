import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@store/shared/config';
import { createI18n, I18nProvider } from '@store/shared/i18n';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TEST_PAYMENTS_TEXT, TestPaymentsBanner } from './TestPaymentsBanner';

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

/** The shell's words need the page's language, as the shell gives every page. */
const English = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={createI18n('en')}>{children}</I18nProvider>
);

it('tells every visitor when the operator runs the shop on the payment sandbox', () => {
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, testPayments: true });
  render(<TestPaymentsBanner />, { wrapper: English });
  expect(screen.getByRole('status')).toHaveTextContent(TEST_PAYMENTS_TEXT);
});

it('says nothing on a shop taking real payments', () => {
  render(<TestPaymentsBanner />, { wrapper: English });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
