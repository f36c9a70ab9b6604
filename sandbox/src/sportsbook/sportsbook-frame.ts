import { DATE_FORMAT } from '@casino/shared/money';
import { format } from 'date-fns';
import type { FastifyInstance } from 'fastify';

import { escapeHtml } from '../lib/html';
import { leagueAt, type FixtureLeague, type League, type Match } from './football-fixtures';

/** Matches shown per league on the frame: the next ones, and the latest results. */
const UPCOMING_SHOWN = 10;
const RESULTS_SHOWN = 5;

interface FrameQuery {
  lang?: string;
  market?: string;
  path?: string;
}

const displayDate = (match: Match): string => format(new Date(`${match.date}T00:00:00`), DATE_FORMAT);

function matchRow(match: Match): string {
  const teams = `<span class="teams"><span>${escapeHtml(match.team1)}</span><span class="vs">–</span><span>${escapeHtml(match.team2)}</span></span>`;
  const when = `<span class="when"><time datetime="${match.kickoff}">${displayDate(match)}</time> <span class="time">${match.time ?? 'TBC'}</span></span>`;
  let right: string;
  if (match.status === 'postponed') right = '<span class="note">Postponed</span>';
  else if (match.status === 'finished') {
    right = match.score ? `<span class="score" aria-label="Full time score">${match.score.ft[0]} – ${match.score.ft[1]}</span>` : '<span class="note">No result</span>';
  } else {
    const price = (label: string, value: number) => `<span class="price"><span class="pick">${label}</span>${value.toFixed(2)}</span>`;
    right = `<span class="odds" aria-label="Odds">${price('1', match.odds.home)}${price('X', match.odds.draw)}${price('2', match.odds.away)}</span>`;
  }
  return `<li class="match" data-status="${match.status}">${when}${teams}${right}</li>`;
}

