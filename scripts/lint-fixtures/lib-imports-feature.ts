// lint as: host/src/lib/lint-fixture.ts
// expect: import/no-restricted-paths
// The layer below the features importing a feature, even through its public file.
import { playableBalanceOf } from '../features/wallet';

export const balance = playableBalanceOf;
