import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';

/** A promotion or category that does not exist, or that this visitor may not see. */
export function NotFound() {
  const { t } = useTranslation('promotions');
  return (
    <Box>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.link')}</Link>
    </Box>
  );
}

const Box = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;
