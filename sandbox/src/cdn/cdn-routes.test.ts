import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { cacheControlOf, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './cdn-routes';

describe('local CDN (ARCHITECTURE §6)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
    // Published after the sandbox started: the CDN folder did not exist at build time.
    await mkdir(join(sandbox.cdnDir, 'mfe-casino', '1.0.0'), { recursive: true });
    await writeFile(join(sandbox.cdnDir, 'manifest.json'), '{"schemaVersion":1}');
    await writeFile(join(sandbox.cdnDir, 'registry.json'), '{}');
    await writeFile(join(sandbox.cdnDir, 'mfe-casino', '1.0.0', 'remoteEntry.js'), 'var mfe_casino;');
    await writeFile(join(sandbox.cdnDir, 'mfe-casino', '1.0.0', 'main.js'), 'var main;');
    await writeFile(join(sandbox.cdnDir, 'mfe-casino', '1.0.0', 'main.js.br'), brotliCompressSync('var main;'));
  });
  afterAll(() => sandbox.close());

  it('serves the manifest and root JSON with no-cache', async () => {
    for (const url of ['/cdn/manifest.json', '/cdn/registry.json']) {
      const response = await sandbox.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('serves published versions as immutable for a year', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/cdn/mfe-casino/1.0.0/remoteEntry.js', headers: { origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('var mfe_casino;');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('sends the brotli copy the build wrote to a client that accepts it, and the original otherwise', async () => {
    const url = '/cdn/mfe-casino/1.0.0/main.js';
    const compressed = await sandbox.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('var main;');
    const plain = await sandbox.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('var main;');
  });

  it('answers 404 for a missing file, and for paths outside the folder', async () => {
    for (const url of ['/cdn/mfe-casino/9.9.9/remoteEntry.js', '/cdn/../state/state.json', '/cdn/%2e%2e/state/state.json']) {
      expect((await sandbox.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const missing = await sandbox.app.inject({ method: 'GET', url: '/cdn/mfe-casino/9.9.9/remoteEntry.js' });
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'No file /mfe-casino/9.9.9/remoteEntry.js on the CDN' });
  });

  it('sends its security headers on every answer, a 404 too (issue 21 point 1)', async () => {
    for (const url of ['/cdn/manifest.json', '/cdn/mfe-casino/1.0.0/remoteEntry.js', '/cdn/mfe-casino/9.9.9/remoteEntry.js']) {
      const { headers } = await sandbox.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';object-src 'none';form-action 'none';frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    // The platform's own routes are not the CDN's: the launcher's pages are framed by the site.
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/health' })).headers['content-security-policy']).toBeUndefined();
  });

  it('picks the policy by depth', () => {
    expect(cacheControlOf('manifest.json')).toBe(REVALIDATE_CACHE);
    expect(cacheControlOf('mfe-account/2.1.0/assets/main.abc123.js')).toBe(IMMUTABLE_CACHE);
  });
});
