import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import { SITE_ORIGINS_FILE, siteOriginsOf } from '@casino/shared/contract';
import type { FastifyInstance } from 'fastify';

import { buildSite, inlineScriptHashesOf, prerenderedPageOf, startSite } from './site-server';

describe('single-page-app site server', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sandbox-site-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(root, 'assets', 'main.js'), 'console.log(1)');
    await writeFile(join(root, 'assets', 'app.js'), 'console.log(2)');
    await writeFile(join(root, 'assets', 'app.js.gz'), gzipSync('console.log(2)'));
    app = await buildSite(root);
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves files as they are', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it('sends the gzip copy the build wrote to a browser that accepts gzip', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe('console.log(2)');
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(2)');
  });

  it('serves index.html, not cached, for / and for any path that is not a file', async () => {
    for (const url of ['/', '/en-UN/online-casino/popular', '/fi-FI/promotions/casino/welcome-bonus?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('answers 404, not the app, for a missing file', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/prerendered.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('listens on a port with startSite', async () => {
    const site = await startSite({ root, port: 0 });
    const address = site.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/en-UN/`);
    expect(await response.text()).toContain('<div id="root">');
    await site.close();
  });
});

describe('the site server with prerendered pages', () => {
  let root: string;
  let prerendered: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sandbox-site-'));
    prerendered = await mkdtemp(join(tmpdir(), 'sandbox-prerendered-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    await mkdir(join(prerendered, 'en-UN', 'online-casino'), { recursive: true });
    await writeFile(join(prerendered, 'en-UN', 'online-casino', 'index.html'), '<!doctype html><div id="prerendered">lobby</div><div id="root"></div>');
    await writeFile(join(prerendered, 'en-UN', 'online-casino', 'index.html.gz'), gzipSync('<!doctype html><div id="prerendered">lobby</div><div id="root"></div>'));
    await writeFile(join(prerendered, 'prerendered.json'), JSON.stringify({ pages: ['/en-UN/online-casino'] }));
    app = await buildSite(root, { prerendered });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
    await rm(prerendered, { recursive: true, force: true });
  });

  it('serves the prerendered page of a path, with or without a trailing slash or query, not cached', async () => {
    for (const url of ['/en-UN/online-casino', '/en-UN/online-casino/', '/en-UN/online-casino?tab=0']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).toContain('<div id="prerendered">lobby</div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const zipped = await app.inject({ method: 'GET', url: '/en-UN/online-casino', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(zipped.rawPayload).toString()).toContain('lobby');
  });

  it('serves the app for every other path', async () => {
    for (const url of ['/en-UN/online-casino/all-games', '/fi-FI/online-casino', '/en-UN/online-casino/../../etc']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('lists the prerendered pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/prerendered.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pages: ['/en-UN/online-casino'] });
  });

  it('finds a page only inside its folder', () => {
    expect(prerenderedPageOf(prerendered, '/en-UN/online-casino/')).toBe('en-UN/online-casino/index.html');
    expect(prerenderedPageOf(prerendered, '/en-UN/online-casino/../online-casino')).toBe('en-UN/online-casino/index.html');
    expect(prerenderedPageOf(prerendered, '/../../etc/passwd')).toBeNull();
    expect(prerenderedPageOf(prerendered, '/')).toBeNull();
  });
});

describe('the site server’s security headers (issue 21 point 1)', () => {
  const chooser = "document.body.dataset.device='mobile'";
  let root: string;
  let prerendered: string;
  let app: FastifyInstance;
  const policyOf = (header: unknown) =>
    new Map(
      String(header)
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values] as const),
    );
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sandbox-site-'));
    prerendered = await mkdtemp(join(tmpdir(), 'sandbox-prerendered-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><script defer src="/main.js"></script><div id="root"></div>');
    await writeFile(join(root, 'main.js'), 'console.log(1)');
    await writeFile(
      join(root, SITE_ORIGINS_FILE),
      JSON.stringify({ ...siteOriginsOf({}), remotes: ['https://cdn.nova.example'], payments: ['https://pay.psp.example'] }),
    );
    await mkdir(join(prerendered, 'en-UN', 'online-casino'), { recursive: true });
    await writeFile(join(prerendered, 'en-UN', 'online-casino', 'index.html'), `<!doctype html><template>lobby</template><script data-prerendered>${chooser}</script><div id="root"></div>`);
    app = await buildSite(root, { prerendered });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
    await rm(prerendered, { recursive: true, force: true });
  });

  it('sends them on every answer: the page, a file, a list and a 404', async () => {
    for (const url of ['/', '/en-UN/online-casino', '/main.js', '/prerendered.json', '/missing.js']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers).not.toHaveProperty('reporting-endpoints');
      expect(headers).not.toHaveProperty('strict-transport-security');
    }
  });

  it('takes the policy’s origins from the build’s site-origins.json, with no inline or eval for scripts', async () => {
    const policy = policyOf((await app.inject({ method: 'GET', url: '/en-UN/' })).headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.nova.example', 'http://localhost:4000', "'report-sample'"]);
    expect(policy.get('frame-src')).toContain('https://pay.psp.example');
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['http://localhost:4000/security/csp-reports']);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('allows a prerendered page’s own inline script by its hash, and only on that page', async () => {
    const hash = `'sha256-${createHash('sha256').update(chooser).digest('base64')}'`;
    expect(inlineScriptHashesOf(`<script>${chooser}</script><script src="/x.js"></script>`)).toEqual([hash]);
    const page = policyOf((await app.inject({ method: 'GET', url: '/en-UN/online-casino' })).headers['content-security-policy']);
    expect(page.get('script-src')).toContain(hash);
    const other = policyOf((await app.inject({ method: 'GET', url: '/en-UN/live-casino-online' })).headers['content-security-policy']);
    expect(other.get('script-src')).not.toContain(hash);
  });

  it('adds HSTS, upgrades insecure requests and reports through the Reporting API when the site is served over https', async () => {
    const secure = await buildSite(root, { origins: { ...siteOriginsOf({}), site: 'https://www.nova.example' } });
    const { headers } = await secure.inject({ method: 'GET', url: '/' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['content-security-policy']).toContain('report-to csp');
    expect(headers['reporting-endpoints']).toBe('csp="http://localhost:4000/security/csp-reports"');
    await secure.close();
  });
});
