import { startHarness } from '@casino/shared/harness';
import { SITE_AREAS } from '@casino/shared/site-map';
import * as sportsbookApp from './parcels/sportsbook-app';
import * as virtualsApp from './parcels/virtuals-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({ title: 'mfe-sportsbook', parcels: { [SITE_AREAS.sportsbook.path]: sportsbookApp, [SITE_AREAS.virtuals.path]: virtualsApp } });
