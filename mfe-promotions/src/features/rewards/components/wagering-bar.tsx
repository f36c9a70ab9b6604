import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface WageringBarProps {
  /** Wagered so far, minor units. */
  progress: number;
  /** The wagering requirement, minor units. */
  amount: number;
  currency: string;
}

/**
 * A bonus's wagering progress (spec 001 §3 wageringAmount, wagering progress): a progress bar whose
 * accessible value is the money wagered of the money required ("€12.50 of €70.00 wagered"), both in
 * the player's currency.
 */
export function WageringBar({ progress, amount, currency }: WageringBarProps) {
  const { t } = useTranslation('rewards');
  const { market } = useBusState('locale');
  const labelId = useId();
  const done = Math.min(Math.max(progress, 0), amount);
  const percent = amount > 0 ? Math.floor((done / amount) * 100) : 100;
  const text = t('wagering.progress', { progress: formatMinorMoney(done, currency, market), amount: formatMinorMoney(amount, currency, market) });
  return (
    <Wrap>
      <Label id={labelId}>
        <span>{t('wagering.label')}</span>
        <span>{text}</span>
      </Label>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={amount}
        aria-valuenow={done}
        aria-valuetext={`${text} (${percent}%)`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  height: 10px;
  overflow: hidden;
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
`;
