/**
 * The version of the platform contract: the bus, the mount props and the release manifest.
 * A remote built against a different major is refused by the host (ARCHITECTURE §4).
 * Bump the major for a breaking change to anything under `bus/`, `parcel/` or the manifest, the minor
 * for an addition (1.1.0 added the `transactionSummary` and `accessContext` states; 2.0.0 split `@casino/shared` into
 * named entry points and gave remotes the bus's read-and-emit view, without `set`; 2.1.0 added the shared ui's
 * BusyButton, Notice and the game kit's texts; 2.2.0 put money in minor units on the wire and the bus (`balanceMap`,
 * the wallet answer with every spec 001 §3 field), added `formatMinorMoney`, the cashier's wire schemas and payment
 * methods' deposit `limits`; 2.3.0 added the wire schemas of sign-up, password reset, the account area and KYC,
 * issue 15; 2.4.0 added the player-protection wire schemas (limits, time-out, self-exclusion, reality check),
 * the deposit limit check's `limitRequired`, and each market's time zone and player-protection rules, issue 16;
 * 2.5.0 added the bus events PAUSE_GAME, RESUME_GAME and GAMBLING_LIMITS_CHANGED and the game kit's
 * `useGamePause` and `frameOriginOf`: the reality check pauses games, issue 16; 2.6.0 added the bonus wire schemas
 * (rewards, claim, forfeit, queued and free-spin claims, cashback, game limitations, bonus codes, consent,
 * sportsbook bonuses, tournaments), the winners' schemas, the audience rules and the content types of the home,
 * VIP, promo and landing pages, the site map's rewards and bonus-code areas and the ui's `plainTextOf`, issue 17;
 * 2.7.0 added the withdrawal request's active-bonus refusal `BONUS_ERROR_CODES.activeOnWithdrawal`
 * (`error.bonus.active.withdrawal`, the forfeit-withdrawal prompt) and the platform's `bonusFailureOf`,
 * `BonusFailure`, `BonusConflict`: the reader of a bonus refusal the promotions and cashier remotes share;
 * the wire's `depositCountGroupOf`, so the promotions list and the home page group players alike; and the reward's
 * optional `awaitingDeposit`, a claimed deposit bonus waiting for its deposit; and the ui's `useSearchAsYouType`, the
 * search boxes of the casino and the live casino; and the markets' `TRANSLATION_LANGUAGES`, the languages every app's
 * texts must be complete in, with Brazil's texts in `pt-BR`, which falls back to `pt`, issue 18); 2.8.0 added the
 * sportsbook's wire (issue 18 point 6: the two sports providers, the iframe context request's headers and answer,
 * the provider session, session create, unregister), the sports-provider session cookie the host removes at
 * sign-out, the markets' `playerSegmentOf` (issue 18 point 1: the player's market governs), and the money
 * module's `dateFnsLocaleOf` and `FILIPINO_LOCALE` (one date-fns locale table for every remote) and
 * `readTypedAmount` (typed amounts in the market's notation, for the cashier's and the account's money fields);
 * 2.9.0 added the field-data wire (issue 19 point 4: the host's batch of Core Web Vitals, the sandbox's p75
 * summary and its query); 2.10.0 loads a remote's texts per language (issue 19): `createParcel` takes a
 * `TextsBundle` (English, and a loader per other language), adds English at mount, waits for the page's
 * language and follows the host's changes through `i18n.on`/`i18n.off` (the mount props check them now; the
 * host has always passed its whole i18next instance), with `useLoadLanguage` and the testing kit's
 * `allResourcesOf`; the host's i18n re-renders on added resources (`bindI18nStore: 'added'`). A 2.10 remote
 * in a 2.9 host still mounts in the page's language; only after a language change in place do its new texts
 * wait for its next render there, so the host need not refuse it. 2.11.0 lets the host keep a page's parcel
 * mounted but hidden after the player leaves it (issue 19: switching back between loaded remotes): the mount
 * props' optional `active` (false while hidden: `createParcel` renders the parcel in a hidden React `Activity`,
 * its effects stopped; a parcel's router holds its last location inside its base path); the host keeps only parcels of 2.11 or later.
 * 2.12.0 added the release manifest's `canaries` (issue 20: a version for a percentage of a market's visitors);
 * a host before it ignores them and loads the pins. 2.13.0 added the release-health wire (issue 20 point 4: the
 * host's report of what each page's remotes did, and the sandbox's failure-rate summary `release watch` reads).
 * 2.14.0 added the preview token (issue 20 point 3: the signed, expiring link that makes one browser load a
 * published version of a remote, written by the release CLI, read by the host).
 * 2.15.0 added the site's origins and its security policies (issue 21 points 1 and 2): `siteOriginsOf`, the one
 * list the host builds its allowed remote origins from and the site's server its `contentSecurityPolicyOf` and
 * `permissionsPolicyOf`; the provider frames' `FRAME_POLICIES` (sandbox, allow, referrer) and `isMessageFromFrame`.
 * 2.16.0 added the release manifest's `signature` (issue 21 point 8: `signManifest` in the release CLI,
 * `manifestSignatureRefusal` in the host); a host before it ignores the member.
 * 2.17.0 added the shared ui's `imageAddressOf` and `imageSourceSetOf` (issue 21 point 3: a content image's
 * address is a web address or site path, or no image) `ContentImage` (a picture from content, or none), and `urlWithSchemeOf` with `WEB_SCHEMES` and `LINK_SCHEMES`
 * (the one check of a content or provider address's scheme, for images, links, frames and provider pages), and the parcel's `followSessionQueries` (issue 21 point 4:
 * the one rule by which the host's and every remote's query cache follow a sign-out and a sign-in), and its
 * `TEXTS_WAIT_MS`, the host's wait for its own texts too.
 * 2.18.0 loads date-fns' locales per language (issue 19): the money module's `loadDateFnsLocale`, and the texts
 * bundle's optional `loadDateLocale`, by which a parcel's language load brings its date words; `dateFnsLocaleOf`
 * answers British English until then; and the ui's `lazyPage` gives its component a `preload()` (a step fetched on
 * intent). Remote-side only: a host of any 2.x mounts a 2.18 remote alike.
 * 2.19.0 added the ui's `lazyPage` option `texts` and the parcel's `EnglishTexts` (issue 19): a part fetched on
 * demand (a wizard's later step) brings its English chunk and adds it before it first renders, so a parcel's
 * start carries only the texts of what it shows first.
 * Remote-side only.
 * 2.20.0 added the markets' `tournamentLanguageOf`, the one mapping of a language to the tournaments' (CA → EN,
 * CAF → FR) that the promotions remote asks in and the sandbox keeps texts under; the wire's
 * `TOURNAMENT_LANGUAGE_OF_MARKET`, which only those two read, went into it (the wire is each app's own copy, not
 * the contract between apps). Remote-side only.
 */
export const CONTRACT_VERSION = '2.20.0';

/** The major of a semver string (`'1.4.2'` → `1`); throws on a string that is not semver. */
export function majorOf(version: string): number {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version);
  if (!match) throw new Error(`Not a semantic version: "${version}"`);
  return Number(match[1]);
}

/**
 * Whether a remote built against `remoteContract` may be mounted by a host built with
 * `hostContract`: the majors must be equal. Malformed versions are never compatible.
 */
export function isContractCompatible(hostContract: string, remoteContract: string): boolean {
  try {
    return majorOf(hostContract) === majorOf(remoteContract);
  } catch {
    return false;
  }
}
