import { theme } from '@casino/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { GameTileData } from '../lib/game-query';
import type { TileSpan } from '../lib/grid-layout';
import { focusRing } from './styles';

/** The intrinsic size in CSS px of one grid cell's thumbnail; it only reserves the image's shape. */
const CELL_PX = 200;

export interface GameTileProps {
  game: GameTileData;
  span: TileSpan;
}

/** The link of a game: its play page (spec 000 §2 `/online-casino/play/{provider}/{id}`). */
export function playPathOf(game: Pick<GameTileData, 'gameProvider' | 'id'>): string {
  return `/play/${encodeURIComponent(game.gameProvider)}/${encodeURIComponent(game.id)}`;
}

/**
 * A game tile: a real link to the game's play page with its responsive thumbnail, name and studio.
 * The link's name is the game and studio; the image keeps the game's name as its alt text.
 */
export function GameTile({ game, span }: GameTileProps) {
  const id = useId();
  const { img1x, img2x, img3x } = game.thumbnail ?? { img1x: '', img2x: '', img3x: '' };
  return (
    <TileLink to={playPathOf(game)} aria-labelledby={`${id}-name ${id}-studio`}>
      {img1x ? (
        <img
          src={img1x}
          srcSet={`${img1x} 1x, ${img2x || img1x} 2x, ${img3x || img2x || img1x} 3x`}
          alt={game.name}
          loading="lazy"
          width={CELL_PX * span.columns}
          height={CELL_PX * span.rows}
        />
      ) : null}
      <Caption>
        <Name id={`${id}-name`}>{game.name}</Name>
        <Studio id={`${id}-studio`}>{game.studio ?? game.gameProvider}</Studio>
      </Caption>
    </TileLink>
  );
}

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

const Caption = styled.span`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${theme.space(6)} ${theme.space(2)} ${theme.space(2)};
  background: linear-gradient(to top, rgb(8 11 18 / 0.92) 0%, rgb(8 11 18 / 0.75) 55%, transparent 100%);
`;

const Name = styled.span`
  overflow: hidden;
  font-size: ${theme.font.small};
  font-weight: 700;
  line-height: 1.25;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Studio = styled.span`
  overflow: hidden;
  color: ${theme.colors.textMuted};
  font-size: 0.75rem;
  line-height: 1.2;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
