import { fetchLocaleText } from './locale-backend';

const ok = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;
const fail = (status: number) => ({ ok: false, status, json: async () => ({}) }) as Response;

describe('locale text (spec 000 §7, §9)', () => {
  it('reads /locales/{lang}/default.json', async () => {
    const fetchMock = jest.fn().mockResolvedValue(ok({ header: { login: 'Kirjaudu' } }));
    await expect(fetchLocaleText('fi', { baseUrl: 'http://p', fetch: fetchMock, sleep: async () => undefined })).resolves.toEqual({
      header: { login: 'Kirjaudu' },
    });
    expect(fetchMock).toHaveBeenCalledWith('http://p/locales/fi/default.json');
  });

  it('retries up to 3 times at 2000 ms × attempt', async () => {
    const waits: number[] = [];
    const fetchMock = jest.fn().mockResolvedValueOnce(fail(503)).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(fail(500)).mockResolvedValueOnce(ok({ a: 1 }));
    const result = await fetchLocaleText('en', { baseUrl: 'http://p', fetch: fetchMock, sleep: async (ms) => void waits.push(ms) });
    expect(result).toEqual({ a: 1 });
    expect(waits).toEqual([2000, 4000, 6000]);
  });

  it('gives up after the third retry with the last error', async () => {
    const fetchMock = jest.fn().mockResolvedValue(fail(404));
    await expect(fetchLocaleText('xx', { baseUrl: 'http://p', fetch: fetchMock, sleep: async () => undefined })).rejects.toThrow('Locale text for xx: HTTP 404');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
