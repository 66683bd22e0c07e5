import { createGlobalStyle } from 'styled-components';
import { focusRing, theme } from './theme';

/**
 * The page-wide base every screen is drawn on: the brand's type, headings in the display serif,
 * links in ink with a fine underline (never the browser's blue), one focus ring. The shell
 * draws it; a remote's standalone page draws it too.
 */
export const GlobalStyles = createGlobalStyle<{ $headerOffset?: string }>`
  *, *::before, *::after { box-sizing: border-box; }
  /* Whatever focus or a link scrolls to stops below the fixed header. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${theme.headerHeight} + ${theme.space.md}); }
  html:root {
    --toastify-font-family: ${theme.font.body};
    --toastify-text-color-light: ${theme.color.ink};
    --toastify-color-success: ${theme.color.success};
    --toastify-color-error: ${theme.color.danger};
  }
  body {
    margin: 0;
    padding-top: ${({ $headerOffset = '0' }) => $headerOffset};
    font-family: ${theme.font.body};
    font-size: ${theme.size.md};
    line-height: 1.5;
    color: ${theme.color.ink};
    background: ${theme.color.paper};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3 {
    font-family: ${theme.font.display};
    font-weight: ${theme.weight.medium};
    letter-spacing: ${theme.tracking.tight};
    line-height: 1.15;
  }
  a {
    color: inherit;
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
    text-decoration-color: ${theme.color.line};
    transition: text-decoration-color ${theme.motion.fast} ${theme.motion.ease}, color ${theme.motion.fast};
  }
  a:hover { text-decoration-color: currentColor; }
  a:focus-visible, button:focus-visible, summary:focus-visible { ${focusRing} }
  button, input, select, textarea { font-family: inherit; }
  /* A region focused by script (skip link, error summary) is not a control: no ring around it. */
  [tabindex='-1']:focus:not(:focus-visible) { outline: none; }
  #content:focus { outline: none; }
  ::selection { background: ${theme.color.sand}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0s !important; animation-duration: 0s !important; scroll-behavior: auto !important; }
  }
`;
