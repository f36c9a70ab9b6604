import { marketOfCountry, playerProtectionOf } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { Button, Card, SecondaryButton, fieldControl, theme, TextField } from '@casino/shared/ui';
import { LIMIT_PERIODS, SESSION_LIMIT_MINUTES, type LimitPeriod, type LimitPeriodState, type LimitType, type LimitUpdateRequest } from '@casino/shared/wire';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { getLimits, getLimitsQueryOptions, updateLimit } from '../api/limits';
import { limitFailureOf } from '../lib/limit-error';
import { parseMoneyLimit, parseSessionLimit } from '../../../lib/limit-input';
import { initialLimitState, limitReducer, type LimitMessage } from '../lib/limit-state';
import { formatInstant, formatLimitValue } from '../lib/format';

/** Props of {@link LimitSection}. */
export interface LimitSectionProps {
  type: LimitType;
}

/**
 * One limit kind (spec 001 §3, §4): a region named after it, and per period its value, used, remaining,
 * reset, a waiting change marked Pending with the date it applies, and the form to change it. A deposit
 * limit the player's market makes mandatory (issue 16 §5: Germany's monthly 1,000 EUR, from the market
 * table) says so and offers no Remove; the platform refuses a removal or a value above it anyway.
 */
export function LimitSection({ type }: LimitSectionProps) {
  const { t } = useTranslation('account');
  const { http, bus } = usePlatform();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [state, dispatch] = useReducer(limitReducer, initialLimitState);
  const profile = useBusState('profile');
  const { market, locale } = useBusState('locale');
  // The player's market (their country's) decides, as on the platform; before the profile, the page's.
  const mandatory = type === 'deposit' ? playerProtectionOf(profile?.countryCode ? marketOfCountry(profile.countryCode).id : market).mandatoryDepositLimit : null;

  const load = useCallback(async () => {
    try {
      const limits = await queryClient.fetchQuery({ ...getLimitsQueryOptions(http, type), staleTime: 0 });
      dispatch({ type: 'loaded', limits });
    } catch {
      dispatch({ type: 'loadFailed' });
    }
  }, [http, queryClient, type]);

  useEffect(() => {
    void load();
  }, [load]);

  const write = async (period: LimitPeriod, body: Omit<LimitUpdateRequest, 'duration' | 'updatedAt'>, action: 'set' | 'delete' | 'cancel') => {
    const current = state.limits?.limits.find((p) => p.period === period);
    dispatch({ type: 'saveStarted', period });
    try {
      const limits = await updateLimit(http, type, { duration: period, updatedAt: current?.updatedAt ?? null, ...body });
      queryClient.setQueryData(getLimitsQueryOptions(http, type).queryKey, limits);
      dispatch({ type: 'saved', period, limits, action });
      // The host counts the session limit down in its header: it reads it again.
      bus.emit({ type: 'GAMBLING_LIMITS_CHANGED', changed: type });
    } catch (error) {
      const failure = limitFailureOf(error, period);
      if (failure.kind === 'conflict') {
        dispatch({ type: 'conflict' });
        try {
          dispatch({ type: 'loaded', limits: await getLimits(http, type) });
        } catch {
          dispatch({ type: 'loadFailed' });
        }
      } else {
        dispatch({ type: 'saveFailed', period, error: failure.message });
      }
    }
  };

  const save = (period: LimitPeriod) => {
    const draft = state.forms[period].draft;
    const parsed = type === 'session' ? parseSessionLimit(draft) : parseMoneyLimit(draft, state.limits?.currency ?? 'EUR', locale);
    if (!parsed.ok) {
      dispatch({ type: 'invalid', period, error: { key: `errors.input.${parsed.error}` } });
      return;
    }
    void write(period, { limit: parsed.value }, 'set');
  };

  const message = (m: LimitMessage) => t(`limits.${m.key}`, { ...m.values, period: m.values?.period ? t(`limits.periodWords.${String(m.values.period)}`) : undefined });

  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId}>{t(`limits.types.${type}`)}</h2>
      <Hint>{t(`limits.typeHints.${type}`, { hours: state.limits?.coolingHours ?? 24 })}</Hint>
      {state.status === 'loading' && <p role="status">{t('limits.loading')}</p>}
      {state.status === 'failed' && (
        <div role="alert">
          <p>{t('limits.errors.load')}</p>
          <SecondaryButton type="button" onClick={() => void load()}>
            {t('limits.retry')}
          </SecondaryButton>
        </div>
      )}
      <div role="status" aria-live="polite">
        {state.notice && <NoticeText>{message(state.notice)}</NoticeText>}
      </div>
      {state.limits && (
        <Periods>
          {LIMIT_PERIODS.map((period) => {
            const current = state.limits?.limits.find((p) => p.period === period);
            if (!current || !state.limits) return null;
            return (
              <PeriodForm
                key={period}
                type={type}
                state={current}
                limits={state.limits}
                mandatory={mandatory?.period === period ? mandatory.amount : null}
                draft={state.forms[period].draft}
                editing={state.forms[period].editing}
                error={state.forms[period].error ? message(state.forms[period].error) : undefined}
                saving={state.saving === period}
                busy={state.saving !== null}
                onDraft={(draft) => dispatch({ type: 'edited', period, draft })}
                onToggle={() => dispatch({ type: 'editToggled', period })}
                onSave={() => save(period)}
                onDelete={() => void write(period, { deleteLimit: true }, 'delete')}
                onCancelPending={() => void write(period, { cancelPendingLimit: true }, 'cancel')}
              />
            );
          })}
        </Periods>
      )}
    </Card>
  );
}

