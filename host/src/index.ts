import { config } from './app/config';
import { startManifestFetch } from './features/remote-loading/early-manifest';
import { preloadOpeningArea } from './features/remote-loading/early-preload';

// The manifest decides which remotes this page loads: ask for it while the app's chunks download,
// and have the opening area's code on its way while they evaluate.
void preloadOpeningArea(startManifestFetch(config.manifestUrl), window.location.pathname);

// The async boundary Module Federation needs before shared singletons are used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
