import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { lighthouseRunOf, type LighthouseResult, type LighthouseRun } from './lighthouse-summary';
import { THROTTLING } from './throttling';

/**
 * How Lighthouse loads the page:
 * - `mobile`: Lighthouse's default configuration, the one its mobile performance score is defined by
 *   (mobile form factor and screen, simulated throttling: the page loads unthrottled and Lantern
 *   replays it at 150 ms RTT, 1.6 Mbit/s and CPU ×4);
 * - `bench`: the same mobile form factor, but the page really loaded under the bench's `THROTTLING`
 *   (DevTools throttling: CDP CPU ×4, 40 ms latency, 10 Mbit/s), as the bench's LCP runs are; its
 *   score is not Lighthouse's mobile score, only its TBT and TTI are read.
 */
export type LighthouseMode = 'mobile' | 'bench';

/** The flags of `mode` (Lighthouse's throttling settings count a kilobit as 1,024 bits). */
export function lighthouseFlags(mode: LighthouseMode, port: number): Flags {
  const flags: Flags = { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
  if (mode === 'mobile') return flags;
  return {
    ...flags,
    throttlingMethod: 'devtools',
    throttling: {
      requestLatencyMs: THROTTLING.latencyMs,
      downloadThroughputKbps: THROTTLING.downloadBitsPerSecond / 1024,
      uploadThroughputKbps: THROTTLING.uploadBitsPerSecond / 1024,
      cpuSlowdownMultiplier: THROTTLING.cpuRate,
    },
  };
}

/**
 * One Lighthouse performance run of `url` in `mode`, in a Chromium of its own (Debian's
 * `/usr/bin/chromium`, `CHROMIUM_PATH` overrides; headless, fresh profile, killed afterwards).
 * Lighthouse clears the origin's storage and the cache before it loads the page, so it is a cold
 * visitor's load. Throws when Chromium or Lighthouse fails; a page Lighthouse could not score comes
 * back with null figures and the reason in `problems`.
 */
export async function runLighthouse(url: string, mode: LighthouseMode): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'error',
  });
  try {
    const result = await lighthouse(url, lighthouseFlags(mode, chrome.port));
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return lighthouseRunOf(result.lhr as unknown as LighthouseResult);
  } finally {
    chrome.kill();
  }
}
