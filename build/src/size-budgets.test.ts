import { budgetVerdict, chunksFetchedTwice, describeVerdict, KB, mergeModuleShares, moduleOfSource, moduleSharesOf } from './size-budgets';

describe('moduleOfSource', () => {
  it('names a dependency by its package, scoped or not, through pnpm’s store', () => {
    expect(moduleOfSource('webpack://casino_host/../node_modules/.pnpm/zod@4.1.12/node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(moduleOfSource('webpack://casino_host/../node_modules/.pnpm/@sanity+client@7.0.0/node_modules/@sanity/client/dist/index.js')).toBe('@sanity/client');
    expect(moduleOfSource('webpack://x/./node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
  });

  it('names an app’s own code by its folder, three levels deep', () => {
    expect(moduleOfSource('webpack://casino_host/./src/features/home/home-page.tsx')).toBe('src/features/home');
    expect(moduleOfSource('webpack://mfe_casino/../shared/src/money/format.ts')).toBe('shared/src/money');
  });
});

describe('moduleSharesOf', () => {
  // Two sources on one minified line: `aaaaa` from the app (columns 0–4), `bbbbbbbb` from zod (5–12).
  const map = JSON.stringify({
    version: 3,
    sources: ['webpack://app/./src/a.ts', 'webpack://app/../node_modules/.pnpm/zod@4/node_modules/zod/index.js'],
    names: [],
    mappings: 'AAAA,KCAA',
  });

  it('splits the served bytes by the stretch of code each source maps to', () => {
    const script = { url: 'http://x/a.js', servedBytes: 130, decodedBytes: 13 };
    expect(moduleSharesOf(script, 'aaaaabbbbbbbb', map)).toEqual([
      { module: 'zod', servedBytes: 80 },
      { module: 'src/a.ts', servedBytes: 50 },
    ]);
  });

  it('counts code no mapping covers (here the line break and `c`) as unmapped', () => {
    const script = { url: 'http://x/a.js', servedBytes: 15, decodedBytes: 15 };
    expect(moduleSharesOf(script, 'aaaaabbbbbbbb\nc', map)).toContainEqual({ module: '(unmapped)', servedBytes: 2 });
  });
});

describe('budgets', () => {
  const scripts = [
    { url: 'http://site/main.js?abc', servedBytes: 100 * KB, decodedBytes: 300 * KB },
    { url: 'http://site/cdn/mfe-casino/1.0.0/336.js', servedBytes: 70 * KB, decodedBytes: 200 * KB },
  ];

  it('passes a total at or under the budget and fails one byte over', () => {
    expect(budgetVerdict('lobby', 170 * KB, scripts).pass).toBe(true);
    expect(budgetVerdict('lobby', 170 * KB - 1, scripts).pass).toBe(false);
  });

  it('says by how much a page is over, with its biggest scripts and modules', () => {
    const text = describeVerdict(budgetVerdict('lobby (/en-UN/online-casino)', 160 * KB, scripts), mergeModuleShares([
      { module: 'react-dom', servedBytes: 55 * KB },
      { module: 'zod', servedBytes: 20 * KB },
      { module: 'react-dom', servedBytes: 1 * KB },
    ]));
    expect(text).toContain('lobby (/en-UN/online-casino): 170.0 KB of JavaScript in 2 scripts, budget 160.0 KB: OVER by 10.0 KB');
    expect(text).toMatch(/100\.0 KB {2}\/main\.js\n.*70\.0 KB {2}\/cdn\/mfe-casino\/1\.0\.0\/336\.js/);
    expect(text).toMatch(/56\.0 KB {2}react-dom\n.*20\.0 KB {2}zod/);
  });

  it('is one line when the page is within its budget', () => {
    expect(describeVerdict(budgetVerdict('home', 200 * KB, scripts))).toBe('home: 170.0 KB of JavaScript in 2 scripts, budget 200.0 KB: within');
  });
});

describe('chunksFetchedTwice', () => {
  const load = (url: string) => ({ url, servedBytes: 1, decodedBytes: 1 });
  const files: Record<string, string> = {
    'http://site/70.js': '"use strict";(self.webpackChunkhost=self.webpackChunkhost||[]).push([[70,689],{5689(e){}}]);',
    'http://site/689.js': '"use strict";(self.webpackChunkhost=self.webpackChunkhost||[]).push([[70,689],{5689(e){}}]);',
    'http://cdn/mfe-casino/70.js': '(self.webpackChunkmfe_casino=self.webpackChunkmfe_casino||[]).push([[70],{1(e){}}]);',
    'http://site/main.js': '(()=>{"use strict"})();',
  };
  const read = async (url: string) => files[url] ?? null;

  it('names each id two fetched files of one app register', async () => {
    await expect(chunksFetchedTwice([load('http://site/70.js'), load('http://site/689.js'), load('http://site/main.js')], read)).resolves.toEqual([
      'webpackChunkhost 70: http://site/70.js and http://site/689.js',
      'webpackChunkhost 689: http://site/70.js and http://site/689.js',
    ]);
  });

  it('tells apart the same id of two apps, and passes scripts that are not chunks or cannot be read', async () => {
    await expect(chunksFetchedTwice([load('http://site/70.js'), load('http://cdn/mfe-casino/70.js'), load('http://site/main.js'), load('http://third/x.js')], read)).resolves.toEqual([]);
  });
});
