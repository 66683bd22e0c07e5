import { API_REACHABLE_EVENT, API_UNREACHABLE_EVENT } from '@store/shared/api';
import { getRuntimeConfig } from '@store/shared/config';
import { theme } from '@store/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';

const Banner = styled.div`
  position: fixed;
  inset: ${theme.headerHeight} 0 auto 0;
  z-index: 60;
  padding: 10px 16px;
  background: ${theme.color.accentDark};
  color: ${theme.color.paper};
  font: 600 14px/1.4 ${theme.font.body};
  text-align: center;
`;

export const HEALTH_POLL_MS = 2000;

/**
 * Watches the API through the shared client's events. While it cannot be reached, a notice
 * says so and /health is polled; when it answers again the notice goes and `onBack` lets the
 * page load afresh, with the bag and the signed-in user untouched (they live in the store).
 */
export function useStoreReachability(onBack: () => void): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    const lost = () => setDown(true);
    window.addEventListener(API_UNREACHABLE_EVENT, lost);
    return () => window.removeEventListener(API_UNREACHABLE_EVENT, lost);
  }, []);
  useEffect(() => {
    if (!down) return;
    let stopped = false;
    const back = () => {
      if (stopped) return;
      stopped = true;
      setDown(false);
      onBack();
    };
    window.addEventListener(API_REACHABLE_EVENT, back);
    const timer = window.setInterval(() => {
      fetch(`${getRuntimeConfig().apiUrl}/health`, { cache: 'no-store' })
        .then((response) => response.ok && back())
        .catch(() => {});
    }, HEALTH_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener(API_REACHABLE_EVENT, back);
    };
  }, [down, onBack]);
  return down;
}

export function UnreachableNotice() {
  const t = useT();
  return <Banner role="alert">{t('shell.unreachable.notice')}</Banner>;
}
