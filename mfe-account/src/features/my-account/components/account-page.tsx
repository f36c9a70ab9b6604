import { useBusState } from '@casino/shared/parcel';
import { ErrorState, focusRing } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { AccountScreen, Section } from '../../../components/account-screen';
import { LoadingLine } from '../../../components/status-note';
import { usePersonalDetails } from '../api/get-personal-details';
import { useProvinces } from '../api/province';
import { countryName, formatBirthDate } from '../../../lib/format';
import { marketLanguages } from '../lib/languages';

/** The account page's settings, each a screen of its own below `/my-account/account` (spec 000 §2). */
const SETTINGS = [
  { to: '/account/password', label: 'password.title' },
  { to: '/account/marketing-preferences', label: 'marketing.title' },
  { to: '/account/login-history', label: 'loginHistory.title' },
  { to: '/account/cookies', label: 'cookies.title' },
] as const;

/**
 * `/my-account/account` (spec 000 §2, §3): the player's personal details (`GET /player/details`) with the
 * ways to change the phone, the address and, where the country has them, the province; the site language;
 * and the password, marketing preferences, login history and cookie settings screens.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  const session = useBusState('session');
  const locale = useBusState('locale');
  const details = usePersonalDetails();
  const provinces = useProvinces();
  const language = marketLanguages(locale.market).find((option) => option.segment === locale.segment);
  const province = provinces.data?.provinces.find((option) => option.code === provinces.data?.provinceCode);

  return (
    <AccountScreen
      title={t('account.title')}
      intro={session.claims?.email ? t('account.signedInAs', { email: session.claims.email }) : undefined}
    >
      <Section aria-labelledby="details-title">
        <h2 id="details-title">{t('details.title')}</h2>
        {details.isPending && <LoadingLine>{t('details.loading')}</LoadingLine>}
        {details.isError && (
          <ErrorState
            namespace="account"
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        )}
        {details.data && (
          <Details>
            <Row>
              <dt>{t('details.name')}</dt>
              <dd>
                {[details.data.firstName, details.data.lastName].filter(Boolean).join(' ') ||
                  t('details.notGiven')}
              </dd>
            </Row>
            <Row>
              <dt>{t('details.email')}</dt>
              <dd>{details.data.email}</dd>
            </Row>
            <Row>
              <dt>{t('details.dateOfBirth')}</dt>
              <dd>
                {details.data.dateOfBirth ? formatBirthDate(details.data.dateOfBirth) : t('details.notGiven')}
              </dd>
            </Row>
            <Row>
              <dt>{t('details.phone')}</dt>
              <dd>
                <span>{details.data.mobilePhone ?? t('details.notGiven')}</span>
                <ChangeLink to="/account/phone">{t('details.changePhone')}</ChangeLink>
              </dd>
            </Row>
            <Row>
              <dt>{t('details.address.label')}</dt>
              <dd>
                <Address>
                  {details.data.address.address && <span>{details.data.address.address}</span>}
                  <span>
                    {[details.data.address.postalCode, details.data.address.city].filter(Boolean).join(' ')}
                  </span>
                  <span>{countryName(details.data.address.countryCode, locale.language)}</span>
                </Address>
                <ChangeLink to="/account/address">{t('details.changeAddress')}</ChangeLink>
              </dd>
            </Row>
            {provinces.data && provinces.data.provinces.length > 0 && (
              <Row>
                <dt>{t('details.province.label')}</dt>
                <dd>
                  <span>{province?.label ?? t('details.notGiven')}</span>
                  <ChangeLink to="/account/province">{t('details.changeProvince')}</ChangeLink>
                </dd>
              </Row>
            )}
          </Details>
        )}
      </Section>
      <Section aria-labelledby="language-title">
        <h2 id="language-title">{t('language.title')}</h2>
        <Details>
          <Row>
            <dt>{t('language.current')}</dt>
            <dd>
              <span lang={locale.language}>{language?.label ?? locale.language}</span>
              <ChangeLink to="/account/language">{t('language.change')}</ChangeLink>
            </dd>
          </Row>
        </Details>
      </Section>
      <Section aria-labelledby="settings-title">
        <h2 id="settings-title">{t('area.settings')}</h2>
        <Settings>
          {SETTINGS.map((setting) => (
            <li key={setting.to}>
              <SettingLink to={setting.to}>{t(setting.label)}</SettingLink>
            </li>
          ))}
        </Settings>
      </Section>
    </AccountScreen>
  );
}

const Details = styled.dl`
  margin: 0;
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 180px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Address = styled.span`
  display: grid;
`;

const ChangeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  text-underline-offset: 3px;
  border-radius: ${({ theme }) => theme.radius.small};
  ${focusRing}
`;

const Settings = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space(4)};
  }
`;

const SettingLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  ${focusRing}

  &::after {
    content: '›';
    color: ${({ theme }) => theme.colors.accent};
    font-size: 1.4rem;
  }
`;
