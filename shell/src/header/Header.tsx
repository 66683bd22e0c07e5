import { theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { BagButton } from './BagButton';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${theme.headerHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 0 12px;
  background: rgba(255, 255, 255, 0.96);
  border-bottom: 1px solid ${theme.color.line};
  font-family: ${theme.font.body};
`;

const Logo = styled(Link)`
  font: 700 22px/1 ${theme.font.display};
  letter-spacing: 0.18em;
  color: ${theme.color.ink};
  text-decoration: none;
  @media (max-width: ${theme.breakpoint.sm}) {
    font-size: 16px;
    letter-spacing: 0.06em;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

export function Header() {
  return (
    <Bar>
      <Logo to="/" aria-label="Elegance home">
        ELEGANCE
      </Logo>
      <Actions>
        <UserMenu />
        <BagButton />
      </Actions>
    </Bar>
  );
}
