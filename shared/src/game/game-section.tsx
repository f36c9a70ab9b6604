import { css, styled } from 'styled-components';
import { TextLink } from '../ui/primitives';
import { theme } from '../ui/theme';

/** The gap between tiles of a game grid or carousel, in CSS px. */
export const TILE_GAP_PX = 12;
/** The focus ring's width plus its offset, in CSS px. */
const FOCUS_ROOM_PX = 6;

export interface GameSectionHeaderProps {
  /** The id of the `h2`, for the section's `aria-labelledby`. */
  headingId: string;
  /** The category's name. */
  title: string;
  /** Where "Show all" leads: the category's page, relative to the vertical's base path. */
  showAllTo: string;
  /** The link's visible text ("Show all") and its accessible name ("Show all Slots"). */
  showAllText: string;
  showAllLabel: string;
}

/** The head of a lobby category (spec 000 §9 lobby): its name as `h2` and a "Show all" link to its page. */
export function GameSectionHeader({ headingId, title, showAllTo, showAllText, showAllLabel }: GameSectionHeaderProps) {
  return (
    <Header>
      <h2 id={headingId}>{title}</h2>
      <TextLink to={showAllTo} aria-label={showAllLabel}>
        {showAllText}
      </TextLink>
    </Header>
  );
}

/**
 * A lobby's category section (a `section` of its tiles). One below the first screen (`$belowTheFold`) is laid
 * out, painted and its lazy thumbnails fetched only near the viewport (`content-visibility: auto`), its size
 * remembered once rendered so the scrollbar stays steady (480 px until then: a row or two of tiles): showing a
 * lobby again or loading it costs the first screen's rendering, not the whole page's (issue 19). One component
 * either way, so a section that becomes the first (a filter) keeps its state.
 */
export const LobbySectionFrame = styled.section<{ $belowTheFold: boolean }>`
  margin-top: ${theme.space(8)};
  ${({ $belowTheFold }) =>
    $belowTheFold &&
    css`
      content-visibility: auto;
      contain-intrinsic-size: auto 480px;
    `}
`;

/** The size container of a game grid: its tiles size themselves from its width (`100cqi`). */
export const TileGridFrame = styled.div`
  container-type: inline-size;
`;

/**
 * The sideways scroll of a carousel list (`ul` of `li`): snaps to tiles, and leaves room for the
 * focus ring of the tiles at the edges, which the scroll box would clip. Columns and rows are the
 * caller's.
 */
export const carouselScroll = css`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${FOCUS_ROOM_PX}px;
  scrollbar-width: thin;
  margin: -${FOCUS_ROOM_PX}px;
  padding: ${FOCUS_ROOM_PX}px ${FOCUS_ROOM_PX}px ${FOCUS_ROOM_PX + 8}px;

  & > li {
    scroll-snap-align: start;
  }
`;

/** The base of a tile list (`ul`): a CSS grid with the tile gap and no list styling; columns are the caller's. */
export const tileListBase = css`
  display: grid;
  gap: ${TILE_GAP_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The width of one carousel column: a part of the next column shows, so it is plain the row scrolls. */
export const CAROUSEL_CELL = `calc((100cqi - var(--columns) * ${TILE_GAP_PX}px) / (var(--columns) + 0.4))`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
  }
`;
