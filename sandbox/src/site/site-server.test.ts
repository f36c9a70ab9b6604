import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';

import { buildSite, prerenderedPageOf, startSite } from './site-server';

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
