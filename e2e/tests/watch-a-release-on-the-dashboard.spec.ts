import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_CDN, ROOT, changedCasinoBuild, release } from '../support/release';
import { expect, test } from '../support/test';

/**
 * Issue 20 point 6: a release manager keeps the release dashboard open while pinning; after a pin, a
 * reload shows it in the market × remote matrix. The dashboard reads the e2e site's CDN, as the CLI
 * does. PE is a market no other journey pins or visits.
 */

/** Starts `release dashboard` on a free port against the e2e CDN; resolves with it and its URL once it listens. */
async function startDashboard(): Promise<{ child: ChildProcess; url: string }> {
  // Its own process group, so the finally below stops tsx and the node it runs together.
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['release/src/cli.ts', '--cdn-dir', E2E_CDN, 'dashboard', '--port', '0', '--sandbox', 'http://localhost:4000'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The dashboard did not start within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Release dashboard at (http:\/\/\S+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The dashboard exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, url };
}

function stop(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

test('the release dashboard shows a pin in the market × remote matrix at the next reload', async ({ page }) => {
  // Three release CLI runs (a tsx start each) and the dashboard's own start.
  test.setTimeout(90_000);
  expect((await release('publish', 'mfe-casino', '--dist', changedCasinoBuild((text) => text), '--version', '1.30.0')).code).toBe(0);
  const { child, url } = await startDashboard();
  try {
    await page.goto(url);
    const matrix = page.getByRole('table', { name: 'What each market loads, per remote' });
    await expect(matrix.getByRole('rowheader', { name: 'default', exact: true })).toBeVisible();
    const peru = matrix.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'PE', exact: true }) });
    await expect(peru).toHaveCount(0);

    const pin = await release('pin', 'mfe-casino@1.30.0', '--market', 'PE', '--reason', 'dashboard journey');
    expect(pin.output).toContain('Changed: mfe-casino the default → 1.30.0 in PE');
    await page.reload();
    await expect(peru).toHaveCount(1);
    // mfe-casino is the matrix's first remote: the row's second cell.
    await expect(peru.getByRole('cell').first()).toHaveText('1.30.0 * (differs from the default)');
    // Other journeys release at the same time: find this change among theirs.
    const change = page.getByRole('table', { name: /^Every change, newest first/ }).getByRole('row').filter({ hasText: 'mfe-casino the default → 1.30.0 in PE (dashboard journey)' });
    await expect(change).toContainText('e2e-release-manager');
    const versions = page.getByRole('table', { name: /^Each pinned version in the field/ });
    await expect(versions.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'mfe-casino 1.30.0', exact: true }) })).toContainText('PE');
  } finally {
    stop(child);
  }
});
