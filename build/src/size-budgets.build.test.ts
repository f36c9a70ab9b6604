/**
 * Proof that the budget check fails a build that adds a large dependency to a page (issue 19, "Done
 * when"): two pages built with the apps' toolchain (swc, production mode, the brotli and gzip copies,
 * source maps), served as the site serves them, loaded cold in Chromium and measured by the same code
 * as the site's budget test. The page with the yaml parser added fails a budget the light page passes,
 * and the report names yaml as its biggest module.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { chromium, type Browser } from 'playwright-core';
import webpack from 'webpack';
import { biggestModulesOf, budgetVerdict, describeVerdict, firstLoadScripts, KB } from './size-budgets';
import { serveFolder } from './static-server';
import { compressionPlugins, typescriptRule } from './webpack';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'budget-pages');
const BUDGET = 10 * KB;

function build(outDir: string): Promise<void> {
  const pages = ['light', 'heavy'];
  const compiler = webpack({
    mode: 'production',
    context: FIXTURES,
    entry: Object.fromEntries(pages.map((name) => [name, `./${name}.ts`])),
    devtool: 'source-map',
    output: { path: outDir, filename: '[name].[contenthash:10].js', publicPath: '/' },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [typescriptRule(true)] },
    plugins: [
      ...pages.map((name) => new HtmlWebpackPlugin({ filename: `${name}.html`, chunks: [name], title: name })),
      ...compressionPlugins(),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

describe('a large dependency added to a page', () => {
  let outDir: string;
  let site: Awaited<ReturnType<typeof serveFolder>>;
  let browser: Browser;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'budget-pages-'));
    await build(outDir);
    site = await serveFolder(outDir);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  async function measure(page: string) {
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      const scripts = await firstLoadScripts(tab, `${site.url}/${page}.html`, () => tab.getByRole('heading').waitFor());
      const verdict = budgetVerdict(page, BUDGET, scripts);
      const modules = await biggestModulesOf(scripts, async (url) => {
        const response = await fetch(url);
        return response.ok ? response.text() : null;
      });
      return { verdict, modules, report: describeVerdict(verdict, modules) };
    } finally {
      await context.close();
    }
  }

  it('fails the budget the same page passes without it, and the report names the dependency', async () => {
    const light = await measure('light');
    expect(light.verdict.pass).toBe(true);
    expect(light.report).toMatch(/^light: 0\.\d KB of JavaScript in 1 scripts, budget 10\.0 KB: within$/);

    const heavy = await measure('heavy');
    expect(heavy.verdict.pass).toBe(false);
    expect(heavy.verdict.totalBytes).toBeGreaterThan(BUDGET);
    // Served compressed, as the site serves it: far less than the decoded code.
    expect(heavy.verdict.scripts[0]?.servedBytes).toBeLessThan((heavy.verdict.scripts[0]?.decodedBytes ?? 0) / 2);
    expect(heavy.modules[0]?.module).toBe('yaml');
    expect(heavy.report).toContain('heavy: ');
    expect(heavy.report).toContain('OVER by');
    expect(heavy.report).toMatch(/biggest modules[^\n]*\n\s+[\d.]+ KB {2}yaml/);
  }, 60_000);
});
