import { currencyDecimals, formatMinorMoney } from '@casino/shared/money';
import { SecondaryButton, TextField } from '@casino/shared/ui';
import type { InputHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AmountBounds, AmountProblem } from '../lib/amount';
import { amountText } from '../lib/amount';

export interface AmountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  /** The player's currency; the amount is typed in its major units. */
  currency: string;
  market: string;
  /** Minor units; shown as the hint, and in the messages of `belowMin` and `aboveMax`. */
  bounds: AmountBounds;
  /** What is wrong with the amount, if anything (`parseAmount`'s problems). */
  problem?: AmountProblem;
  /** Amounts (minor units) offered as buttons under the field. */
  quickPicks?: readonly number[];
  /** Called with the text of a quick pick (major units, as a player would type it). */
  onQuickPick?: (text: string) => void;
}

/**
 * The amount a player types, in major units of their currency (issue 14): a text field (so what they
 * typed stays as they typed it, whatever it is) with a decimal keyboard on phones, the bounds as its
 * hint, the problem as its error (tied with `aria-describedby`), and quick picks as real buttons.
 */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { id, currency, market, bounds, problem, quickPicks = [], onQuickPick, ...input },
  ref,
) {
  const { t } = useTranslation('cashier');
  const min = formatMinorMoney(bounds.min, currency, market);
  const max = bounds.max === null ? null : formatMinorMoney(bounds.max, currency, market);
  const digits = currencyDecimals(currency);
  const errorKey =
    problem === 'tooManyDecimals' && digits === 0
      ? 'noDecimals'
      : problem === 'aboveMax' && max === null
        ? 'tooLarge'
        : problem;
  return (
    <>
      <TextField
        ref={ref}
        id={id}
        label={t('amount.label', { currency })}
        hint={max ? t('amount.hint', { min, max }) : t('amount.hintMin', { min })}
        errorText={errorKey ? t(`amount.errors.${errorKey}`, { min, max, count: digits }) : undefined}
        type="text"
        inputMode={digits === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        {...input}
      />
      {quickPicks.length > 0 && onQuickPick && (
        <QuickPicks role="group" aria-label={t('amount.quickPicks')}>
          {quickPicks.map((minor) => (
            <SecondaryButton
              key={minor}
              type="button"
              onClick={() => onQuickPick(amountText(minor, currency))}
            >
              {formatMinorMoney(minor, currency, market)}
            </SecondaryButton>
          ))}
        </QuickPicks>
      )}
    </>
  );
});

const QuickPicks = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }

  button {
    padding: ${({ theme }) => theme.space(2)};
  }
`;
