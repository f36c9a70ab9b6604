import type { ContentVisibility, DepositCountGroup } from '../constants/enums';
import type { TargetAudience } from './content-types';

/**
 * Who is looking at a piece of content (spec 000 §5, spec 001 §6): whether they are logged in, the
 * player's id and deposit count (`GET /player/transaction-summary` `totalDepositsCount`; null while
 * unknown or for a visitor).
 */
export interface ContentViewer {
  authorized: boolean;
  playerId: string | null;
  totalDepositsCount: number | null;
}

/** The fields of a banner, promotion or content box the audience rules read; each may be missing. */
export interface AudienceLimited {
  visibility?: ContentVisibility | string | null;
  targetAudience?: Partial<TargetAudience> | { targetAudienceOption?: string | null } | null;
  /** ISO 8601 instants: shown from `startDate` (inclusive) until `endDate` (exclusive). */
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * spec 000 §5: the audience group of a deposit count: 0 → `DEPOSIT_COUNT_0`, exactly 1 →
 * `DEPOSIT_COUNT_1`, more → `DEPOSIT_COUNT_MORE_THAN_1`; null when unknown (null, negative, not a whole number).
 */
export function depositCountGroupOf(totalDepositsCount: number | null | undefined): DepositCountGroup | null {
  if (typeof totalDepositsCount !== 'number' || !Number.isInteger(totalDepositsCount) || totalDepositsCount < 0) return null;
  if (totalDepositsCount === 0) return 'DEPOSIT_COUNT_0';
  if (totalDepositsCount === 1) return 'DEPOSIT_COUNT_1';
  return 'DEPOSIT_COUNT_MORE_THAN_1';
}

function instant(value: string | null | undefined): number | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? 'invalid' : time;
}

/**
 * Whether `viewer` may see `item` at `now` (spec 000 §5 "Content boxes and banners", spec 001 §6
 * "Promotion and content visibility"). All must hold:
 *
 * - **Dates**: not before `startDate`, not from `endDate` on (a missing date does not limit; an
 *   unreadable one hides the item).
 * - **Visibility**: `both` or missing for everyone, `authorized` for a logged-in player only,
 *   `not-authorized` for a visitor only; any other value hides the item.
 * - **Audience**: no `targetAudience`, or option `none` (or missing): everyone. `groups`: a logged-in
 *   player whose deposit count is known and whose group (`depositCountGroupOf`) is in `targetGroups`.
 *   `players`: a logged-in player whose id is in `targetPlayersIds`. Anything else is hidden.
 *
 * Pure: the same arguments always give the same answer. Throws nothing; malformed content is hidden.
 */
export function audienceAllows(item: AudienceLimited, viewer: ContentViewer, now: Date): boolean {
  const time = now.getTime();
  const start = instant(item.startDate);
  const end = instant(item.endDate);
  if (start === 'invalid' || end === 'invalid') return false;
  if (start !== null && time < start) return false;
  if (end !== null && time >= end) return false;

  const visibility = item.visibility ?? 'both';
  if (visibility === 'authorized' && !viewer.authorized) return false;
  if (visibility === 'not-authorized' && viewer.authorized) return false;
  if (visibility !== 'both' && visibility !== 'authorized' && visibility !== 'not-authorized') return false;

  const audience = item.targetAudience;
  const option = audience?.targetAudienceOption ?? 'none';
  if (option === 'none') return true;
  if (!viewer.authorized || !audience) return false;
  if (option === 'groups') {
    const group = depositCountGroupOf(viewer.totalDepositsCount);
    const groups = 'targetGroups' in audience && Array.isArray(audience.targetGroups) ? audience.targetGroups : [];
    return group !== null && groups.includes(group);
  }
  if (option === 'players') {
    const players = 'targetPlayersIds' in audience && Array.isArray(audience.targetPlayersIds) ? audience.targetPlayersIds : [];
    return viewer.playerId !== null && viewer.playerId !== '' && players.includes(viewer.playerId);
  }
  return false;
}
