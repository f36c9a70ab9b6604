import { test as base, expect } from '@playwright/test';

/**
 * The e2e `test`: by default a visitor who already answered the cookie notice, so the notice does
 * not cover what a journey clicks. `test.use({ acceptedCookies: false })` shows it.
 */
export const test = base.extend<{ acceptedCookies: boolean }>({
  acceptedCookies: [true, { option: true }],
  page: async ({ page, acceptedCookies }, use) => {
    if (acceptedCookies) {
      await page.addInitScript(() => {
        if (window.localStorage.getItem('cookieConsentAccepted') === null) {
          window.localStorage.setItem('cookieConsentOptions', JSON.stringify({ essentials: true, performanceFunctional: true, marketing: true }));
          window.localStorage.setItem('cookieConsentAccepted', 'true');
          window.localStorage.setItem('cookieConsentId', 'e2e-consent');
        }
      });
    }
    await use(page);
  },
});

export { expect };
