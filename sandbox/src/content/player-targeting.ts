/** An object the content names players for: `targetAudience: { targetAudienceOption: 'players', targetPlayersIds }`. */
function playersOf(value: object): string[] | null {
  const audience = (value as { targetAudience?: unknown }).targetAudience;
  if (typeof audience !== 'object' || audience === null) return null;
  const { targetAudienceOption, targetPlayersIds } = audience as { targetAudienceOption?: unknown; targetPlayersIds?: unknown };
  if (targetAudienceOption !== 'players') return null;
  return Array.isArray(targetPlayersIds) ? targetPlayersIds.filter((id): id is string => typeof id === 'string') : [];
}

/** Answers already known to name no players (big game lists), so they are walked once. */
const targetsNobody = new WeakSet<object>();

/** Whether a query's answer holds any object targeted at named players (walked once per answer object). */
function namesPlayers(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || targetsNobody.has(value)) return false;
  const found = playersOf(value) !== null || (Array.isArray(value) ? value : Object.values(value)).some(namesPlayers);
  if (!found) targetsNobody.add(value);
  return found;
}

/** `value` with `viewer`'s view of player targeting applied (see `forViewer`); shares what it does not change. */
function applied(value: unknown, playerId: string | null): unknown {
  if (typeof value !== 'object' || value === null || targetsNobody.has(value)) return value;
  if (Array.isArray(value)) {
    return value.filter((element) => !isHiddenFrom(element, playerId)).map((element) => applied(element, playerId));
  }
  const players = playersOf(value);
  const entries = Object.entries(value).map(([key, field]) => [key, applied(field, playerId)] as const);
  const copy = Object.fromEntries(entries) as Record<string, unknown>;
  if (players !== null) copy.targetAudience = { ...(copy.targetAudience as object), targetPlayersIds: playerId ? [playerId] : [] };
  return copy;
}

function isHiddenFrom(value: unknown, playerId: string | null): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const players = playersOf(value);
  return players !== null && (playerId === null || !players.includes(playerId));
}

/**
 * A content answer as one caller may see it (issue 21 point 8): content targeted at named players
 * (`targetAudience.targetAudienceOption: 'players'`, spec 000 §5) is left out, from lists and as a single
 * answer (null), unless the caller is one of them; and for that caller its `targetPlayersIds` name only them,
 * so no answer ever lists other players' ids. Group and visibility rules are not secrets and stay for the
 * site to apply (`audienceAllows`), as do dates. Answers that target nobody are returned as they are.
 *
 * @param playerId the caller's player id, from their access token; null for a visitor.
 */
export function forViewer(result: unknown, playerId: string | null): unknown {
  if (!namesPlayers(result)) return result;
  return isHiddenFrom(result, playerId) ? null : applied(result, playerId);
}
