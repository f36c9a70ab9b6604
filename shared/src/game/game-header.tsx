import { styled } from 'styled-components';
import { Button } from '../ui/primitives';
import { theme } from '../ui/theme';

/** The full-screen button's two texts, in the calling remote's language. */
export interface FullScreenLabels {
  fullScreen: string;
  exitFullScreen: string;
}

export interface GameHeaderProps {
  /** The game's or table's name, the page's `h1`. */
  title: string;
  /** The provider's display name; nothing is shown when empty. */
  providerTitle?: string;
  /** The game's id, kept on the header as `data-game-id` for tools and tests. */
  gameId?: string;
  isFullScreen: boolean;
  labels: FullScreenLabels;
  onToggleFullScreen: () => void;
}

/**
 * The header over a game or a live table while it plays (spec 000 §3 Site header: gameTitle,
 * providerTitle, isFullScreen): its name and provider, and a button that puts it in or out of full
 * screen (`aria-pressed` tells which). Used by casino and live casino.
 */
export function GameHeader({ title, providerTitle, gameId, isFullScreen, labels, onToggleFullScreen }: GameHeaderProps) {
  return (
    <Bar data-game-id={gameId}>
      <div>
        <h1>{title}</h1>
        {providerTitle ? <p>{providerTitle}</p> : null}
      </div>
      <Button type="button" aria-pressed={isFullScreen} onClick={onToggleFullScreen}>
        {isFullScreen ? labels.exitFullScreen : labels.fullScreen}
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
