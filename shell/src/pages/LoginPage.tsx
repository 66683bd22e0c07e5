import { loginRequested, selectCurrentUser, useAppDispatch, useAppSelector } from '@store/shared/store';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@store/shared/router';

/** Where a page that sent the shopper here asked to return (`navigate('/login', { state: { from } })`). */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * /login and /register: the sign-in modal over a bare page (one OTP flow signs in and signs up).
 * Signed in, the shopper continues to where they were sent from, else to the shop (/mens, as
 * the landing's 'Dive into Elegance' does); closed without signing in, home.
 */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector(selectCurrentUser);
  const open = useAppSelector((state) => state.ui.loginOpen);
  const opened = useRef(false);
  const next = returnPath(location.state) ?? '/mens';

  useEffect(() => {
    if (!user) dispatch(loginRequested());
  }, [dispatch, user]);
  useEffect(() => {
    if (user && !open) navigate(next, { replace: true });
    else if (open) opened.current = true;
    else if (opened.current) navigate('/', { replace: true });
  }, [open, user, next, navigate]);
  return null;
}
