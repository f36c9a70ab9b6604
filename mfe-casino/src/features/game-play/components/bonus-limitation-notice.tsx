import { GamePanel } from '@casino/shared/game';
import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { Button } from '@casino/shared/ui';
import type { GameLimitations } from '@casino/shared/wire';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RESTRICTION_LEVELS } from '../../../lib/game-constants';

export interface BonusLimitationNoticeProps {
  /** The game's limitations under the player's active bonus, level 1 or 2 (level 0 shows no notice). */
  limitations: GameLimitations;
  onContinue: () => void;
}

/**
 * Before real play with an active bonus (issue 17 point 1; spec 001 §3 restriction levels): level 1, that
 * the game does not count toward the bonus; level 2, the share of each stake that counts toward its
 * wagering and, when the bonus sets one, the largest bet (minor units, in the player's currency and the
 * market's format, spec 001 §9). "Continue to the game" goes on to the launch.
 */
export function BonusLimitationNotice({ limitations, onContinue }: BonusLimitationNoticeProps) {
  const { t } = useTranslation('casino');
  const wallet = useBusState('wallet');
  const profile = useBusState('profile');
  const { market } = useBusState('locale');
  const currency = profile?.currencyCode ?? wallet.currency;
  const level = limitations.restrictionLevel;
  const continueButton = useRef<HTMLButtonElement>(null);
  // An alertdialog takes the place of the game the player just opened: focus moves to its one action,
  // so a keyboard or screen-reader user hears the notice and can go on with Enter.
  useEffect(() => continueButton.current?.focus(), []);
  return (
    <Notice role="alertdialog" aria-labelledby="bonus-limitation-title" aria-describedby="bonus-limitation-text">
      <h2 id="bonus-limitation-title">{t('play.bonusTitle')}</h2>
      <div id="bonus-limitation-text">
        {level === RESTRICTION_LEVELS.excludedGame ? (
          <p>{t('play.bonusExcluded')}</p>
        ) : (
          <>
            <p>{t('play.bonusWagering', { contribution: limitations.wageringContribution })}</p>
            {limitations.maxBet !== null ? <p>{t('bonusMaxBet', { amount: formatMinorMoney(limitations.maxBet, currency, market) })}</p> : null}
          </>
        )}
      </div>
      <Button ref={continueButton} type="button" onClick={onContinue}>
        {t('play.continue')}
      </Button>
    </Notice>
  );
}

const Notice = styled(GamePanel)`
  display: block;

  h2 {
    margin-top: 0;
  }
  p {
    margin: 1em 0;
  }
`;
