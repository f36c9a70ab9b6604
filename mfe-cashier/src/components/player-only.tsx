import { useBusState } from '@casino/shared/parcel';
import { LoginPrompt, Muted } from '@casino/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlayerOnlyProps {
  /** What the log-in prompt says to an anonymous visitor ("Log in to deposit."). */
  loginMessage: string;
  /** The logged-in player's content. */
  children: ReactNode;
}

/**
 * The cashier's player-only content (spec 000 §2 player-only pages): "Checking your session…" until the
 * session is known, the log-in prompt (`OPEN_LOGIN` back here) for a visitor, else `children`. The host's
 * guards already keep visitors off these pages; the standalone harness has no guards, and the `/deposit`
 * modal is public.
 */
export function PlayerOnly({ loginMessage, children }: PlayerOnlyProps) {
  const { t } = useTranslation('cashier');
  const session = useBusState('session');
  if (session.status !== 'Resolved') return <Muted role="status">{t('session.loading')}</Muted>;
  if (!session.authorized) return <LoginPrompt namespace="cashier" message={loginMessage} />;
  return <>{children}</>;
}
