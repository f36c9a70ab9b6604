import { useBusState, usePlatform } from '@casino/shared/parcel';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from './ui';

export interface LoginPromptProps {
  /** Why the visitor should log in, e.g. "Log in to deposit." */
  message: string;
}

/** Asks an anonymous visitor to log in; after login the host brings them back here (OPEN_LOGIN's redirectTo). */
export function LoginPrompt({ message }: LoginPromptProps) {
  const { t } = useTranslation('cashier');
  const { bus } = usePlatform();
  const location = useBusState('location');
  return (
    <>
      <p>{message}</p>
      <PrimaryButton type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN', redirectTo: `${location.pathname}${location.search}` })}>
        {t('login.button')}
      </PrimaryButton>
    </>
  );
}
