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
  /*
   * Figures stand on the line: the display serif's own are old-style, which make order numbers
   * and counts read as "ooo010" and "I3". Every font shorthand resets this property, hence
   * !important; a component wanting other figures sets --figures (headings: tabular too).
   */
  *, *::before, *::after { font-variant-numeric: var(--figures, lining-nums) !important; }
  /*
   * Devanagari joins its letters: the caps' tracking would pull words apart (ल ॉ ग ि न). Hindi
   * text keeps its letters together; what stays English on a Hindi page (the brand) says lang="en".
   */
  :lang(hi) { letter-spacing: normal !important; }
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
    --figures: lining-nums tabular-nums;
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
  /* A search box's clear button in ink, not the browser's blue. */
  input[type='search']::-webkit-search-cancel-button {
    -webkit-appearance: none;
    appearance: none;
    width: 18px;
    height: 18px;
    margin-left: ${theme.space.sm};
    cursor: pointer;
    background: ${theme.color.ink};
    -webkit-mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6 6l12 12M18 6L6 18' stroke='black' stroke-width='2.2' stroke-linecap='round'/%3E%3C/svg%3E") center / contain no-repeat;
    mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6 6l12 12M18 6L6 18' stroke='black' stroke-width='2.2' stroke-linecap='round'/%3E%3C/svg%3E") center / contain no-repeat;
  }
  /* A region focused by script (skip link, error summary) is not a control: no ring around it. */
  [tabindex='-1']:focus:not(:focus-visible) { outline: none; }
  #content:focus { outline: none; }
  ::selection { background: ${theme.color.sand}; }
  /* Toasts come in under the fixed header, never over it and its bag (inset from a phone's edges). */
  html .Toastify__toast-container--top-center { top: calc(${theme.headerHeight} + ${theme.space.sm} + env(safe-area-inset-top)); }
  @media (max-width: 480px) {
    html .Toastify__toast-container { left: ${theme.space.sm}; width: calc(100vw - 2 * ${theme.space.sm}); }
    html .Toastify__toast { border-radius: ${theme.radius.md}; margin-bottom: ${theme.space.sm}; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0s !important; animation-duration: 0s !important; scroll-behavior: auto !important; }
  }
`;
