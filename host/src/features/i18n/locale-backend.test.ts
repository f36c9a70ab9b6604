import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { TEXTS_WAIT_MS } from '@casino/shared/parcel';
import { createLocaleBackend, fallbackTexts, fetchLocaleText, type LocaleBackendOptions } from './locale-backend';

const ok = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;
const fail = (status: number) => ({ ok: false, status, json: async () => ({}) }) as Response;

/** The English the platform serves: the sandbox's seed, which the fallback must be. */
const ENGLISH = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../sandbox/seed-data/locales/en/default.json'), 'utf8')) as { nav: { label: string } };

/** A wait that ends only when the test says (`release`), so a test sees what happens before any retry. */
function heldSleep() {
  const waiting: Array<() => void> = [];
  return {
    sleep: () => new Promise<void>((resolve) => void waiting.push(resolve)),
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
    waits: () => waiting.length,
  };
}

/** An i18next instance reading `default` through the backend, as the host's (without React). */
async function hostTexts(language: string, options: Omit<LocaleBackendOptions, 'baseUrl'>) {
  const i18n = i18next.createInstance();
  await i18n.use(createLocaleBackend({ baseUrl: 'http://p', ...options }, i18n)).init({ lng: language, fallbackLng: 'en', ns: ['default'], defaultNS: 'default' });
  return i18n;
}

describe('locale text (spec 000 §7, §9)', () => {
  it('reads /locales/{lang}/default.json', async () => {
    const fetchMock = jest.fn().mockResolvedValue(ok({ header: { login: 'Kirjaudu' } }));
    await expect(fetchLocaleText('fi', { baseUrl: 'http://p', fetch: fetchMock, sleep: async () => undefined })).resolves.toEqual({
      header: { login: 'Kirjaudu' },
    });
    expect(fetchMock).toHaveBeenCalledWith('http://p/locales/fi/default.json');
  });

  it('takes the response the entry chunk started for the same file, and fetches when it failed (issue 19)', async () => {
    const fetchMock = jest.fn().mockResolvedValue(ok({ header: { login: 'Kirjaudu' } }));
    const early = jest.fn((url: string) => (url === 'http://p/locales/fi/default.json' ? Promise.resolve(ok({ header: { login: 'Early' } })) : null));
    await expect(fetchLocaleText('fi', { baseUrl: 'http://p', fetch: fetchMock, sleep: async () => undefined, earlyResponse: early })).resolves.toEqual({
      header: { login: 'Early' },
    });
    expect(fetchMock).not.toHaveBeenCalled();

    const failed = () => Promise.resolve(fail(503));
    await expect(fetchLocaleText('fi', { baseUrl: 'http://p', fetch: fetchMock, sleep: async () => undefined, earlyResponse: failed })).resolves.toEqual({
      header: { login: 'Kirjaudu' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries up to 3 times at 2000 ms × attempt', async () => {
    const waits: number[] = [];
    const fetchMock = jest.fn().mockResolvedValueOnce(fail(503)).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(fail(500)).mockResolvedValueOnce(ok({ a: 1 }));
    const failed: unknown[] = [];
    const result = await fetchLocaleText('en', { baseUrl: 'http://p', fetch: fetchMock, sleep: async (ms) => void waits.push(ms), onAttemptFailed: (error) => void failed.push(error) });
    expect(result).toEqual({ a: 1 });
    expect(waits).toEqual([2000, 4000, 6000]);
    expect(failed.map(String)).toEqual(['Error: Locale text for en: HTTP 503', 'Error: offline', 'Error: Locale text for en: HTTP 500']);
  });

  it('gives up after the third retry with the last error', async () => {
    const fetchMock = jest.fn().mockResolvedValue(fail(404));
    await expect(fetchLocaleText('xx', { baseUrl: 'http://p', fetch: fetchMock, sleep: async () => undefined })).rejects.toThrow('Locale text for xx: HTTP 404');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('the texts when their file cannot be had (issue 21 point 4)', () => {
  it('falls back to the English the platform serves for English, and to nothing of its own for another language', async () => {
    await expect(fallbackTexts('en')).resolves.toEqual(ENGLISH);
    await expect(fallbackTexts('fi')).resolves.toEqual({});
  });

  it.each([401, 403, 500])('reads English at the first %s, before any retry, and keeps retrying', async (status) => {
    const held = heldSleep();
    const fetchMock = jest.fn().mockResolvedValue(fail(status));
    const i18n = await hostTexts('en', { fetch: fetchMock, sleep: held.sleep });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(i18n.t('nav.label')).toBe(ENGLISH.nav.label);
    expect(held.waits()).toBe(1);
  });

  it('reads English at once when the request fails outright (a time-out, no network)', async () => {
    const held = heldSleep();
    const i18n = await hostTexts('en', { fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')), sleep: held.sleep });
    expect(i18n.t('nav.label')).toBe(ENGLISH.nav.label);
  });

  it('shows the real texts when a retry brings them', async () => {
    const held = heldSleep();
    const fetchMock = jest.fn().mockResolvedValueOnce(fail(500)).mockResolvedValueOnce(ok({ nav: { label: 'Sections' } }));
    const i18n = await hostTexts('en', { fetch: fetchMock, sleep: held.sleep });
    const added = jest.fn();
    i18n.store.on('added', added);
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.t('nav.label')).toBe('Sections');
    expect(added).toHaveBeenCalledWith('en', 'default', expect.anything());
  });

  it('reads English in a market whose own file fails, then its language when a retry brings it', async () => {
    const held = heldSleep();
    let finnish = false;
    const fetchMock = jest.fn(async (url: string) => (url.includes('/en/') ? ok(ENGLISH) : finnish ? ok({ nav: { label: 'Pelialueet' } }) : fail(500)));
    const i18n = await hostTexts('fi', { fetch: fetchMock as unknown as typeof fetch, sleep: held.sleep });
    expect(i18n.t('nav.label')).toBe(ENGLISH.nav.label);
    finnish = true;
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.t('nav.label')).toBe('Pelialueet');
  });

  it('reads English after TEXTS_WAIT_MS when the request stalls', async () => {
    jest.useFakeTimers();
    try {
      let settled = false;
      const loading = hostTexts('en', { fetch: () => new Promise<Response>(() => undefined) }).then((i18n) => {
        settled = true;
        return i18n;
      });
      await jest.advanceTimersByTimeAsync(TEXTS_WAIT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect((await loading).t('nav.label')).toBe(ENGLISH.nav.label);
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers at the first failure and, when every retry has failed too, only says so', async () => {
    const read = jest.fn();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = createLocaleBackend({ baseUrl: 'http://p', fetch: jest.fn().mockResolvedValue(fail(500)), sleep: async () => undefined }, i18next.createInstance());
    backend.read('fi', 'default', read);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(null, {});
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('texts in fi could not be loaded'), expect.any(Error));
  });
});
