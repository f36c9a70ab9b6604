import { startHarness } from '@casino/shared/harness';
import * as casinoApp from './parcels/casino-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({ title: 'mfe-casino', parcels: { '/online-casino': casinoApp } });
