import { usePlatform } from '@casino/shared/parcel';
import { Button, Card, fieldControl, theme } from '@casino/shared/ui';
import { REALITY_CHECK_INTERVALS, type ActivityCheckUpdateRequest } from '@casino/shared/wire';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { getActivitySettingsQueryOptions, updateActivitySettings, useActivitySettings } from '../api/protection';

/**
 * Reality check (spec 001 §3 Activity settings): every 30, 60 or 120 minutes, or not set (the activity timer
 * then counts the default 120). The host counts it and shows the check; a saved interval is announced on the
 * bus (GAMBLING_LIMITS_CHANGED `activity`) so the host's count starts again from it.
 */
export function RealityCheckSection() {
  const { t } = useTranslation('account');
  const { http, bus } = usePlatform();
  const queryClient = useQueryClient();
  const settings = useActivitySettings();
  const headingId = useId();
  const selectId = useId();
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  useEffect(() => {
    if (settings.data) setValue(settings.data.realityCheckInterval === null ? '' : String(settings.data.realityCheckInterval));
  }, [settings.data]);

  const save = async () => {
    setStatus('saving');
    const realityCheckInterval = (value === '' ? null : Number(value)) as ActivityCheckUpdateRequest['realityCheckInterval'];
    try {
      const saved = await updateActivitySettings(http, { realityCheckInterval });
      queryClient.setQueryData(getActivitySettingsQueryOptions(http).queryKey, saved);
      setStatus('saved');
      // The host counts the activity timer: it reads the new interval and starts the count again.
      bus.emit({ type: 'GAMBLING_LIMITS_CHANGED', changed: 'activity' });
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('limits.reality.title')}</h2>
      <p>{t('limits.reality.text')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Label htmlFor={selectId}>{t('limits.reality.label')}</Label>
        <Row>
          <Select id={selectId} value={value} onChange={(event) => setValue(event.target.value)} disabled={!settings.data}>
            <option value="">{t('limits.reality.notSet')}</option>
            {REALITY_CHECK_INTERVALS.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t('limits.minutes', { count: minutes })}
              </option>
            ))}
          </Select>
          <Button type="submit" disabled={status === 'saving' || !settings.data}>
            {t('limits.reality.save')}
          </Button>
        </Row>
      </form>
      <div role="status">
        {status === 'saved' && settings.data && <p>{t('limits.reality.saved')}</p>}
      </div>
      {(status === 'failed' || settings.isError) && <p role="alert">{t('limits.reality.failed')}</p>}
    </Card>
  );
}

const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: ${theme.font.small};
  margin-bottom: ${theme.space(1)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
`;
