import { act, renderHook } from '@testing-library/react';
import { PlatformProvider } from '../parcel/platform-context';
import { createTestPlatform } from '../testing/test-platform';
import type { ReactNode } from 'react';
import { mockViewport } from '../testing/viewport';
import { useLayoutDevice } from './use-layout-device';

describe('useLayoutDevice (spec 000 §9 breakpoints)', () => {
  const platform = createTestPlatform();
  const wrapper = ({ children }: { children: ReactNode }) => <PlatformProvider value={platform}>{children}</PlatformProvider>;

  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1440, 'desktop'],
  ])('a %ipx wide viewport lays out as %s', (width, device) => {
    const viewport = mockViewport(width);
    expect(renderHook(useLayoutDevice, { wrapper }).result.current).toBe(device);
    viewport.restore();
  });

  it('follows the viewport when it is resized', () => {
    const viewport = mockViewport(1440);
    const { result } = renderHook(useLayoutDevice, { wrapper });
    act(() => viewport.resize(375));
    expect(result.current).toBe('mobile');
    viewport.restore();
  });

  it('falls back to the player station of the bus without matchMedia', () => {
    expect(window.matchMedia).toBeUndefined();
    platform.bus.set('station', { deviceClass: 'tablet', layoutDeviceType: 'tablet' });
    expect(renderHook(useLayoutDevice, { wrapper }).result.current).toBe('tablet');
  });
});
