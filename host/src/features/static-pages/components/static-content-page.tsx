import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NotFoundPage, TryAgainScreen } from '../../errors';
import { useStaticPage } from '../api/get-static-page';
import { SafeHtml } from './safe-html';

const Page = styled.article`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  max-width: 960px;
  margin: 0 auto;
`;

export interface StaticContentPageProps {
  /** The page's URL in the content service, e.g. `/terms`. */
  url: string;
}

/**
 * A static content page (spec 000 §2: /terms, /cookie-policy, … and the pages generated from the
 * footer lists), rendered from the content service with sanitised HTML. No page for the URL → the
 * not-found page.
 */
export function StaticContentPage({ url }: StaticContentPageProps) {
  const { t } = useTranslation();
  const page = useStaticPage(url);
  if (page.isPending) {
    return (
      <Page aria-busy="true">
        <p role="status">{t('common.loading')}</p>
      </Page>
    );
  }
  if (page.isError) return <TryAgainScreen onTryAgain={() => void page.refetch()} />;
  if (!page.data) return <NotFoundPage />;
  return (
    <Page>
      <h1>{page.data.title}</h1>
      <SafeHtml html={page.data.body} />
    </Page>
  );
}
