import { TOAST_DURATION_MS, theme } from '@store/shared/ui';
import { ToastContainer } from 'react-toastify';
import { useLocation } from 'react-router-dom';
import { createGlobalStyle } from 'styled-components';
import { Header } from '../header/Header';
import { AppRoutes } from '../routing/AppRoutes';
import { ChatButton } from './ChatButton';
import { Overlays } from './Overlays';
import { ScrollToTop } from './ScrollToTop';
import { useSessionCheck } from './useSessionCheck';

const GlobalStyle = createGlobalStyle<{ $withHeader: boolean }>`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    padding-top: ${({ $withHeader }) => ($withHeader ? theme.headerHeight : '0')};
    font-family: ${theme.font.body};
    color: ${theme.color.ink};
    background: ${theme.color.paper};
  }
`;

/** Pages where the header and chat button are hidden (spec route table). */
const BARE_PATHS = new Set(['/login', '/register']);

export function Layout() {
  const { pathname } = useLocation();
  const bare = BARE_PATHS.has(pathname);
  useSessionCheck();
  return (
    <>
      <GlobalStyle $withHeader={!bare} />
      <ScrollToTop />
      {bare ? null : <Header />}
      <AppRoutes />
      <Overlays />
      {bare ? null : <ChatButton />}
      <ToastContainer position="top-center" autoClose={TOAST_DURATION_MS} />
    </>
  );
}
