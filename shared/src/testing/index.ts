/**
 * Test helpers for every app: a test platform (bus, http, content, i18n), a render helper with the
 * parcel providers, the parcel contract test, and hostile text for forms' property tests.
 */
export {
  createTestPlatform,
  type HttpRoutes,
  type TestPlatform,
  type TestPlatformOptions,
} from './test-platform';
export { createAppRenderer, renderWithPlatform } from './render-with-platform';
export { expectParcelContract } from './parcel-contract';
export { playerProfileOf } from './player-profile';
export { rewardOf } from './rewards';
export { mockViewport } from './viewport';
export { translationProblems } from './translation-problems';
export { allResourcesOf } from './all-resources';
export { hostileText } from './hostile-text';
