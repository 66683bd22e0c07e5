/**
 * The brand's font families. The host's build self-hosts them (shared/build/fonts.ts) with a
 * fallback face stretched to each one's metrics, named '<family> Fallback'.
 */
export const BRAND_FAMILY = { display: 'Elegance Display', text: 'Elegance Text' } as const;

/** Design tokens shared by every app, so the composed site looks like one store (docs/design.md). */
export const theme = {
  color: {
    ink: '#1c1a17',
    muted: '#6b645b',
    line: '#e6dfd5',
    paper: '#ffffff',
    cream: '#f7f2eb',
    sand: '#efe6da',
    /** The line of a form control: darker than `line`, so a field reads as one. */
    control: '#cfc6ba',
    /** Text on an ink background (the footer). */
    onInk: '#d9d6d0',
    onInkMuted: '#a8a49d',
    accent: '#8a5a2b',
    accentDark: '#6b4420',
    danger: '#b3261e',
    dangerSoft: '#fbeceb',
    success: '#1f7a4d',
    successSoft: '#e8f3ec',
    warningSoft: '#fdf0dc',
    focus: '#8a5a2b',
  },
  font: {
    body: `'${BRAND_FAMILY.text}', '${BRAND_FAMILY.text} Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
    display: `'${BRAND_FAMILY.display}', '${BRAND_FAMILY.display} Fallback', Georgia, 'Times New Roman', serif`,
  },
  /** Type scale (px): text sizes step by about 1.2, display sizes by 1.33. */
  size: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '19px',
    xl: '24px',
    xxl: '32px',
    display: 'clamp(34px, 5.2vw, 56px)',
  },
  weight: { regular: 400, medium: 500, semibold: 600 },
  /** Letter spacing for the small capitals of labels, buttons and navigation. */
  tracking: { caps: '0.12em', tight: '-0.01em' },
  /** Spacing scale on a 4 px grid. */
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radius: { sm: '2px', md: '4px', lg: '10px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(28, 26, 23, 0.06)',
    raised: '0 12px 32px rgba(28, 26, 23, 0.14)',
  },
  motion: { fast: '120ms', base: '220ms', ease: 'cubic-bezier(0.2, 0, 0, 1)' },
  breakpoint: { sm: '640px', lg: '1024px' },
  headerHeight: '64px',
  maxWidth: '1440px',
} as const;

/** The one focus ring: a solid accent outline outside the element. */
export const focusRing = `outline: 2px solid ${theme.color.focus}; outline-offset: 2px;`;
