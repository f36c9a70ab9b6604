import type { LeaderboardEntry } from '@casino/shared/wire';
import { VisuallyHidden } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface LeaderboardProps {
  /** The top of the leaderboard, by position. */
  entries: readonly LeaderboardEntry[];
  /** The player's own row (null for a visitor or a player who has not opted in). */
  me: LeaderboardEntry | null;
  caption: string;
}

/**
 * A tournament's leaderboard (issue 17 point 4): position, the masked player name and points, as a table.
 * The platform counts points as the stake total of qualifying bets in minor units; they show as major
 * units with two decimals (a point a euro staked: 1200 shows 12.00). The player's own row is
 * highlighted and says "You"; when it is outside the top it follows the top after a gap row, so the player
 * always sees where they stand.
 */
export function Leaderboard({ entries, me, caption }: LeaderboardProps) {
  const { t, i18n } = useTranslation('promotions');
  const number = new Intl.NumberFormat(i18n.language === 'cimode' ? 'en' : i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const mine = me ?? entries.find((entry) => entry.me) ?? null;
  const inTop = mine !== null && entries.some((entry) => entry.me || entry.position === mine.position);
  const rows = [...entries];
  const row = (entry: LeaderboardEntry, key: string) => {
    const own = entry.me || (mine !== null && entry.position === mine.position && entry.name === mine.name);
    return (
      <Row key={key} data-me={own || undefined} aria-current={own ? 'true' : undefined}>
        <td>{entry.position}</td>
        <td>
          {entry.name}
          {own ? <You> {t('tournaments.you')}</You> : null}
        </td>
        <td>{number.format(entry.points / 100)}</td>
      </Row>
    );
  };
  return (
    <Table>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('tournaments.position')}</th>
          <th scope="col">{t('tournaments.player')}</th>
          <th scope="col">{t('tournaments.points')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && !mine ? (
          <tr>
            <td colSpan={3}>{t('tournaments.emptyLeaderboard')}</td>
          </tr>
        ) : null}
        {rows.map((entry) => row(entry, `top-${entry.position}-${entry.name}`))}
        {mine && !inTop ? (
          <>
            <tr aria-hidden="true">
              <Gap colSpan={3}>…</Gap>
            </tr>
            {row({ ...mine, me: true }, 'me')}
          </>
        ) : null}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th:last-child,
  td:last-child {
    text-align: right;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
    font-weight: 600;
  }
`;

const Row = styled.tr`
  &[data-me] td {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: 700;
  }
  &[data-me] td:first-child {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

const You = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;

const Gap = styled.td`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center !important;
`;
