import { ContentImage, ErrorBox, Muted } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePayAndPlayBanner } from '../api/get-pay-and-play-banner';

/** The message spec 001 §8 names for a market whose pay-and-play banner content has not set up. */
export const MISSING_BANNER_MESSAGE = 'Pnp Banner not being configured!';

/**
 * The market's pay-and-play banner from content (issue 14 point 7). A market without one shows the
 * spec's 'Pnp Banner not being configured!' (a message for the site's editors, as the spec gives it),
 * and the flow below still works.
 */
export function PayAndPlayBannerView({ market }: { market: string }) {
  const { t } = useTranslation('cashier');
  const banner = usePayAndPlayBanner(market);
  if (banner.isPending) return <Muted role="status">{t('payAndPlay.bannerLoading')}</Muted>;
  if (banner.isError || !banner.data) {
    return (
      <ErrorBox role="note">
        <p>{MISSING_BANNER_MESSAGE}</p>
      </ErrorBox>
    );
  }
  return (
    <Banner>
      <ContentImage address={banner.data.image} alt={banner.data.altTag} width={96} height={96} />
      <div>
        <strong>{banner.data.title}</strong>
        <p>{banner.data.description}</p>
      </div>
    </Banner>
  );
}

const Banner = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  img {
    flex: none;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  strong {
    font-size: ${({ theme }) => theme.font.title};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
