import {
  CONTRACT_VERSION,
  createContentClient,
  createHttpClient,
  createPlatformBus,
  deviceClassOf,
  layoutDeviceTypeOf,
  parseLocalePath,
  translationLanguageOf,
  type MountProps,
} from '@casino/shared';
import { createI18n } from '../features/i18n/create-i18n';
import { getReleaseManifest } from '../features/remote-loading/api/get-release-manifest';
import type { Release } from '../features/remote-loading/release-context';
import { config } from './config';

/** Everything the host creates once per visit and hands to the parcels (ARCHITECTURE §3, §4). */
export interface HostPlatform {
  props: Omit<MountProps, 'basePath'> & { basePath: string };
  release: Release;
}

/**
 * Creates the bus, the http client, the content client, the i18n instance and starts reading the
 * release manifest. The manifest is read once, here, and kept for the visit so a pin changed while
 * the page is open never mixes versions on it (ARCHITECTURE §6).
 */
export function createHostPlatform(): HostPlatform {
  const start = parseLocalePath(window.location.pathname);
  const bus = createPlatformBus(start.kind === 'ok' ? { locale: start.locale } : {});
  bus.set('station', { deviceClass: deviceClassOf(navigator.userAgent), layoutDeviceType: layoutDeviceTypeOf(window.innerWidth) });
  window.addEventListener('resize', () => {
    const layoutDeviceType = layoutDeviceTypeOf(window.innerWidth);
    if (bus.get('station').layoutDeviceType !== layoutDeviceType) bus.set('station', { ...bus.get('station'), layoutDeviceType });
  });
  const http = createHttpClient({ baseURL: config.platformUrl });
  const content = createContentClient(config.content);
  const i18n = createI18n(config.platformUrl, translationLanguageOf(bus.get('locale').languageCode));
  const manifest = getReleaseManifest(config.manifestUrl);
  // A failed manifest shows each area's fallback; keep the rejection from being reported as unhandled.
  manifest.catch((error: unknown) => console.error('Release manifest could not be read', error));
  return {
    props: { bus, http, content, i18n, basePath: `/${bus.get('locale').segment}`, contractVersion: CONTRACT_VERSION },
    release: { manifest },
  };
}
