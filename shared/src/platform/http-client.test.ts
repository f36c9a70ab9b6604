import type { AxiosAdapter } from 'axios';
import { PlatformError } from '../http/platform-error';
import { createHttpClient, SITE_CONTEXT_HEADER } from './http-client';

const answer = (status: number, data: unknown): AxiosAdapter => async (config) => {
  const response = { status, statusText: '', data, headers: {}, config };
  if (status >= 400) {
    const { AxiosError } = await import('axios');
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  }
  return response;
};

describe('http client (spec 001 §7, §8)', () => {
  it('sends the site context with siteId 1 for anonymous calls and a timeout of 120000 ms', async () => {
    const http = createHttpClient({ baseURL: 'http://platform' });
    let seen: Record<string, unknown> = {};
    http.defaults.adapter = async (config) => {
      seen = { header: config.headers.get(SITE_CONTEXT_HEADER), auth: config.headers.get('Authorization'), timeout: config.timeout };
      return { status: 200, statusText: 'OK', data: {}, headers: {}, config };
    };
    await http.get('/player/access/context');
    expect(seen).toEqual({ header: '{"siteId":1}', auth: undefined, timeout: 120000 });
  });

  it('sends the identity token when logged in', async () => {
    const http = createHttpClient({ baseURL: 'http://platform', getToken: () => 'abc' });
    let auth: unknown;
    http.defaults.adapter = async (config) => {
      auth = config.headers.get('Authorization');
      return { status: 200, statusText: 'OK', data: {}, headers: {}, config };
    };
    await http.get('/player/wallet');
    expect(auth).toBe('Bearer abc');
  });

  it('sends the token and the site context to the platform only, never to an absolute URL on another origin (issue 21 point 8)', async () => {
    const http = createHttpClient({ baseURL: 'http://platform:4000/api', getToken: () => 'abc' });
    const seen: Array<[string, unknown, unknown]> = [];
    http.defaults.adapter = async (config) => {
      seen.push([http.getUri(config), config.headers.get('Authorization'), config.headers.get(SITE_CONTEXT_HEADER)]);
      return { status: 200, statusText: 'OK', data: {}, headers: {}, config };
    };
    await http.get('/player/info');
    await http.get('http://platform:4000/wallet-bonus/balance');
    await http.get('https://provider.example/session');
    await http.get('//evil.example/steal');
    expect(seen).toEqual([
      ['http://platform:4000/api/player/info', 'Bearer abc', undefined],
      ['http://platform:4000/wallet-bonus/balance', 'Bearer abc', undefined],
      ['https://provider.example/session', undefined, undefined],
      ['//evil.example/steal', undefined, undefined],
    ]);
  });

  it('rejects with a normalised PlatformError', async () => {
    const http = createHttpClient({ baseURL: 'http://platform' });
    http.defaults.adapter = answer(500, { error: 'Internal Server Error', message: 'boom' });
    await expect(http.get('/x')).rejects.toEqual(expect.objectContaining({ kind: 'server', message: 'Internal Server Error: boom' }));
    await expect(http.get('/x')).rejects.toBeInstanceOf(PlatformError);
  });

  it('reports 401 and 403 on authorised calls, not on anonymous ones', async () => {
    const onUnauthorized = jest.fn();
    let token: string | null = 'abc';
    const http = createHttpClient({ baseURL: 'http://platform', getToken: () => token, onUnauthorized });
    http.defaults.adapter = answer(401, { message: 'Token expired' });
    await expect(http.get('/player/profile')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(401);
    token = null;
    await expect(http.get('/player/profile')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs out on a bare 403, not on a 403 that refuses one action with its code', async () => {
    const onUnauthorized = jest.fn();
    const http = createHttpClient({ baseURL: 'http://platform', getToken: () => 'abc', onUnauthorized });
    http.defaults.adapter = answer(403, { error: 'Forbidden', message: 'Your withdrawal limit for this period is reached', code: 'WITHDRAWAL_LIMIT_REACHED' });
    await expect(http.post('/player/wallet/withdrawal/request', {})).rejects.toMatchObject({ status: 403, code: 'WITHDRAWAL_LIMIT_REACHED' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    http.defaults.adapter = answer(403, { error: 'Forbidden', message: 'Access denied' });
    await expect(http.get('/player/profile')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).toHaveBeenCalledWith(403);
  });
});
