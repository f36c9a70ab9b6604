import { createTestPlatform } from '@casino/shared/testing';
import type { AxiosInstance } from 'axios';
import { ShellStore } from '../../lib/shell-store';
import { watchPlatformFacts } from './platform-facts';

const loggedIn = { status: 'Resolved', authorized: true, claims: null } as const;

function start() {
  const calls: string[] = [];
  const count = (answer: unknown) => (config: { method?: string; url?: string }) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    return answer;
  };
  const platform = createTestPlatform({
    http: {
      'GET /platform/status': count({ maintenance: false }),
      'GET /platform/features': count({ sportsbookEnabled: true }),
      'GET /player/access/context': count({ restricted: false }),
      'GET /player/terms/current': count({ version: '2026-01-01' }),
      'GET /bonus/bonus-code/manual-claim/available': count({ isAvailable: true }),
    },
    state: { session: { status: 'Pending', authorized: false, claims: null } },
  });
  const shell = new ShellStore();
  const subscription = watchPlatformFacts(platform.http as AxiosInstance, platform.bus, shell);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { platform, shell, calls, subscription, settle };
}

describe('watchPlatformFacts (spec 000 §2 guards 1, 2, 4, 7)', () => {
  it('reads the access context once for a stored session that turns out logged in, not at start as well', async () => {
    const { platform, shell, calls, subscription, settle } = start();
    await settle();
    expect(calls.filter((call) => call.endsWith('/player/access/context'))).toEqual([]);
    platform.bus.set('session', { status: 'Requested', authorized: false, claims: null });
    platform.bus.set('session', loggedIn);
    expect(shell.get().manualClaimAllowed).toBeNull();
    await settle();
    expect(calls.filter((call) => call.endsWith('/player/access/context'))).toHaveLength(1);
    expect(shell.get().manualClaimAllowed).toBe(true);
    expect(shell.get().currentTermsVersion).toBe('2026-01-01');
    subscription.unsubscribe();
  });

  it('reads it again when the player logs out, and forgets what only a player has', async () => {
    const { platform, shell, calls, subscription, settle } = start();
    platform.bus.set('session', loggedIn);
    await settle();
    platform.bus.set('session', { status: 'Resolved', authorized: false, claims: null });
    await settle();
    expect(calls.filter((call) => call.endsWith('/player/access/context'))).toHaveLength(2);
    expect(shell.get()).toMatchObject({ manualClaimAllowed: false, currentTermsVersion: null, restricted: false });
    subscription.unsubscribe();
  });
});
