import { useBusState, usePlatform } from '@casino/shared/parcel';
import { PAGE_IDS } from '@casino/shared/site-map';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SportsFrame } from '../../../components/sports-frame';
import { FullHeightPage, Notice } from '../../../components/ui';
import { sportsFrameUrl } from '../../../lib/frame-url';

/** The frame's route for virtual sports. */
export const VIRTUALS_FRAME_PATH = '/virtuals';

/** `/virtuals` (page id virtuals-base, spec 000 §2 Virtuals): a heading and the provider's frame on its virtuals route. */
export function VirtualsPage() {
  const { t } = useTranslation('sportsbook');
  const { http } = usePlatform();
  const locale = useBusState('locale');
  const access = useBusState('access');

  if (!access.virtualSports) {
    return (
      <Notice>
        <h1>{t('virtuals.unavailableTitle')}</h1>
        <p>{t('virtuals.unavailableText')}</p>
      </Notice>
    );
  }

  const src = sportsFrameUrl({ platformUrl: http.defaults.baseURL, language: locale.language, market: locale.market, path: VIRTUALS_FRAME_PATH });
  return (
    <FullHeightPage data-page-id={PAGE_IDS.virtuals} aria-labelledby="virtuals-title">
      <Title id="virtuals-title">{t('virtuals.title')}</Title>
      <SportsFrame src={src} title={t('virtuals.frameTitle')} />
    </FullHeightPage>
  );
}

const Title = styled.h1`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.title};
  line-height: 1.2;
`;
