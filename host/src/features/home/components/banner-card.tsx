import { imageAddressOf, plainTextOf, useResponsiveImage } from '@casino/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HomeBanner } from '../api/get-home-page';
import { ContentLink } from './content-link';

export interface BannerCardProps {
  banner: HomeBanner;
  /** Where the button leads this viewer (`bannerActionOf`), or null for no button. */
  action: string | null;
  /** The logged-in player's first name, added to the greeting. */
  playerName?: string;
  /** The first banner loads its image at once (the page's largest paint); the others when scrolled to. */
  first: boolean;
}

const SIZES = '(max-width: 767px) 100vw, 1200px';

/** One home banner (spec 000 §3 Banner): its picture, greeting (with the player's name), title, description and button. */
export function BannerCard({ banner, action, playerName, first }: BannerCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const greeting = plainTextOf(banner.greeting);
  const description = plainTextOf(banner.description);
  const label = plainTextOf(banner.button?.label);
  // Content's picture addresses, web addresses or site paths only (issue 21 point 3); a refused mobile crop takes the desktop one.
  const picture = imageAddressOf(banner.images?.desktop);
  return (
    <Card aria-labelledby={titleId}>
      {picture ? <BannerImage desktop={picture} mobile={imageAddressOf(banner.images?.mobile) ?? picture} first={first} /> : null}
      <Text>
        {greeting ? <Greeting>{playerName ? t('home.greeting', { greeting, name: playerName }) : greeting}</Greeting> : null}
        <h2 id={titleId}>{plainTextOf(banner.title)}</h2>
        {description ? <p>{description}</p> : null}
        {label && action ? <Action to={action}>{label}</Action> : null}
      </Text>
    </Card>
  );
}

function BannerImage({ desktop, mobile, first }: { desktop: string; mobile: string; first: boolean }) {
  const ref = useResponsiveImage({ src: desktop, srcSet: `${mobile} 600w, ${desktop} 1200w`, sizes: SIZES });
  return <Picture ref={ref} alt="" width={1200} height={400} loading={first ? 'eager' : 'lazy'} decoding="async" fetchPriority={first ? 'high' : 'auto'} />;
}

const Card = styled.article`
  position: relative;
  display: grid;
  align-content: end;
  min-height: 300px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(135deg, #2a3658, #171e30);
  ${({ theme }) => theme.media.md} {
    min-height: 320px;
  }
`;

const Picture = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Text = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  background: linear-gradient(180deg, rgba(15, 20, 32, 0) 0%, rgba(15, 20, 32, 0.88) 45%);
  h2 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(8)};
    h2 {
      font-size: ${({ theme }) => theme.font.hero};
    }
  }
`;

const Greeting = styled.p`
  && {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;

const Action = styled(ContentLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
