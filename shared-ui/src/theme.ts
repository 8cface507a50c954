import { DEVANAGARI_FAMILIES } from './devanagari-font';
// Design tokens shared by every app, so a remote looks native inside the shell.
export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    accent: '#f59e0b',
    success: '#15803d',
    danger: '#b91c1c',
    text: '#0f172a',
    muted: '#475569',
    border: '#e2e8f0',
    /** Form controls need 3:1 contrast against white (WCAG 1.4.11). */
    inputBorder: '#64748b',
    surface: '#ffffff',
    background: '#f8fafc',
    highlight: '#eff6ff',
  },
  radius: '10px',
  shadow: '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.05)',
  font: `system-ui, -apple-system, 'Segoe UI', Roboto, ${DEVANAGARI_FAMILIES}, 'Helvetica Neue', Arial, sans-serif`,
  navHeight: '64px',
  breakpoints: { sm: '640px', md: '768px', lg: '1024px' },
  maxWidth: '1200px',
} as const;

export type AppTheme = typeof theme;

/** Media query helper: `${media.md} { ... }` applies from the md breakpoint up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
};
