import { theme } from '@casino/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '@casino/shared/ui';

export interface SeatsNoticeProps {
  /** Fetches the failed tables again; settles when the fetch (with its retries) is over. */
  onRetry: () => Promise<unknown>;
}

/**
 * The games admin API failed: the tables still show, without seats; say so and offer to try again.
 * The button shows progress only for the player's own retry, not for the 10 s background refresh.
 */
export function SeatsNotice({ onRetry }: SeatsNoticeProps) {
  const { t } = useTranslation('liveCasino');
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <Notice role="status">
      <span>{t('tables.seatsUnavailable')}</span>
      <RetryButton type="button" onClick={retry} disabled={retrying}>
        {retrying ? t('error.retrying') : t('error.retry')}
      </RetryButton>
    </Notice>
  );
}

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.small};
`;

const RetryButton = styled.button`
  min-height: 36px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radius.small};
  background: transparent;
  color: ${theme.colors.accent};
  font: 600 ${theme.font.small} ${theme.font.family};
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${focusRing}
`;
