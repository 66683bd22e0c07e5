import { textLinkLook, theme } from '@store/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A full-width home block with the site's max width inside. */
export const Band = styled.section<{ $tone?: 'paper' | 'cream' }>`
  padding: ${theme.space.xxl} ${theme.space.md};
  background: ${({ $tone = 'paper' }) => ($tone === 'cream' ? theme.color.cream : theme.color.paper)};
  color: ${theme.color.ink};
  font-family: ${theme.font.body};
  & > * {
    max-width: ${theme.maxWidth};
    margin-left: auto;
    margin-right: auto;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${theme.space.sm};
  color: ${theme.color.accent};
  font-size: ${theme.size.xs};
  font-weight: ${theme.weight.medium};
  letter-spacing: ${theme.tracking.caps};
  text-transform: uppercase;
`;

const Title = styled.h2`
  margin: 0;
  font: ${theme.weight.medium} clamp(28px, 4vw, 44px) / 1.1 ${theme.font.display};
  letter-spacing: ${theme.tracking.tight};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.md};
  margin-bottom: ${theme.space.xl};
  a {
    ${textLinkLook}
    font-size: ${theme.size.sm};
    letter-spacing: 0.04em;
  }
`;

/** A home block's heading: a small label above, the title, and a link to see everything. */
export function BandHead({
  id,
  eyebrow,
  title,
  action,
}: {
  id: string;
  eyebrow: string;
  title: string;
  action?: ReactNode;
}) {
  return (
    <Head>
      <div>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title id={id}>{title}</Title>
      </div>
      {action}
    </Head>
  );
}
