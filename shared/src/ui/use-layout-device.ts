import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../constants/platform';
import type { PlayerStation } from '../bus/state';
import type { PerDevice } from '../content/content-types';
import { useBusState } from '../parcel/platform-context';

/** The three layouts content is laid out for (spec 000 §3 grid columns per desktop, tablet and mobile). */
export type LayoutDevice = keyof PerDevice<unknown>;

/** spec 000 §9 breakpoints: mobile below md (768 px), tablet below lg (1024 px), desktop from lg. */
export const DEVICE_MEDIA_QUERIES = {
  mobile: `(max-width: ${BREAKPOINTS.md - 1}px)`,
  tablet: `(min-width: ${BREAKPOINTS.md}px) and (max-width: ${BREAKPOINTS.lg - 1}px)`,
  desktop: `(min-width: ${BREAKPOINTS.lg}px)`,
} as const;

const canMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function deviceFromMedia(): LayoutDevice {
  if (window.matchMedia(DEVICE_MEDIA_QUERIES.mobile).matches) return 'mobile';
  if (window.matchMedia(DEVICE_MEDIA_QUERIES.tablet).matches) return 'tablet';
  return 'desktop';
}

/**
 * The layout device of the viewport, for a parcel's components: from `matchMedia` against the
 * spec's breakpoints, so a layout follows a resized window or a rotated phone at once. Where
 * `matchMedia` is missing (a bare test DOM) it falls back to the host's player station on the bus
 * (largeDesktop counts as desktop).
 */
export function useLayoutDevice(): LayoutDevice {
  const station = useBusState('station');
  const subscribe = useCallback((onChange: () => void) => {
    if (!canMatchMedia()) return () => undefined;
    const lists = Object.values(DEVICE_MEDIA_QUERIES).map((query) => window.matchMedia(query));
    for (const list of lists) list.addEventListener('change', onChange);
    return () => {
      for (const list of lists) list.removeEventListener('change', onChange);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => layoutDeviceOf(station), () => deviceOfStation(station));
}

const deviceOfStation = (station: PlayerStation): LayoutDevice => (station.layoutDeviceType === 'largeDesktop' ? 'desktop' : station.layoutDeviceType);

/**
 * The layout device now, outside React (a parcel's prefetch at mount): what `useLayoutDevice` will
 * render with first. From `matchMedia`, else the player station (`bus.get('station')`).
 */
export function layoutDeviceOf(station: PlayerStation): LayoutDevice {
  return canMatchMedia() ? deviceFromMedia() : deviceOfStation(station);
}
