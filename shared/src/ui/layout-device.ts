import { BREAKPOINTS } from '../constants/platform';
import type { LayoutDeviceType } from '../constants/enums';

/**
 * spec 000 §3, §9: the layout device type for a viewport width in px:
 * mobile below md (768), tablet below lg (1024), desktop below xl (1440), largeDesktop from xl.
 */
export function layoutDeviceTypeOf(widthPx: number): LayoutDeviceType {
  if (widthPx < BREAKPOINTS.md) return 'mobile';
  if (widthPx < BREAKPOINTS.lg) return 'tablet';
  if (widthPx < BREAKPOINTS.xl) return 'desktop';
  return 'largeDesktop';
}

/** spec 000 §3 Player station: the device class from a user agent. */
export function deviceClassOf(userAgent: string): 'desktop' | 'tablet' | 'mobile' {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
