import { test as base, expect } from '@playwright/test';

/**
 * The e2e `test`: by default a visitor who already answered the cookie notice, so the notice does
 * not cover what a journey clicks. `test.use({ acceptedCookies: false })` shows it.
 *
 * Every journey also proves the site works under its Content-Security-Policy (issue 21 point 1): what the
 * policy blocks on the page (Chromium says so on the console) fails the test, unless the test blocks
 * something on purpose (`test.use({ cspViolationsExpected: true })`).
 */
export const test = base.extend<{ acceptedCookies: boolean; cspViolationsExpected: boolean }>({
  acceptedCookies: [true, { option: true }],
  cspViolationsExpected: [false, { option: true }],
  page: async ({ page, acceptedCookies, cspViolationsExpected }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
    });
    if (acceptedCookies) {
      await page.addInitScript(() => {
        // Init scripts run in every frame too; a sandboxed one (the sportsbook's) has no storage to write.
        if (window !== window.top) return;
        if (window.localStorage.getItem('cookieConsentAccepted') === null) {
          window.localStorage.setItem('cookieConsentOptions', JSON.stringify({ essentials: true, performanceFunctional: true, marketing: true }));
          window.localStorage.setItem('cookieConsentAccepted', 'true');
          window.localStorage.setItem('cookieConsentId', 'e2e-consent');
        }
      });
    }
    await use(page);
    if (!cspViolationsExpected) expect(violations, 'what the Content-Security-Policy blocked').toEqual([]);
  },
});

export { expect };
