import { GamePanel } from '@casino/shared/game';
import { Button } from '@casino/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RESTRICTION_LEVELS } from '../../../lib/game-constants';

export interface BonusLimitationNoticeProps {
  level: number;
  wageringContribution: number;
  onContinue: () => void;
}

/** Before real play with an active bonus: how this game counts toward wagering, or that it is excluded. */
export function BonusLimitationNotice({ level, wageringContribution, onContinue }: BonusLimitationNoticeProps) {
  const { t } = useTranslation('casino');
  const continueButton = useRef<HTMLButtonElement>(null);
  // An alertdialog takes the place of the game the player just opened: focus moves to its one action,
  // so a keyboard or screen-reader user hears the notice and can go on with Enter.
  useEffect(() => continueButton.current?.focus(), []);
  return (
    <Notice role="alertdialog" aria-labelledby="bonus-limitation-title" aria-describedby="bonus-limitation-text">
      <h2 id="bonus-limitation-title">{t('play.bonusTitle')}</h2>
      <p id="bonus-limitation-text">
        {level === RESTRICTION_LEVELS.excludedGame ? t('play.bonusExcluded') : t('play.bonusWagering', { contribution: wageringContribution })}
      </p>
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
