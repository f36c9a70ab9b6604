import { translationLanguageOf } from '@casino/shared/market';
import { formatMinorMoney } from '@casino/shared/money';
import { Button, ErrorBox, SecondaryButton, SiteLink } from '@casino/shared/ui';
import { ACCOUNT_PAGES, verificationPageFrom } from '@casino/shared/site-map';
import { useBusState } from '@casino/shared/parcel';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { resetInWords } from '../../../lib/date-words';
import type { DepositFlowState } from '../lib/deposit-flow';

export interface LimitNoticeProps {
  flow: Pick<DepositFlowState, 'limitLeft' | 'limitType' | 'resetOn'> & Partial<Pick<DepositFlowState, 'limitRequired'>>;
  currency: string;
  onChangeAmount: () => void;
}

/**
 * A self-set limit stops this deposit (spec 001 §3 `isSpendLimit`): which limit, what it still allows
 * (`limitLeft`, minor units) and when it starts again (`resetOn`, in words), with a way back to the amount.
 */
export function LimitNotice({ flow, currency, onChangeAmount }: LimitNoticeProps) {
  const { t } = useTranslation('cashier');
  const { market, languageCode } = useBusState('locale');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const reset = resetInWords(flow.resetOn, translationLanguageOf(languageCode));
  const limit = t(`deposit.limit.types.${flow.limitType ?? 'OTHER'}`);
  if (flow.limitRequired) {
    // issue 16: the market (SE, NL) needs a deposit limit first; the limits page sets it.
    return (
      <ErrorBox role="alert" ref={ref} tabIndex={-1}>
        <p>{t('deposit.limit.required')}</p>
        <SiteLink to={ACCOUNT_PAGES.gamblingLimits}>{t('deposit.limit.setLimit')}</SiteLink>
      </ErrorBox>
    );
  }
  return (
    <ErrorBox role="alert" ref={ref} tabIndex={-1}>
      <div>
        <p>{t('deposit.limit.reached', { limit })}</p>
        {flow.limitLeft !== null && (
          <p>{t('deposit.limit.left', { amount: formatMinorMoney(flow.limitLeft, currency, market) })}</p>
        )}
        {reset && <p>{t('deposit.limit.resets', { relative: reset.relative, date: reset.date })}</p>}
      </div>
      <SecondaryButton type="button" onClick={onChangeAmount}>
        {t('deposit.limit.changeAmount')}
      </SecondaryButton>
    </ErrorBox>
  );
}

export interface KycNoticeProps {
  /** Where the verification page sends the player back to (spec 001 §3 entry points). */
  entryPoint: 'DEPOSIT_PAGE' | 'DEPOSIT_MODAL';
  daysLeft: number;
  busy: boolean;
  onContinue: () => void;
}

/**
 * KYC asks for documents (spec 001 §3 `daysLeftToVerifyDocuments`): the days left to send them and a
 * link to the verification page; the player may still pay now.
 */
export function KycNotice({ entryPoint, daysLeft, busy, onContinue }: KycNoticeProps) {
  const { t } = useTranslation('cashier');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Notice aria-labelledby="kyc-notice-title">
      <h3 id="kyc-notice-title" ref={heading} tabIndex={-1}>
        {t('deposit.kyc.title')}
      </h3>
      <p>{daysLeft > 0 ? t('deposit.kyc.daysLeft', { count: daysLeft }) : t('deposit.kyc.overdue')}</p>
      <p>
        <SiteLink to={verificationPageFrom(entryPoint)}>{t('deposit.kyc.verifyNow')}</SiteLink>
      </p>
      <Button $block type="button" onClick={onContinue} disabled={busy} aria-busy={busy}>
        {t('deposit.kyc.continue')}
      </Button>
    </Notice>
  );
}

const Notice = styled.section`
  h3:focus {
    outline: none;
  }
`;
