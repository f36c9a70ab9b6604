// lint as: host/src/features/layout/lint-fixture.ts
// expect: import/no-restricted-paths
// A feature reaching past another feature's public file (features/wallet/index.ts) into its insides.
import { startWalletFeed } from '../wallet/wallet-feed';

export const start = startWalletFeed;
