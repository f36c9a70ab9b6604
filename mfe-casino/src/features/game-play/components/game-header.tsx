import { theme } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@casino/shared/ui';

/** spec 000 §3 Site header: what the header shows while a game plays. */
export interface SiteHeaderState {
  gameTitle: string;
  gameId: string;
  providerTitle: string;
  headerVisibility: boolean;
  isFullScreen: boolean;
}

export interface GameHeaderProps {
  header: SiteHeaderState;
  onToggleFullScreen: () => void;
}

/** The game's header: its name and provider, and a button that puts the game in or out of full screen. */
export function GameHeader({ header, onToggleFullScreen }: GameHeaderProps) {
  const { t } = useTranslation('casino');
  if (!header.headerVisibility) return null;
  return (
    <Bar data-game-id={header.gameId}>
      <div>
        <h1>{header.gameTitle}</h1>
        {header.providerTitle ? <p>{header.providerTitle}</p> : null}
      </div>
      <Button type="button" aria-pressed={header.isFullScreen} onClick={onToggleFullScreen}>
        {header.isFullScreen ? t('play.exitFullScreen') : t('play.fullScreen')}
      </Button>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(2)} 0;

  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.small};
  }
`;
