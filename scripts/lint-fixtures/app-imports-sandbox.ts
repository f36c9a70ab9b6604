// lint as: host/src/features/i18n/lint-fixture.ts
// expect: import/no-restricted-paths
// App code reading the sandbox's files instead of asking it over HTTP. (The host's English fallback,
// seed-data/locales/en/default.json, is the one file allowed; the rule still bites beside it.)
import texts from '../../../../sandbox/seed-data/locales/fi/default.json';

export const finnish = texts;
