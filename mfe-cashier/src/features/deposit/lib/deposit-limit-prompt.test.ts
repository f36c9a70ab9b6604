import { MARKETS } from '@casino/shared/market';
import type { Limits } from '@casino/shared/wire';
import { mayPromptDepositLimit, playerMarketOf, shouldPromptDepositLimit } from './deposit-limit-prompt';
import { promptDeclined, rememberPromptDeclined } from './prompt-declined';

const period = (value: number | null, pendingValue: number | null = null) => ({
  value,
  used: 0,
  remaining: value,
  resetAt: '2026-03-11T00:00:00.000Z',
  pendingValue,
  pendingDelete: false,
  pendingLimitActiveFrom: pendingValue ? '2026-03-11T12:00:00.000Z' : null,
  locked: pendingValue !== null,
  startedAt: null,
  updatedAt: null,
});
const limitsOf = (d: number | null, w: number | null = null, m: number | null = null, pending: number | null = null): Limits => ({
  type: 'deposit',
  unit: 'MINOR',
  currency: 'GBP',
  timeZone: 'Europe/London',
  coolingHours: 24,
  limits: [
    { period: 'D', ...period(d, pending) },
    { period: 'W', ...period(w) },
    { period: 'M', ...period(m) },
  ],
});
const none = limitsOf(null);

describe('the deposit-limit prompt (issue 16 §5, UK)', () => {
  it.each(MARKETS.map((market) => [market.id, market.id === 'UK'] as const))('market %s prompts before a first deposit: %s', (market, prompts) => {
    expect(mayPromptDepositLimit(market, null)).toBe(prompts);
    expect(shouldPromptDepositLimit({ market, firstDepositDate: null, limits: none, declined: false })).toBe(prompts);
  });

  it('asks a UK player only with no deposit, no limit (set or waiting) and no "Not now" yet', () => {
    const facts = { market: 'UK', firstDepositDate: null, limits: none, declined: false };
    expect(shouldPromptDepositLimit(facts)).toBe(true);
    expect(shouldPromptDepositLimit({ ...facts, firstDepositDate: '2026-01-20' })).toBe(false);
    expect(shouldPromptDepositLimit({ ...facts, limits: limitsOf(null, 50_00) })).toBe(false);
    expect(shouldPromptDepositLimit({ ...facts, limits: limitsOf(null, null, null, 20_00) })).toBe(false);
    expect(shouldPromptDepositLimit({ ...facts, limits: undefined })).toBe(false);
    expect(shouldPromptDepositLimit({ ...facts, declined: true })).toBe(false);
  });

  it('takes the player’s market from the profile’s country (GB → UK), else the page’s', () => {
    expect(playerMarketOf('GB', 'UN')).toBe('UK');
    expect(playerMarketOf('MT', 'UK')).toBe('UN');
    expect(playerMarketOf(undefined, 'UK')).toBe('UK');
  });

  it('remembers "Not now" per player for the tab', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    expect(promptDeclined('p1', storage)).toBe(false);
    rememberPromptDeclined('p1', storage);
    expect(promptDeclined('p1', storage)).toBe(true);
    expect(promptDeclined('p2', storage)).toBe(false);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(promptDeclined('p1', broken)).toBe(false);
    expect(() => rememberPromptDeclined('p1', broken)).not.toThrow();
  });
});
