import { gamePlayPath } from '@casino/shared/game';
import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { Button, focusRing, imageAddressOf, imageSourceSetOf, theme } from '@casino/shared/ui';
import { WINNERS_DATE_RANGES, type Winner, type WinnersDateRange } from '@casino/shared/wire';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { useLatestWinners, useTopWinners } from '../api/get-winners';

/** The currency an anonymous visitor's winners are shown in (spec 000 §9 default currency). */
const ANONYMOUS_CURRENCY = 'EUR';

export interface WinnersWidgetProps {
  /**
   * The casino area's path as the surrounding router sees it: `''` inside the casino (its router's base is
   * the casino), `/online-casino` where the base is the locale root (the host's home page). Game links
   * are `<casinoPath>/play/{provider}/{id}`.
   */
  casinoPath: string;
}

/**
 * The top and latest winners widgets (issue 17 point 6; spec 001 §7 Wallet top-winners, latest-winners;
 * §3 Winners): two lists, "Top winners" with a period choice (today, this week, this month: the
 * platform's DAY, WEEK, MONTH) and "Latest winners", each win naming the game (a link to its play page),
 * its studio, the masked player and the amount in the player's currency (an anonymous visitor's: EUR),
 * formatted by spec 001 §9's rules for the market. Each list loads, fails (with a retry) and empties on its
 * own.
 */
export function WinnersWidget({ casinoPath }: WinnersWidgetProps) {
  const { t } = useTranslation('casino');
  const profile = useBusState('profile');
  const { authorized } = useBusState('session');
  const currency = (authorized && profile?.currencyCode) || ANONYMOUS_CURRENCY;
  const [dateRange, setDateRange] = useState<WinnersDateRange>('DAY');
  const top = useTopWinners(dateRange, currency);
  const latest = useLatestWinners(currency);
  const topId = useId();
  const latestId = useId();

  return (
    <Widgets aria-label={t('winners.label')}>
      <Panel aria-labelledby={topId}>
        <PanelHeader>
          <h2 id={topId}>{t('winners.topTitle')}</h2>
          <Ranges role="group" aria-label={t('winners.rangeLabel')}>
            {WINNERS_DATE_RANGES.map((range) => (
              <CompactButton key={range} type="button" aria-pressed={range === dateRange} onClick={() => setDateRange(range)}>
                {t(`winners.range.${range}`)}
              </CompactButton>
            ))}
          </Ranges>
        </PanelHeader>
        <WinnerList query={top} casinoPath={casinoPath} label={t('winners.topTitle')} />
      </Panel>
      <Panel aria-labelledby={latestId}>
        <PanelHeader>
          <h2 id={latestId}>{t('winners.latestTitle')}</h2>
        </PanelHeader>
        <WinnerList query={latest} casinoPath={casinoPath} label={t('winners.latestTitle')} showTime />
      </Panel>
    </Widgets>
  );
}

interface WinnerListProps {
  query: { data?: Winner[]; isError: boolean; isFetching: boolean; refetch: () => unknown };
  casinoPath: string;
  label: string;
  showTime?: boolean;
}

function WinnerList({ query, casinoPath, label, showTime = false }: WinnerListProps) {
  const { t, i18n } = useTranslation('casino');
  const { market } = useBusState('locale');
  if (query.isError && !query.data) {
    return (
      <Status>
        {t('winners.failed')}{' '}
        <CompactButton type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('winners.retry')}
        </CompactButton>
      </Status>
    );
  }
  if (!query.data) return <Status aria-busy="true">{t('winners.loading')}</Status>;
  if (query.data.length === 0) return <Status>{t('winners.empty')}</Status>;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <List aria-label={label} aria-busy={query.isFetching}>
      {query.data.map((winner, index) => (
        <Row key={`${winner.gameId}-${winner.wonAt}-${index}`}>
          {imageAddressOf(winner.images.img1x) ? (
            <img
              src={imageAddressOf(winner.images.img1x)}
              srcSet={imageSourceSetOf([
                [winner.images.img1x, '1x'],
                [winner.images.img2x, '2x'],
                [winner.images.img3x, '3x'],
              ])}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
          ) : null}
          <Text>
            <GameLink to={`${casinoPath}${gamePlayPath({ gameProvider: winner.provider, id: winner.gameId })}`}>{winner.gameName}</GameLink>
            <Small>{winner.providerTitle}</Small>
          </Text>
          <Win>
            <Amount>{formatMinorMoney(winner.amount, winner.currency, market)}</Amount>
            <Small>{winner.playerName}</Small>
            {showTime ? <Small as="time" dateTime={winner.wonAt}>{time.format(new Date(winner.wonAt))}</Small> : null}
          </Win>
        </Row>
      ))}
    </List>
  );
}

const Widgets = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  margin: ${theme.space(6)} 0;
  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Panel = styled.section`
  min-width: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.large};
  background: ${theme.colors.surface};
`;

const CompactButton = styled(Button)`
  min-height: 36px;
  padding: 0 ${theme.space(3)};
  font-size: ${theme.font.small};
`;

const PanelHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(3)};

  h2 {
    margin: 0;
    font-size: ${theme.font.title};
  }
`;

const Ranges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};

  & > button[aria-pressed='false'] {
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space(3)};

  img {
    border-radius: ${theme.radius.medium};
    background: ${theme.colors.surfaceRaised};
  }
`;

const Text = styled.span`
  display: grid;
  min-width: 0;
`;

const GameLink = styled(Link)`
  overflow: hidden;
  color: ${theme.colors.text};
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-radius: ${theme.radius.small};
  ${focusRing}

  &:hover {
    color: ${theme.colors.accent};
  }
`;

const Win = styled.span`
  display: grid;
  justify-items: end;
  text-align: right;
`;

const Amount = styled.strong`
  color: ${theme.colors.accent};
`;

const Small = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.small};
`;

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
