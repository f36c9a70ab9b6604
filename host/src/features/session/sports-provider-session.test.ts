import { createTestPlatform } from '@casino/shared/testing';
import { SPORTS_PROVIDER_SESSION_COOKIE } from '@casino/shared/wire';
import { endSportsProviderSession } from './sports-provider-session';

const cookieNames = () => document.cookie.split(';').map((part) => part.trim().split('=')[0]).filter(Boolean);

describe('endSportsProviderSession (spec 000 §7 storage, spec 001 §7 unregister)', () => {
  afterEach(() => {
    document.cookie = `${SPORTS_PROVIDER_SESSION_COOKIE}=; Max-Age=0; Path=/`;
    document.cookie = 'other=; Max-Age=0; Path=/';
  });

  it('unregisters the session of the cookie with the widget provider and removes the cookie, and only that one', async () => {
    const bodies: unknown[] = [];
    const platform = createTestPlatform({
      http: {
        'POST /sportsbook/widget/unregister': (config: { data?: unknown }) => {
          bodies.push(JSON.parse(String(config.data)));
          return { unregistered: true };
        },
      },
    });
    document.cookie = `${SPORTS_PROVIDER_SESSION_COOKIE}=sps-standard-1; Path=/`;
    document.cookie = 'other=kept; Path=/';
    await endSportsProviderSession(platform.http);
    expect(bodies).toEqual([{ sessionId: 'sps-standard-1' }]);
    expect(cookieNames()).toEqual(['other']);
  });

  it('sends nothing without the cookie', async () => {
    const platform = createTestPlatform({ http: {} });
    const post = jest.spyOn(platform.http, 'post');
    await endSportsProviderSession(platform.http);
    expect(post).not.toHaveBeenCalled();
  });

  it('removes the cookie even when the provider cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const platform = createTestPlatform({ http: { 'POST /sportsbook/widget/unregister': { status: 503, data: { error: 'Unavailable' } } } });
    document.cookie = `${SPORTS_PROVIDER_SESSION_COOKIE}=sps-standard-2; Path=/`;
    await endSportsProviderSession(platform.http);
    expect(cookieNames()).not.toContain(SPORTS_PROVIDER_SESSION_COOKIE);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
