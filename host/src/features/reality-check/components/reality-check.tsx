import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { ACCOUNT_PAGES } from '@casino/shared/site-map';
import { useEffect, useState } from 'react';
import { useHostServices } from '../../../lib/host-services';
import { playedMs } from '../activity-timer';
import { useActivitySummary } from '../api/activity-check';
import { useActivityTimer } from '../hooks/use-activity-timer';
import { RealityCheckDialog } from './reality-check-dialog';

const MINUTE_MS = 60_000;

/**
 * The reality check of a logged-in player (spec 001 §3 Activity settings, §4 Activity timer; issue 16
 * point 4): the activity timer counts on the browser's clock; at 0 the dialog shows the session summary
 * (`GET /player/wallet/activity_check`) and every running game is paused (PAUSE_GAME `REALITY_CHECK`, sent
 * again when a game launches meanwhile; RESUME_GAME once the dialog closes, however it closes).
 * - Continue: `PATCH /player/reset_timer`, the dialog closes and the timer counts again.
 * - The gambling limits link: the same reset, and the router goes to the limits page.
 * - Log out: LOGOUT on the bus; the timer stops with the session.
 * The shell store carries when the timer runs out and whether the dialog is open, so the idle logout
 * waits for the reality check, and an answer counts as activity (issue 16 "Fixed details").
 */
export function RealityCheck() {
  const { bus } = usePlatform();
  const { shell } = useHostServices();
  const { segment, market } = useBusState('locale');
  const { state, reset } = useActivityTimer();
  const due = state.status === 'due';
  const dueAt = due ? state.dueAt : null;
  const summary = useActivitySummary(dueAt);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const endsAt = state.status === 'counting' ? state.endsAt : null;
  useEffect(() => {
    shell.update({ activityTimerEndsAt: endsAt, realityCheckOpen: due });
  }, [shell, endsAt, due]);

  useEffect(() => {
    if (!due) return undefined;
    setFailed(false);
    bus.emit({ type: 'PAUSE_GAME', reason: 'REALITY_CHECK' });
    const launched = bus.on('GAME_LAUNCHED').subscribe(() => bus.emit({ type: 'PAUSE_GAME', reason: 'REALITY_CHECK' }));
    return () => {
      launched.unsubscribe();
      bus.emit({ type: 'RESUME_GAME', reason: 'REALITY_CHECK' });
    };
  }, [bus, due]);

  if (!due) return null;

  const answer = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await reset();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <RealityCheckDialog
      playedMinutes={Math.floor(playedMs(state, Date.now()) / MINUTE_MS)}
      summary={summary.data ?? null}
      summaryFailed={summary.isError}
      market={market}
      limitsPath={localePath(segment, ACCOUNT_PAGES.gamblingLimits)}
      busy={busy}
      failed={failed}
      onContinue={() => void answer()}
      onLimits={() => void answer()}
      onLogout={() => bus.emit({ type: 'LOGOUT' })}
    />
  );
}
