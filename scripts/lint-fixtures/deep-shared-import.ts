// lint as: mfe-promotions/src/features/promotions/lint-fixture.ts
// expect: no-restricted-imports, no-restricted-imports
// Reaching into @casino/shared past its named entry points, by package name and by relative path.
import { createPlatformBus } from '@casino/shared/src/bus';
import { createTestPlatform } from '../../../../shared/src/testing';

export const make = [createPlatformBus, createTestPlatform];
