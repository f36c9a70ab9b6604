import { expect, type Page } from '@playwright/test';

/** The six areas, where they live, and what real content each shows to an anonymous visitor. */
export const AREAS = [
  { remote: 'mfe-casino', path: '/en-UN/online-casino', nav: 'Casino' },
  { remote: 'mfe-live-casino', path: '/en-UN/live-casino-online', nav: 'Live casino' },
  { remote: 'mfe-sportsbook', path: '/en-UN/sportsbook', nav: 'Sportsbook' },
  { remote: 'mfe-account', path: '/en-UN/signup', nav: 'Sign up' },
  { remote: 'mfe-cashier', path: '/en-UN/deposit', nav: null },
  { remote: 'mfe-promotions', path: '/en-UN/promotions', nav: 'Promotions' },
] as const;

export type AreaRemote = (typeof AREAS)[number]['remote'];

/** The element the host mounted a remote's parcel into. */
export function areaOf(page: Page, remote: AreaRemote) {
  return page.locator(`[data-remote="${remote}"]`);
}

/** Waits until the remote's parcel is mounted, has a version and shows something. */
export async function expectAreaMounted(page: Page, remote: AreaRemote) {
  const area = areaOf(page, remote);
  await expect(area).toHaveAttribute('data-remote-status', 'mounted');
  await expect(area).toHaveAttribute('data-remote-version', /^\d+\.\d+\.\d+/);
  await expect(area.locator('*').first()).toBeVisible();
}
