import { chromium } from 'playwright-core';
import { MEMORY_SWITCHES, memoryReportFigures } from './memory-measure';
import { VIEWPORT } from './measures';
import { exitCodeOf, summarise, type Report } from './report';
import { ensureSite, SANDBOX_URL, SITE_URL } from './site';

/*
 * The memory measure alone (`pnpm --filter @casino/bench memory`): the report's memory figures
 * (issue 21 point 5) without the rest of the bench, as one JSON object of the report's shape. Exits 0
 * whether the bars pass or fail, 1 when it could not measure.
 */

const log = (line: string) => console.error(`[bench] ${line}`);

async function main(): Promise<number> {
  const startedAt = new Date().toISOString();
  const site = await ensureSite(log);
  let report: Report;
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    try {
      const figures = await memoryReportFigures(browser, SITE_URL, log);
      report = {
        startedAt,
        site: { url: SITE_URL, startedByBench: site.startedByBench },
        baseline: { url: 'none: the memory figures have no baseline page' },
        conditions: { chromium: browser.version(), viewport: VIEWPORT, sandbox: SANDBOX_URL, memory: `${MEMORY_SWITCHES} switches as a visitor, unthrottled` },
        figures,
        summary: summarise(figures),
      };
    } finally {
      await browser.close();
    }
  } finally {
    await site.stop();
  }
  console.log(JSON.stringify(report, null, 2));
  return exitCodeOf(report);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] could not measure:', error);
    process.exit(1);
  },
);
