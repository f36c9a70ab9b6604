import { BusyButton, Notice } from '@casino/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SeatsNoticeProps {
  /** Fetches the failed tables again; settles when the fetch (with its retries) is over. */
  onRetry: () => Promise<unknown>;
}

/**
 * The games admin API failed: the tables still show, without seats; say so and offer to try again.
 * The button shows progress only for the player's own retry, not for the 10 s background refresh.
 */
export function SeatsNotice({ onRetry }: SeatsNoticeProps) {
  const { t } = useTranslation('liveCasino');
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <Notice role="status">
      <span>{t('tables.seatsUnavailable')}</span>
      <BusyButton variant="compact" onClick={retry} busy={retrying} busyLabel={t('error.retrying')}>
        {t('error.retry')}
      </BusyButton>
    </Notice>
  );
}
