import { ErrorBox, Muted, SecondaryButton } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SiteLink } from '../../../components/site-link';

/** The loading line of a content page. */
export function PageLoading() {
  const { t } = useTranslation('promotions');
  return <Muted role="status">{t('pages.loading')}</Muted>;
}

/** A content page that could not be read, with Try again. */
export function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('promotions');
  return (
    <ErrorBox role="alert">
      <p>{t('pages.failed')}</p>
      <SecondaryButton type="button" onClick={onRetry}>
        {t('retry')}
      </SecondaryButton>
    </ErrorBox>
  );
}

/** spec 000 §8: a missing landing (or VIP, or promo) page: 'Page not found!', with the way home. */
export function PageNotFound() {
  const { t } = useTranslation('promotions');
  return (
    <Box>
      <h1>{t('pages.notFound')}</h1>
      <SiteLink to="/">{t('pages.home')}</SiteLink>
    </Box>
  );
}

const Box = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;
