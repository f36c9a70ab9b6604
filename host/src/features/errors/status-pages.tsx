import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { ErrorScreenAction as LoginButton, ErrorScreenFrame, ErrorScreenTitle } from './error-screens';

const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

function StatusPage({ code, titleKey, textKey }: { code: string; titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  const { segment } = useBusState('locale');
  return (
    <ErrorScreenFrame aria-labelledby="status-title">
      <p aria-hidden="true" style={{ fontSize: '3rem', margin: 0, fontWeight: 800 }}>
        {code}
      </p>
      <ErrorScreenTitle id="status-title">{t(titleKey)}</ErrorScreenTitle>
      <p>{t(textKey)}</p>
      <HomeLink to={`/${segment}`}>{t('errors.backHome')}</HomeLink>
    </ErrorScreenFrame>
  );
}

/** Any unknown path (spec 000 §2). */
export function NotFoundPage() {
  return <StatusPage code="404" titleKey="errors.notFound.title" textKey="errors.notFound.text" />;
}

/**
 * The 401 page (spec 000 §2), also the access-error URL of player-only pages: it carries the
 * original path in state, and Log in returns there after login.
 */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const { bus } = usePlatform();
  const session = useBusState('session');
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <>
      <StatusPage code="401" titleKey="errors.unauthorized.title" textKey="errors.unauthorized.text" />
      {session.authorized ? null : (
        <p style={{ textAlign: 'center' }}>
          <LoginButton type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN', redirectTo: from })}>
            {t('header.login')}
          </LoginButton>
        </p>
      )}
    </>
  );
}

/** The 500 page (spec 000 §2). */
export function ServerErrorPage() {
  return <StatusPage code="500" titleKey="errors.server.title" textKey="errors.server.text" />;
}
