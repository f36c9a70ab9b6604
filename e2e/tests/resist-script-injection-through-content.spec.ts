import type { APIRequestContext } from '@playwright/test';
import {
  contentDocument,
  expectNoScriptRan,
  HOSTILE_IMAGE_ADDRESSES,
  markDocument,
  nonWebImageAddressesIn,
  placeContent,
  poke,
  removeContent,
  setTripwire,
  XSS_PAYLOADS,
} from '../support/attacks';
import { uniqueMark } from '../support/outbox';
import { registerPlayer } from '../support/players';
import { startLoggedIn } from '../support/sandbox';
import { expect, test } from '../support/test';

/*
 * Issue 21 point 3: the fifty payloads of fixtures/xss-payloads.txt in what the content service publishes (the
 * HTML of static pages and promotions, their titles and other text fields, the home page's banners and the
 * links they carry) run nothing, and the browser never even has to block one (no console error, no report in
 * the sandbox's Content-Security-Policy collector): the site sanitises HTML (DOMPurify) and shows text as text.
 * Picture addresses that are no web address (`javascript:`, `data:`) in banners and promotions show no picture.
 *
 * Each payload gets a page of its own, chained by a "Next payload" link at the top of its HTML, so one payload
 * that leaves a tag open cannot hide the next, and the journey walks the fifty in one document (client-side
 * navigation) with the tripwire set. What the journey places is for its own player (or at addresses only it
 * knows), so the journeys running beside it are served nothing of it; it is taken out again at the end.
 */

// The journey blocks one marker script on purpose to know the browser's reports have arrived
// (`expectNoScriptRan`), which checks every other violation itself.
test.use({ cspViolationsExpected: true });

const NEXT = 'Next payload';
const last = XSS_PAYLOADS.length;
const placed: string[] = [];

test.afterEach(async ({ request }) => {
  await removeContent(request, placed.splice(0));
});

async function place(request: APIRequestContext, documents: Array<Record<string, unknown>>) {
  await placeContent(request, documents);
  placed.push(...documents.map((document) => document._id as string));
}

/** The HTML of payload `n`'s page: the link to the next payload's page first, then the payload. */
const bodyOf = (n: number, nextPath: string) => `${n < last ? `<p><a href="${nextPath}">${NEXT}</a></p>` : ''}${XSS_PAYLOADS[n - 1]}`;

test('payloads in static pages’ HTML and titles run nothing, and nothing needs blocking', async ({ page, request }) => {
  test.setTimeout(120_000);
  const mark = `xss-${uniqueMark()}`;
  const pathOf = (n: number) => `/${mark}-${n}`;
  await place(
    request,
    XSS_PAYLOADS.map((payload, index) => ({
      _id: `e2e-${mark}-page-${index + 1}`,
      _type: 'staticPage',
      pageId: `${mark}-${index + 1}`,
      pageUrl: pathOf(index + 1),
      title: payload,
      body: bodyOf(index + 1, pathOf(index + 2)),
      markets: [],
    })),
  );
  await setTripwire(page);

  await page.goto(`/en-UN${pathOf(1)}`);
  await markDocument(page);
  for (let n = 1; n <= last; n += 1) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_PAYLOADS[n - 1]!);
    await poke(page);
    if (n < last) await page.getByRole('main').getByRole('link', { name: NEXT, exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/en-UN${pathOf(last)}$`));
  await expectNoScriptRan(page, request, mark);
});

test('payloads in promotions (HTML, terms, title, summary, call to action) and home banners’ texts run nothing', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request, { name: 'attacker', password: 'Attacks!2026', country: 'NZ' });
  const mark = `xss-${uniqueMark()}`;
  const slugOf = (n: number) => `${mark}-${n}`;
  const forPlayer = { targetAudienceOption: 'players', targetPlayersIds: [player.playerId] };
  const day = 24 * 60 * 60 * 1000;
  // Links a payload would like a player to follow: each promotion's call to action is one of them.
  const hostileUrls = ['javascript:top.__xss=101', 'JaVaScRiPt:top.__xss=102', 'data:text/html,<script>top.__xss=103</script>', '//evil.example', 'https://evil.example'];
  await place(
    request,
    XSS_PAYLOADS.map((payload, index) => ({
      _id: `e2e-${mark}-promotion-${index + 1}`,
      _type: 'promotion',
      slug: slugOf(index + 1),
      title: payload,
      category: 'casino',
      tags: [],
      summary: payload,
      body: bodyOf(index + 1, `/promotions/casino/${slugOf(index + 2)}`),
      terms: payload,
      image: 'http://localhost:4000/images/promotions/welcome-bonus.svg',
      startDate: new Date(Date.now() - day).toISOString(),
      endDate: new Date(Date.now() + 30 * day).toISOString(),
      visibility: 'both',
      targetAudience: forPlayer,
      markets: [],
      ctaLabel: payload,
      ctaUrl: hostileUrls[index % hostileUrls.length],
    })),
  );
  // One banner for the player with every payload in each text field, listed last on New Zealand's home page.
  const all = XSS_PAYLOADS.join(' ');
  const bannerId = `e2e-${mark}-banner`;
  const home = await contentDocument(request, 'home-page-NZ');
  await place(request, [
    {
      _id: bannerId,
      _type: 'banner',
      slug: mark,
      title: `Attack banner ${all}`,
      description: all,
      greeting: all,
      button: { label: all },
      url: { anonymous: 'javascript:top.__xss=105', authorised: 'javascript:top.__xss=106' },
      markets: ['NZ'],
      targetAudience: forPlayer,
    },
    { ...home, banners: [...(home.banners as unknown[]), { _key: mark, _ref: bannerId }] },
  ]);
  await setTripwire(page);
  await startLoggedIn(page, request, player.email, player.password);

  await page.goto(`/en-NZ?probe=${mark}`);
  await markDocument(page);
  await expect(page.getByRole('heading', { level: 2, name: /^Attack banner/ })).toBeVisible();
  await poke(page);
  await expectNoScriptRan(page, request, mark);

  await page.goto(`/en-NZ/promotions?probe=${mark}`);
  await markDocument(page);
  await expect(page.getByRole('main').getByText(/top\.__xss=/).first()).toBeVisible();
  await poke(page);
  await expectNoScriptRan(page, request, mark);

  await page.goto(`/en-NZ/promotions/casino/${slugOf(1)}`);
  await markDocument(page);
  for (let n = 1; n <= last; n += 1) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_PAYLOADS[n - 1]!);
    await poke(page);
    if (n < last) await page.getByRole('main').getByRole('link', { name: NEXT, exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/promotions/casino/${slugOf(last)}$`));
  await expectNoScriptRan(page, request, mark);
});

