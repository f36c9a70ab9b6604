import { GameTileCaption, gamePlayPath } from '@casino/shared/game';
import { formatMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { focusRing, imageAddressOf, theme, useResponsiveImage } from '@casino/shared/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import type { Jackpot } from '../api/get-jackpots';
import { useMyGames, useToggleFavourite } from '../api/my-games';
import type { GameTileData } from '../lib/game-query';
import type { TileSpan } from '../lib/grid-layout';

/** The intrinsic size in CSS px of one grid cell's thumbnail; it only reserves the image's shape. */
const CELL_PX = 200;

export interface GameTileProps {
  game: GameTileData;
  span: TileSpan;
  /** The game's current jackpot, when it has one. */
  jackpot?: Jackpot;
  /**
   * When the thumbnail loads: `lazy` (default) near the viewport; `first-screen` at once with high
   * fetch priority (above the fold); `now` at once with normal priority, for a virtualised grid that
   * only renders tiles near the view anyway; `deferred` not yet: the tile shows its name and studio
   * on the placeholder until it is asked for again with another mode.
   */
  thumbnailLoading?: ThumbnailLoading;
  /** The grid's column count, to tell the browser how wide the thumbnail shows (`sizes`). */
  columns?: number;
}

export type ThumbnailLoading = 'lazy' | 'first-screen' | 'now' | 'deferred';

/** The page's widest content, in CSS px (`PageFrame`). */
const PAGE_MAX_PX = 1600;

/**
 * `srcset` by width: the content's img1x, img2x and img3x are 200, 400 and 600 px wide (spec 000 §3
 * Game thumbnail), so a big tile (4x: 2 × 2 cells) on a 1x screen takes img2x instead of stretching
 * img1x, and a phone at 3x takes img3x. Only web addresses and site paths count (`imageAddressOf`, issue 21
 * point 3): a missing or refused density takes the smaller one, and without img1x the set is empty (no image).
 */
export function thumbnailSources(thumbnail: GameTileData['thumbnail'], span: TileSpan, columns: number | undefined): { srcSet: string; sizes: string } {
  const img1x = thumbnailOf(thumbnail);
  const img2x = imageAddressOf(thumbnail?.img2x) ?? img1x;
  const img3x = imageAddressOf(thumbnail?.img3x) ?? img2x;
  const srcSet = img1x ? `${img1x} ${CELL_PX}w, ${img2x} ${CELL_PX * 2}w, ${img3x} ${CELL_PX * 3}w` : '';
  const sizes = columns ? `calc(min(100vw, ${PAGE_MAX_PX}px) * ${span.columns} / ${columns})` : `${CELL_PX * span.columns}px`;
  return { srcSet, sizes };
}

/** The thumbnail's img1x if content gave a web address or site path, else '' (no image). */
function thumbnailOf(thumbnail: GameTileData['thumbnail']): string {
  return imageAddressOf(thumbnail?.img1x) ?? '';
}

/** The bet range of a game in its currency, or null when the content does not know it. */
export function betLimitsText(
  betLimits: GameTileData['betLimits'],
  fallbackCurrency: string,
  market?: string,
): string | null {
  if (!betLimits || (betLimits.min === undefined && betLimits.max === undefined)) return null;
  const currency = betLimits.currency || fallbackCurrency;
  const format = (amount: number | undefined) =>
    amount === undefined ? '–' : formatMoney(amount, currency, market);
  return `${format(betLimits.min)} – ${format(betLimits.max)}`;
}

/**
 * A game tile: a real link to the game's play page with its responsive thumbnail, name and studio.
 * The link's name is the game and studio; the image keeps the game's name as its alt text.
 */
export const GameTile = memo(function GameTile({ game, span, jackpot, thumbnailLoading = 'lazy', columns }: GameTileProps) {
  const { t } = useTranslation('casino');
  const { market, currency } = useBusState('locale');
  const img1x = thumbnailOf(game.thumbnail);
  const thumbnailRef = useResponsiveImage({ src: img1x, ...thumbnailSources(game.thumbnail, span, columns) });
  const bets = betLimitsText(game.betLimits, currency, market);
  return (
    <TileFrame>
      {/* The link is named by its visible text: name, studio, bets and jackpot (WCAG 2.5.3). */}
      <TileLink to={gamePlayPath(game)}>
        {img1x && thumbnailLoading !== 'deferred' ? (
          <img
            // src, srcset and sizes: set at commit and taken away at removal (see useResponsiveImage).
            ref={thumbnailRef}
            // Decorative: the tile prints the game's name, which names the link.
            alt=""
            loading={thumbnailLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={thumbnailLoading === 'first-screen' ? 'high' : 'auto'}
            width={CELL_PX * span.columns}
            height={CELL_PX * span.rows}
          />
        ) : null}
        <Caption name={game.name} studio={game.studio ?? game.gameProvider}>
          {bets ? <Detail>{t('tile.bets', { range: bets })}</Detail> : null}
        </Caption>
        {jackpot ? (
          <JackpotBadge>
            {t('tile.jackpot', { amount: formatMoney(jackpot.amount, jackpot.currency, market) })}
          </JackpotBadge>
        ) : null}
      </TileLink>
      <FavouriteToggle game={game} />
    </TileFrame>
  );
});

/**
 * The heart of a logged-in player's tile: adds the game to "My games" or takes it out, at once, and
 * tells screen readers its state with `aria-pressed`. A visitor sees no heart.
 */
function FavouriteToggle({ game }: { game: GameTileData }) {
  const { authorized } = useBusState('session');
  // A visitor's tile holds no query or mutation observers: a scrolled grid mounts dozens of tiles a step.
  return authorized ? <FavouriteButton game={game} /> : null;
}

function FavouriteButton({ game }: { game: GameTileData }) {
  const { t } = useTranslation('casino');
  const favourites = useMyGames('favourites');
  const toggle = useToggleFavourite();
  if (!favourites.data) return null;
  const favourite = favourites.data.includes(game.id);
  return (
    <Heart
      type="button"
      aria-pressed={favourite}
      aria-label={t(favourite ? 'tile.removeFavourite' : 'tile.addFavourite', { game: game.name })}
      onClick={() => toggle.mutate({ gameId: game.id, favourite: !favourite })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5h2c.8-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </Heart>
  );
}

const TileFrame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
`;

const Heart = styled.button`
  position: absolute;
  top: ${theme.space(1)};
  right: ${theme.space(1)};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgb(8 11 18 / 0.7);
  color: ${theme.colors.accent};
  cursor: pointer;
  ${focusRing}
`;

const JackpotBadge = styled.span`
  position: absolute;
  top: ${theme.space(1)};
  left: ${theme.space(1)};
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentText};
  font-size: 0.75rem;
  font-weight: 700;
`;

const Detail = styled.span`
  color: ${theme.colors.textMuted};
  font-size: 0.75rem;
`;

const TileLink = styled(Link)`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  text-decoration: none;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 200ms ease;
  }
  &:hover img {
    transform: scale(1.04);
  }
  ${focusRing}
`;

const Caption = styled(GameTileCaption)`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${theme.space(6)} ${theme.space(2)} ${theme.space(2)};
  background: linear-gradient(to top, rgb(8 11 18 / 0.92) 0%, rgb(8 11 18 / 0.75) 55%, transparent 100%);
`;
