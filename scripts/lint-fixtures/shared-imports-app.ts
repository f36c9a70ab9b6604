// lint as: shared/src/ui/lint-fixture.ts
// expect: import/no-restricted-paths
// shared is the bottom layer: it imports no app.
import { config } from '../../../host/src/lib/config';

export const brand = config.brandName;
