import { getRuntimeConfig } from '@store/shared/config';
import { BOTTOM_BAR_ATTRIBUTE, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../i18n';

/**
 * Pages where a floating button has no place (the admin) or would cover what matters: the funnel,
 * and a product page, whose price and buttons sit low at any width (it offers the chat inline).
 */
const WITHOUT_CHAT = /^\/(admin|adminlogin|checkout|ordersuccess|product)(\/|$)/;

const Bubble = styled.a`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 40;
  width: 56px;
  height: 56px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${theme.color.success};
  color: ${theme.color.paper};
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.2);
  transition: transform ${theme.motion.base} ${theme.motion.ease};
  /* Above a phone's pay or buy bar, never over its button; moved by transform, which shifts no layout. */
  html[${BOTTOM_BAR_ATTRIBUTE}] & {
    transform: translateY(-72px);
  }
`;

/**
 * The messaging-app chat button; shown only when runtime config names a number, never in the
 * admin, checkout or its success page, nor on a product page.
 */
export function ChatButton({ pathname }: { pathname: string }) {
  const t = useT();
  const digits = getRuntimeConfig().chatNumber.replace(/\D/g, '');
  if (!digits || WITHOUT_CHAT.test(pathname)) return null;
  return (
    <Bubble
      href={`https://wa.me/${digits}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('shell.chat.label')}
      data-testid="chat-button"
    >
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8 1c-.1.2-.3.2-.5.1a6.5 6.5 0 0 1-3.2-2.8c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6a2.6 2.6 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3z" />
      </svg>
    </Bubble>
  );
}
