import styled from 'styled-components';
import { theme } from './theme';

/** A centred status line ('Loading products...', 'No orders found.') used by every remote. */
export const StatusText = styled.p`
  margin: 48px auto;
  text-align: center;
  color: ${theme.color.muted};
  font: 16px/1.5 ${theme.font.body};
`;

export const PageContainer = styled.main`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 24px 16px 64px;
  font-family: ${theme.font.body};
  color: ${theme.color.ink};
`;

export const PageTitle = styled.h1`
  font: 600 32px/1.2 ${theme.font.display};
  margin: 8px 0 16px;
`;
