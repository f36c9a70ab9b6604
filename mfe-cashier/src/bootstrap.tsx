import { startHarness } from '@casino/shared/harness';
import { SITE_AREAS } from '@casino/shared/site-map';
import * as bankingApp from './parcels/banking-app';
import * as depositModal from './parcels/deposit-modal';
import * as payAndPlayApp from './parcels/pay-and-play-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({
  title: 'mfe-cashier',
  parcels: { [SITE_AREAS.deposit.path]: depositModal, [SITE_AREAS.banking.path]: bankingApp, [SITE_AREAS.payAndPlay.path]: payAndPlayApp },
});
