import { GameTileCaption, gamePlayPath } from '@casino/shared/game';
import { formatAmount, formatMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { focusRing, imageAddressOf, theme, useResponsiveImage } from '@casino/shared/ui';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { betLimitsOf, seatStatusOf, type LiveGame, type LiveTable } from '../../../lib/live-table';

/** The intrinsic size in CSS px of a card's thumbnail (the sandbox's are 200 × 200). */
const THUMBNAIL_PX = 200;

export interface TableCardProps {
  game: LiveGame;
  /** The game's live table, when the games admin API listed it. */
  table: LiveTable | undefined;
  /** True while the live tables are still loading for the first time. */
  tablesPending: boolean;
}

/** An amount never breaks between its number and its symbol (`5.00 €`). */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * A live table: a link to its play page with the thumbnail, name, studio, seats (`5 / 7 seats taken`,
 * Full, Closed, or the players of a game without seats) and bet limits in the limits' currency, shown
 * the way the player's market shows money (spec 000 §9). Memoised: the tables are fetched again every 10 s
 * (`useLiveTables`), and a card renders again only when its own table changed (react-query keeps an unchanged
 * table's object), not all 55 of the lobby's (issue 19: a refresh landing as the lobby is shown again).
 */
export const TableCard = memo(function TableCard({ game, table, tablesPending }: TableCardProps) {
  const { t } = useTranslation('liveCasino');
  const { market } = useBusState('locale');
  const id = useId();
  const seats = seatStatusOf(table);
  const limits = betLimitsOf(game, table);
  const badge = seats.kind === 'closed' ? t('tables.closed') : seats.kind === 'seats' && seats.full ? t('tables.full') : null;
  // Web addresses and site paths only (issue 21 point 3): a refused density takes the smaller, a refused img1x shows none.
  const img1x = imageAddressOf(game.thumbnail?.img1x) ?? '';
  const img2x = imageAddressOf(game.thumbnail?.img2x) ?? img1x;
  const img3x = imageAddressOf(game.thumbnail?.img3x) ?? img2x;
  const thumbnailRef = useResponsiveImage({ src: img1x, srcSet: `${img1x} 1x, ${img2x} 2x, ${img3x} 3x` });

  let seatsText: string | null = null;
  if (seats.kind === 'seats') seatsText = t('tables.seatsTaken', { taken: seats.taken, count: seats.seats });
  else if (seats.kind === 'players') seatsText = t('tables.players', { count: seats.players, formatted: formatAmount(seats.players, 0) });

  return (
    <Card
      to={gamePlayPath(game)}
      aria-labelledby={`${id}-name ${id}-studio`}
      aria-describedby={[badge && `${id}-badge`, seatsText && `${id}-seats`, limits && `${id}-limits`].filter(Boolean).join(' ') || undefined}
      data-seats={seats.kind === 'seats' ? (seats.full ? 'full' : 'open') : seats.kind}
    >
      <Thumbnail>
        {img1x ? (
          <img
            // src and srcset: set at commit and taken away at removal (see useResponsiveImage).
            ref={thumbnailRef}
            alt={game.name}
            loading="lazy"
            width={THUMBNAIL_PX}
            height={THUMBNAIL_PX}
          />
        ) : null}
        {badge ? (
          <Badge id={`${id}-badge`} $closed={seats.kind === 'closed'}>
            {badge}
          </Badge>
        ) : null}
      </Thumbnail>
      <Body name={game.name} studio={game.studio ?? game.gameProvider} id={id}>
        {seatsText ? (
          <Seats id={`${id}-seats`} $full={seats.kind === 'seats' && seats.full}>
            {seatsText}
          </Seats>
        ) : tablesPending ? (
          <SeatsPlaceholder aria-hidden="true" />
        ) : null}
        {limits ? (
          <Limits id={`${id}-limits`}>
            {t('tables.betLimits', { min: unbroken(formatMoney(limits.min, limits.currency, market)), max: unbroken(formatMoney(limits.max, limits.currency, market)) })}
          </Limits>
        ) : null}
      </Body>
    </Card>
  );
});

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  text-decoration: none;
  transition: border-color 150ms ease;

  &:hover {
    border-color: ${theme.colors.accent};
  }
  ${focusRing}
`;

const Thumbnail = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 1 / 1;
  background: ${theme.colors.surfaceRaised};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  [data-seats='closed'] & img {
    opacity: 0.45;
  }
`;

const Badge = styled.span<{ $closed: boolean }>`
  position: absolute;
  top: ${theme.space(2)};
  right: ${theme.space(2)};
  padding: 2px ${theme.space(2)};
  border-radius: 999px;
  background: ${({ $closed }) => ($closed ? theme.colors.surfaceRaised : theme.colors.danger)};
  color: ${({ $closed }) => ($closed ? theme.colors.text : '#1a0000')};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Body = styled(GameTileCaption)`
  padding: ${theme.space(2)} ${theme.space(3)} ${theme.space(3)};
`;

const Limits = styled.span`
  color: ${theme.colors.textMuted};
  font-size: 0.75rem;
  line-height: 1.35;
`;

const Seats = styled.span<{ $full: boolean }>`
  margin-top: ${theme.space(1)};
  color: ${({ $full }) => ($full ? theme.colors.danger : theme.colors.positive)};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.35;
`;

const SeatsPlaceholder = styled.span`
  display: block;
  width: 60%;
  height: 0.75rem;
  margin: ${theme.space(1)} 0 2px;
  border-radius: 4px;
  background: ${theme.colors.surfaceRaised};
`;
