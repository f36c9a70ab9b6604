// lint as: mfe-casino/src/features/lobby/lint-fixture.ts
// expect: import/no-restricted-paths
// One remote importing another: what two apps share goes through @casino/shared or the bus.
import { LiveCasinoApp } from '../../../../mfe-live-casino/src/app/live-casino-app';

export const app = LiveCasinoApp;
