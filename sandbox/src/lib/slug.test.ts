import { hashOf, unitOf } from './hash';
import { slugOf } from './slug';

describe('slugOf', () => {
  it.each([
    ["Gonzo's Treasure Hunt", 'gonzos-treasure-hunt'],
    ["Play'n GO", 'playn-go'],
    ['Rich Wilde and the Tome of Madness', 'rich-wilde-and-the-tome-of-madness'],
    ['Auto-Roulette VIP', 'auto-roulette-vip'],
    ['Brighton & Hove Albion FC', 'brighton-and-hove-albion-fc'],
    ['Atlético Madrid', 'atletico-madrid'],
  ])('%s → %s', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });
});

describe('hashOf', () => {
  it('is deterministic and spreads', () => {
    expect(hashOf('book-of-dead')).toBe(hashOf('book-of-dead'));
    expect(hashOf('a')).not.toBe(hashOf('b'));
    expect(unitOf('x')).toBeGreaterThanOrEqual(0);
    expect(unitOf('x')).toBeLessThan(1);
  });
});
