import { defineConfig, devices } from '@playwright/test';

/**
 * e2e over the composed site: one started site (host on :3000, sandbox with its CDN on :4000) is
 * shared by every test file. `npm test` builds first; the web server only publishes the builds to
 * a fresh e2e CDN folder and starts the sandbox with a fresh state (scripts/serve-e2e.mjs).
 * Chromium is Debian's (/usr/bin/chromium): Playwright's own browser download does not work here.
 */
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined };
const SANDBOX_WIDE = /\.sandbox-wide\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // One retry on CI: a test that passes on retry is reported as flaky in the log, and is still looked at.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    // A trace is recorded on a retry only (CI retries once): recording every test's steps cost the suite a
    // third of its time (survive-platform-errors 4.5 → 3.1 min, 2026-11-28). For a trace of a local failure:
    // `playwright test <file> --trace retain-on-failure`. Screenshots of failures are cheap and stay.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: DESKTOP, testIgnore: SANDBOX_WIDE },
    { name: 'phone', use: { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true }, grep: /@phone/, testIgnore: SANDBOX_WIDE },
    // Tests that change the whole sandbox (its clock, which every session reads) or leave what only a reset
    // undoes: after every other test, one at a time. Run one alone with --no-deps.
    { name: 'sandbox-wide', use: DESKTOP, testMatch: SANDBOX_WIDE, dependencies: ['desktop', 'phone'], workers: 1 },
  ],
  webServer: {
    command: 'node ../scripts/serve-e2e.mjs',
    // Ready once the prerendered first screen is written (the site answers before): the default market's
    // lobby, on every layout device (scripts/serve-e2e.mjs says why only that one).
    url: 'http://localhost:3000/prerendered.json',
    // E2E_REUSE=1 runs against a site you started yourself (for example while debugging one test).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    // Starting the sandbox and prerendering take well under a minute alone; with other builds running on a
    // 2-core machine every step takes several times longer.
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
