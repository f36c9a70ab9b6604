import { useBusState } from '@casino/shared/parcel';
import { useTranslation } from 'react-i18next';
import { Card, LoginPrompt, Muted, Page } from '@casino/shared/ui';

/**
 * `/my-account/*`. The account area of a logged-in player comes in a later issue; an anonymous
 * visitor is asked to log in and comes back here afterwards. While the session is not resolved
 * (spec 000 §3 status Pending or Requested) a loading message shows.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  const session = useBusState('session');
  if (session.status !== 'Resolved') {
    return (
      <Page aria-busy="true">
        <Muted role="status">{t('account.loading')}</Muted>
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
  return (
    <Page>
      <Card>
        <h1>{t('account.title')}</h1>
        {session.claims?.email && <p>{t('account.signedInAs', { email: session.claims.email })}</p>}
      </Card>
    </Page>
  );
}
