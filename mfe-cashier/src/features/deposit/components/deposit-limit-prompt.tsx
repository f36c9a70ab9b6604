import { currencyDecimals, formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { normalisePlatformError } from '@casino/shared/platform';
import { BusyButton, ErrorBox, SecondaryButton, TextField } from '@casino/shared/ui';
import { LIMIT_PERIODS, MAX_MONEY_LIMIT, MIN_MONEY_LIMIT, type LimitPeriod, type Limits } from '@casino/shared/wire';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { validateAmount, type AmountProblem } from '../../../lib/amount';
import { useSetDepositLimit } from '../api/deposit-limits';

export interface DepositLimitPromptProps {
  /** The player's deposit limits as read (none set: the prompt only shows then). */
  limits: Limits;
  /** 3 inside the deposit modal (under its title), 2 on the deposit page. */
  headingLevel: 2 | 3;
  /** "Not now": the deposit goes on without a limit. */
  onDecline: () => void;
  /** The limit is set (minor units of `limits.currency`); the deposit goes on. */
  onSaved: (period: LimitPeriod, amount: number) => void;
}

/** Why saving failed: a backend code of spec 001 §5 (`too_low`, `too_high`, …), another tab's change, or anything else. */
function saveProblemOf(error: unknown): string {
  const platformError = normalisePlatformError(error);
  if (platformError.status === 409) return 'conflict';
  const code = platformError.code?.replace('error.deposit.limit.', '');
  if (code === 'too_low' || code === 'too_high' || code === 'interval') return code;
  return platformError.kind === 'network' || platformError.kind === 'timeout' ? 'network' : 'other';
}

/**
 * The deposit-limit prompt (issue 16 §5, the United Kingdom's rule: a deposit limit offered at the first
 * deposit): asks whether to set a daily, weekly or monthly deposit limit before paying, or "Not now". Saved
 * with `PATCH /player/deposit-limits` as on the limits page (a first limit applies at once). Its heading
 * takes the focus when it opens; a typed amount is checked before anything is sent (1.00 to 1,000,000.00,
 * major units of the player's currency).
 */
export function DepositLimitPrompt({ limits, headingLevel, onDecline, onSaved }: DepositLimitPromptProps) {
  const { t } = useTranslation('cashier');
  const { market, locale } = useBusState('locale');
  const setLimit = useSetDepositLimit();
  const [period, setPeriod] = useState<LimitPeriod>('D');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AmountProblem | undefined>();
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => heading.current?.focus(), []);

  const bounds = { min: MIN_MONEY_LIMIT, max: MAX_MONEY_LIMIT };
  const min = formatMinorMoney(bounds.min, limits.currency, market);
  const max = formatMinorMoney(bounds.max, limits.currency, market);
  const digits = currencyDecimals(limits.currency);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validateAmount(text, limits.currency, bounds, locale);
    if (!parsed.ok) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(undefined);
    setSaveProblem(null);
    const current = limits.limits.find((entry) => entry.period === period);
    try {
      await setLimit.mutateAsync({ duration: period, limit: parsed.minor, updatedAt: current?.updatedAt ?? null });
      onSaved(period, parsed.minor);
    } catch (error) {
      setSaveProblem(saveProblemOf(error));
    }
  };

  return (
    <Prompt aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('deposit.limitPrompt.title')}
      </Heading>
      <p>{t('deposit.limitPrompt.text')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
        <Periods>
          <legend>{t('deposit.limitPrompt.period')}</legend>
          {LIMIT_PERIODS.map((value) => (
            <PeriodOption key={value}>
              <input type="radio" name={`${id}-period`} value={value} checked={period === value} onChange={() => setPeriod(value)} />
              <span>{t(`deposit.limitPrompt.periods.${value}`)}</span>
            </PeriodOption>
          ))}
        </Periods>
        <TextField
          id={`${id}-amount`}
          label={t('deposit.limitPrompt.amount', { currency: limits.currency })}
          hint={t('amount.hint', { min, max })}
          errorText={problem ? t(`amount.errors.${problem === 'tooManyDecimals' && digits === 0 ? 'noDecimals' : problem}`, { min, max, count: digits }) : undefined}
          type="text"
          inputMode={digits === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {saveProblem && (
          <ErrorBox role="alert">
            <p>{t(`deposit.limitPrompt.errors.${saveProblem}`, { min })}</p>
          </ErrorBox>
        )}
        <Actions>
          <BusyButton type="submit" busy={setLimit.isPending} busyLabel={t('deposit.limitPrompt.saving')}>
            {t('deposit.limitPrompt.set')}
          </BusyButton>
          <SecondaryButton type="button" onClick={onDecline} disabled={setLimit.isPending}>
            {t('deposit.limitPrompt.notNow')}
          </SecondaryButton>
        </Actions>
      </form>
    </Prompt>
  );
}

const Prompt = styled.section`
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
    line-height: 1.3;
  }

  h2:focus,
  h3:focus {
    outline: none;
  }
`;

const Periods = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const PeriodOption = styled.label`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: 48px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.font.small};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
