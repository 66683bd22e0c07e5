import { loginRequested, selectCurrentUser, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Button, buttonLook, PageContainer, PageTitle, theme, useHydrated, type ButtonVariant } from '@store/shared/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useNavigate } from '@store/shared/router';
import { useT } from '../i18n';

/** The page behind the sign-in dialog: the header is hidden here, so it says where it is itself. */
const Page = styled(PageContainer)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  text-align: center;
  p {
    max-width: 480px;
    line-height: 1.6;
  }
`;

const Brand = styled(Link)`
  font: 600 ${theme.size.xl} ${theme.font.display};
  letter-spacing: 0.2em;
  color: inherit;
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;

const LinkButton = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

/** Where a page that sent the shopper here asked to return (`navigate('/login', { state: { from } })`). */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * /login and /register: the sign-in modal over a page of its own (one OTP flow signs in and
 * signs up), which the server draws: sign-in, or browse the collection without it. Signed in,
 * the shopper continues to where they were sent from, else to the shop (/mens, as the landing's
 * 'Dive into Elegance' does); closed without signing in, home.
 */
export function LoginPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  // Sign-in is the dialog's (JavaScript): the drawn page's button waits for the app.
  const hydrated = useHydrated();
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
  return (
    <Page>
      <Brand to="/" lang="en">
        ELEGANCE
      </Brand>
      <PageTitle>{t('shell.login.title')}</PageTitle>
      <p>{t('shell.login.text')}</p>
      <Actions>
        <Button type="button" disabled={!hydrated} onClick={() => dispatch(loginRequested())}>
          {t('shell.login.signIn')}
        </Button>
        <LinkButton to="/mens" $variant="secondary">
          {t('shell.login.browse')}
        </LinkButton>
      </Actions>
      <noscript>
        <p>{t('shell.login.noscript')}</p>
      </noscript>
    </Page>
  );
}
