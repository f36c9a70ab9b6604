import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';

const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.headerHeight});
  max-width: 1440px;
  margin: 0 auto;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 100;
    padding: 8px 12px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/** The page frame: skip link, header, main content and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
