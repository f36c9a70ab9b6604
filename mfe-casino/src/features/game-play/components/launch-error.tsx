import { LaunchError } from '@casino/shared/game';
import { useTranslation } from 'react-i18next';

/** The casino game that could not start, with a retry that asks for a new token. */
export function GameLaunchError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('casino');
  return <LaunchError title={t('play.errorTitle')} text={t('play.errorText')} retryLabel={t('error.retry')} onRetry={onRetry} />;
}
