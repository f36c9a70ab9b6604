import { useBusState } from '@casino/shared/parcel';
import { Page, SiteLink, navItem } from '@casino/shared/ui';
import { ACCOUNT_PAGES } from '@casino/shared/site-map';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@casino/shared-modules/react-router';
import styled from 'styled-components';

/** The account area's pages, below its base path (`/my-account`), and when each is the current one. */
const AREA_LINKS = [
  {
    to: '/account',
    label: 'area.nav.account',
    current: (path: string) => path.startsWith('/account') && !path.startsWith('/account/verification'),
  },
  {
    to: '/account/verification',
    label: 'area.nav.verification',
    current: (path: string) => path.startsWith('/account/verification'),
  },
  {
    to: '/gambling-limits',
    label: 'area.nav.gamblingLimits',
    current: (path: string) => path.startsWith('/gambling-limits'),
  },
  {
    to: '/inbox',
    label: 'area.nav.inbox',
    current: (path: string) => path === '/inbox' || path === '/inbox/',
  },
  {
    to: '/inbox/notifications',
    label: 'area.nav.notifications',
    current: (path: string) => path.startsWith('/inbox/notifications'),
  },
] as const;

/**
 * The frame of every account page (spec 000 §2 "account page tabs: account, verification", gambling limits,
 * inbox, notifications): the area's menu beside the page from the desktop up, a row of tabs above it on a phone,
 * the current page marked `aria-current="page"`. Banking belongs to the cashier, Rewards and Bonus code (spec 001
 * §2) to the promotions remote: site links. Rewards shows to players the gated pages are open to (not
 * risk-payout or suspended: spec 000 §2 guard 8), Bonus code only where manual claim is allowed (guard 7),
 * as the host's `access` state says.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const access = useBusState('access');
  return (
    <Page>
      <Frame>
        <Menu aria-label={t('area.nav.label')}>
          <ul>
            {AREA_LINKS.map((link) => (
              <li key={link.to}>
                <MenuLink to={link.to} aria-current={link.current(pathname) ? 'page' : undefined}>
                  {t(link.label)}
                </MenuLink>
              </li>
            ))}
            <li>
              <MenuSiteLink to={ACCOUNT_PAGES.banking}>{t('area.nav.banking')}</MenuSiteLink>
            </li>
            {access.gatedPages ? (
              <li>
                <MenuSiteLink to={ACCOUNT_PAGES.rewards}>{t('area.nav.rewards')}</MenuSiteLink>
              </li>
            ) : null}
            {access.manualClaim ? (
              <li>
                <MenuSiteLink to={ACCOUNT_PAGES.bonusCode}>{t('area.nav.bonusCode')}</MenuSiteLink>
              </li>
            ) : null}
          </ul>
        </Menu>
        <Main>{children}</Main>
      </Frame>
    </Page>
  );
}

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1040px;
  margin: 0 auto;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 220px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(8)};
    align-items: start;
  }
`;

const Menu = styled.nav`
  min-width: 0;
  overflow-x: auto;

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space(4)});
    overflow: visible;

    ul {
      flex-direction: column;
    }
  }
`;

const menuItem = `
  width: 100%;
  box-sizing: border-box;
  font-weight: 600;
`;

const MenuLink = styled(Link)`
  ${navItem}
  ${menuItem}
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.colors.text};

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.accent};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.lg} {
    &[aria-current='page'] {
      box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
    }
  }
`;

const MenuSiteLink = styled(SiteLink)`
  ${navItem}
  ${menuItem}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;
