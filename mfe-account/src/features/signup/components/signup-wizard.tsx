import { SIGNUP_STEPS, type SignupStep } from '../../../lib/spec-constants';
import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../components/step-indicator';
import { PAY_AND_PLAY_MARKETS } from '@casino/shared/market';
import { useBusState } from '@casino/shared/parcel';
import { SITE_AREAS } from '@casino/shared/site-map';
import { Card, Notice, Page, SiteLink } from '@casino/shared/ui';
import { DetailsStep } from './details-step';

/**
 * The steps a player walks through (spec 001 §4 Sign-up: Details, ContactInfo, Verification,
 * Complete). Unsupported and Duplicated are outcomes, not numbered steps.
 */
export const WIZARD_STEPS: readonly SignupStep[] = SIGNUP_STEPS.filter((step) => step !== 'Unsupported' && step !== 'Duplicated');

/** `/signup`: the sign-up wizard. This issue delivers its first step, Details. */
export function SignupWizard() {
  const { t } = useTranslation('account');
  const { market } = useBusState('locale');
  const current: SignupStep = 'Details';
  return (
    <Page>
      <Card>
        <h1 id="signup-title">{t('signup.title')}</h1>
        <StepIndicator steps={WIZARD_STEPS.map((step) => t(`signup.steps.${step}`))} current={WIZARD_STEPS.indexOf(current)} />
        {PAY_AND_PLAY_MARKETS.includes(market) && (
          <Notice>
            {t('signup.payAndPlay.text')} <SiteLink to={SITE_AREAS.payAndPlay.path}>{t('signup.payAndPlay.link')}</SiteLink>
          </Notice>
        )}
        <DetailsStep />
      </Card>
    </Page>
  );
}
