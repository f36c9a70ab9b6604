// lint as: mfe-cashier/src/app/lint-fixture.ts
// expect: import/no-restricted-paths
// A remote importing the host: remotes get the platform through their mount props.
import { config } from '../../../host/src/lib/config';

export const url = config.platformUrl;
