import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { SiteLink } from '../../../components/site-link';
import { ErrorBox, Muted, Page, SafeHtml, SecondaryButton, focusRing, imageAddressOf } from '@casino/shared/ui';
import { Column } from '../../../components/ui';
import { usePromotion } from '../api/get-promotion';
import { NotFound } from './not-found';
import { PromotionDates } from './promotion-dates';

/** `/promotions/{category}/{promotionSlug}` (spec 000 §2): a promotion's own page, its body and terms HTML sanitised (DOMPurify). */
export function PromotionPage() {
  const { t } = useTranslation('promotions');
  const { promotionSlug = '' } = useParams();
  const promotion = usePromotion(promotionSlug);

  if (promotion.isPending) {
    return (
      <Page>
        <Muted role="status">{t('page.loading')}</Muted>
      </Page>
    );
  }
  if (promotion.isError) {
    return (
      <Page>
        <Column $narrow>
          <ErrorBox role="alert">
            <p>{t('page.failed')}</p>
            <SecondaryButton type="button" onClick={() => void promotion.refetch()}>
              {t('retry')}
            </SecondaryButton>
          </ErrorBox>
        </Column>
      </Page>
    );
  }
  if (!promotion.data) {
    return (
      <Page>
        <NotFound />
      </Page>
    );
  }
  const data = promotion.data;
  // Web addresses and site paths only (issue 21 point 3): any other address from content shows no picture.
  const image = imageAddressOf(data.image);
  return (
    <Page>
      <Column $narrow>
        <Back to={`/${data.category}`}>{t('page.back')}</Back>
        <article>
          {image ? <Hero src={image} alt="" /> : null}
          <h1>{data.title}</h1>
          <PromotionDates startDate={data.startDate} endDate={data.endDate} />
          <SafeHtml html={data.body} />
          {data.ctaUrl && data.ctaLabel && <Cta to={data.ctaUrl}>{data.ctaLabel}</Cta>}
          {data.terms ? (
            <Terms aria-labelledby="promotion-terms">
              <h2 id="promotion-terms">{t('terms.title')}</h2>
              <SafeHtml html={data.terms} />
            </Terms>
          ) : null}
        </article>
      </Column>
    </Page>
  );
}

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.accent};

  ${focusRing}
`;

const Hero = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  & + h1 {
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.hero};
    line-height: 1.2;
  }
`;

const Cta = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  margin-top: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  text-decoration: none;

  ${focusRing}
`;

const Terms = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;
