import { isAdmin, loginRequested, selectCurrentUser, useAppDispatch, useAppSelector } from '@store/shared/store';
import { PHONE_PREFIX, formatIndianPhone } from '@store/shared/format';
import { Button, theme, visuallyHidden } from '@store/shared/ui';
import { useNavigate } from '@store/shared/router';
import styled from 'styled-components';
import { useT } from '../i18n';
import { useLogout } from './useLogout';
import { Glyph } from './Glyph';

const Menu = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  /* Phones: the initial and the number stay; Dashboard and Logout are in the header's menu. */
  @media (max-width: ${theme.breakpoint.sm}) {
    gap: 6px;
    button {
      display: none;
    }
  }
`;

const Initial = styled.span`
  width: 36px;
  height: 36px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${theme.color.accent};
  color: ${theme.color.paper};
  font-weight: 700;
  @media (max-width: ${theme.breakpoint.sm}) {
    width: 32px;
    height: 32px;
  }
`;

const Phone = styled.span`
  font-size: 14px;
  color: ${theme.color.muted};
  white-space: nowrap;
  @media (max-width: ${theme.breakpoint.sm}) {
    font-size: 13px;
    /* +91 goes without saying on a phone's narrow header. */
    span {
      display: none;
    }
  }
  /* Most phones: the wishlist's heart and the bag need the room; the menu says who is signed in. */
  @media (max-width: 420px) {
    display: none;
  }
`;

/**
 * Phones: Login is a person's figure (its word kept for screen readers), so the search's
 * magnifier, the wishlist's heart and the bag keep their room; larger screens show the word.
 */
const Guest = styled.div`
  svg {
    display: none;
  }
  @media (max-width: 440px) {
    button {
      min-width: 44px;
      padding: 0 ${theme.space.sm};
    }
    svg {
      display: block;
    }
    span {
      ${visuallyHidden}
    }
  }
`;

function PersonIcon() {
  return (
    <Glyph size={18}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Glyph>
  );
}

/** '+91 98765 43210', the country code in its own span (phones leave it out). */
function PhoneNumber({ phone }: { phone: string }) {
  const formatted = formatIndianPhone(phone);
  const local = formatted.startsWith(`${PHONE_PREFIX} `) ? formatted.slice(PHONE_PREFIX.length + 1) : null;
  return (
    <Phone data-testid="header-phone">
      {local === null ? (
        formatted
      ) : (
        <>
          <span>{PHONE_PREFIX} </span>
          {local}
        </>
      )}
    </Phone>
  );
}

export function UserMenu() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useAppSelector(selectCurrentUser);

  if (!user) {
    return (
      <Guest>
        <Button type="button" $variant="secondary" onClick={() => dispatch(loginRequested())}>
          <PersonIcon />
          <span>{t('shell.account.login')}</span>
        </Button>
      </Guest>
    );
  }
  const admin = isAdmin(user);
  // A name's initial; without a name, a figure (a phone's first digit means nothing to its owner).
  const initial = (user.name || user.email || '').trim().charAt(0).toUpperCase();
  return (
    <Menu>
      <Initial aria-hidden="true">{initial || <PersonIcon />}</Initial>
      {user.phone ? <PhoneNumber phone={user.phone} /> : null}
      <Button type="button" $variant="secondary" onClick={() => navigate(admin ? '/admin' : '/customer-dashboard')}>
        {admin ? t('shell.account.adminPanel') : t('shell.account.dashboard')}
      </Button>
      <Button type="button" $variant="ghost" onClick={() => void logout()}>
        {t('shell.account.logout')}
      </Button>
    </Menu>
  );
}
