import { startHarness } from '@casino/shared/harness';
import * as bankingApp from './parcels/banking-app';
import * as depositModal from './parcels/deposit-modal';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({ title: 'mfe-cashier', parcels: { '/deposit': depositModal, '/my-account/banking': bankingApp } });
