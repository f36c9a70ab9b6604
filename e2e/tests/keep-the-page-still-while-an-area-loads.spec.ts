import { THROTTLING } from '@casino/bench/throttling';
import { AREAS, expectAreaMounted } from '../support/areas';
import { expect, test } from '../support/test';

/** Core Web Vitals' bound of a good CLS. */
const GOOD_CLS = 0.1;

/** The areas a player lands on cold that have no prerendered first screen here (the casino lobby has one). */
const COLD_AREAS = AREAS.filter((area) => ['mfe-live-casino', 'mfe-sportsbook', 'mfe-promotions'].includes(area.remote));

/*
 * Issue 19, ready and still: while an area loads, the host shows its skeleton; when the parcel's first
 * content comes, the skeleton goes in the same frame. A frame with both put the content below the
 * skeleton and then moved it up by the skeleton's height: a cumulative layout shift of 0.71 on a phone's
 * cold lobby, which Lighthouse's mobile score weighs at a quarter. The phone's CPU is slowed four times (the
 * bench's throttling), as a mid-range phone would be, so the area's mount and the host's word of it are
 * tasks apart.
 */
test.describe('a cold load keeps the page still (issue 19)', () => {
  for (const area of COLD_AREAS) {
    test(`${area.path} shifts less than a good CLS while its area loads @phone`, async ({ page }) => {
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        const shifts: number[] = [];
        const take = (entries: PerformanceEntry[]) => {
          for (const entry of entries as Shift[]) if (!entry.hadRecentInput) shifts.push(entry.value);
        };
        const observer = new PerformanceObserver((list) => take(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // Every shift so far, those the observer has not been called with yet included.
        (window as unknown as { shiftsSoFar: () => number[] }).shiftsSoFar = () => {
          take(observer.takeRecords());
          return shifts;
        };
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
      await page.goto(area.path);
      await expectAreaMounted(page, area.remote);
      // The area's first content can still move things once its data and images are in: read the shifts once the
      // page has loaded what it loads and drawn two more frames.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { shiftsSoFar: () => number[] }).shiftsSoFar());
      const cls = shifts.reduce((sum, value) => sum + value, 0);
      expect(cls, `layout shifts: ${shifts.map((value) => value.toFixed(3)).join(', ') || 'none'}`).toBeLessThan(GOOD_CLS);
    });
  }
});
