import { timeZoneOf } from '@casino/shared/market';
import { useBusState } from '@casino/shared/parcel';
import { useTranslation } from 'react-i18next';

/**
 * A tournament period's start and end (ISO instants) in the player's language and time zone: the
 * locale's (e.g. `fi-FI`) and the market's (Europe/Helsinki), e.g. "26 Nov 2026, 00:00 – 3 Dec 2026,
 * 00:00". Each end is a `time` element carrying the instant.
 */
export function TournamentDates({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useTranslation('promotions');
  const { locale, market } = useBusState('locale');
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZoneOf(market) });
  return (
    <p>
      {t('tournaments.period')}: <time dateTime={startsAt}>{format.format(new Date(startsAt))}</time> – <time dateTime={endsAt}>{format.format(new Date(endsAt))}</time>
    </p>
  );
}
