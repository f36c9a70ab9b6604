import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import type { FreeSpinDetail } from '@casino/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * A free-spin reward's details and progress (spec 001 §3 freeSpinDetail, §7 `GET /bonus/freespins`): spins
 * used of those granted (a progress bar), the stake of a spin and what they have won, in the player's currency.
 */
export function FreeSpinsProgress({ detail, currency }: { detail: FreeSpinDetail; currency: string }) {
  const { t } = useTranslation('rewards');
  const { market } = useBusState('locale');
  const labelId = useId();
  const used = Math.min(detail.usedSpins, detail.spins);
  const text = t('freeSpins.used', { used, spins: detail.spins });
  return (
    <Wrap>
      <Label id={labelId}>
        <span>{t('freeSpins.label')}</span>
        <span>{text}</span>
      </Label>
      <Track role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={detail.spins} aria-valuenow={used} aria-valuetext={text}>
        <Fill style={{ width: `${detail.spins > 0 ? Math.floor((used / detail.spins) * 100) : 0}%` }} />
      </Track>
      <small>
        {t('freeSpins.value', { value: formatMinorMoney(detail.spinValue, currency, market) })} ·{' '}
        {t('freeSpins.winnings', { winnings: formatMinorMoney(detail.winnings, currency, market) })}
      </small>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Label = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.positive};
`;
