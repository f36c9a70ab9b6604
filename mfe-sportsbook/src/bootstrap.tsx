import { startHarness } from '@casino/shared/harness';
import * as sportsbookApp from './parcels/sportsbook-app';
import * as virtualsApp from './parcels/virtuals-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({ title: 'mfe-sportsbook', parcels: { '/sportsbook': sportsbookApp, '/virtuals': virtualsApp } });
