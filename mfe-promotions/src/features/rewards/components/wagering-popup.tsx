import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { Button, Dialog } from '@casino/shared/ui';
import type { Reward } from '@casino/shared/wire';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface WageringPopupProps {
  /** The reward just claimed. */
  reward: Reward;
  /** Closed: `hideForGood` when the player ticked "don't show again". */
  onClose: (hideForGood: boolean) => void;
}

/**
 * The wagering-requirements popup after a claim (spec 000 §7): what must be wagered (the multiplier
 * and the amount, in the player's currency) before the bonus money becomes cash, and a "don't show
 * again" box. The caller remembers it (`rememberWageringPopup`: `campaignIds`,
 * `hide_wagering_requirements_popup` in local storage).
 */
export function WageringPopup({ reward, onClose }: WageringPopupProps) {
  const { t } = useTranslation('rewards');
  const { market } = useBusState('locale');
  const [hide, setHide] = useState(false);
  return (
    <Dialog title={t('popup.title')} onClose={() => onClose(hide)} closeLabel={t('close')}>
      <p>
        {t('popup.text', {
          title: reward.campaignDisplayInfo.title,
          amount: formatMinorMoney(reward.wageringAmount, reward.currency, market),
          multiplier: reward.wrMultiplier,
        })}
      </p>
      <Check>
        <input type="checkbox" checked={hide} onChange={(event) => setHide(event.target.checked)} />
        {t('popup.hide')}
      </Check>
      <Button type="button" $block onClick={() => onClose(hide)}>
        {t('popup.ok')}
      </Button>
    </Dialog>
  );
}

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(4)};

  input {
    width: 20px;
    height: 20px;
  }
`;
