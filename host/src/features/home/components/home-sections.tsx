import { ContentImage, plainTextOf } from '@casino/shared/ui';
import type { FaceliftBanner, VerticalTile } from '@casino/shared/wire';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HomePaymentMethod } from '../api/get-home-page';
import { ContentLink } from './content-link';

/** The vertical tiles of a home page: a link into each vertical, with its picture when the content has one. */
export function VerticalTiles({ tiles }: { tiles: VerticalTile[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.verticals')}>
      <Tiles>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Tile to={tile.url}>
              <ContentImage address={tile.image} width={1200} height={400} loading="lazy" decoding="async" />
              <strong>{plainTextOf(tile.title)}</strong>
              {tile.description ? <span>{plainTextOf(tile.description)}</span> : null}
            </Tile>
          </li>
        ))}
      </Tiles>
    </nav>
  );
}

/** The facelift banners (spec 000 §3): smaller offers below the verticals, each a card with a link. */
export function FaceliftBanners({ banners }: { banners: FaceliftBanner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <Section aria-labelledby="home-facelift">
      <h2 id="home-facelift">{t('home.more')}</h2>
      <Facelifts>
        {banners.map((banner) => (
          <li key={banner._key}>
            <Facelift>
              <ContentImage address={banner.image} width={1200} height={400} loading="lazy" decoding="async" />
              <h3>{plainTextOf(banner.title)}</h3>
              {banner.description ? <p>{plainTextOf(banner.description)}</p> : null}
              {banner.url ? <FaceliftLink to={banner.url}>{plainTextOf(banner.linkLabel) || t('home.readMore')}</FaceliftLink> : null}
            </Facelift>
          </li>
        ))}
      </Facelifts>
    </Section>
  );
}

/** The market's top payment methods (spec 000 §3): their logos, named by their alt text. */
export function PaymentMethods({ methods }: { methods: HomePaymentMethod[] }) {
  const { t } = useTranslation();
  if (methods.length === 0) return null;
  return (
    <Section aria-labelledby="home-payment-methods">
      <h2 id="home-payment-methods">{t('home.paymentMethods')}</h2>
      <Logos>
        {methods.map((method) => (
          <li key={method.name}>
            <ContentImage address={method.image} alt={plainTextOf(method.altTag) || method.name} width={120} height={48} loading="lazy" decoding="async" />
          </li>
        ))}
      </Logos>
    </Section>
  );
}

const Tiles = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(2, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Tile = styled(ContentLink)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  strong {
    font-size: 1.125rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
    outline: none;
  }
`;

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
`;

const Facelifts = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Facelift = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const FaceliftLink = styled(ContentLink)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Logos = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  img {
    display: block;
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;
