import { usePlatform } from '@casino/shared/parcel';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostServices } from '../../../lib/host-services';
import { useShellState } from '../../../lib/shell-store';
import { watchIdle } from '../idle-watch';
import { PrimaryButton } from './form-controls';
import { Dialog } from '@casino/shared/ui';

/**
 * The idle-timer modal (spec 000 §2 Global overlays, §4): warns one check before the inactivity
 * logout; "Stay logged in" counts as activity. After the logout it says so until dismissed. The reality
 * check (issue 16) comes first: no check warns or logs out once the activity timer has run out, its
 * dialog replaces the warning and restarts the idle count, and answering it counts as activity.
 */
export function IdleModal() {
  const { t } = useTranslation();
  const { bus } = usePlatform();
  const { session, shell } = useHostServices();
  const { idleWarningOpen } = useShellState(shell);
  const [loggedOut, setLoggedOut] = useState(false);
  const watch = useRef<ReturnType<typeof watchIdle> | null>(null);

  useEffect(() => {
    watch.current = watchIdle({
      isLoggedIn: () => bus.get('session').authorized,
      // The reality check comes before idle logout (issue 16): a timer run out means its dialog is about to show.
      isDeferred: () => {
        const { activityTimerEndsAt } = shell.get();
        return activityTimerEndsAt !== null && Date.now() >= activityTimerEndsAt;
      },
      onWarn: () => shell.update({ idleWarningOpen: true }),
      onIdle: () => {
        setLoggedOut(true);
        shell.update({ idleWarningOpen: true });
        void session.logout('idle');
      },
    });
    return () => watch.current?.stop();
  }, [bus, session, shell]);

  // The reality check opening starts the idle count again and takes the warning's place; answering it
  // (it closes) counts as activity.
  useEffect(() => {
    let open = shell.get().realityCheckOpen;
    const subscription = shell.state$.subscribe((state) => {
      if (state.realityCheckOpen === open) return;
      open = state.realityCheckOpen;
      watch.current?.touch();
      if (open && state.idleWarningOpen && bus.get('session').authorized) shell.update({ idleWarningOpen: false });
    });
    return () => subscription.unsubscribe();
  }, [bus, shell]);

  if (!idleWarningOpen) return null;
  const close = () => {
    watch.current?.touch();
    setLoggedOut(false);
    shell.update({ idleWarningOpen: false });
  };
  return (
    <Dialog title={loggedOut ? t('idle.loggedOutTitle') : t('idle.title')} onClose={close} closeLabel={t('maxAttempts.close')}>
      <p>{loggedOut ? t('idle.loggedOutText') : t('idle.text')}</p>
      <PrimaryButton type="button" onClick={close}>
        {loggedOut ? t('idle.ok') : t('idle.stay')}
      </PrimaryButton>
    </Dialog>
  );
}
