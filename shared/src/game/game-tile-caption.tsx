import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../ui/theme';

export interface GameTileCaptionProps {
  /** The game's or table's name, on one line with an ellipsis. */
  name: string;
  /** Its studio (or provider), under the name. */
  studio: string;
  /** When given, the name and studio get the ids `${id}-name` and `${id}-studio` (for `aria-labelledby`). */
  id?: string;
  /** Lines under the studio: bet limits, seats. */
  children?: ReactNode;
  /** Lets a remote place the caption (`styled(GameTileCaption)`). */
  className?: string;
}

/**
 * The text of a game tile or a live table card (spec 000 §3 Game tile): the name in bold over the
 * studio, both cut with an ellipsis, and any further lines. Casino lays it over the thumbnail,
 * live casino under it.
 */
export function GameTileCaption({ name, studio, id, children, className }: GameTileCaptionProps) {
  return (
    <Caption className={className}>
      <Name id={id && `${id}-name`}>{name}</Name>
      <Studio id={id && `${id}-studio`}>{studio}</Studio>
      {children}
    </Caption>
  );
}

/** The path of a game's play page under its vertical's base path (spec 000 §2 `…/play/{provider}/{id}`). */
export function gamePlayPath(game: { gameProvider: string; id: string }): string {
  return `/play/${encodeURIComponent(game.gameProvider)}/${encodeURIComponent(game.id)}`;
}

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
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
  line-height: 1.3;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
