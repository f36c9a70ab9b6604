import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { ACCOUNT_PAGES } from '@casino/shared/site-map';
import { SiteLink } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSportsbookBonuses } from '../api/get-sportsbook-bonuses';

/**
 * The player's sportsbook rewards above the frame (spec 001 §1: the player lands on /sportsbook after
 * claiming a sportsbook reward; §7 "GET sportsbook bonuses by lang"): the claimed free bets and sports
 * bonuses with their amount, what they are for (live, pre-match, both) and their minimum odds, and a link
 * to the rewards page for those still to claim. Nothing shows for a visitor or a player without any.
 */
export function SportsbookBonuses() {
  const { t } = useTranslation('sportsbook');
  const { market } = useBusState('locale');
  const bonuses = useSportsbookBonuses();
  const all = bonuses.data ?? [];
  const claimed = all.filter((bonus) => bonus.claimed);
  const toClaim = all.length - claimed.length;
  if (all.length === 0) return null;
  return (
    <Bar aria-labelledby="sportsbook-bonuses-title">
      <h2 id="sportsbook-bonuses-title">{t('bonuses.title')}</h2>
      {claimed.length > 0 && (
        <ul>
          {claimed.map((bonus) => (
            <li key={bonus.campaignId}>
              <strong>{bonus.title}</strong> · {formatMinorMoney(bonus.amount, bonus.currency, market)} · {t(`bonuses.eligibility.${bonus.eligibility}`)}
              {bonus.minOdds !== null ? ` · ${t('bonuses.minOdds', { odds: bonus.minOdds.toFixed(2) })}` : ''}
            </li>
          ))}
        </ul>
      )}
      {toClaim > 0 && <SiteLink to={ACCOUNT_PAGES.rewards}>{t('bonuses.toClaim', { count: toClaim })}</SiteLink>}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;

  h2 {
    margin: 0;
    font-size: inherit;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
