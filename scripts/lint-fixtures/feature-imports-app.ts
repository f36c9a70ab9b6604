// lint as: host/src/features/guards/lint-fixture.ts
// expect: import/no-restricted-paths
// A feature reaching up into the composition that mounts it.
import { createRoutes } from '../../app/routes';

export const routes = createRoutes;
