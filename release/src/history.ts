/**
 * The release history (ARCHITECTURE §6): one JSON line per change in `<cdn>/history.jsonl`,
 * append-only, and what the CLI reads from it: the change in words, and the pins a market went
 * through, which `rollback` walks back.
 */

/**
 * What a change did. `promote` copies another market's pins (or makes a canary the pin); `rollback`
 * goes back through the pins; `canary` starts or changes a canary and `abort` ends one, neither
 * changing a pin.
 */
export type HistoryAction = 'publish' | 'pin' | 'unpin' | 'promote' | 'rollback' | 'canary' | 'abort';

/** One recorded change. */
export interface HistoryEntry {
  /** ISO 8601. */
  time: string;
  who: string;
  action: HistoryAction;
  /** A market id of spec 000 §3, `default`, or null for a publish. */
  market: string | null;
  remote: string;
  /** The version before the change; null when the market followed the default (or for a publish). */
  from: string | null;
  /** The version after it; null when the market follows the default again. */
  to: string | null;
  /** Why, in words: `promoted from FI`, a release manager's `--reason`, an automatic rollback's cause. */
  reason?: string;
}

const LEGACY_DEFAULT = /^\(default .*\)$/;

/**
 * An entry as written by any version of the CLI. Before 2026-11-27 a rollback to the default wrote
 * `to: "(default 1.0.0)"`; it means "follows the default", which is `to: null` now.
 */
export function normaliseEntry(entry: HistoryEntry): HistoryEntry {
  return typeof entry.to === 'string' && LEGACY_DEFAULT.test(entry.to) ? { ...entry, to: null } : entry;
}

const where = (market: string | null) => (market === 'default' ? 'in the default' : `in ${market}`);
const versionOrDefault = (version: string | null) => version ?? 'the default';

/**
 * A change in words, e.g. `mfe-casino 1.1.0 → 1.0.3 in DE by alice (rollback)` or
 * `mfe-casino 1.2.0 published by ci`. A market that follows the default shows as "the default";
 * without `who` (a planned change) there is no "by".
 */
export function describeChange(entry: Pick<HistoryEntry, 'action' | 'market' | 'remote' | 'from' | 'to' | 'reason'> & { who?: string }): string {
  const by = entry.who ? ` by ${entry.who}` : '';
  if (entry.action === 'publish') return `${entry.remote} ${entry.to} published${by}`;
  const why = [entry.action === 'pin' ? null : entry.action, entry.reason].filter(Boolean).join(': ');
  return `${entry.remote} ${versionOrDefault(entry.from)} → ${versionOrDefault(entry.to)} ${where(entry.market)}${by}${why ? ` (${why})` : ''}`;
}

/** `2026-11-27 09:14` of an ISO time, in UTC. */
export function minuteOf(time: string): string {
  return time.replace('T', ' ').slice(0, 16);
}

/** The actions that change a market's pin (a canary leaves the pin as it is). */
const PIN_ACTIONS: ReadonlySet<HistoryAction> = new Set(['pin', 'unpin', 'promote', 'rollback']);

/**
 * The pins a market's remote went through, oldest first, as a stack: a pin, unpin or promote
 * pushes its version, a rollback goes back down to the version it returned to. So the pin to go
 * back to is always the one below the top, and a second rollback goes one step further instead of
 * returning to the version the first one left. `null` stands for "follows the default". A market
 * never changed has an empty stack.
 *
 * @param current the market's pin now (null: follows the default); when the history does not end
 *   there (a manifest edited by hand), it is put on top.
 */
export function pinStack(history: readonly HistoryEntry[], market: string, remote: string, current: string | null): (string | null)[] {
  const stack: (string | null)[] = [];
  for (const entry of history) {
    if (!PIN_ACTIONS.has(entry.action) || entry.market !== market || entry.remote !== remote) continue;
    if (stack.length === 0) stack.push(entry.from);
    if (entry.action === 'rollback') {
      const below = stack.slice(0, -1).lastIndexOf(entry.to);
      if (below >= 0) stack.length = below + 1;
      else stack.push(entry.to);
    } else if (stack.at(-1) !== entry.to) {
      stack.push(entry.to);
    }
  }
  if (stack.length > 0 && stack.at(-1) !== current) stack.push(current);
  return stack;
}
