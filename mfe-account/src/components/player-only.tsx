import { useBusState } from '@casino/shared/parcel';
import { Card, LoginPrompt, Muted, Page } from '@casino/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The account area's player-only content (spec 000 §2 player-only pages): a loading line until the
 * session is resolved (status Pending or Requested), the log-in prompt for a visitor (`OPEN_LOGIN` back
 * here), else `children`. The host's guards keep visitors off these pages; the harness has no guards.
 */
export function PlayerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const session = useBusState('session');
  if (session.status !== 'Resolved') {
    return (
      <Page aria-busy="true">
        <Card>
          <Muted role="status">{t('account.loading')}</Muted>
        </Card>
      </Page>
    );
  }
  if (!session.authorized) {
    return (
      <Page>
        <Card>
          <LoginPrompt namespace="account" title={t('account.title')} message={t('account.loginPrompt')} />
        </Card>
      </Page>
    );
  }
  return <>{children}</>;
}
