import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';

export interface StepIndicatorProps {
  /** The steps' labels, in order. */
  steps: readonly string[];
  /** The current step's index; the number shown is index + 1 (spec 001 §4). */
  current: number;
}

/** More steps than this do not fit their labels side by side on a phone. */
const LABELLED_ON_PHONES = 4;

/**
 * "Step 1 of 4" with the steps as a list, the current one marked `aria-current="step"`. With more than four
 * steps (the sign-up's Limits step, issue 16) a phone shows the bars without their labels and names the
 * current step after the count; the list still names every step to a screen reader.
 */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const { t } = useTranslation('account');
  const index = Math.min(Math.max(current, 0), steps.length - 1);
  const compact = steps.length > LABELLED_ON_PHONES;
  return (
    <Progress aria-label={t('steps.label')}>
      <Count>
        {t('steps.count', { number: index + 1, total: steps.length })}
        {compact && <CurrentName aria-hidden="true"> · {steps[index]}</CurrentName>}
      </Count>
      <Steps>
        {steps.map((step, position) => (
          <StepItem key={step} $state={position < index ? 'done' : position === index ? 'current' : 'next'} $compact={compact} aria-current={position === index ? 'step' : undefined}>
            {compact ? <span>{step}</span> : step}
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

const CurrentName = styled.span`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
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

const StepItem = styled.li<{ $state: 'done' | 'current' | 'next'; $compact: boolean }>`
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 4px solid ${({ theme, $state }) => ($state === 'next' ? theme.colors.border : theme.colors.accent)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.text : theme.colors.textMuted)};
  font-size: 0.75rem;
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  overflow-wrap: anywhere;
  hyphens: auto;

  ${({ $compact, theme }) =>
    $compact &&
    css`
      padding-top: 0;
      /* Off screen on a phone, still read; shown again from md up. */
      span {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      ${theme.media.md} {
        padding-top: ${theme.space(2)};
        span {
          position: static;
          width: auto;
          height: auto;
          overflow: visible;
          clip-path: none;
          white-space: normal;
        }
      }
    `}
`;
