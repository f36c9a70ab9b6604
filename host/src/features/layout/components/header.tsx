import { localePath } from '@casino/shared/market';
import { formatMinorMoney } from '@casino/shared/money';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { ACCOUNT_PAGES, SITE_AREAS } from '@casino/shared/site-map';
import { navItem } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { config } from '../../../lib/config';
import { signupPath } from '../../session';
import { playableBalanceOf } from '../../wallet';
import { ProtectionControls } from './protection-controls';
import { SessionLimitCountdown } from './session-limit-countdown';

/** The verticals in the header, in order (spec 000 §1). */
export const VERTICAL_NAVIGATION = [
  { path: SITE_AREAS.casino.path, key: 'nav.casino' },
  { path: SITE_AREAS.liveCasino.path, key: 'nav.liveCasino' },
  { path: SITE_AREAS.sportsbook.path, key: 'nav.sportsbook' },
  { path: SITE_AREAS.virtuals.path, key: 'nav.virtuals' },
  { path: SITE_AREAS.promotions.path, key: 'nav.promotions' },
] as const;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.headerHeight};
  padding: 0 ${({ theme }) => theme.space(4)};
  max-width: 1440px;
  margin: 0 auto;
`;

const Brand = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
  white-space: nowrap;
  margin-right: auto;
  ${({ theme }) => theme.media.lg} {
    margin-right: ${({ theme }) => theme.space(4)};
  }
`;

const Nav = styled.nav`
  order: 3;
  width: 100%;
  overflow-x: auto;
  ${({ theme }) => theme.media.lg} {
    order: 0;
    width: auto;
    flex: 1;
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space(2)};
    ${({ theme }) => theme.media.lg} {
      padding: 0;
    }
  }
`;

const Wrap = styled(Row)`
  flex-wrap: wrap;
  ${({ theme }) => theme.media.lg} {
    flex-wrap: nowrap;
  }
`;

const VerticalLink = styled(NavLink)`
  ${navItem}
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.colors.text};
  &.active {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Balance = styled.p`
  display: grid;
  margin: 0;
  text-align: right;
  line-height: 1.1;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
  }
  strong {
    font-size: 0.95rem;
  }
`;

const Actions = styled.div`
  align-items: center;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const buttonStyle = `
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 14px;
  border-radius: 8px;
  font-weight: 700;
  font-size: 0.95rem;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
`;

const LoginButton = styled.button`
  ${buttonStyle}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const AccountLink = styled(Link)`
  ${buttonStyle}
  position: relative;
  padding: 0 10px;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  svg {
    width: 20px;
    height: 20px;
  }
  ${({ theme }) => theme.media.md} {
    padding: 0 14px;
    svg {
      display: none;
    }
  }
`;

/** The account link's words: only the icon shows on a phone, where the header has no room; the name stays. */
const AccountText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  ${({ theme }) => theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}

const SignupLink = styled(Link)`
  ${buttonStyle}
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/**
 * The site header: the brand, the vertical navigation, and log-in and sign-up for a visitor; for a
 * player the balance, deposit, the account area (spec 000 §2 player-only pages) and log-out.
 * Log in asks the host (through the bus) to open the login dialog.
 */
export function Header() {
  const { t } = useTranslation();
  const { bus } = usePlatform();
  const { segment, market } = useBusState('locale');
  const session = useBusState('session');
  const wallet = useBusState('wallet');
  const location = useLocation();
  const balance = playableBalanceOf(wallet.balances);
  return (
    <Bar>
      <Wrap>
        <Brand to={localePath(segment, '/')}>{config.brandName}</Brand>
        <Nav aria-label={t('nav.label')}>
          <ul>
            {VERTICAL_NAVIGATION.map((item) => (
              <li key={item.path}>
                <VerticalLink to={localePath(segment, item.path)}>{t(item.key)}</VerticalLink>
              </li>
            ))}
          </ul>
        </Nav>
        {session.authorized ? (
          <Actions>
            <ProtectionControls />
            <SessionLimitCountdown />
            <Balance aria-live="polite" data-testid="header-balance">
              <span>{t('header.balance')}</span>
              <strong>{balance === null ? '…' : formatMinorMoney(balance, wallet.currency, market)}</strong>
            </Balance>
            <SignupLink to={localePath(segment, '/deposit')}>{t('header.deposit')}</SignupLink>
            <AccountLink to={localePath(segment, ACCOUNT_PAGES.account)}>
              <PersonIcon />
              <AccountText>{t('header.account')}</AccountText>
            </AccountLink>
            <LoginButton type="button" onClick={() => bus.emit({ type: 'LOGOUT' })}>
              {t('header.logout')}
            </LoginButton>
          </Actions>
        ) : (
          <Actions>
            <ProtectionControls />
            <LoginButton type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN', redirectTo: window.location.pathname })}>
              {t('header.login')}
            </LoginButton>
            <SignupLink to={signupPath(segment, location)}>{t('header.signup')}</SignupLink>
          </Actions>
        )}
      </Wrap>
    </Bar>
  );
}
