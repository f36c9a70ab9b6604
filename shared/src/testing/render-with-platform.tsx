import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RemoteProviders } from '../parcel/create-parcel';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from './test-platform';

/**
 * Renders a remote's component inside the providers a parcel has (mount props, query client,
 * i18n, theme, bus router), at `path` below `basePath`.
 */
export function renderWithPlatform(
  ui: ReactElement,
  options: TestPlatformOptions & { path?: string; platform?: TestPlatform } = {},
): RenderResult & { platform: TestPlatform } {
  const platform = options.platform ?? createTestPlatform(options);
  if (options.path) platform.bus.set('location', { pathname: options.path, search: '', hash: '' });
  const result = render(<RemoteProviders props={platform}>{ui}</RemoteProviders>);
  return { ...result, platform };
}
