import { useBusState, usePlatform } from '@casino/shared/parcel';
import { Button, Card, Dialog, SecondaryButton, fieldControl, theme } from '@casino/shared/ui';
import { MAX_EXCLUSION_MONTHS, type ExclusionRequest } from '@casino/shared/wire';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { excludeSelf, getExclusionQueryOptions, useExclusion } from '../api/protection';
import { formatInstant } from '../lib/format';
import { parseExclusionChoice } from '../../../lib/limit-input';
import { DialogActions } from './timeout-section';

const MONTHS = Array.from({ length: MAX_EXCLUSION_MONTHS }, (_, i) => i + 1);
const DELAYS = [0, 24, 48, 72] as const;

/**
 * Self-exclusion (spec 001 §3, §9): 1 to 12 months or indefinitely, starting now or after
 * `exclusionDelayInHours`, behind a confirmation that says what happens. Starting now logs the player out.
 */
export function ExclusionSection() {
  const { t } = useTranslation('account');
  const { http, bus } = usePlatform();
  const { locale } = useBusState('locale');
  const queryClient = useQueryClient();
  const exclusion = useExclusion();
  const headingId = useId();
  const monthsId = useId();
  const delayId = useId();
  const [months, setMonths] = useState('1');
  const [delay, setDelay] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ExclusionRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const review = () => {
    const choice = parseExclusionChoice(months);
    if (!choice.ok) {
      setError(t('limits.errors.input.exclusionRange'));
      return;
    }
    setError(null);
    const hours = Number(delay);
    setConfirming({
      ...(choice.months === 'indefinite' ? { accountDisableIndefinitely: true } : { exclusionInMonths: choice.months }),
      exclusionDelayInHours: hours,
    });
  };

  const confirm = async (body: ExclusionRequest) => {
    setBusy(true);
    try {
      const status = await excludeSelf(http, body);
      if (status.active) {
        bus.emit({ type: 'LOGOUT' });
        return;
      }
      queryClient.setQueryData(getExclusionQueryOptions(http).queryKey, status);
    } catch {
      setError(t('limits.exclusion.failed'));
    }
    setBusy(false);
    setConfirming(null);
  };

  const scheduled = exclusion.data && !exclusion.data.active && exclusion.data.startsAt ? exclusion.data.startsAt : null;
  const length = confirming?.accountDisableIndefinitely ? t('limits.exclusion.indefinite') : t('limits.exclusion.months', { count: confirming?.exclusionInMonths ?? 1 });

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('limits.exclusion.title')}</h2>
      <p>{t('limits.exclusion.text')}</p>
      {scheduled ? (
        <p role="status">{t('limits.exclusion.scheduled', { date: formatInstant(scheduled, locale) })}</p>
      ) : (
        <>
          <Fields>
            <div>
              <label htmlFor={monthsId}>{t('limits.exclusion.lengthLabel')}</label>
              <Select id={monthsId} value={months} onChange={(event) => setMonths(event.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? `${monthsId}-error` : undefined}>
                {MONTHS.map((m) => (
                  <option key={m} value={String(m)}>
                    {t('limits.exclusion.months', { count: m })}
                  </option>
                ))}
                <option value="indefinite">{t('limits.exclusion.indefinite')}</option>
              </Select>
            </div>
            <div>
              <label htmlFor={delayId}>{t('limits.exclusion.delayLabel')}</label>
              <Select id={delayId} value={delay} onChange={(event) => setDelay(event.target.value)}>
                {DELAYS.map((hours) => (
                  <option key={hours} value={String(hours)}>
                    {hours === 0 ? t('limits.exclusion.now') : t('limits.exclusion.inHours', { count: hours })}
                  </option>
                ))}
              </Select>
            </div>
          </Fields>
          {error && (
            <ErrorText id={`${monthsId}-error`} role="alert">
              {error}
            </ErrorText>
          )}
          <Button type="button" onClick={review}>
            {t('limits.exclusion.button')}
          </Button>
        </>
      )}
      {confirming && (
        <Dialog title={t('limits.exclusion.confirmTitle')} onClose={busy ? undefined : () => setConfirming(null)} closeLabel={t('limits.close')}>
          <p>{t('limits.exclusion.confirmText', { length })}</p>
          <p>
            {confirming.exclusionDelayInHours
              ? t('limits.exclusion.confirmLater', { count: confirming.exclusionDelayInHours })
              : t('limits.exclusion.confirmNow')}
          </p>
          <DialogActions>
            <Button type="button" onClick={() => void confirm(confirming)} disabled={busy} aria-busy={busy}>
              {t('limits.exclusion.confirm')}
            </Button>
            <SecondaryButton type="button" onClick={() => setConfirming(null)} disabled={busy}>
              {t('limits.cancel')}
            </SecondaryButton>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  margin-bottom: ${theme.space(3)};
  label {
    display: block;
    font-weight: 600;
    font-size: ${theme.font.small};
    margin-bottom: ${theme.space(1)};
  }
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
  width: 100%;
`;

const ErrorText = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.font.small};
`;
