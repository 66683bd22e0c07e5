import { getRuntimeConfig } from '@store/shared/config';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../i18n';
import en from '../i18n/en.json';

/** Fixed in a corner, so it moves nothing on the page (no layout shift). */
const Banner = styled.p`
  position: fixed;
  left: 12px;
  bottom: 12px;
  z-index: 45;
  margin: 0;
  max-width: calc(100vw - 100px);
  padding: 8px 14px;
  border-radius: 999px;
  background: ${theme.color.danger};
  color: ${theme.color.paper};
  font-size: 13px;
  font-weight: 600;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.2);
`;

/** The banner's English words (tests and checks look for them). */
export const TEST_PAYMENTS_TEXT = en['shell.testPayments.banner'];

/** Shown on every page while the operator runs the store on the payment sandbox (PAYMENTS=sandbox). */
export function TestPaymentsBanner() {
  const t = useT();
  if (!getRuntimeConfig().testPayments) return null;
  return <Banner role="status">{t('shell.testPayments.banner')}</Banner>;
}
