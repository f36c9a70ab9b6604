import { Page, SafeHtml, plainTextOf } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Column } from '../../../components/ui';
import { useVipPage } from '../api/get-content-page';
import { PageHero } from './page-hero';
import { PageFailed, PageLoading, PageNotFound } from './page-states';
import { CallToAction, Intro, Title } from './page-parts';

/**
 * `/iclub` (spec 000 §2, §3 "a VIP page per market"): the market's VIP page: title, introduction, picture,
 * the levels with their perks, the body HTML sanitised (DOMPurify) and the call to action. Any field but the
 * title may be missing; no page shows 'Page not found!'.
 */
export function VipPage() {
  const { t } = useTranslation('promotions');
  const page = useVipPage();
  if (page.isPending) return <Page><PageLoading /></Page>;
  if (page.isError) return <Page><Column $narrow><PageFailed onRetry={() => void page.refetch()} /></Column></Page>;
  if (!page.data) return <Page><PageNotFound /></Page>;
  const vip = page.data;
  const levels = (vip.levels ?? []).filter((level) => level && level.name);
  return (
    <Page>
      <Column>
        <article>
          {vip.image ? <PageHero image={vip.image} /> : null}
          <Title>{plainTextOf(vip.title)}</Title>
          {vip.intro ? <Intro>{plainTextOf(vip.intro)}</Intro> : null}
          {levels.length > 0 ? (
            <section aria-labelledby="vip-levels">
              <h2 id="vip-levels">{t('pages.vip.levels')}</h2>
              <Levels>
                {levels.map((level) => (
                  <li key={level._key}>
                    <h3>{plainTextOf(level.name)}</h3>
                    {level.description ? <p>{plainTextOf(level.description)}</p> : null}
                    {level.perks && level.perks.length > 0 ? (
                      <ul aria-label={t('pages.vip.perks', { level: plainTextOf(level.name) })}>
                        {level.perks.map((perk) => (
                          <li key={perk}>{plainTextOf(perk)}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </Levels>
            </section>
          ) : null}
          {vip.body ? <SafeHtml html={vip.body} /> : null}
          {vip.ctaUrl && vip.ctaLabel ? <CallToAction to={vip.ctaUrl}>{plainTextOf(vip.ctaLabel)}</CallToAction> : null}
        </article>
      </Column>
    </Page>
  );
}

const Levels = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  > li {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.large};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.accent};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;
