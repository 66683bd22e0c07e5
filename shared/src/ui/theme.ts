/** Design tokens shared by every app, so the composed site looks like one store. */
export const theme = {
  color: {
    ink: '#1b1b1f',
    muted: '#5d5d66',
    line: '#e4e1dc',
    paper: '#ffffff',
    cream: '#f7f3ee',
    accent: '#8a5a2b',
    accentDark: '#6b4420',
    danger: '#b3261e',
    success: '#1f7a4d',
  },
  font: {
    body: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    display: "Georgia, 'Times New Roman', serif",
  },
  breakpoint: { sm: '640px', lg: '1024px' },
  headerHeight: '64px',
  maxWidth: '1440px',
} as const;
