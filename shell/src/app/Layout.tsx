import { GlobalStyles, theme } from '@store/shared/ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from '@store/shared/router';
import { Header } from '../header/Header';
import { AppRoutes } from '../routing/AppRoutes';
import { ChatButton } from './ChatButton';
import { DeferredToasts } from './DeferredToasts';
import { Overlays } from './Overlays';
import { ScrollToTop } from './ScrollToTop';
import { TestPaymentsBanner } from './TestPaymentsBanner';
import { UnreachableNotice, useStoreReachability } from './StoreReachability';
import { useSessionCheck } from './useSessionCheck';
import { useBagSync, useWishlistSync } from './useAccountCopies';
import { PageShown } from './pageShown';
import { CONTENT_ID, SkipLink } from './SkipLink';
import { SiteFooter } from './SiteFooter';
import { remoteModuleFor } from '../routing/remoteRoutes';

/**
 * At least a screen tall: the footer starts below the fold, so a page whose content arrives
 * late (a client-drawn remote) pushes it down out of sight instead of shifting it on screen.
 */
const Content = styled.div<{ $fill: boolean }>`
  /* Its own block formatting context, as #root has: a loading line's margin cannot pull it down. */
  display: flow-root;
  min-height: ${({ $fill }) => ($fill ? `calc(100vh - ${theme.headerHeight})` : '0')};
`;

/** Pages where the header and chat button are hidden (product §2 route table). */
const BARE_PATHS = new Set(['/login', '/register']);

export function Layout() {
  const { pathname } = useLocation();
  const bare = BARE_PATHS.has(pathname);
  useSessionCheck();
  useWishlistSync();
  useBagSync();
  // Bumped when the API answers again: the page remounts and loads what it could not.
  const [reconnects, setReconnects] = useState(0);
  const onBack = useCallback(() => setReconnects((n) => n + 1), []);
  const unreachable = useStoreReachability(onBack);
  return (
    <>
      <GlobalStyles $headerOffset={bare ? '0' : theme.headerHeight} />
      <SkipLink />
      <ScrollToTop />
      {bare ? null : <Header />}
      {unreachable ? <UnreachableNotice /> : null}
      <Content id={CONTENT_ID} tabIndex={-1} $fill={!bare}>
        <AppRoutes key={reconnects} />
      </Content>
      {bare || pathname.startsWith('/admin') ? null : <SiteFooter />}
      <Overlays />
      {bare ? null : <ChatButton pathname={pathname} />}
      <TestPaymentsBanner />
      <DeferredToasts />
      {/* A remote page marks itself shown (RemoteSlot); a shell page is shown at once. */}
      <PageShown when={!remoteModuleFor(pathname)} />
    </>
  );
}
