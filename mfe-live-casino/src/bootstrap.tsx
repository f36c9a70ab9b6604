import { startHarness } from '@casino/shared/harness';
import { SITE_AREAS } from '@casino/shared/site-map';
import * as liveCasinoApp from './parcels/live-casino-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({ title: 'mfe-live-casino', parcels: { [SITE_AREAS.liveCasino.path]: liveCasinoApp } });
