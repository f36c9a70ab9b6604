import { localePath } from '@casino/shared/market';
import { useBusState } from '@casino/shared/parcel';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { config } from '../../../lib/config';
import { footerLinksOf, useFooterLists } from '../api/get-footer-lists';
import { useHostServices } from '../../../lib/host-services';
import { useShellState } from '../../../lib/shell-store';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space(12)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  max-width: 1440px;
  margin: 0 auto;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * The footer: the information and contact-us lists from the content service (spec 000 §2),
 * responsible-gambling notice, and the host's version for testers.
 */
export function Footer() {
  const { t } = useTranslation();
  const { segment } = useBusState('locale');
  const lists = useFooterLists();
  const { shell } = useHostServices();
  const { loadedRemotes } = useShellState(shell);
  const versions = [`host ${config.version}`, ...Object.entries(loadedRemotes).map(([remote, version]) => `${remote} ${version}`)].join(' · ');
  return (
    <Bar>
      <Columns>
        {(lists.data ?? []).map((list) => (
          <nav key={list._id} aria-label={list.title}>
            <h2>{list.title}</h2>
            <ul>
              {footerLinksOf(list).map((link) => (
                <li key={link.title}>
                  {link.kind === 'internal' ? (
                    <Link to={localePath(segment, link.path)}>{link.title}</Link>
                  ) : (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.title}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {lists.isError ? <p>{t('footer.unavailable')}</p> : null}
        <section aria-label={t('footer.aboutLabel')}>
          <p>{t('footer.responsible')}</p>
          <p>{config.brandName}</p>
          <p data-testid="about-versions">
            {t('footer.versions')}: {versions}
          </p>
        </section>
      </Columns>
    </Bar>
  );
}
