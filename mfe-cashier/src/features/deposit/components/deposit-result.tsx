import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { Button, Muted, SecondaryButton } from '@casino/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DepositResult } from '../lib/deposit-flow';

export interface DepositResultViewProps {
  result: DepositResult;
  /** The amount of the attempt, minor units. */
  amount: number;
  currency: string;
  /** When the result came (ms): a balance the bus got before it is the old one. */
  resultAt: number;
  /** The heading's level: 3 inside the modal (its title is the h2), 2 on the page. */
  headingLevel: 2 | 3;
  /** Another deposit (after a failure or a cancel: try again). */
  onAgain: () => void;
  /** Done: close the modal, or back to the form on the page. */
  onDone: () => void;
}

/**
 * How the deposit ended (spec 001 §4 "result sets status"): paid, with the new cash balance from the bus
 * once the wallet has been read again (minor units, formatted here); declined, saying the balance is
 * unchanged; or cancelled. The focus moves to the heading, so a screen reader reads the outcome first.
 */
export function DepositResultView({
  result,
  amount,
  currency,
  resultAt,
  headingLevel,
  onAgain,
  onDone,
}: DepositResultViewProps) {
  const { t } = useTranslation('cashier');
  const { market } = useBusState('locale');
  const wallet = useBusState('wallet');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const money = formatMinorMoney(amount, currency, market);
  const fresh = wallet.balances !== null && (wallet.updatedAt ?? 0) >= resultAt;
  const cash = wallet.balances?.MAIN;
  return (
    <Result $result={result}>
      <Heading ref={heading} tabIndex={-1}>
        {t(`deposit.result.${result}.title`)}
      </Heading>
      <p>{t(`deposit.result.${result}.text`, { amount: money })}</p>
      {result === 'SUCCESS' &&
        (fresh && typeof cash === 'number' ? (
          <p aria-live="polite">
            {t('deposit.result.balance', { balance: formatMinorMoney(cash, wallet.currency, market) })}
          </p>
        ) : (
          <Muted role="status">{t('deposit.result.balanceLoading')}</Muted>
        ))}
      <Actions>
        {result !== 'SUCCESS' && (
          <Button type="button" onClick={onAgain}>
            {t('deposit.result.again')}
          </Button>
        )}
        <SecondaryButton type="button" onClick={onDone}>
          {t('deposit.result.done')}
        </SecondaryButton>
      </Actions>
    </Result>
  );
}

const Result = styled.section<{ $result: DepositResult }>`
  padding-left: ${({ theme }) => theme.space(4)};
  border-left: 4px solid
    ${({ theme, $result }) => ($result === 'SUCCESS' ? theme.colors.positive : $result === 'FAILED' ? theme.colors.danger : theme.colors.border)};

  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }

  h2:focus,
  h3:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
