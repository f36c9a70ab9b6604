import { formatMinorMoney } from '@casino/shared/money';
import { BusyButton, Dialog, SecondaryButton, TextLink, theme } from '@casino/shared/ui';
import type { ActivitySummary } from '@casino/shared/wire';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Props of {@link RealityCheckDialog}. */
export interface RealityCheckDialogProps {
  /** The session's playing time, whole minutes. */
  playedMinutes: number;
  /** The session summary (minor units), or null while it is read or when it could not be. */
  summary: ActivitySummary | null;
  /** The summary could not be read: the dialog says so and still asks. */
  summaryFailed: boolean;
  /** The player's market, for the currency rules of spec 001 §9. */
  market: string;
  /** The gambling limits page, a site path with the locale prefix. */
  limitsPath: string;
  /** Continue is under way (`reset_timer`). */
  busy: boolean;
  /** The last continue was refused by the platform. */
  failed: boolean;
  onContinue: () => void;
  /** The link to the gambling limits page was followed (the router navigates). */
  onLimits: () => void;
  onLogout: () => void;
}

/**
 * The reality check (spec 001 §3 Activity settings, §4 Activity timer): when the activity timer reaches 0,
 * the session's time played and its summary, turnover, winnings and net (delta), in the player's
 * currency by the rules of spec 001 §9, and the three answers: continue, the gambling limits page, log
 * out. It must be answered: no close button, and Escape does nothing. Focus starts on Continue.
 */
export function RealityCheckDialog(props: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const { summary, market } = props;
  const money = (minor: number) => formatMinorMoney(minor, summary?.currency, market);
  const hours = Math.floor(props.playedMinutes / 60);
  const minutes = props.playedMinutes % 60;
  const played = hours > 0 ? t('realityCheck.hoursMinutes', { hours, minutes }) : t('realityCheck.minutes', { minutes });
  return (
    <Dialog title={t('realityCheck.title')}>
      <p>{t('realityCheck.text', { time: played })}</p>
      <Summary aria-busy={!summary && !props.summaryFailed}>
        <div>
          <dt>{t('realityCheck.timePlayed')}</dt>
          <dd>{played}</dd>
        </div>
        {summary && (
          <>
            <div>
              <dt>{t('realityCheck.turnover')}</dt>
              <dd>{money(summary.turnover)}</dd>
            </div>
            <div>
              <dt>{t('realityCheck.winnings')}</dt>
              <dd>{money(summary.winnings)}</dd>
            </div>
            <div>
              <dt>{t('realityCheck.delta')}</dt>
              <dd>{summary.delta > 0 ? `+${money(summary.delta)}` : money(summary.delta)}</dd>
            </div>
          </>
        )}
      </Summary>
      <div role="status">{!summary && !props.summaryFailed ? <p>{t('realityCheck.loading')}</p> : null}</div>
      {props.summaryFailed && <p>{t('realityCheck.summaryFailed')}</p>}
      {props.failed && <p role="alert">{t('realityCheck.failed')}</p>}
      <Actions>
        <BusyButton block busy={props.busy} busyLabel={t('realityCheck.continuing')} onClick={props.onContinue}>
          {t('realityCheck.continue')}
        </BusyButton>
        <SecondaryButton type="button" $block onClick={props.onLogout} disabled={props.busy}>
          {t('realityCheck.logout')}
        </SecondaryButton>
        <TextLink to={props.limitsPath} onClick={props.onLimits}>
          {t('realityCheck.limits')}
        </TextLink>
      </Actions>
    </Dialog>
  );
}

const Summary = styled.dl`
  display: grid;
  gap: ${theme.space(2)};
  margin: ${theme.space(4)} 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(4)};
    padding-bottom: ${theme.space(2)};
    border-bottom: 1px solid ${theme.colors.border};
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  justify-items: center;
  margin-top: ${theme.space(4)};
`;
