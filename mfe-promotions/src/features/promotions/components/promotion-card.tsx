import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { focusRing, imageAddressOf } from '@casino/shared/ui';
import type { PromotionCard as PromotionCardData } from '../api/get-promotions';
import { PromotionDates } from './promotion-dates';

export interface PromotionCardProps {
  promotion: PromotionCardData;
}

/** A promotion in a list: image, title linking to its page, summary, dates and tag links. */
export function PromotionCard({ promotion }: PromotionCardProps) {
  // Web addresses and site paths only (issue 21 point 3): any other address from content shows no picture.
  const image = imageAddressOf(promotion.image);
  return (
    <Card>
      {image ? <Image src={image} alt="" loading="lazy" /> : null}
      <Body>
        <h2>
          <TitleLink to={`/${promotion.category}/${promotion.slug}`}>{promotion.title}</TitleLink>
        </h2>
        <PromotionDates startDate={promotion.startDate} endDate={promotion.endDate} />
        <p>{promotion.summary}</p>
        {promotion.tags.length > 0 && (
          <Tags>
            {promotion.tags.map((tag) => (
              <li key={tag.slug}>
                <TagLink to={`/${promotion.category}/tag/${tag.slug}`}>{tag.title}</TagLink>
              </li>
            ))}
          </Tags>
        )}
      </Body>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Image = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: 1.125rem;
    line-height: 1.3;
  }

  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  ${focusRing}
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space(2)} 0 0;
  list-style: none;
`;

const TagLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  ${focusRing}
`;
