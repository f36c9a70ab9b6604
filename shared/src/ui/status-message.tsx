import { theme } from './theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { BusyButton } from './busy-button';

export interface ErrorStateProps {
  /** The i18n namespace whose `error.title`, `error.text`, `error.retry` and `error.retrying` texts show. */
  namespace: string;
  /** Fetches again. */
  onRetry: () => void;
  /** True while the retry is under way. */
  retrying?: boolean;
}

/** A call a remote made failed: say so and offer to try again, in the remote's own texts. */
export function ErrorState({ namespace, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation(namespace);
  return (
    <Panel role="alert">
      <strong>{t('error.title')}</strong>
      <p>{t('error.text')}</p>
      <BusyButton onClick={onRetry} busy={retrying} busyLabel={t('error.retrying')}>
        {t('error.retry')}
      </BusyButton>
    </Panel>
  );
}

export interface EmptyStateProps {
  children: ReactNode;
  action?: ReactNode;
}

/** Nothing to show, with an optional way on. */
export function EmptyState({ children, action }: EmptyStateProps) {
  return (
    <Panel>
      <p>{children}</p>
      {action}
    </Panel>
  );
}

const Panel = styled.div`
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
    color: ${theme.colors.textMuted};
  }
`;
