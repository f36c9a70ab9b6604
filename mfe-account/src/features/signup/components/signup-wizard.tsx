import { SIGNUP_STEPS, type SignupStep } from '../../../lib/spec-constants';
import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../components/step-indicator';
import { Card, Page } from '@casino/shared/ui';
import { DetailsStep } from './details-step';

/**
 * The steps a player walks through (spec 001 §4 Sign-up: Details, ContactInfo, Verification,
 * Complete). Unsupported and Duplicated are outcomes, not numbered steps.
 */
export const WIZARD_STEPS: readonly SignupStep[] = SIGNUP_STEPS.filter((step) => step !== 'Unsupported' && step !== 'Duplicated');

/** `/signup`: the sign-up wizard. This issue delivers its first step, Details. */
export function SignupWizard() {
  const { t } = useTranslation('account');
  const current: SignupStep = 'Details';
  return (
    <Page>
      <Card>
        <h1 id="signup-title">{t('signup.title')}</h1>
        <StepIndicator steps={WIZARD_STEPS.map((step) => t(`signup.steps.${step}`))} current={WIZARD_STEPS.indexOf(current)} />
        <DetailsStep />
      </Card>
    </Page>
  );
}
