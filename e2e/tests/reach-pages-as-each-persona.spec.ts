import { expect, test } from '../support/test';
import { logInThroughTheDialog, pushToPlayer, startLoggedIn } from '../support/sandbox';

/**
 * spec 000 §2 route guards, per persona of the sandbox: where each one can go and where each one
 * is sent instead. `null` as the persona is an anonymous visitor.
 */
const JOURNEYS: Array<[persona: string | null, from: string, lands: string]> = [
  [null, '/en-UN/online-casino', '/en-UN/online-casino'],
  [null, '/en-UN/sportsbook', '/en-UN/sportsbook'],
  [null, '/de-DE/sportsbook', '/de-DE'],
  [null, '/en-UN/my-account/account', '/en-UN/401'],
  ['anna@sandbox.test', '/fi-FI/online-casino', '/fi-FI/online-casino'],
  ['anna@sandbox.test', '/fi-FI/my-account/bonus-code', '/fi-FI/my-account/bonus-code'],
  ['ulla@sandbox.test', '/en-UN/my-account/bonus-code', '/en-UN/my-account/bonus-code'],
  ['nosports@sandbox.test', '/en-UN/my-account/bonus-code', '/en-UN/my-account/account'],
  ['ulla@sandbox.test', '/en-UN/my-account/banking/deposit', '/en-UN/my-account/banking/deposit'],
  ['max@sandbox.test', '/de-DE/sportsbook', '/de-DE'],
  ['max@sandbox.test', '/de-DE/online-casino', '/de-DE/online-casino'],
  ['chloe@sandbox.test', '/en-CA/sportsbook', '/en-CA'],
  ['remy@sandbox.test', '/fr-CA/sportsbook', '/fr-CA/sportsbook'],
  ['payout@sandbox.test', '/en-UN/online-casino', '/en-UN'],
  ['payout@sandbox.test', '/en-UN/live-casino-online', '/en-UN'],
  ['payout@sandbox.test', '/en-UN/my-account/rewards', '/en-UN/my-account/account'],
  ['suspended@sandbox.test', '/en-UN/sportsbook', '/en-UN'],
  ['suspended@sandbox.test', '/en-UN/my-account/banking/deposit', '/en-UN/my-account/account'],
  ['suspended@sandbox.test', '/en-UN/deposit', '/en-UN/my-account/account'],
  ['payout@sandbox.test', '/en-UN/deposit', '/en-UN/my-account/account'],
  ['nocasino@sandbox.test', '/en-UN/online-casino', '/en-UN'],
  ['nocasino@sandbox.test', '/en-UN/sportsbook', '/en-UN/sportsbook'],
  ['nosports@sandbox.test', '/en-UN/sportsbook', '/en-UN'],
  ['nosports@sandbox.test', '/en-UN/online-casino', '/en-UN/online-casino'],
  // Virtual sports need their access right (spec 000 §2 guard 5; issue 18 point 7).
  ['novirtuals@sandbox.test', '/en-UN/virtuals', '/en-UN'],
  ['novirtuals@sandbox.test', '/en-UN/sportsbook', '/en-UN/sportsbook'],
  ['ulla@sandbox.test', '/en-UN/virtuals', '/en-UN/virtuals'],
  [null, '/en-UN/virtuals', '/en-UN/virtuals'],
  // The player's market governs (issue 18 point 1): a page of another market opens in the player's own.
  ['max@sandbox.test', '/en-UN/sportsbook', '/de-DE'],
  ['max@sandbox.test', '/en-UN/promotions', '/de-DE/promotions'],
  ['chloe@sandbox.test', '/en-UN/sportsbook', '/en-CA'],
  ['remy@sandbox.test', '/en-UN/promotions', '/fr-CA/promotions'],
  ['ulla@sandbox.test', '/fi-FI/promotions', '/en-UN/promotions'],
  ['anna@sandbox.test', '/en-FI/promotions', '/en-FI/promotions'],
];

/**
 * The journeys by persona: one browser per persona, logged in once, opens each of its pages in turn (a
 * fresh load each, as a typed address is), so a persona's pages cost one cold start, not one each.
 */
const BY_PERSONA = JOURNEYS.reduce((groups, journey) => groups.set(journey[0], [...(groups.get(journey[0]) ?? []), journey]), new Map<string | null, typeof JOURNEYS>());

test.describe('where each persona can go (spec 000 §2 route guards)', () => {
  for (const [persona, journeys] of BY_PERSONA) {
    test(`${persona ?? 'an anonymous visitor'}: ${journeys.map(([, from, lands]) => `${from} → ${lands}`).join('; ')}`, async ({ page, request }) => {
      if (persona) await startLoggedIn(page, request, persona);
      for (const [, from, lands] of journeys) {
        await test.step(`${from} → ${lands}`, async () => {
          await page.goto(from);
          if (persona) await expect(page.getByRole('button', { name: /Log out|Se déconnecter|Abmelden|Kirjaudu ulos/ })).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`localhost:3000${lands.replace(/\//g, '\\/')}$`));
        });
      }
    });
  }

  test('max logs in from the header on the Global sportsbook and is taken to his own market, where it is closed to him', async ({ page }) => {
    await page.goto('/en-UN/sportsbook');
    await logInThroughTheDialog(page, 'max@sandbox.test');
    await expect(page).toHaveURL(/\/de-DE$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Abmelden' })).toBeVisible();
    // Editing the URL back to the Global market brings him back to his.
    await page.goto('/en-UN/sportsbook');
    await expect(page).toHaveURL(/\/de-DE$/);
  });

  test('a player with older terms is sent to the terms page, accepts them and goes on where they were going', async ({ page, request }) => {
    // The persona's accepted version may have moved in an earlier run against the same sandbox.
    await pushToPlayer(request, 'terms@sandbox.test', { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { termsAndConditionsAcceptedVersion: '2025-06-01' } });
    await startLoggedIn(page, request, 'terms@sandbox.test');
    await page.goto('/en-UN/online-casino');
    await expect(page).toHaveURL(/\/en-UN\/accept-terms-condition$/);
    await page.goto('/en-UN/promotions');
    await expect(page).toHaveURL(/\/en-UN\/accept-terms-condition$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our terms and conditions have changed' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page).toHaveURL(/\/en-UN\/promotions$/);
    await page.goto('/en-UN/online-casino');
    await expect(page).toHaveURL(/\/en-UN\/online-casino$/);
  });
});
