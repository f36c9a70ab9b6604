import { Button, SecondaryButton, SiteLink } from '@casino/shared/ui';
import { SITE_AREAS } from '@casino/shared/site-map';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StepHeading } from '../../../components/step-heading';
import type { DuplicateReason } from '../lib/signup-flow';

export interface UnsupportedStepProps {
  /** The country's name in the page's language. */
  countryName: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Back to Details, everything typed still there. */
  onBack: () => void;
}

/** spec 001 §3 Sign-up step Unsupported: the platform does not take sign-ups from this country (risk setting `UNSUPPORTED`). */
export function UnsupportedStep({ countryName, headingRef, onBack }: UnsupportedStepProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <StepHeading ref={headingRef}>{t('signup.unsupported.title')}</StepHeading>
      <p>{t('signup.unsupported.text', { country: countryName })}</p>
      <Actions>
        <Button type="button" onClick={onBack}>
          {t('signup.unsupported.back')}
        </Button>
      </Actions>
    </>
  );
}

export interface DuplicatedStepProps {
  reason: DuplicateReason;
  headingRef: Ref<HTMLHeadingElement>;
  onLogIn: () => void;
  /** Back to the step the player came from, everything typed still there. */
  onBack: () => void;
}

/**
 * spec 001 §3 Sign-up step Duplicated (§8 `error.registration.player_already_exists`, or
 * `error.same.customer.info.detected`): the player has an account already; log in, reset the password,
 * or go back and change the details.
 */
export function DuplicatedStep({ reason, headingRef, onLogIn, onBack }: DuplicatedStepProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <StepHeading ref={headingRef}>{t('signup.duplicated.title')}</StepHeading>
      <p>{t(`signup.duplicated.${reason}`)}</p>
      <Actions>
        <Button type="button" onClick={onLogIn}>
          {t('login.button')}
        </Button>
        <SecondaryButton type="button" onClick={onBack}>
          {t(reason === 'email' ? 'signup.duplicated.otherEmail' : 'signup.duplicated.changeDetails')}
        </SecondaryButton>
      </Actions>
      <p>
        <SiteLink to={SITE_AREAS.resetPassword.path}>{t('signup.duplicated.forgotPassword')}</SiteLink>
      </p>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;
