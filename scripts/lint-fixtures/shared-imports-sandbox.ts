// lint as: shared/src/platform/lint-fixture.ts
// expect: import/no-restricted-paths
// shared talks to the sandbox over HTTP like everything else.
import texts from '../../../sandbox/seed-data/locales/en/default.json';

export const english = texts;
