import { theme } from '@casino/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MarketCasinoSettings } from '../../../api/get-casino-settings';
import { useMyGames, type MyGamesCategory } from '../../../api/my-games';
import { GameGrid } from '../../../components/game-grid';
import { DEFAULT_GRID, layoutTiles, type LayoutDevice } from '../../../lib/grid-layout';
import { useGamesByIds } from '../api/get-games-by-ids';

export interface MyGamesRowProps {
  category: MyGamesCategory;
  settings: MarketCasinoSettings;
  device: LayoutDevice;
}

/** A logged-in player's "My games" (favourites) or "Recently played": a row of tiles, hidden while empty. */
export function MyGamesRow({ category, settings, device }: MyGamesRowProps) {
  const { t } = useTranslation('casino');
  const headingId = useId();
  const ids = useMyGames(category);
  const games = useGamesByIds(ids.data, settings.availableProviders);
  if (!games.data?.length) return null;
  const spec = { ...DEFAULT_GRID[device], rows: 1, widgetType: 'carousel' as const };
  const label = category === 'favourites' ? t('myGames.favourites') : t('myGames.recent');
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <GameGrid tiles={layoutTiles(games.data, spec, { limitRows: true })} spec={spec} carousel label={label} />
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${theme.space(8)};

  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.25rem;
  }
`;
