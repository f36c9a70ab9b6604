import type { Theme } from '@casino/shared/ui';

// The shared theme is what `ThemeProvider` hands every styled component of this app.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
