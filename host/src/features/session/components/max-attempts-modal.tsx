import { localePath } from '@casino/shared/market';
import { useBusState } from '@casino/shared/parcel';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import { useHostServices } from '../../../lib/host-services';
import { useShellState } from '../../../lib/shell-store';
import { Dialog } from '@casino/shared/ui';

/** The max-attempts modal (spec 000 §2 Global overlays): too many wrong passwords; reset or close. */
export function MaxAttemptsModal() {
  const { t } = useTranslation();
  const { shell } = useHostServices();
  const { segment } = useBusState('locale');
  const { maxAttemptsOpen } = useShellState(shell);
  if (!maxAttemptsOpen) return null;
  const close = () => shell.update({ maxAttemptsOpen: false });
  return (
    <Dialog title={t('maxAttempts.title')} onClose={close} closeLabel={t('maxAttempts.close')}>
      <p>{t('maxAttempts.text')}</p>
      <p>
        <Link
          to={localePath(segment, '/reset-password')}
          onClick={() => shell.update({ maxAttemptsOpen: false, login: { open: false, redirectTo: null } })}
        >
          {t('maxAttempts.reset')}
        </Link>
      </p>
    </Dialog>
  );
}
