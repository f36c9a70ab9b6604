import { deviceClassOf, layoutDeviceTypeOf } from './layout-device';

describe('player station (spec 000 §3, §9)', () => {
  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1439, 'desktop'],
    [1440, 'largeDesktop'],
  ])('%ipx is %s', (width, type) => {
    expect(layoutDeviceTypeOf(width)).toBe(type);
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36', 'desktop'],
  ])('%s is %s', (ua, expected) => {
    expect(deviceClassOf(ua)).toBe(expected);
  });
});
