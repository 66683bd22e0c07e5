import { formatIndianPhone } from '@store/shared/format';
import { isAdmin, selectCurrentUser, useAppSelector } from '@store/shared/store';
import { Link } from '@store/shared/router';
import { Button, Dialog, Disclosure, buttonLook, theme, useHydrated, type ButtonVariant } from '@store/shared/ui';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useT } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { SECTION_LINKS } from './sections';
import { useLogout } from './useLogout';
import { Glyph } from './Glyph';

const menuButton = css`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  color: ${theme.color.ink};
  border-radius: ${theme.radius.md};
`;

/** Large screens have the section links in the header; below, this menu holds them. */
const Wrapper = styled.div`
  grid-column: 1;
  grid-row: 1;
  justify-self: start;
  @media (min-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

/** Before the code arrives (or without it), the menu drops down under the header. */
const Drop = styled.div`
  position: fixed;
  top: ${theme.headerHeight};
  left: 0;
  right: 0;
  max-height: calc(100vh - ${theme.headerHeight});
  overflow: auto;
  padding: ${theme.space.md};
  background: ${theme.color.paper};
  border-bottom: 1px solid ${theme.color.line};
  box-shadow: ${theme.shadow.raised};
`;

const Sections = styled.ul`
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    border-bottom: 1px solid ${theme.color.line};
    font: ${theme.weight.medium} ${theme.size.lg} / 1.2 ${theme.font.display};
    text-decoration: none;
  }
`;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.color.line};
  p {
    flex-basis: 100%;
    margin: 0;
    color: ${theme.color.muted};
    font-size: ${theme.size.sm};
  }
`;

/** Phones have no room for the switch in the bar: the menu offers it. */
const Language = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 0 0 ${theme.space.lg};
  font-size: ${theme.size.sm};
  color: ${theme.color.muted};
  a {
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
  }
`;

const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

function MenuIcon() {
  return (
    <Glyph>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </Glyph>
  );
}

/**
 * The menu's content: the sections, the language and the account's links. Searching is the
 * header's one box (its magnifier on a phone), which reaches the whole store.
 */
function MenuContent({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const logout = useLogout();
  const user = useAppSelector(selectCurrentUser);
  return (
    <>
      <nav aria-label={t('shell.menu.sections')}>
        <Sections>
          {SECTION_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} onClick={onDone}>
                {t(label)}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/help" onClick={onDone}>
              {t('shell.help.title')}
            </Link>
          </li>
        </Sections>
      </nav>
      <Language>
        {t('shell.menu.language')}
        <LanguageSwitch />
      </Language>
      {user ? (
        <Account>
          {/* The local number: the header's own '+91 …' stays the one place that names it so. */}
          {user.phone ? (
            <p>{t('shell.menu.signedInAs', { phone: formatIndianPhone(user.phone).replace(/^\+91 /, '') })}</p>
          ) : null}
          <ButtonLink to={isAdmin(user) ? '/admin' : '/customer-dashboard'} $variant="secondary" onClick={onDone}>
            {isAdmin(user) ? t('shell.account.adminPanel') : t('shell.account.dashboard')}
          </ButtonLink>
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              onDone?.();
              void logout();
            }}
          >
            {t('shell.account.logout')}
          </Button>
        </Account>
      ) : null}
    </>
  );
}

/**
 * Phones and tablets: a menu button. Live, it opens a slide-in panel (focus kept inside,
 * Escape closes); before the code arrives, or without it, the same links drop down.
 */
export function PhoneMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const live = useHydrated();
  return (
    <Wrapper>
      <Disclosure
        label={<MenuIcon />}
        labelName={t('shell.menu.title')}
        labelLook={menuButton}
        expanded={live ? open : undefined}
        onOpenClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Drop>
          <MenuContent />
        </Drop>
      </Disclosure>
      {open ? (
        <Dialog title={t('shell.menu.title')} placement="left" onClose={() => setOpen(false)}>
          <MenuContent onDone={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </Wrapper>
  );
}
