import { formatMinorMoney } from '@casino/shared/money';
import { timeZoneOf, translationLanguageOf } from '@casino/shared/market';
import { useBusState } from '@casino/shared/parcel';
import { BusyButton, Card } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSportsbookBonuses } from '../api/get-sportsbook-bonuses';
import type { ClaimFlow } from '../hooks/use-claim-flow';
import { formatExpiry } from '../lib/expiry';

/**
 * The sportsbook bonuses in the player's language (spec 001 §7 `GET /bonus/sportsbook?lang=`): free bets
 * and sports bonuses with their amount, eligibility (live, pre-match, both) and minimum odds; Claim runs
 * through the claim flow, which then goes to /sportsbook (spec 001 §2). Nothing shows where the player
 * may not bet on sports, or when there are none.
 */
export function SportsbookBonuses({ flow }: { flow: ClaimFlow }) {
  const { t } = useTranslation('rewards');
  const { market, languageCode } = useBusState('locale');
  const bonuses = useSportsbookBonuses();
  const open = (bonuses.data ?? []).filter((bonus) => !bonus.claimed);
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="sportsbook-bonuses">
      <h2 id="sportsbook-bonuses">{t('sections.sportsbook')}</h2>
      <Grid>
        {open.map((bonus) => {
          const expiry = formatExpiry(bonus.expiresAt, translationLanguageOf(languageCode), timeZoneOf(market));
          return (
            <Item as="article" key={bonus.campaignId} aria-labelledby={`sb-${bonus.campaignId}`}>
              <h3 id={`sb-${bonus.campaignId}`}>{bonus.title}</h3>
              <p>{bonus.description}</p>
              <p>
                {t(`product.${bonus.bonusType}`)} · {formatMinorMoney(bonus.amount, bonus.currency, market)} · {t(`eligibility.${bonus.eligibility}`)}
                {bonus.minOdds !== null ? ` · ${t('sportsbook.minOdds', { odds: bonus.minOdds })}` : ''}
              </p>
              {expiry ? <p>{t('sportsbook.expires', { date: expiry })}</p> : null}
              <BusyButton
                busy={flow.state.managed === bonus.campaignId}
                busyLabel={t('card.claiming')}
                aria-label={t('card.claimNamed', { title: bonus.title })}
                onClick={() => flow.claim({ kind: 'sportsbook', key: bonus.campaignId, campaignId: bonus.campaignId })}
              >
                {t('card.claim')}
              </BusyButton>
            </Item>
          );
        })}
      </Grid>
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled(Card)`
  max-width: none;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  h3,
  p {
    margin: 0;
  }
`;
