// lint as: mfe-casino/src/features/lobby/lint-fixture.ts
// expect: import/no-restricted-paths
// The same rule in a remote: a feature importing its app's router.
import { CasinoApp } from '../../app/casino-app';

export const app = CasinoApp;
