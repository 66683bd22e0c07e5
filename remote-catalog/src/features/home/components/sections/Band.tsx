import { theme } from '@store/shared/ui';
import styled from 'styled-components';

/** A full-width home block with the site's max width inside. */
export const Band = styled.section<{ $tone?: 'paper' | 'cream' }>`
  padding: 64px 16px;
  background: ${({ $tone = 'paper' }) => ($tone === 'cream' ? theme.color.cream : theme.color.paper)};
  color: ${theme.color.ink};
  font-family: ${theme.font.body};
  & > * {
    max-width: ${theme.maxWidth};
    margin-left: auto;
    margin-right: auto;
  }
`;

export const BandTitle = styled.h2`
  font: 600 clamp(26px, 4vw, 36px) / 1.2 ${theme.font.display};
  margin-top: 0;
  margin-bottom: 24px;
`;
