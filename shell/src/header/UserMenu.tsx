import { isAdmin, loginRequested, selectCurrentUser, useAppDispatch, useAppSelector } from '@store/shared/store';
import { formatIndianPhone } from '@store/shared/format';
import { Button, theme } from '@store/shared/ui';
import { useNavigate } from '@store/shared/router';
import styled from 'styled-components';
import { useLogout } from './useLogout';

const Menu = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  /* Phones: logo, Dashboard, Logout and the bag must fit 360 px. */
  @media (max-width: ${theme.breakpoint.sm}) {
    gap: 4px;
    button {
      padding: 0 8px;
      font-size: 13px;
      letter-spacing: 0;
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
    display: none;
  }
`;

const Phone = styled.span`
  font-size: 14px;
  color: ${theme.color.muted};
  @media (max-width: ${theme.breakpoint.sm}) {
    display: none;
  }
`;

function PersonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

export function UserMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useAppSelector(selectCurrentUser);

  if (!user) {
    return (
      <Button type="button" $variant="secondary" onClick={() => dispatch(loginRequested())}>
        Login
      </Button>
    );
  }
  const admin = isAdmin(user);
  // A name's initial; without a name, a figure (a phone's first digit means nothing to its owner).
  const initial = (user.name || user.email || '').trim().charAt(0).toUpperCase();
  return (
    <Menu>
      <Initial aria-hidden="true">{initial || <PersonIcon />}</Initial>
      {user.phone ? <Phone>{formatIndianPhone(user.phone)}</Phone> : null}
      <Button type="button" $variant="secondary" onClick={() => navigate(admin ? '/admin' : '/customer-dashboard')}>
        {admin ? 'Admin Panel' : 'Dashboard'}
      </Button>
      <Button type="button" $variant="ghost" onClick={() => void logout()}>
        Logout
      </Button>
    </Menu>
  );
}
