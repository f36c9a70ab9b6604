// A throwaway look at the account pages at phone and desktop size (not part of the suite).
import { chromium } from '@playwright/test';
const SANDBOX = 'http://localhost:4000';
const out = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function session(email) {
  const response = await fetch(`${SANDBOX}/player/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Sandbox!2026' }) });
  return response.json();
}
const pages = [
  ['anna@sandbox.test', '/fi-FI/my-account/account', 'account-fi'],
  ['anna@sandbox.test', '/en-FI/my-account/account', 'account'],
  ['anna@sandbox.test', '/en-FI/my-account/account/phone', 'phone'],
  ['anna@sandbox.test', '/en-FI/my-account/account/password', 'password'],
  ['anna@sandbox.test', '/en-FI/my-account/account/language', 'language'],
  ['anna@sandbox.test', '/en-FI/my-account/account/address', 'address'],
  ['chloe@sandbox.test', '/en-CA/my-account/account/province', 'province'],
  ['anna@sandbox.test', '/en-FI/my-account/account/marketing-preferences', 'marketing'],
  ['anna@sandbox.test', '/en-FI/my-account/account/login-history', 'login-history'],
  ['anna@sandbox.test', '/en-FI/my-account/account/cookies', 'cookies'],
  ['anna@sandbox.test', '/en-FI/my-account/inbox', 'inbox'],
  ['anna@sandbox.test', '/en-FI/my-account/inbox/notifications', 'notifications'],
  ['kyc@sandbox.test', '/en-UN/my-account/account/verification?entry=WITHDRAW', 'kyc'],
  ['review@sandbox.test', '/en-UN/my-account/account/verification', 'kyc-review'],
  ['edd@sandbox.test', '/en-UN/my-account/account/verification', 'kyc-edd'],
  ['ulla@sandbox.test', '/en-UN/my-account/account/verification', 'kyc-none'],
];
const only = process.argv[3] ? new Set(process.argv[3].split(',')) : null;
for (const [width, height, size] of [[375, 812, 'phone'], [1440, 900, 'desktop']]) {
  for (const [email, path, name] of pages) {
    if (only && !only.has(name)) continue;
    const tokens = await session(email);
    const context = await browser.newContext({ viewport: { width, height }, isMobile: size === 'phone', hasTouch: size === 'phone' });
    await context.addInitScript((set) => {
      window.localStorage.setItem('authorization', JSON.stringify(set));
      window.localStorage.setItem('cookieConsentOptions', JSON.stringify({ essentials: true, performanceFunctional: true, marketing: true }));
      window.localStorage.setItem('cookieConsentAccepted', 'true');
      window.localStorage.setItem('cookieConsentId', 'look');
    }, { idToken: tokens.idToken, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: tokens.user });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`http://localhost:3000${path}`);
    await page.waitForTimeout(2500);
    if (name === 'phone') {
      await page.getByRole('textbox', { name: 'New mobile number' }).fill('409999999');
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.waitForTimeout(1000);
    }
    await page.screenshot({ path: `${out}/${name}-${size}.png`, fullPage: true });
    if (errors.length) console.log(name, size, errors.slice(0, 3).join(' | '));
    await context.close();
  }
}
await browser.close();
