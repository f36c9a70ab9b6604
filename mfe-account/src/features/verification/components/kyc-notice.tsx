import { SiteLink, focusRing } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  pathOfEntryPoint,
  type KycNotificationAction,
  type KycNotificationState,
} from '../lib/kyc-notification';

export interface KycNoticeProps {
  notification: KycNotificationState;
  dispatch: (action: KycNotificationAction) => void;
}

/**
 * The notification of spec 001 §4 for a player the cashier sent here: NOTIFY says why documents are
 * needed, with "Verify later" (back to the deposit or withdrawal, INACTIVE) and a close button (hidden,
 * status kept); UPLOADED thanks them and leads back.
 */
export function KycNotice({ notification, dispatch }: KycNoticeProps) {
  const { t } = useTranslation('account');
  const { status, entryPoint, open } = notification;
  if (!open || status === 'INACTIVE' || !entryPoint) return null;
  const from = t(`kyc.notice.from.${entryPoint}`);
  return (
    <Box role="status" aria-labelledby="kyc-notice-title">
      <Text>
        <strong id="kyc-notice-title">
          {status === 'NOTIFY' ? t('kyc.notice.title') : t('kyc.notice.uploadedTitle')}
        </strong>
        <span>{status === 'NOTIFY' ? t('kyc.notice.text', { from }) : t('kyc.notice.uploadedText')}</span>
      </Text>
      <Actions>
        <SiteLink
          to={pathOfEntryPoint(entryPoint)}
          onClick={() => dispatch(status === 'NOTIFY' ? { type: 'verifyLater' } : { type: 'terminate' })}
        >
          {status === 'NOTIFY' ? t('kyc.notice.later', { from }) : t('kyc.notice.back', { from })}
        </SiteLink>
        <Close type="button" onClick={() => dispatch({ type: 'close' })} aria-label={t('kyc.notice.close')}>
          <span aria-hidden="true">×</span>
        </Close>
      </Actions>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Text = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 260px;
  margin: 0;
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Close = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.4rem;
  cursor: pointer;
  ${focusRing}
`;
