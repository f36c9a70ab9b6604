import { config } from './app/config';
import { startManifestFetch } from './features/remote-loading/early-manifest';

// The manifest decides which remotes this page loads: ask for it while the app's chunks download.
startManifestFetch(config.manifestUrl);

// The async boundary Module Federation needs before shared singletons are used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
