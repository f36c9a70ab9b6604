import { useBusState, usePlatform } from '@casino/shared/parcel';
import { useTranslation } from 'react-i18next';
import { Card, PrimaryButton } from './ui';

export interface LoginPromptProps {
  /** The prompt's heading. */
  title: string;
  /** Why the visitor should log in. */
  message: string;
}

/** Asks an anonymous visitor to log in; after login the host brings them back to this page (OPEN_LOGIN's redirectTo). */
export function LoginPrompt({ title, message }: LoginPromptProps) {
  const { t } = useTranslation('account');
  const { bus } = usePlatform();
  const location = useBusState('location');
  return (
    <Card>
      <h1>{title}</h1>
      <p>{message}</p>
      <PrimaryButton type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN', redirectTo: `${location.pathname}${location.search}` })}>
        {t('login.button')}
      </PrimaryButton>
    </Card>
  );
}
