import { localePath } from '@casino/shared/market';
import { useBusState } from '@casino/shared/parcel';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';

const Notice = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

function NoticePage({ titleKey, textKey, withHomeLink }: { titleKey: string; textKey: string; withHomeLink?: boolean }) {
  const { t } = useTranslation();
  const { segment } = useBusState('locale');
  return (
    <Notice aria-labelledby="notice-title">
      <h1 id="notice-title">{t(titleKey)}</h1>
      <p>{t(textKey)}</p>
      {withHomeLink ? <Link to={localePath(segment, '/')}>{t('errors.backHome')}</Link> : null}
    </Notice>
  );
}

/** spec 000 §2 `/closed-account`: the closed account notice. */
export function ClosedAccountPage() {
  return <NoticePage titleKey="closedAccount.title" textKey="closedAccount.text" withHomeLink />;
}

/** spec 000 §2 `/restricted` and guard 2: the restricted-country page. */
export function RestrictedPage() {
  return <NoticePage titleKey="restricted.title" textKey="restricted.text" />;
}

/** spec 000 §2 guard 1: the maintenance page for the whole app. */
export function MaintenancePage() {
  return <NoticePage titleKey="maintenance.title" textKey="maintenance.text" />;
}
