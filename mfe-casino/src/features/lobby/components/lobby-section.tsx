import { GameSectionHeader, LobbySectionFrame } from '@casino/shared/game';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../../components/game-grid';
import { thumbnailSources } from '../../../components/game-tile';
import { gridSpecOf, layoutTiles, type GridSpec, type LayoutDevice } from '../../../lib/grid-layout';
import type { LobbySectionData } from '../api/get-lobby';

export interface LobbySectionProps {
  /** The category and its first games (spec 000 §9 lobby page size). */
  section: LobbySectionData;
  device: LayoutDevice;
  /** The first section: its first screen of thumbnails loads at once (largest contentful paint). */
  aboveTheFold?: boolean;
}

/** How many tiles of the first section load at once: one screen of its grid (columns × rows). */
function eagerTileCountOf(spec: GridSpec): number {
  return spec.columns * spec.rows;
}

/**
 * The thumbnails the first section shows at once on `device`, as the tiles will ask for them
 * (`srcSet` and `sizes` of `thumbnailSources`), in tile order: the first is the largest contentful
 * paint's candidate. Lets the lobby's data preload them before the section renders.
 */
export function aboveTheFoldThumbnailsOf(section: LobbySectionData, device: LayoutDevice): Array<{ srcSet: string; sizes: string }> {
  const spec = gridSpecOf(section, device);
  return layoutTiles(section.games, spec, { limitRows: true })
    .slice(0, eagerTileCountOf(spec))
    .filter(({ item }) => item.thumbnail?.img1x)
    .map(({ item, span }) => thumbnailSources(item.thumbnail, span, spec.columns));
}

/**
 * One category of the lobby: its heading, a "Show all" link to its page and its first games laid out
 * on the category's grid for the device, as many as fit in its rows (a carousel scrolls sideways).
 */
export function LobbySection({ section, device, aboveTheFold = false }: LobbySectionProps) {
  const { t } = useTranslation('casino');
  const headingId = useId();
  const spec = gridSpecOf(section, device);
  const carousel = spec.widgetType === 'carousel';

  return (
    <LobbySectionFrame aria-labelledby={headingId} $belowTheFold={!aboveTheFold}>
      <GameSectionHeader
        headingId={headingId}
        title={section.name}
        showAllTo={`/${encodeURIComponent(section.id)}`}
        showAllText={t('lobby.showAll')}
        showAllLabel={t('lobby.showAllLabel', { category: section.name })}
      />
      <GameGrid
        tiles={layoutTiles(section.games, spec, { limitRows: true })}
        spec={spec}
        carousel={carousel}
        label={section.name}
        eagerTiles={aboveTheFold ? eagerTileCountOf(spec) : 0}
      />
    </LobbySectionFrame>
  );
}
