import { useLocale } from '@store/shared/i18n';
import { theme } from '@store/shared/ui';
import { Link, useLocation } from '@store/shared/router';
import styled from 'styled-components';
import { useT } from '../i18n';
import { BagButton } from './BagButton';
import { LanguageSwitch } from './LanguageSwitch';
import { PhoneMenu } from './PhoneMenu';
import { HeaderSearch } from './search/HeaderSearch';
import { SECTION_LINKS } from './sections';
import { useScrolledPast } from './useScrolledPast';
import { UserMenu } from './UserMenu';
import { WishlistLink } from './WishlistLink';

/*
 * Fixed, so the page under it never moves. Scrolled, it condenses by transform and shadow only
 * (a change of height would shift what is under it).
 */
const Bar = styled.header<{ $condensed: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${theme.headerHeight};
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.md};
  /* Opaque: a see-through bar let the text scrolled under it ghost through on a phone. */
  background: ${theme.color.paper};
  border-bottom: 1px solid ${theme.color.line};
  font-family: ${theme.font.body};
  box-shadow: ${({ $condensed }) => ($condensed ? theme.shadow.raised : 'none')};
  transition: box-shadow ${theme.motion.base} ${theme.motion.ease};
  @media (max-width: ${theme.breakpoint.sm}) {
    grid-template-columns: auto 1fr auto;
    gap: ${theme.space.xs};
    padding: 0 ${theme.space.sm};
  }
`;

const Logo = styled(Link)<{ $condensed: boolean }>`
  justify-self: center;
  grid-column: 2;
  font: 600 26px/1 ${theme.font.display};
  letter-spacing: 0.28em;
  padding-left: 0.28em;
  color: ${theme.color.ink};
  text-decoration: none;
  transform: scale(${({ $condensed }) => ($condensed ? 0.86 : 1)});
  transition: transform ${theme.motion.base} ${theme.motion.ease};
  @media (max-width: ${theme.breakpoint.sm}) {
    grid-column: 2;
    justify-self: start;
    font-size: 20px;
    letter-spacing: 0.18em;
    padding-left: 0;
    transform-origin: left center;
  }
  @media (max-width: 380px) {
    letter-spacing: 0.1em;
  }
`;

/* Capitals and their tracking are for Latin letters: spaced out, Devanagari's joined letters come apart. */
const Nav = styled.nav<{ $latin: boolean }>`
  grid-column: 1;
  grid-row: 1;
  display: flex;
  gap: ${theme.space.lg};
  a {
    /* Devanagari at the capitals' 12 px is hard to read. */
    font-size: ${({ $latin }) => ($latin ? theme.size.xs : theme.size.sm)};
    font-weight: ${theme.weight.medium};
    letter-spacing: ${({ $latin }) => ($latin ? theme.tracking.caps : 'normal')};
    text-transform: uppercase;
    text-decoration: none;
    color: ${theme.color.muted};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid transparent;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${theme.color.ink};
    border-bottom-color: ${theme.color.ink};
  }
  @media (max-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

/** Phones have no room for it beside the account, the heart and the bag: their menu offers it. */
const BarLanguageSwitch = styled(LanguageSwitch)`
  @media (max-width: ${theme.breakpoint.sm}) {
    display: none;
  }
`;

const Actions = styled.div`
  grid-column: 3;
  justify-self: end;
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
`;

export function Header() {
  const t = useT();
  const locale = useLocale();
  const condensed = useScrolledPast(24);
  const { pathname } = useLocation();
  return (
    <Bar $condensed={condensed}>
      <Logo to="/" aria-label={t('shell.header.home')} $condensed={condensed} lang="en">
        ELEGANCE
      </Logo>
      <PhoneMenu />
      <Nav aria-label={t('shell.header.sectionsNav')} $latin={locale === 'en'}>
        {SECTION_LINKS.map(({ to, label }) => (
          <Link key={to} to={to} aria-current={pathname === to ? 'page' : undefined}>
            {t(label)}
          </Link>
        ))}
      </Nav>
      <Actions>
        <HeaderSearch />
        <BarLanguageSwitch />
        <UserMenu />
        <WishlistLink />
        <BagButton />
      </Actions>
    </Bar>
  );
}
