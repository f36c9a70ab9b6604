// lint as: host/src/features/i18n/lint-fixture.ts
// expect: import/no-restricted-paths
// App code reading the sandbox's files instead of asking it over HTTP.
import texts from '../../../../sandbox/seed-data/locales/en/default.json';

export const english = texts;