test('picture addresses in banners and promotions that are no web address show no picture, run nothing and need no blocking', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, { name: 'attacker', password: 'Attacks!2026', country: 'NZ' });
  const mark = `img-${uniqueMark()}`;
  const forPlayer = { targetAudienceOption: 'players', targetPlayersIds: [player.playerId] };
  const day = 24 * 60 * 60 * 1000;
  const running = { startDate: new Date(Date.now() - day).toISOString(), endDate: new Date(Date.now() + 30 * day).toISOString() };
  const webPicture = 'http://localhost:4000/images/promotions/welcome-bonus.svg';
  const pictures = HOSTILE_IMAGE_ADDRESSES.map((address, index) => ({ address, name: `Hostile picture ${index + 1} ${mark}` }));
  // Banners: each address as both crops, and one web picture whose phone crop is hostile (its srcset).
  const banners = [
    ...pictures.map(({ address, name }, index) => ({ _id: `e2e-${mark}-banner-${index + 1}`, title: name, images: { desktop: address, mobile: address } })),
    { _id: `e2e-${mark}-banner-crop`, title: `Hostile phone crop ${mark}`, images: { desktop: webPicture, mobile: HOSTILE_IMAGE_ADDRESSES[0] } },
  ].map((banner) => ({ ...banner, _type: 'banner', slug: banner._id, url: { anonymous: '/', authorised: '/' }, markets: ['NZ'], targetAudience: forPlayer, ...running }));
  const promotions = pictures.map(({ address, name }, index) => ({
    _id: `e2e-${mark}-promotion-${index + 1}`,
    _type: 'promotion',
    slug: `${mark}-${index + 1}`,
    title: name,
    category: 'casino',
    tags: [],
    summary: 'A promotion whose picture is no web address',
    body: '<p>Nothing to see.</p>',
    image: address,
    visibility: 'both',
    targetAudience: forPlayer,
    markets: [],
    ...running,
  }));
  const home = await contentDocument(request, 'home-page-NZ');
  await place(request, [
    ...banners,
    ...promotions,
    { ...home, banners: [...(home.banners as unknown[]), ...banners.map((banner) => ({ _key: banner._id, _ref: banner._id }))] },
  ]);
  await setTripwire(page);
  await startLoggedIn(page, request, player.email, player.password);
  const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

  await page.goto(`/en-NZ?probe=${mark}`);
  await markDocument(page);
  const cropped = card(`Hostile phone crop ${mark}`);
  // The kept banner's picture, with its phone crop replaced by the web one.
  await expect(cropped.locator('img')).toHaveAttribute('srcset', `${webPicture} 600w, ${webPicture} 1200w`);
  for (const { name } of pictures) await expect(card(name).locator('img')).toHaveCount(0);
  expect(await nonWebImageAddressesIn(page.locator('body'))).toEqual([]);
  await expectNoScriptRan(page, request, mark);

  await page.goto(`/en-NZ/promotions?probe=${mark}`);
  await markDocument(page);
  for (const { name } of pictures) await expect(card(name)).toBeVisible();
  for (const { name } of pictures) await expect(card(name).locator('img')).toHaveCount(0);
  expect(await nonWebImageAddressesIn(page.locator('body'))).toEqual([]);
  await expectNoScriptRan(page, request, mark);

  for (const [index, { name }] of pictures.entries()) {
    await page.goto(`/en-NZ/promotions/casino/${mark}-${index + 1}`);
    await markDocument(page);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    expect(await nonWebImageAddressesIn(page.locator('body'))).toEqual([]);
    await expectNoScriptRan(page, request, mark);
  }
});
