import { createTestSandbox, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';
import { leagueAt, loadFixtureLeagues, oddsOf, weeksToShift, type League } from './football-fixtures';
import { exactOriginOf, frameViewOf } from './sports-frame-page';

describe('football fixtures on the sandbox calendar', () => {
  const fixtures = loadFixtureLeagues();

  it('reads the eight leagues, England first', () => {
    expect(fixtures.map((league) => league.code)).toEqual(['en.1', 'de.1', 'es.1', 'it.1', 'fr.1', 'pt.1', 'nl.1', 'tr.1']);
  });

  it('shifts by whole weeks so the middle match date lands within three days of today', () => {
    for (const fixture of fixtures) {
      const league = leagueAt(fixture, TEST_NOW);
      const dates = league.matches.map((match) => match.date).sort();
      const middle = Date.parse(`${dates[Math.floor(dates.length / 2)]}T00:00:00Z`);
      expect(Math.abs(middle - Date.parse('2026-03-10T00:00:00Z'))).toBeLessThanOrEqual(3 * 86_400_000);
      const original = Date.parse(`${fixture.matches[0]!.date}T00:00:00Z`);
      const shifted = Date.parse(`${league.matches.find((match) => match.id === `${fixture.code}-1`)!.date}T00:00:00Z`);
      expect((shifted - original) % (7 * 86_400_000)).toBe(0);
    }
    expect(weeksToShift(['2026-01-03', '2026-01-03'], new Date('2026-01-03T23:00:00Z'))).toBe(0);
  });

  it('keeps teams and pairings, and shows scores only for past matches', () => {
    const fixture = fixtures[0]!;
    const league = leagueAt(fixture, TEST_NOW);
    expect(new Set(league.matches.map((match) => `${match.team1}|${match.team2}`))).toEqual(new Set(fixture.matches.map((match) => `${match.team1}|${match.team2}`)));
    const upcoming = league.matches.filter((match) => match.status === 'upcoming');
    const finished = league.matches.filter((match) => match.status === 'finished');
    expect(upcoming.length).toBeGreaterThan(100);
    expect(finished.length).toBeGreaterThan(100);
    for (const match of upcoming) {
      expect(match.score).toBeUndefined();
      expect(Date.parse(match.kickoff)).toBeGreaterThanOrEqual(TEST_NOW.getTime());
    }
    for (const match of league.matches.filter((candidate) => candidate.score)) expect(Date.parse(match.kickoff)).toBeLessThan(TEST_NOW.getTime());
  });

  it('prices 1/X/2 deterministically from the team names', () => {
    const odds = oddsOf('Liverpool FC', 'AFC Bournemouth');
    expect(oddsOf('Liverpool FC', 'AFC Bournemouth')).toEqual(odds);
    for (const price of Object.values(odds)) expect(price).toBeGreaterThan(1);
    const overround = 1 / odds.home + 1 / odds.draw + 1 / odds.away;
    expect(overround).toBeGreaterThan(1);
    expect(overround).toBeLessThan(1.1);
  });
});

describe('sportsbook frame and fixtures endpoints', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  const frame = async (query: string, path = '/sportsbook-frame') => (await sandbox.app.inject({ method: 'GET', url: `${path}?${query}` })).body;
  const scriptsOf = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);
  const leagueHeadings = (html: string) => html.match(/<h2 id="h-[a-z]{2}\.1">/g) ?? [];

  it('shows upcoming matches of every league with real team names and odds as buttons', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/sportsbook-frame?lang=en&market=UN&path=/football' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Football · Sandbox Sportsbook</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // Self-contained: no stylesheet, no script or image from elsewhere.
    expect(html).not.toMatch(/<link\b|<script[^>]*\ssrc=|src="http/);
    for (const script of scriptsOf(html)) expect(() => new Function(script)).not.toThrow();
    for (const league of ['English Premier League 2025/26', 'Deutsche Bundesliga 2025/26', 'Turkish Süper Lig 2025/26']) expect(html).toMatch(new RegExp(`<h2[^>]*>${league}</h2>`));
    expect(html.match(/data-status="upcoming"/g)!.length).toBeGreaterThanOrEqual(8 * 5);

    const league: League = (await sandbox.app.inject({ method: 'GET', url: '/sportsbook/fixtures?league=en.1&status=upcoming' })).json();
    const next = league.matches[0]!;
    const [year, month, day] = next.date.split('-');
    expect(html).toContain(`${day}/${month}/${year}`);
    expect(html).toContain(next.team1.replace(/&/g, '&#38;'));
    expect(html).toContain('Liverpool FC');
    expect(html).toContain(`aria-label="1: ${next.team1.replace(/&/g, '&#38;')} at ${next.odds.home.toFixed(2)}"`);
    expect(html).toMatch(/<label for="stake">Stake<\/label><input id="stake"/);
    expect(html).toMatch(/<button type="button" id="place-bet">Place bet<\/button>/);
  });

  it('narrows to a region, opens an event, and says so for a sport it does not have', async () => {
    expect(leagueHeadings(await frame('path=/football/england'))).toHaveLength(1);
    const league: League = (await sandbox.app.inject({ method: 'GET', url: '/sportsbook/fixtures?league=de.1&status=upcoming' })).json();
    const match = league.matches[0]!;
    const event = await frame(`path=/football/germany/bundesliga/${match.id}`);
    expect(event).toContain(`<h2 id="h-event">${match.team1} – ${match.team2}</h2>`.replace(/&(?!#)/g, '&#38;'));
    expect(event.match(/data-match-id=/g)).toHaveLength(1);
    expect(await frame('path=/tennis')).toContain('no tennis events');
    expect(await frame('path=/game-rules')).toContain('Every bet is a single');
    expect(await frame('path=/bet-history')).toContain('id="history-status"');
    expect(await frame('path=/starting-soon')).toMatch(/<h2 id="h-starting-soon">Starting soon<\/h2>/);
  });

  it('shows the matches in play on the live page, open for bets', async () => {
    const league: League = (await sandbox.app.inject({ method: 'GET', url: '/sportsbook/fixtures?league=en.1' })).json();
    const playing = league.matches.find((match) => match.status !== 'postponed' && Date.parse(match.kickoff) > TEST_NOW.getTime())!;
    sandbox.setNow(new Date(Date.parse(playing.kickoff) + 30 * 60_000));
    try {
      const live = await frame('path=/live');
      expect(live).toMatch(new RegExp(`data-status="live" data-match-id="${playing.id.replace('.', '\\.')}"`));
      expect(live).toContain(`data-match="${playing.id}"`);
    } finally {
      sandbox.setNow(TEST_NOW);
    }
  });

  it('posts to the exact parent origin it is given, and to none without one', async () => {
    const framed = await frame('path=/football&parentOrigin=http%3A%2F%2Flocalhost%3A3000');
    expect(framed).toContain('"parentOrigin":"http://localhost:3000"');
    expect(framed).toContain('window.parent.postMessage(message, config.parentOrigin)');
    expect(framed).toContain('event.origin !== config.parentOrigin || event.source !== window.parent');
    for (const given of ['*', 'http://localhost:3000/fi-FI', 'javascript:alert(1)', '']) {
      expect(await frame(`path=/football&parentOrigin=${encodeURIComponent(given)}`)).toContain('"parentOrigin":null');
    }
    // Links keep the parent origin, so a page reached inside the frame still talks to it.
    expect(framed).toMatch(/href="\?lang=en&#38;market=UN&#38;channel=desktop&#38;path=%2Ffootball%2Fengland&#38;parentOrigin=http%3A%2F%2Flocalhost%3A3000" data-route="\/football\/england"/);
  });

  it('serves the PP frame with the Swedish regulator line', async () => {
    const pp = await frame('lang=en&market=PP&path=/football', '/sportsbook-frame/pp');
    expect(pp).toContain('<h1>Sandbox Sportsbook Sverige</h1>');
    expect(pp).toContain('Spelpaus.se');
    expect(pp).toContain('"apiPath":"/sportsbook-frame/pp/api"');
  });

  it('escapes what comes from the query', async () => {
    const html = await frame(`path=${encodeURIComponent('/<script>x</script>')}`);
    expect(html).not.toContain('<script>x</script>');
  });

  it('lists leagues, and answers 404 for an unknown one', async () => {
    const list = (await sandbox.app.inject({ method: 'GET', url: '/sportsbook/fixtures' })).json();
    expect(list.leagues).toHaveLength(8);
    expect(list.leagues[0]).toMatchObject({ code: 'en.1', region: 'england', competition: 'premier-league', matchCount: 380 });
    expect((await sandbox.app.inject({ method: 'GET', url: '/sportsbook/fixtures?league=xx.9' })).statusCode).toBe(404);
  });
});

describe('frame views', () => {
  it.each`
    path                                        | kind
    ${'/'}                                      | ${'football'}
    ${'/football/england'}                      | ${'football'}
    ${'/football/england/premier-league/en.1-3'} | ${'event'}
    ${'/live/football'}                         | ${'live'}
    ${'/starting-soon'}                         | ${'startingSoon'}
    ${'/price-boost'}                           | ${'priceBoost'}
    ${'/bet-history'}                           | ${'betHistory'}
    ${'/game-rules'}                            | ${'gameRules'}
    ${'/ice-hockey'}                            | ${'otherSport'}
  `('$path is the $kind view', ({ path, kind }) => {
    expect(frameViewOf(path).kind).toBe(kind);
  });

  it('takes an exact http(s) origin only', () => {
    expect(exactOriginOf('https://casino.example')).toBe('https://casino.example');
    expect(exactOriginOf('http://localhost:3000/')).toBe('http://localhost:3000');
    expect(exactOriginOf('http://localhost:3000/en-UN')).toBeNull();
    expect(exactOriginOf('*')).toBeNull();
    expect(exactOriginOf(undefined)).toBeNull();
  });
});