function leagueSection(league: League, now: Date): string {
  const upcoming = league.matches.filter((match) => match.kickoff >= now.toISOString() && match.status !== 'finished').slice(0, UPCOMING_SHOWN);
  const results = league.matches
    .filter((match) => match.status === 'finished')
    .slice(-RESULTS_SHOWN)
    .reverse();
  const list = (matches: Match[], empty: string) => (matches.length ? `<ul>${matches.map(matchRow).join('')}</ul>` : `<p class="note">${empty}</p>`);
  return `<section class="league" id="${league.code}" aria-labelledby="h-${league.code}">
<h2 id="h-${league.code}">${escapeHtml(league.name)}</h2>
<h3>Upcoming</h3>${list(upcoming, 'No upcoming matches.')}
<h3>Results</h3>${list(results, 'No results yet.')}
</section>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0f1720;color:#e6edf3}
header{padding:12px max(16px,calc((100% - 936px)/2));background:#16212c;border-bottom:1px solid #253444}h1{margin:0;font-size:20px}
header p{margin:4px 0 0;color:#9fb0c0;font-size:13px}nav{display:flex;flex-wrap:wrap;gap:6px;max-width:960px;margin:0 auto;padding:10px 12px}
nav a{color:#e6edf3;background:#1e2b38;border-radius:14px;padding:4px 10px;text-decoration:none;font-size:13px}nav a[aria-current]{background:#2f81f7}
main{max-width:960px;margin:0 auto;padding:0 12px 24px}.league{margin-top:16px;background:#16212c;border-radius:8px;padding:12px}
h2{margin:0 0 8px;font-size:18px}h3{margin:12px 0 6px;font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:#9fb0c0}
ul{list-style:none;margin:0;padding:0}.match{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px;padding:8px 0;border-top:1px solid #253444}
.when{flex:0 0 120px;color:#9fb0c0;font-size:13px}.teams{flex:1 1 200px;display:flex;flex-wrap:wrap;gap:4px}.vs{color:#9fb0c0}
.odds{display:flex;gap:6px}.price{min-width:56px;text-align:center;background:#1e2b38;border-radius:6px;padding:4px 6px;font-weight:600}
.pick{display:block;font-size:11px;font-weight:400;color:#9fb0c0}.score{font-weight:700;font-size:16px}.note{color:#9fb0c0}
@media (max-width:480px){.when{flex-basis:100%}.odds{width:100%}.price{flex:1}}`;

/**
 * The stand-in sportsbook frame's page (ARCHITECTURE §7): upcoming matches with 1/X/2 odds and the latest
 * results, per league, for `path` = `/football[/<region>[/<competition>]]`. Self-contained HTML.
 */
export function renderSportsbookFrame(leagues: readonly League[], query: FrameQuery, now: Date): string {
  const lang = /^[a-z]{2,4}$/.test(query.lang ?? '') ? (query.lang as string) : 'en';
  const market = /^[A-Z]{2}$/.test(query.market ?? '') ? (query.market as string) : 'UN';
  const segments = (query.path ?? '/football').split('/').filter(Boolean);
  const [sport = 'football', region, competition] = segments;
  const link = (path: string) => `?lang=${encodeURIComponent(lang)}&amp;market=${encodeURIComponent(market)}&amp;path=${encodeURIComponent(path)}`;

  let shown: readonly League[] = [];
  let message = '';
  if (sport !== 'football') message = `There are no ${escapeHtml(sport)} events in the sandbox. Football is available.`;
  else {
    shown = leagues.filter((league) => (!region || league.region === region) && (!competition || league.competition === competition));
    if (shown.length === 0) message = 'No competition matches this page.';
  }
  const current = region ? `/football/${region}` : '/football';
  const nav = [
    `<a href="${link('/football')}"${current === '/football' ? ' aria-current="page"' : ''}>All football</a>`,
    ...leagues.map((league) => {
      const path = `/football/${league.region}`;
      return `<a href="${link(path)}"${current === path ? ' aria-current="page"' : ''}>${escapeHtml(league.country)}</a>`;
    }),
  ].join('');

  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sportsbook</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Sportsbook</h1><p>Sandbox sportsbook · market ${market} · ${format(now, DATE_FORMAT)}</p></header>
<nav aria-label="Competitions">${nav}</nav>
<main>
${message ? `<p class="note">${message}</p>` : ''}
${shown.map((league) => leagueSection(league, now)).join('\n')}
</main>
</body>
</html>
`;
}

/**
 * Sportsbook stand-ins:
 * - `GET /sportsbook-frame?lang=en&market=UN&path=/football`: the frame page (HTML).
 * - `GET /sportsbook/fixtures?league=en.1[&status=upcoming|finished|postponed]`: one league's matches
 *   as JSON, `League`; without `league`, the list of leagues (`{ leagues: [...] }`, no matches); 404
 *   for an unknown league.
 */
export function registerSportsbookRoutes(app: FastifyInstance, options: { leagues: readonly FixtureLeague[]; now: () => Date }): void {
  const leaguesAt = (now: Date) => options.leagues.map((fixture) => leagueAt(fixture, now));

  app.get<{ Querystring: FrameQuery }>('/sportsbook-frame', async (request, reply) => {
    const now = options.now();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(renderSportsbookFrame(leaguesAt(now), request.query, now));
  });

  app.get<{ Querystring: { league?: string; status?: string } }>('/sportsbook/fixtures', async (request, reply) => {
    const leagues = leaguesAt(options.now());
    if (!request.query.league) {
      return { leagues: leagues.map(({ matches, ...league }) => ({ ...league, matchCount: matches.length })) };
    }
    const league = leagues.find((candidate) => candidate.code === request.query.league);
    if (!league) return reply.code(404).send({ error: 'NOT_FOUND', message: `Unknown league "${request.query.league}"` });
    const status = request.query.status;
    return status ? { ...league, matches: league.matches.filter((match) => match.status === status) } : league;
  });
}
