import { usePlatform } from '@casino/shared/parcel';
import { Button, Card, Dialog, SecondaryButton, theme } from '@casino/shared/ui';
import { TIMEOUT_DURATIONS, type TimeoutDuration } from '@casino/shared/wire';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { takeTimeout } from '../api/protection';

/**
 * Time-out (spec 001 §3, issue 16): 24 hours, 72 hours, one week or one month, behind a confirmation that
 * says what happens. The platform ends the sessions; the host's LOGOUT then logs the player out here too,
 * and the login refusal shows the days left.
 */
export function TimeoutSection() {
  const { t } = useTranslation('account');
  const { http, bus } = usePlatform();
  const headingId = useId();
  const [duration, setDuration] = useState<TimeoutDuration>('24h');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await takeTimeout(http, { duration });
      bus.emit({ type: 'LOGOUT' });
    } catch {
      setFailed(true);
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('limits.timeout.title')}</h2>
      <p>{t('limits.timeout.text')}</p>
      <Choices>
        <legend>{t('limits.timeout.label')}</legend>
        {TIMEOUT_DURATIONS.map((choice) => (
          <label key={choice}>
            <input type="radio" name="timeout-duration" value={choice} checked={duration === choice} onChange={() => setDuration(choice)} />{' '}
            {t(`limits.timeout.options.${choice}`)}
          </label>
        ))}
      </Choices>
      {failed && <p role="alert">{t('limits.timeout.failed')}</p>}
      <Button type="button" onClick={() => setConfirming(true)}>
        {t('limits.timeout.button')}
      </Button>
      {confirming && (
        <Dialog title={t('limits.timeout.confirmTitle', { duration: t(`limits.timeout.options.${duration}`) })} onClose={busy ? undefined : () => setConfirming(false)} closeLabel={t('limits.close')}>
          <p>{t('limits.timeout.confirmText', { duration: t(`limits.timeout.options.${duration}`) })}</p>
          <DialogActions>
            <Button type="button" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              {t('limits.timeout.confirm')}
            </Button>
            <SecondaryButton type="button" onClick={() => setConfirming(false)} disabled={busy}>
              {t('limits.cancel')}
            </SecondaryButton>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
}

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.medium};
  legend {
    font-weight: 600;
    font-size: ${theme.font.small};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
    min-height: 44px;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
`;
