import { focusRing, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../i18n';

/** The element around every page's content: where "Skip to content" takes keyboard focus. */
export const CONTENT_ID = 'content';

const Link = styled.a`
  position: fixed;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  z-index: 200;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.color.ink};
  color: ${theme.color.paper};
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
    ${focusRing}
  }
`;

/** The first stop of the Tab key: past the header to the page itself (hidden until focused). */
export function SkipLink() {
  const t = useT();
  return (
    <Link
      href={`#${CONTENT_ID}`}
      onClick={(event) => {
        // Focus, not the browser's jump: the address stays the page's own (the router owns it).
        event.preventDefault();
        document.getElementById(CONTENT_ID)?.focus();
      }}
    >
      {t('shell.skipLink')}
    </Link>
  );
}
