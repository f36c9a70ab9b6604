import { useBusState } from '@casino/shared/parcel';
import { ErrorState, Muted } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccountScreen, Section } from '../../../components/account-screen';
import { LoadingLine } from '../../../components/status-note';
import { useLoginHistory } from '../api/get-login-history';
import { countryName, formatDateTime } from '../../../lib/format';

/**
 * `/my-account/account/login-history` (spec 001 §3 Login history): the latest logins, newest first, with
 * when (local time), from which IP and from which country. A table, scrollable on its own on a phone.
 */
export function LoginHistoryScreen() {
  const { t } = useTranslation('account');
  const { language } = useBusState('locale');
  const history = useLoginHistory();
  return (
    <AccountScreen title={t('loginHistory.title')} intro={t('loginHistory.intro')} back>
      <Section>
        {history.isPending && <LoadingLine>{t('loginHistory.loading')}</LoadingLine>}
        {history.isError && (
          <ErrorState
            namespace="account"
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        )}
        {history.data && history.data.activities.length === 0 && <Muted>{t('loginHistory.empty')}</Muted>}
        {history.data && history.data.activities.length > 0 && (
          <Scroll role="region" aria-labelledby="login-history-caption" tabIndex={0}>
            <Table>
              <caption id="login-history-caption">{t('loginHistory.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('loginHistory.date')}</th>
                  <th scope="col">{t('loginHistory.ip')}</th>
                  <th scope="col">{t('loginHistory.country')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.activities.map((activity) => (
                  <tr key={`${activity.loginDate}-${activity.loginIp}`}>
                    <td>
                      <time dateTime={activity.loginDate}>{formatDateTime(activity.loginDate)}</time>
                    </td>
                    <td>{activity.loginIp}</td>
                    <td>{countryName(activity.loginCountry, language)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
      </Section>
    </AccountScreen>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.small};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.small};

  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;