interface PeriodFormProps {
  type: LimitType;
  state: LimitPeriodState;
  limits: { unit: 'MINOR' | 'MINUTES'; currency: string; timeZone: string };
  /** The most this period's limit may be when the market makes it mandatory (minor units); null otherwise. */
  mandatory: number | null;
  draft: string;
  editing: boolean;
  error?: string;
  saving: boolean;
  busy: boolean;
  onDraft: (draft: string) => void;
  onToggle: () => void;
  onSave: () => void;
  onDelete: () => void;
  onCancelPending: () => void;
}

function PeriodForm({ type, state, limits, mandatory, draft, editing, error, saving, busy, onDraft, onToggle, onSave, onDelete, onCancelPending }: PeriodFormProps) {
  const { t } = useTranslation('account');
  const { market, locale } = useBusState('locale');
  const id = useId();
  const label = t(`limits.periods.${state.period}`);
  const word = t(`limits.periodWords.${state.period}`);
  const show = (value: number) => formatLimitValue(t, limits, value, market);
  const when = (iso: string) => formatInstant(iso, locale, limits.timeZone);
  const pending = state.pendingLimitActiveFrom !== null && (state.pendingValue !== null || state.pendingDelete);

  return (
    <Period
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      noValidate
    >
      {type === 'session' ? (
        <SelectField>
          <label htmlFor={id}>{label}</label>
          <Select
            id={id}
            value={draft}
            onChange={(event) => onDraft(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            $invalid={Boolean(error)}
          >
            <option value="">{t('limits.noLimitOption')}</option>
            {SESSION_LIMIT_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t('limits.minutes', { count: minutes })}
              </option>
            ))}
          </Select>
          {error && (
            <ErrorText id={`${id}-error`} role="alert">
              {error}
            </ErrorText>
          )}
        </SelectField>
      ) : (
        <TextField
          id={id}
          label={label}
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          suffix={limits.currency}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      )}
      {error && type !== 'session' && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
      <Facts>
        {state.value === null ? (
          <Fact>{t('limits.notSet')}</Fact>
        ) : (
          <>
            <Fact>{t('limits.limit', { value: show(state.value) })}</Fact>
            <Fact>{t('limits.used', { value: show(state.used) })}</Fact>
            {state.remaining !== null && <Fact>{t('limits.remaining', { value: show(state.remaining) })}</Fact>}
            <Fact>{t('limits.resets', { date: when(state.resetAt) })}</Fact>
          </>
        )}
        {mandatory !== null && <Fact>{t('limits.mandatory', { value: show(mandatory) })}</Fact>}
        {pending && state.pendingLimitActiveFrom && (
          <PendingFact>
            <strong>{t('limits.pendingBadge')}</strong>{' '}
            {state.pendingDelete
              ? t('limits.pendingDelete', { date: when(state.pendingLimitActiveFrom) })
              : t('limits.pendingValue', { value: show(state.pendingValue ?? 0), date: when(state.pendingLimitActiveFrom) })}
          </PendingFact>
        )}
      </Facts>
      <Actions>
        <Button type="submit" disabled={busy || !editing} aria-busy={saving}>
          {saving ? t('limits.saving') : t('limits.actions.save', { period: word })}
        </Button>
        {editing && (
          <SecondaryButton type="button" onClick={onToggle} disabled={busy}>
            {t('limits.actions.undo')}
          </SecondaryButton>
        )}
        {state.value !== null && !state.pendingDelete && mandatory === null && (
          <SecondaryButton type="button" onClick={onDelete} disabled={busy}>
            {t('limits.actions.remove', { period: word })}
          </SecondaryButton>
        )}
        {pending && (
          <SecondaryButton type="button" onClick={onCancelPending} disabled={busy}>
            {t('limits.actions.cancelPending', { period: word })}
          </SecondaryButton>
        )}
      </Actions>
    </Period>
  );
}

const Hint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.small};
`;

const NoticeText = styled.p`
  font-weight: 600;
`;

const Periods = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`;

const Period = styled.form`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.medium};
`;

const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
  label {
    font-weight: 600;
    font-size: ${theme.font.small};
  }
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
`;

const ErrorText = styled.p`
  margin: 0 0 ${theme.space(2)};
  color: ${theme.colors.danger};
  font-size: ${theme.font.small};
`;

const Facts = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  font-size: ${theme.font.small};
`;

const Fact = styled.li`
  margin: 0 0 ${theme.space(1)};
`;

const PendingFact = styled.li`
  margin: ${theme.space(2)} 0 0;
  padding: ${theme.space(2)};
  border-left: 4px solid ${theme.colors.accent};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
