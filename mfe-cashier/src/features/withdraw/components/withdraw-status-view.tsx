import { translationLanguageOf } from '@casino/shared/market';
import { formatMinorMoney } from '@casino/shared/money';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { BusyButton, SecondaryButton, SiteLink } from '@casino/shared/ui';
import { verificationPageFrom } from '@casino/shared/site-map';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { resetInWords } from '../../../lib/date-words';
import { exceedsWithdrawLimit, type WithdrawFlowState } from '../lib/withdraw-flow';

export interface WithdrawStatusViewProps {
  flow: WithdrawFlowState;
  currency: string;
  /** Confirm the withdrawal (allowed, or documents only preferred). */
  onConfirm: () => void;
  /** Back to the amount. */
  onBack: () => void;
}

/** The statuses that have a screen of their own (the others show the form). */
const SCREENS = new Set([
  'ERROR',
  'ALLOWED',
  'VERIFY_DOCUMENT_LOYAL',
  'UNDER_REVIEW',
  'REQUIRED',
  'STRICT',
  'WITHDRAWAL_LIMIT_REACHED',
  'SELF_LIMIT_REACHED',
  'RESTRICTED',
  'SUSPENDED',
  'REQUESTING',
  'PENDING',
]);

/** Whether a status has a screen of its own (`WithdrawStatusView`). */
export function hasWithdrawScreen(status: WithdrawFlowState['status']): boolean {
  return SCREENS.has(status);
}

/** The key of a screen's texts under `withdraw.status`: an error says which error. */
function screenKey(flow: WithdrawFlowState): string {
  if (flow.status !== 'ERROR') return flow.status;
  if (flow.outcome === 'NOT_ENOUGH_FUNDS' || flow.outcome === 'EXCEEDS_KYC_LIMIT') return flow.outcome;
  return 'ERROR';
}

/**
 * One screen per withdraw flow status (spec 001 §4), each telling the player what happens and what to
 * do: confirm; upload documents (a link to the verification page); wait for the review; the limit
 * reached, its period and when it resets; not enough cash; contact support. The heading takes the focus
 * when the status changes. The spend-limit warning shows when the cash balance exceeds the withdrawal
 * limit (spec 001 §5).
 */
export function WithdrawStatusView({ flow, currency, onConfirm, onBack }: WithdrawStatusViewProps) {
  const { t } = useTranslation('cashier');
  const { bus } = usePlatform();
  const { market, languageCode } = useBusState('locale');
  const wallet = useBusState('wallet');
  const heading = useRef<HTMLHeadingElement>(null);
  const key = screenKey(flow);
  useEffect(() => heading.current?.focus(), [key]);

  const money = (minor: number | null) => (minor === null ? '' : formatMinorMoney(minor, currency, market));
  const reset = resetInWords(flow.resetOn, translationLanguageOf(languageCode));
  const values = {
    amount: money(flow.amount),
    limit: money(flow.limit),
    originalLimit: money(flow.originalLimit),
    duration: t(`withdraw.durations.${flow.duration}`),
    balance: money(wallet.balances?.MAIN ?? null),
  };
  const upload = <SiteLink to={verificationPageFrom('WITHDRAW')}>{t('withdraw.uploadDocuments')}</SiteLink>;
  const back = (
    <SecondaryButton type="button" onClick={onBack}>
      {t('withdraw.changeAmount')}
    </SecondaryButton>
  );
  const support = (
    <SecondaryButton type="button" onClick={() => bus.emit({ type: 'OPEN_SUPPORT_CHAT' })}>
      {t('withdraw.contactSupport')}
    </SecondaryButton>
  );
  const confirm = (label: string) => (
    <BusyButton onClick={onConfirm} busy={flow.status === 'REQUESTING'} busyLabel={t('withdraw.requesting')}>
      {label}
    </BusyButton>
  );

  const actions: Record<string, ReactNode> = {
    ALLOWED: (
      <>
        {confirm(t('withdraw.confirm', values))}
        {back}
      </>
    ),
    REQUESTING: confirm(t('withdraw.confirm', values)),
    VERIFY_DOCUMENT_LOYAL: (
      <>
        {confirm(t('withdraw.withdrawAnyway'))}
        {upload}
      </>
    ),
    REQUIRED: (
      <>
        {upload}
        {back}
      </>
    ),
    STRICT: (
      <>
        {upload}
        {support}
      </>
    ),
    EXCEEDS_KYC_LIMIT: (
      <>
        {upload}
        {back}
      </>
    ),
    RESTRICTED: support,
    SUSPENDED: support,
    PENDING: (
      <SecondaryButton type="button" onClick={onBack}>
        {t('withdraw.done')}
      </SecondaryButton>
    ),
  };

  return (
    <Screen
      aria-labelledby="withdraw-status-title"
      $tone={flow.status === 'ALLOWED' || flow.status === 'PENDING' ? 'good' : 'warn'}
    >
      <h2 id="withdraw-status-title" ref={heading} tabIndex={-1}>
        {t(`withdraw.status.${key}.title`, values)}
      </h2>
      <p>{t(`withdraw.status.${key}.text`, values)}</p>
      {reset && (flow.status === 'WITHDRAWAL_LIMIT_REACHED' || flow.status === 'SELF_LIMIT_REACHED') && (
        <p>{t('withdraw.resets', { relative: reset.relative, date: reset.date })}</p>
      )}
      {flow.status === 'ALLOWED' && exceedsWithdrawLimit(wallet.balances?.MAIN ?? null, flow.limit) && (
        <Warning role="note">{t('withdraw.spendLimitWarning', values)}</Warning>
      )}
      <Actions>{actions[key] ?? back}</Actions>
    </Screen>
  );
}

const Screen = styled.section<{ $tone: 'good' | 'warn' }>`
  padding-left: ${({ theme }) => theme.space(4)};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.positive : theme.colors.accent)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.title};
  }

  h2:focus {
    outline: none;
  }
`;

const Warning = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
