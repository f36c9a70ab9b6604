import { BREAKPOINTS, HEADER_HEIGHT_PX } from '../constants/platform';

/** The design tokens every app styles with (styled-components `ThemeProvider`). */
export const theme = {
  colors: {
    background: '#0f1420',
    surface: '#182033',
    surfaceRaised: '#222c44',
    border: '#2f3b57',
    text: '#f4f6fb',
    textMuted: '#a9b3c9',
    accent: '#ffb800',
    accentText: '#1b1400',
    positive: '#2ecc71',
    danger: '#ff5c5c',
    focus: '#7cc4ff',
  },
  radius: { small: '6px', medium: '10px', large: '16px' },
  space: (steps: number) => `${steps * 4}px`,
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    small: '0.875rem',
    body: '1rem',
    title: '1.5rem',
    hero: '2rem',
  },
  headerHeight: `${HEADER_HEIGHT_PX}px`,
  /** Media queries from spec 000 §9's breakpoints: `${theme.media.md} { … }` applies from 768 px up. */
  media: {
    sm: `@media (min-width: ${BREAKPOINTS.sm}px)`,
    md: `@media (min-width: ${BREAKPOINTS.md}px)`,
    lg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
    xl: `@media (min-width: ${BREAKPOINTS.xl}px)`,
  },
} as const;

export type Theme = typeof theme;

// Every styled component in every app sees the platform theme's type.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
