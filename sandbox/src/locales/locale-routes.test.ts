import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { TRANSLATION_LANGUAGES } from '@casino/shared/market';

import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

describe('GET /locales/{lang}/default.json (spec 000 §7)', () => {
  let sandbox: TestSandbox;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-locales-'));
    await mkdir(join(dir, 'fi'), { recursive: true });
    await writeFile(join(dir, 'fi', 'default.json'), '{"home":"Koti"}');
    sandbox = await createTestSandbox({ localesDir: dir });
  });
  afterAll(async () => {
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the file with a five-minute cache', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/locales/fi/default.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ home: 'Koti' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('serves a regional language by its i18next name (pt-BR)', async () => {
    await mkdir(join(dir, 'pt-BR'), { recursive: true });
    await writeFile(join(dir, 'pt-BR', 'default.json'), '{"home":"Início"}');
    const response = await sandbox.app.inject({ method: 'GET', url: '/locales/pt-BR/default.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ home: 'Início' });
  });

  it('answers 404 JSON for an unknown language', async () => {
    for (const lang of ['xx', '..', 'EN', 'pt-br', 'pt-BR-x', 'pt_BR', 'es-CL']) {
      const response = await sandbox.app.inject({ method: 'GET', url: `/locales/${lang}/default.json` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('serves the seeded file of every language the markets show (issue 18 point 4)', async () => {
    const seeded = await createTestSandbox();
    for (const lang of TRANSLATION_LANGUAGES) {
      const response = await seeded.app.inject({ method: 'GET', url: `/locales/${lang}/default.json` });
      expect([lang, response.statusCode]).toEqual([lang, 200]);
    }
    await seeded.close();
  });
});
