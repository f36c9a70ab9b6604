import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface StepIndicatorProps {
  /** The steps' labels, in order. */
  steps: readonly string[];
  /** The current step's index; the number shown is index + 1 (spec 001 §4). */
  current: number;
}

/** "Step 1 of 4" with the steps as a list, the current one marked `aria-current="step"`. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const { t } = useTranslation('account');
  const index = Math.min(Math.max(current, 0), steps.length - 1);
  return (
    <Progress aria-label={t('steps.label')}>
      <Count>{t('steps.count', { number: index + 1, total: steps.length })}</Count>
      <Steps>
        {steps.map((step, position) => (
          <StepItem key={step} $state={position < index ? 'done' : position === index ? 'current' : 'next'} aria-current={position === index ? 'step' : undefined}>
            {step}
          </StepItem>
        ))}
      </Steps>
    </Progress>
  );
}

const Progress = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Steps = styled.ol`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 4px solid ${({ theme, $state }) => ($state === 'next' ? theme.colors.border : theme.colors.accent)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.text : theme.colors.textMuted)};
  font-size: 0.75rem;
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  overflow-wrap: anywhere;
  hyphens: auto;
`;
