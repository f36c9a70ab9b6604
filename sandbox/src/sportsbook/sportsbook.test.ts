import { createTestSandbox, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';
import { leagueAt, loadFixtureLeagues, oddsOf, weeksToShift, type League } from './football-fixtures';

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

  it('shows upcoming matches of every league with real team names', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/sportsbook-frame?lang=en&market=UN&path=/football' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Sportsbook</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/<(link|script)\b|src="http/);
    for (const league of ['English Premier League 2025/26', 'Deutsche Bundesliga 2025/26', 'Turkish Süper Lig 2025/26']) expect(html).toMatch(new RegExp(`<h2[^>]*>${league}</h2>`));
    expect(html.match(/data-status="upcoming"/g)!.length).toBeGreaterThanOrEqual(8 * 5);

    const league: League = (await sandbox.app.inject({ method: 'GET', url: '/sportsbook/fixtures?league=en.1&status=upcoming' })).json();
    const next = league.matches[0]!;
    const [year, month, day] = next.date.split('-');
    expect(html).toContain(`${day}/${month}/${year}`);
    expect(html).toContain(next.team1.replace(/&/g, '&#38;'));
    expect(html).toContain('Liverpool FC');
  });

  it('narrows to a region, and says so for a sport it does not have', async () => {
    const england = (await sandbox.app.inject({ method: 'GET', url: '/sportsbook-frame?path=/football/england' })).body;
    expect(england.match(/<h2 /g)).toHaveLength(1);
    const tennis = (await sandbox.app.inject({ method: 'GET', url: '/sportsbook-frame?path=/tennis' })).body;
    expect(tennis).toContain('no tennis events');
  });

  it('lists leagues, and answers 404 for an unknown one', async () => {
    const list = (await sandbox.app.inject({ method: 'GET', url: '/sportsbook/fixtures' })).json();
    expect(list.leagues).toHaveLength(8);
    expect(list.leagues[0]).toMatchObject({ code: 'en.1', region: 'england', competition: 'premier-league', matchCount: 380 });
    expect((await sandbox.app.inject({ method: 'GET', url: '/sportsbook/fixtures?league=xx.9' })).statusCode).toBe(404);
  });
});
