import { expectNoScriptRan, markDocument, poke, setTripwire, XSS_PAYLOADS } from '../support/attacks';
import { watchRequests } from '../support/network';
import { registerPlayer } from '../support/players';
import { uniqueMark } from '../support/outbox';
import { SANDBOX, startLoggedIn } from '../support/sandbox';
import { expect, test } from '../support/test';

/*
 * Issue 21 point 3: the fifty payloads of fixtures/xss-payloads.txt in what a stranger controls, a link's
 * query (bonusCode, search, redirect), and in what a player types into their profile (names, street, city),
 * run nothing on the pages that read them, and the browser never has to block one (no console error, no
 * Content-Security-Policy report). Payloads go ten at a time into one parameter or field value (each page
 * load tries ten), so the whole list costs a few loads per place.
 */

// The journey blocks one marker script on purpose to know the browser's reports have arrived
// (`expectNoScriptRan`), which checks every other violation itself.
test.use({ cspViolationsExpected: true });

/** The payloads in groups of ten, each group one value. */
const GROUPS: string[] = [];
for (let start = 0; start < XSS_PAYLOADS.length; start += 10) GROUPS.push(XSS_PAYLOADS.slice(start, start + 10).join(' '));

/** Where a link's query reaches the page: the page, the parameter, and what shows it has rendered. */
const PLACES: ReadonlyArray<{ name: string; path: string; param: string }> = [
  { name: 'a bonus code on the home page', path: '/en-UN', param: 'bonusCode' },
  { name: 'a bonus code on a landing page', path: '/en-UN/landing/welcome', param: 'bonusCode' },
  { name: 'a bonus code on a registration landing page', path: '/en-UN/promo/summer-spins', param: 'bonusCode' },
  { name: 'a casino search', path: '/en-UN/online-casino/all-games', param: 'q' },
  { name: 'a live casino search', path: '/en-UN/live-casino-online', param: 'q' },
  { name: 'a redirect on the sign-up page', path: '/en-UN/signup', param: 'redirect' },
  { name: 'a redirect on a registration landing page', path: '/en-UN/promo/summer-spins', param: 'redirect' },
];

for (const place of PLACES) {
  test(`payloads in ${place.name} (?${place.param}=) run nothing`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await setTripwire(page);
    for (const group of GROUPS) {
      const mark = `xss-${uniqueMark()}`;
      const requests = watchRequests(page);
      await page.goto(`${place.path}?probe=${mark}&${place.param}=${encodeURIComponent(group)}`);
      await markDocument(page);
      await expect(page.getByRole('main')).toBeVisible();
      // The page and the remote that reads the parameter have what they asked for.
      await requests.settled();
      requests.stop();
      await poke(page);
      await expectNoScriptRan(page, request, mark);
    }
  });
}

test('payloads in a player’s names, street and city run nothing on their account page or the home page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request, { name: 'attacker', password: 'Attacks!2026', country: 'NZ' });
  await setTripwire(page);
  const accessToken = await startLoggedIn(page, request, player.email, player.password);
  // The fields' own limits (names and city 100 characters, street 200): a payload longer than a field is refused
  // by the platform and cannot reach a page; each is tried in the longest field it fits.
  const fits = (payload: string, limit: number) => [...payload].length <= limit;
  const pending = [...XSS_PAYLOADS];
  let tried = 0;
  while (pending.length > 0) {
    const take = (limit: number) => {
      const index = pending.findIndex((payload) => fits(payload, limit));
      return index < 0 ? undefined : pending.splice(index, 1)[0];
    };
    const street = take(200);
    const [firstName, lastName, city] = [take(100), take(100), take(100)];
    if (!street) break;
    tried += [street, firstName, lastName, city].filter(Boolean).length;
    const names = await request.put(`${SANDBOX}/player/registration`, {
      data: { playerId: player.playerId, dateOfBirth: '1990-01-01', postalCode: '6011', mobilePhone: player.mobilePhone, countryCode: 'NZ', termsAndConditionsAccepted: true, languageCode: 'en', firstName: firstName ?? 'Ann', lastName: lastName ?? 'Lee' },
    });
    expect(names.ok(), await names.text()).toBeTruthy();
    const address = await request.post(`${SANDBOX}/player/address`, { headers: { Authorization: `Bearer ${accessToken}` }, data: { address: street, city: city ?? 'Wellington', postalCode: '6011' } });
    expect(address.ok(), await address.text()).toBeTruthy();

    for (const path of ['/en-NZ/my-account/account', '/en-NZ']) {
      const mark = `xss-${uniqueMark()}`;
      await page.goto(`${path}?probe=${mark}`);
      await markDocument(page);
      if (path === '/en-NZ') await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      else await expect(page.getByRole('main').getByText(street.trim().replace(/\s+/g, ' '), { exact: false }).first()).toBeVisible();
      await poke(page);
      await expectNoScriptRan(page, request, mark);
    }
  }
  expect(tried, 'every payload that fits a field was tried').toBe(XSS_PAYLOADS.filter((payload) => fits(payload, 200)).length);
});
