import { useBusState, usePlatform } from '@casino/shared/parcel';
import { Page, SafeHtml, plainTextOf } from '@casino/shared/ui';
import { BONUS_CODE_PARAM } from '@casino/shared/wire';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { Column } from '../../../components/ui';
import { useLandingPage } from '../api/get-content-page';
import { PageHero } from './page-hero';
import { PageFailed, PageLoading, PageNotFound } from './page-states';
import { ActionButton, CallToAction, Intro, Title } from './page-parts';
import { signUpPathOf } from './registration-landing-page';

/** `search` with the `bonusCode` parameter set to `code`, or removed when `code` is null; '' or `?…`. */
export function withBonusCode(search: string, code: string | null): string {
  const params = new URLSearchParams(search);
  if (code === null) params.delete(BONUS_CODE_PARAM);
  else params.set(BONUS_CODE_PARAM, code);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * `/landing/{id}` (spec 000 §2 landing page by id): the market's landing page, its body HTML sanitised
 * (DOMPurify), and its bonus code. The `bonusCode` query parameter is readable (shown) and removable (Remove
 * the code: `NAVIGATE` with `replace`, so Back does not bring it again); a page whose content carries a code
 * puts it in the URL when the URL has none as the page opens (also `replace`), once: a code that leaves the URL
 * later (removed here, or claimed from the host's offer box, which takes it out) is not put back. An
 * anonymous visitor gets Log in (`OPEN_LOGIN` back to this URL, so the code survives the login: spec 000 §2)
 * and Sign up (`/signup` with the code). Claiming the code after login is the rewards area's (its offer box).
 * A missing page says 'Page not found!' (spec 000 §8).
 */
export function LandingPage() {
  const { t } = useTranslation('promotions');
  const { id = '' } = useParams();
  const { bus } = usePlatform();
  const session = useBusState('session');
  const location = useBusState('location');
  const page = useLandingPage(id);
  const code = new URLSearchParams(location.search).get(BONUS_CODE_PARAM)?.trim() || null;
  // The page id whose content code this visit has placed (or found) in the URL: each page's code once.
  const codePlacedFor = useRef<string | null>(null);
  const contentCode = page.data?.bonusCode?.trim() || null;

  useEffect(() => {
    if (!page.data || codePlacedFor.current === id) return;
    codePlacedFor.current = id;
    if (contentCode && !code) {
      bus.emit({ type: 'NAVIGATE', to: `${location.pathname}${withBonusCode(location.search, contentCode)}${location.hash}`, replace: true });
    }
  }, [bus, id, page.data, code, contentCode, location.pathname, location.search, location.hash]);

  if (page.isPending) return <Page><PageLoading /></Page>;
  if (page.isError) return <Page><Column $narrow><PageFailed onRetry={() => void page.refetch()} /></Column></Page>;
  if (!page.data) return <Page><PageNotFound /></Page>;
  const landing = page.data;
  const remove = () => {
    bus.emit({ type: 'NAVIGATE', to: `${location.pathname}${withBonusCode(location.search, null)}${location.hash}`, replace: true });
  };
  return (
    <Page>
      <Column $narrow>
        <article>
          {landing.image ? <PageHero image={landing.image} /> : null}
          <Title>{plainTextOf(landing.title)}</Title>
          {landing.intro ? <Intro>{plainTextOf(landing.intro)}</Intro> : null}
          {code ? (
            <CodeBox aria-labelledby="landing-code">
              <h2 id="landing-code">{t('pages.landing.codeTitle')}</h2>
              <Code>{code}</Code>
              <ActionButton type="button" $secondary onClick={remove}>
                {t('pages.landing.remove')}
              </ActionButton>
            </CodeBox>
          ) : null}
          {landing.body ? <SafeHtml html={landing.body} /> : null}
          {!session.authorized && session.status === 'Resolved' ? (
            <Actions>
              <ActionButton type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN', redirectTo: `${location.pathname}${location.search}` })}>
                {t('pages.landing.logIn')}
              </ActionButton>
              <CallToAction to={signUpPathOf(location.search)}>{t('pages.signUp')}</CallToAction>
            </Actions>
          ) : null}
        </article>
      </Column>
    </Page>
  );
}

const CodeBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    margin-top: 0;
  }
`;

const Code = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
