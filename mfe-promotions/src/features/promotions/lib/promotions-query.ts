import { PAGE_SIZE } from '@casino/shared/platform';
import type { DepositCountGroup } from '@casino/shared/wire';

/** Who is looking: what decides which promotions they may see (spec 000 §5, spec 001 §6). */
export interface Viewer {
  authorized: boolean;
  /** The logged-in player's id, for promotions limited to a list of players. */
  playerId: string | null;
  /** The logged-in player's deposit-count group, once the transaction summary is known. */
  depositGroup: DepositCountGroup | null;
}

/** Which promotions a list shows: all, one category's, or one category's with a tag. */
export interface PromotionFilter {
  category?: string;
  tag?: string;
}

/** The fields a promotion card needs. */
export const CARD_FIELDS = '{ _id, slug, title, category, tags, summary, image, startDate, endDate }';
/** The fields a promotion's own page needs. */
export const PAGE_FIELDS = '{ _id, slug, title, category, tags, summary, body, terms, image, startDate, endDate, ctaLabel, ctaUrl }';

/**
 * The GROQ conditions every promotion query shares.
 *
 * - Market: no markets listed means every market, else the viewer's market must be listed.
 * - Visibility (spec 000 §5): `both` or `not-authorized` for an anonymous visitor, `both` or
 *   `authorized` for a logged-in player.
 * - Audience (spec 000 §5): an anonymous visitor sees only promotions with no audience limit. A
 *   logged-in player also sees those whose players list names them; a promotion limited to
 *   deposit-count groups shows when the player's group (from the transaction summary) is listed; while the
 *   group is unknown, group-limited promotions stay hidden (spec: "anything else is hidden").
 */
export function visibleTo(viewer: Viewer): string {
  const noLimit = '(!defined(targetAudience) || targetAudience.targetAudienceOption == "none")';
  const conditions = ['_type == "promotion"', '(count(markets) == 0 || $market in markets)'];
  if (viewer.authorized) {
    conditions.push('visibility in ["both", "authorized"]');
    const audiences = [noLimit, '(targetAudience.targetAudienceOption == "players" && $playerId in targetAudience.targetPlayersIds)'];
    if (viewer.depositGroup) audiences.push('(targetAudience.targetAudienceOption == "groups" && $depositGroup in targetAudience.targetGroups)');
    conditions.push(`(${audiences.join(' || ')})`);
  } else {
    conditions.push('visibility in ["both", "not-authorized"]');
    conditions.push(noLimit);
  }
  return conditions.join(' && ');
}

/** The promotions a list page shows, one extra fetched to tell whether there is a next page. */
export const PROMOTIONS_PAGE = PAGE_SIZE.promotions;

/**
 * The GROQ query of one page of a promotion list, newest start first. `start` is the index of the
 * page's first promotion; the slice asks for `PROMOTIONS_PAGE + 1` (spec 000 §9: one extra to detect more).
 * Parameters: `$market`, `$playerId` and `$depositGroup` (logged in), `$category` and `$tag` when filtered.
 */
export function promotionsQuery(viewer: Viewer, filter: PromotionFilter, start: number): string {
  const conditions = [visibleTo(viewer)];
  if (filter.category) conditions.push('category == $category');
  if (filter.tag) conditions.push('$tag in tags[].slug');
  const from = Math.max(0, Math.floor(start));
  const to = from + PROMOTIONS_PAGE + PAGE_SIZE.extra;
  return `*[${conditions.join(' && ')}] | order(startDate desc) [${from}...${to}] ${CARD_FIELDS}`;
}

/** The GROQ query of one promotion by slug, or null when the viewer may not see it. Parameter `$slug`. */
export function promotionQuery(viewer: Viewer): string {
  return `*[${visibleTo(viewer)} && slug == $slug][0] ${PAGE_FIELDS}`;
}

/** The GROQ query of the promotion categories, in menu order. */
export const PROMOTION_CATEGORIES_QUERY = '*[_type == "promotionCategory"] | order(order asc) { _id, slug, title }';

/** The parameters a query of `viewer` and `filter` binds. */
export function queryParams(market: string, viewer: Viewer, filter: PromotionFilter = {}): Record<string, string> {
  const params: Record<string, string> = { market };
  if (viewer.authorized) params.playerId = viewer.playerId ?? '';
  if (viewer.authorized && viewer.depositGroup) params.depositGroup = viewer.depositGroup;
  if (filter.category) params.category = filter.category;
  if (filter.tag) params.tag = filter.tag;
  return params;
}
