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
 * logout; "Stay logged in" counts as activity. After the logout it says so until dismissed.
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
      onWarn: () => shell.update({ idleWarningOpen: true }),
      onIdle: () => {
        setLoggedOut(true);
        shell.update({ idleWarningOpen: true });
        void session.logout('idle');
      },
    });
    return () => watch.current?.stop();
  }, [bus, session, shell]);

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
