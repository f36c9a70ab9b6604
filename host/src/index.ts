import { parseLocalePath, translationLanguageOf } from '@casino/shared/market';
import { config } from './lib/config';
import { localeTextsUrl, startTextsFetch } from './features/i18n/early-texts';
import { firstScreenPainted } from './features/prerendered/prerendered-page';
import { startManifestFetch } from './features/remote-loading/early-manifest';
import { preloadOpeningArea } from './app/early-preload';
import { yieldToMain } from './lib/yield-to-main';

// The manifest decides which remotes this page loads: ask for it while the app's chunks download,
// and have the opening area's code on its way while they evaluate.
void preloadOpeningArea(startManifestFetch(config.manifestUrl), window.location.pathname);

// The texts every label waits for: asked for now rather than once the app's modules have evaluated.
const opening = parseLocalePath(window.location.pathname);
if (opening.kind === 'ok') startTextsFetch(localeTextsUrl(config.platformUrl, translationLanguageOf(opening.locale.languageCode)));

// The async boundary Module Federation needs before shared singletons are used. A prerendered first
// screen paints before the app's modules evaluate (they hold the main thread for a long stretch). The
// bootstrap's chunks are asked for in a task of their own: setting up their loading (a script element and the
// shared modules' version checks for each of ~20 chunks) made this entry chunk's task a long one (issue 19).
void firstScreenPainted()
  .then(() => yieldToMain())
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
