import { isAdmin, loginRequested, selectCurrentUser, useAppDispatch, useAppSelector } from '@store/shared/store';
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
  const initial = (user.name || user.phone || user.email || '?').replace(/^\+91/, '').charAt(0).toUpperCase();
  return (
    <Menu>
      <Initial aria-hidden="true">{initial}</Initial>
      {user.phone ? <Phone>{user.phone}</Phone> : null}
      <Button type="button" $variant="secondary" onClick={() => navigate(admin ? '/admin' : '/customer-dashboard')}>
        {admin ? 'Admin Panel' : 'Dashboard'}
      </Button>
      <Button type="button" $variant="ghost" onClick={() => void logout()}>
        Logout
      </Button>
    </Menu>
  );
}
