import { formatDisplayDate } from '@casino/shared/money';
import { VisuallyHidden } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface PromotionDatesProps {
  startDate: string;
  endDate: string;
  /** The time to compare with; now by default. */
  now?: Date;
}

/** "dd/MM/yyyy – dd/MM/yyyy" (spec 000 §9 date format), marked when the promotion has ended or not started. */
export function PromotionDates({ startDate, endDate, now = new Date() }: PromotionDatesProps) {
  const { t } = useTranslation('promotions');
  const ended = new Date(endDate) < now;
  const upcoming = new Date(startDate) > now;
  return (
    <Dates>
      <VisuallyHidden>{t('dates.label')} </VisuallyHidden>
      <time dateTime={startDate}>{formatDisplayDate(startDate)}</time>
      {' – '}
      <time dateTime={endDate}>{formatDisplayDate(endDate)}</time>
      {ended && <Badge $tone="ended">{t('dates.ended')}</Badge>}
      {upcoming && <Badge $tone="upcoming">{t('dates.upcoming')}</Badge>}
    </Dates>
  );
}

const Dates = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Badge = styled.span<{ $tone: 'ended' | 'upcoming' }>`
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme, $tone }) => ($tone === 'ended' ? theme.colors.surfaceRaised : theme.colors.accent)};
  color: ${({ theme, $tone }) => ($tone === 'ended' ? theme.colors.textMuted : theme.colors.accentText)};
  font-size: 0.75rem;
  font-weight: 700;
`;
