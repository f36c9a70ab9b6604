import { createTestPlatform, renderWithPlatform, type TestPlatform, type TestPlatformOptions } from '@casino/shared/testing';
import type { ReactElement } from 'react';
import { translations } from '../app/translations';

export interface RenderAppOptions extends TestPlatformOptions {
  /** A full site path such as `/en-UN/promotions/casino`: where the bus's location is. */
  path?: string;
  /** The http client's base URL, as the host sets it. */
  platformUrl?: string;
  /** A platform made beforehand, e.g. to listen to the bus from the first render. */
  platform?: TestPlatform;
}

/** Renders a component of this remote inside the parcel providers, with the remote's texts loaded. */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const platform = options.platform ?? createTestPlatform(options);
  if (options.platformUrl) platform.http.defaults.baseURL = options.platformUrl;
  for (const [language, resources] of Object.entries(translations.resources)) {
    platform.i18n.addResourceBundle(language, translations.namespace, resources, true, true);
  }
  return renderWithPlatform(ui, { ...options, platform });
}
