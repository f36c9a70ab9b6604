import { expect, test } from '../support/test';
import { AREAS, areaOf, expectAreaMounted } from '../support/areas';
import { errorsOutsideOf, faultRemoteFiles, REMOTE_FAULTS } from '../support/faults';
import { tracesOf } from '../support/release';

/*
 * Issue 21 point 4: each of the six remotes × three faults (its files unreachable, its parcel throwing on
 * mount, its entry's bytes changed so the integrity check refuses it). Each time only that area goes down:
 * it shows its fallback (the default market has no previous pin, so no last known good to fall back to), the
 * header's links work, another area mounts, and nothing reaches the console as an error from outside that
 * area. One page per remote, the three faults one after another, each on a fresh page load.
 */
for (const area of AREAS) {
  test(`${area.remote}: unreachable, throwing on mount or changed after publishing, only its area falls back`, async ({ page }) => {
    test.setTimeout(90_000);
    const others = AREAS.filter((other) => other.remote !== area.remote && other.nav !== null);
    const faults = await faultRemoteFiles(page, area.remote);
    const errors = errorsOutsideOf(page, area.remote);
    const banner = page.getByRole('banner');

    for (const [index, fault] of REMOTE_FAULTS.entries()) {
      await test.step(fault, async () => {
        faults.set(fault);
        await page.goto(area.path);
        await expect(areaOf(page, area.remote)).toHaveAttribute('data-remote-status', 'failed');
        const fallback = page.getByRole('alert').filter({ hasText: 'SOMETHING WENT WRONG' });
        await expect(fallback).toBeVisible();
        await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
        if (fault === 'throws on mount') expect(faults.rewrites(), 'exposed modules rewritten to throw').toBeGreaterThan(0);
        // The host saw the fault for what it is: a load that failed (network, integrity) or a mount that threw.
        const failure = fault === 'throws on mount' ? { phase: 'mount', reason: 'mount-failed' } : { phase: 'load', reason: 'load-failed' };
        expect(await tracesOf(page)).toContainEqual(expect.objectContaining({ remote: area.remote, outcome: 'failed', ...failure }));

        // The shell around it works: the home link, and another area through the header's navigation.
        await banner.getByRole('link', { name: 'Nova Casino' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
        const other = others[index % others.length]!;
        await banner.getByRole('link', { name: other.nav!, exact: true }).click();
        await expectAreaMounted(page, other.remote);
        expect(errors.outside(), `errors from outside ${area.remote} (${fault})`).toEqual([]);
      });
    }

    // The files back: the area loads again on the next visit.
    faults.set(null);
    await page.goto(area.path);
    await expectAreaMounted(page, area.remote);
    expect(errors.outside()).toEqual([]);
  });
}
