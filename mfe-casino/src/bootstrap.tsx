import { startHarness } from '@casino/shared/harness';
import { SITE_AREAS } from '@casino/shared/site-map';
import * as casinoApp from './parcels/casino-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({ title: 'mfe-casino', parcels: { [SITE_AREAS.casino.path]: casinoApp } });
