// lint as: host/src/testing/lint-fixture.ts
// expect: nothing
// Test helpers may load the sandbox's seed data as fixtures, and compose the app.
import texts from '../../../sandbox/seed-data/locales/en/default.json';
import { createRoutes } from '../app/routes';

export const fixtures = [texts, createRoutes];
