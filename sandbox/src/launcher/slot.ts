import { hashOf } from '../lib/hash';

/** The symbols of the stand-in slot and what three of a kind pay, times the stake. */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const SLOT_PAYS: Record<SlotSymbol, number> = { cherry: 2, lemon: 3, bell: 5, star: 10, seven: 25 };
/** The stakes the launcher offers, in minor units (0.10, 0.50, 1.00, 5.00). */
export const SLOT_STAKES = [10, 50, 100, 500] as const;
/** How often an unforced spin wins. */
export const SLOT_WIN_CHANCE = 0.3;

export type SlotOutcome = 'win' | 'loss';

export interface SpinResult {
  outcome: SlotOutcome;
  reels: [SlotSymbol, SlotSymbol, SlotSymbol];
  /** What the spin pays, in minor units (0 for a loss). */
  win: number;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

/**
 * The stand-in slot's outcomes. Every spin gets its own generator, seeded from the game id and the
 * spin's number, so a run is repeatable; `force` queues outcomes that the next spins take first
 * (`POST /__sandbox/launcher/next-outcomes`).
 */
export class SlotMachine {
  private forced: SlotOutcome[] = [];
  private spins = 0;

  force(outcomes: readonly SlotOutcome[]): SlotOutcome[] {
    this.forced.push(...outcomes);
    return [...this.forced];
  }

  get queued(): SlotOutcome[] {
    return [...this.forced];
  }

  reset(): void {
    this.forced = [];
    this.spins = 0;
  }

  /** One spin at `stake` (minor units). */
  spin(gameId: string, stake: number): SpinResult {
    this.spins += 1;
    const random = seededRandom(hashOf(`${gameId}:${this.spins}`));
    const outcome = this.forced.shift() ?? (random() < SLOT_WIN_CHANCE ? 'win' : 'loss');
    const pick = (): SlotSymbol => SLOT_SYMBOLS[Math.floor(random() * SLOT_SYMBOLS.length)] as SlotSymbol;
    if (outcome === 'win') {
      const symbol = pick();
      return { outcome, reels: [symbol, symbol, symbol], win: stake * SLOT_PAYS[symbol] };
    }
    const first = pick();
    const second = pick();
    let third = pick();
    // A loss never shows three of a kind.
    if (first === second && third === first) third = SLOT_SYMBOLS[(SLOT_SYMBOLS.indexOf(first) + 1) % SLOT_SYMBOLS.length] as SlotSymbol;
    return { outcome, reels: [first, second, third], win: 0 };
  }
}
