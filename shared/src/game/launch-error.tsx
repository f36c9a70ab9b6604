import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../ui/primitives';
import { theme } from '../ui/theme';

export interface LaunchErrorProps {
  title: string;
  text: string;
  /** More lines under the text, e.g. the platform's message or a link back. */
  children?: ReactNode;
  /** With both, a retry button; without, no button. */
  retryLabel?: string;
  onRetry?: () => void;
}

/**
 * A game that could not start (spec 000 §3 Game token state ERROR, spec 001 §8): an alert with a
 * title, a text and a retry that asks for a new launch. Used by casino and live casino.
 */
export function LaunchError({ title, text, children, retryLabel, onRetry }: LaunchErrorProps) {
  return (
    <GamePanel role="alert">
      <strong>{title}</strong>
      <p>{text}</p>
      {children}
      {retryLabel && onRetry ? (
        <Button type="button" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </GamePanel>
  );
}

/** The bordered panel a game page shows instead of the game (errors, notices). */
export const GamePanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(2)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.large};
  background: ${theme.colors.surface};

  p {
    margin: 0;
  }
`;
