import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RemoteProviders } from '../parcel/create-parcel';
import { addTranslations, createTestPlatform, type TestPlatform, type TestPlatformOptions } from './test-platform';

/** What `renderWithPlatform` takes: a test platform's options, or a platform made beforehand, and a path. */
export interface RenderWithPlatformOptions extends TestPlatformOptions {
  /** A full site path such as `/en-UN/online-casino/all-games`: where the bus's location is. */
  path?: string;
  /** A platform made beforehand, e.g. to listen to the bus from the first render; `translations` are added to it. */
  platform?: TestPlatform;
}

/**
 * Renders a remote's component inside the providers a parcel has (mount props, query client,
 * i18n, theme, bus router) with the bus's location at `path`. An app's own render helper only adds
 * its translations: `renderWithPlatform(ui, { translations, ...options })`.
 */
export function renderWithPlatform(ui: ReactElement, options: RenderWithPlatformOptions = {}): RenderResult & { platform: TestPlatform } {
  const platform = options.platform ?? createTestPlatform(options);
  if (options.platform && options.translations) addTranslations(platform, options.translations);
  if (options.platformUrl) platform.http.defaults.baseURL = options.platformUrl;
  if (options.path) platform.bus.set('location', { pathname: options.path, search: '', hash: '' });
  const result = render(
    <RemoteProviders props={platform} texts={options.translations ?? null}>
      {ui}
    </RemoteProviders>,
  );
  return { ...result, platform };
}

/**
 * An app's render helper: `renderWithPlatform` with the app's defaults (its `translations`, its
 * `basePath`), which a test's options override. One line per app:
 * `export const renderApp = createAppRenderer({ translations });`
 */
export function createAppRenderer(defaults: RenderWithPlatformOptions) {
  return (ui: ReactElement, options: RenderWithPlatformOptions = {}) => renderWithPlatform(ui, { ...defaults, ...options });
}
