import { useBusState } from '@casino/shared/parcel';
import { REDIRECT_PARAM } from '@casino/shared/site-map';
import { Page, SafeHtml, plainTextOf } from '@casino/shared/ui';
import { BONUS_CODE_PARAM } from '@casino/shared/wire';
import { useTranslation } from 'react-i18next';
import { useParams } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { Column } from '../../../components/ui';
import { useRegistrationLanding } from '../api/get-content-page';
import { PageHero } from './page-hero';
import { PageFailed, PageLoading, PageNotFound } from './page-states';
import { CallToAction, Intro, Title } from './page-parts';

/**
 * The sign-up address of a landing page: `/signup`, carrying the page's own `redirect` and `bonusCode`
 * parameters when it has them (spec 000 §2: the player comes back where they were going, the code survives).
 */
export function signUpPathOf(search: string): string {
  const current = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const name of [REDIRECT_PARAM, BONUS_CODE_PARAM]) {
    const value = current.get(name);
    if (value) next.set(name, value);
  }
  const query = next.toString();
  return query ? `/signup?${query}` : '/signup';
}

/**
 * `/promo/{slug}` (spec 000 §2 registration landing page, §3 "registration pages by slug"): the market's
 * page of the slug selling the sign-up: picture, title, offer, the body HTML sanitised (DOMPurify) and a
 * sign-up link (`signUpPathOf`). Optional fields may be missing; an unknown slug says 'Page not found!'.
 */
export function RegistrationLandingPage() {
  const { t } = useTranslation('promotions');
  const { slug = '' } = useParams();
  const { search } = useBusState('location');
  const page = useRegistrationLanding(slug);
  if (page.isPending) return <Page><PageLoading /></Page>;
  if (page.isError) return <Page><Column $narrow><PageFailed onRetry={() => void page.refetch()} /></Column></Page>;
  if (!page.data) return <Page><PageNotFound /></Page>;
  const promo = page.data;
  return (
    <Page>
      <Column $narrow>
        <article>
          {promo.image ? <PageHero image={promo.image} /> : null}
          <Title>{plainTextOf(promo.title)}</Title>
          {promo.offer ? <Offer>{plainTextOf(promo.offer)}</Offer> : null}
          {promo.body ? <SafeHtml html={promo.body} /> : null}
          <CallToAction to={signUpPathOf(search)}>{plainTextOf(promo.ctaLabel) || t('pages.signUp')}</CallToAction>
        </article>
      </Column>
    </Page>
  );
}

const Offer = styled(Intro)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  font-size: 1.25rem;
`;
