import { theme } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '../../../components/styles';

export interface SeatsNoticeProps {
  onRetry: () => void;
  retrying: boolean;
}

/** The games admin API failed: the tables still show, without seats; say so and offer to try again. */
export function SeatsNotice({ onRetry, retrying }: SeatsNoticeProps) {
  const { t } = useTranslation('liveCasino');
  return (
    <Notice role="status">
      <span>{t('tables.seatsUnavailable')}</span>
      <RetryButton type="button" onClick={onRetry} disabled={retrying}>
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
