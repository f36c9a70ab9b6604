import { startHarness } from '@casino/shared/harness';
import * as liveCasinoApp from './parcels/live-casino-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({ title: 'mfe-live-casino', parcels: { '/live-casino-online': liveCasinoApp } });
