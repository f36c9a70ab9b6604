import { isTrustedGameOrigin, parseGameFrameMessage } from './game-origins';

const origins = { launcher: 'https://launcher.test', staging: 'https://staging-launcher.test' };

describe('game frame origins', () => {
  it('accepts the launcher and the staging origin exactly', () => {
    expect(isTrustedGameOrigin('https://launcher.test', origins)).toBe(true);
    expect(isTrustedGameOrigin('https://staging-launcher.test', origins)).toBe(true);
  });

  it('refuses look-alikes, other schemes and ports, opaque origins and unknown origins', () => {
    for (const origin of ['https://launcher.test.evil', 'https://evil.test', 'http://launcher.test', 'https://launcher.test:8443', 'https://LAUNCHER.test/', 'null', '']) {
      expect([origin, isTrustedGameOrigin(origin, origins)]).toEqual([origin, false]);
    }
    expect(isTrustedGameOrigin('https://launcher.test', null)).toBe(false);
    expect(isTrustedGameOrigin('', { launcher: '', staging: '' })).toBe(false);
  });

  it('reads the launcher messages and ignores anything else', () => {
    expect(parseGameFrameMessage({ type: 'ping' })).toEqual({ type: 'ping' });
    expect(parseGameFrameMessage({ type: 'balanceUpdate', balance: 5, currency: 'EUR' })).toMatchObject({ type: 'balanceUpdate' });
    expect(parseGameFrameMessage({ type: 'steal' })).toBeNull();
    expect(parseGameFrameMessage('ping')).toBeNull();
  });
});
