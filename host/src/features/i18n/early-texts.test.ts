import { localeTextsUrl, startTextsFetch, takeTextsResponse } from './early-texts';

describe('early texts (issue 19)', () => {
  it('hands the response it started to the first taker of the same URL, once', async () => {
    global.fetch = jest.fn(async () => ({ status: 200, statusText: 'OK', headers: new Headers({ 'content-type': 'application/json' }), text: async () => '{"nav":{"label":"Menu"}}' }) as Response);
    const url = localeTextsUrl('http://platform', 'pt-BR');
    expect(url).toBe('http://platform/locales/pt-BR/default.json');
    startTextsFetch(url);
    expect(takeTextsResponse(localeTextsUrl('http://platform', 'en'))).toBeNull();
    // Read already: the taker gets a response whose body is in memory, with the platform's status.
    const taken = await takeTextsResponse(url);
    expect(taken?.status).toBe(200);
    await expect(taken?.json()).resolves.toEqual({ nav: { label: 'Menu' } });
    expect(takeTextsResponse(url)).toBeNull();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});
