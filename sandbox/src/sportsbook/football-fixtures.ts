import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { z } from 'zod';

import { hashOf } from '../lib/hash';
import { slugOf } from '../lib/slug';
import { SEED_DATA_DIR } from '../seed/seed-data-dir';

const fixtureMatchSchema = z.object({
  round: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z.string().regex(/^\d{2}:\d{2}$/).optional(),
  team1: z.string(),
  team2: z.string(),
  score: z.object({ ft: z.tuple([z.number(), z.number()]).optional(), ht: z.tuple([z.number(), z.number()]).optional() }).optional(),
  status: z.string().optional(),
});
const fixtureLeagueSchema = z.object({ name: z.string(), matches: z.array(fixtureMatchSchema) });

/** A league's season as openfootball publishes it (`seed-data/football/<code>.json`). */
export type FixtureLeague = z.infer<typeof fixtureLeagueSchema> & { code: string };

/** Where a league sits in the sportsbook's paths: `/football/<region>/<competition>` (spec 000 §2). */
const LEAGUE_PLACES: Record<string, { country: string; competition: string }> = {
  'en.1': { country: 'England', competition: 'premier-league' },
  'de.1': { country: 'Germany', competition: 'bundesliga' },
  'es.1': { country: 'Spain', competition: 'la-liga' },
  'it.1': { country: 'Italy', competition: 'serie-a' },
  'fr.1': { country: 'France', competition: 'ligue-1' },
  'pt.1': { country: 'Portugal', competition: 'primeira-liga' },
  'nl.1': { country: 'Netherlands', competition: 'eredivisie' },
  'tr.1': { country: 'Turkey', competition: 'super-lig' },
};
const LEAGUE_ORDER = Object.keys(LEAGUE_PLACES);

/** Decimal 1/X/2 odds. */
export interface Odds {
  home: number;
  draw: number;
  away: number;
}

/** A match of a league, moved onto the sandbox calendar. */
export interface Match {
  id: string;
  round: string;
  /** The shifted date, `yyyy-MM-dd`. */
  date: string;
  /** Kick-off time `HH:mm` as the fixture gives it, or null when not yet fixed. */
  time: string | null;
  /** The shifted kick-off instant; a match without a time counts from 15:00. */
  kickoff: string;
  team1: string;
  team2: string;
  status: 'upcoming' | 'finished' | 'postponed';
  /** Full-time (and half-time) score: only for finished matches whose result the fixture has. */
  score?: { ft: [number, number]; ht?: [number, number] };
  odds: Odds;
}

/** A league on the sandbox calendar. */
export interface League {
  code: string;
  name: string;
  country: string;
  /** Path segments: `/football/<region>/<competition>`. */
  region: string;
  competition: string;
  /** Whole weeks every date was moved by. */
  weeksShifted: number;
  matches: Match[];
}

/** Reads every `seed-data/football/*.json`, in a fixed league order. */
export function loadFixtureLeagues(dir = join(SEED_DATA_DIR, 'football')): FixtureLeague[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ code: file.replace(/\.json$/, ''), ...fixtureLeagueSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8'))) }))
    .sort((a, b) => orderOf(a.code) - orderOf(b.code) || a.code.localeCompare(b.code));
}

function orderOf(code: string): number {
  const index = LEAGUE_ORDER.indexOf(code);
  return index < 0 ? LEAGUE_ORDER.length : index;
}

const ONE_DAY_MS = 86_400_000;
const WEEK_MS = 7 * ONE_DAY_MS;
const dayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/**
 * The whole number of weeks that moves a season's middle match date (the median) closest to the day of
 * `now`, so that about half of the season lies in the past and half ahead. Weekdays stay as they were.
 */
export function weeksToShift(dates: readonly string[], now: Date): number {
  const sorted = [...dates].sort();
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) return 0;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((today - dayOf(middle)) / WEEK_MS);
}

/** A team's strength, 0 to 99, from its name: the same team is as strong in every match. */
function strengthOf(team: string): number {
  return hashOf(`strength:${team}`) % 100;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * 1/X/2 odds from the team names alone, with a 5% margin: the stronger side (with a home advantage)
 * is the favourite, and close matches make the draw likelier. Deterministic.
 */
export function oddsOf(team1: string, team2: string): Odds {
  const difference = (strengthOf(team1) + 10 - strengthOf(team2)) / 100;
  const draw = Math.max(0.15, 0.3 - 0.15 * Math.abs(difference));
  const homeShare = 1 / (1 + Math.exp(-3.5 * difference));
  const home = (1 - draw) * homeShare;
  const away = 1 - draw - home;
  const price = (probability: number): number => Math.max(1.01, round2(1 / (probability * 1.05)));
  return { home: price(home), draw: price(draw), away: price(away) };
}

/** A league's season moved onto the sandbox calendar at `now` (see `weeksToShift`). */
export function leagueAt(fixture: FixtureLeague, now: Date): League {
  const weeks = weeksToShift(
    fixture.matches.map((match) => match.date),
    now,
  );
  const place = LEAGUE_PLACES[fixture.code] ?? { country: fixture.name, competition: slugOf(fixture.name) };
  const matches = fixture.matches
    .map((match, index): Match => {
      const day = dayOf(match.date) + weeks * WEEK_MS;
      const [hours, minutes] = (match.time ?? '15:00').split(':').map(Number) as [number, number];
      const kickoff = new Date(day + (hours * 60 + minutes) * 60_000);
      const past = kickoff.getTime() < now.getTime();
      const status = match.status === 'postponed' ? 'postponed' : past ? 'finished' : 'upcoming';
      const result: Match = {
        id: `${fixture.code}-${index + 1}`,
        round: match.round,
        date: new Date(day).toISOString().slice(0, 10),
        time: match.time ?? null,
        kickoff: kickoff.toISOString(),
        team1: match.team1,
        team2: match.team2,
        status,
        odds: oddsOf(match.team1, match.team2),
      };
      const ft = match.score?.ft;
      if (status === 'finished' && ft) result.score = match.score?.ht ? { ft, ht: match.score.ht } : { ft };
      return result;
    })
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id));
  return { code: fixture.code, name: fixture.name, country: place.country, region: slugOf(place.country), competition: place.competition, weeksShifted: weeks, matches };
}
