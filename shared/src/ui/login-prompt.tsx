import { useTranslation } from 'react-i18next';
import { useBusState, usePlatform } from '../parcel/platform-context';
import { Button } from './primitives';

export interface LoginPromptProps {
  /** The i18n namespace whose `login.button` text labels the button (the remote's own). */
  namespace: string;
  /** Why the visitor should log in, e.g. "Log in to deposit." */
  message: string;
  /** A heading above the message, where the prompt stands for a whole page. */
  title?: string;
}

/**
 * Asks an anonymous visitor to log in: emits `OPEN_LOGIN` on the bus with `redirectTo` the current
 * path and query, so the host brings them back here after login (spec 000 §2 player-only pages).
 * Put it in a `Card` or a dialog; it renders the heading, the message and the button only.
 */
export function LoginPrompt({ namespace, message, title }: LoginPromptProps) {
  const { t } = useTranslation(namespace);
  const { bus } = usePlatform();
  const location = useBusState('location');
  return (
    <>
      {title && <h1>{title}</h1>}
      <p>{message}</p>
      <Button $block type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN', redirectTo: `${location.pathname}${location.search}` })}>
        {t('login.button')}
      </Button>
    </>
  );
}
