import { startHarness } from '@casino/shared/harness';
import * as accountApp from './parcels/account-app';
import * as resetPasswordApp from './parcels/reset-password-app';
import * as signupApp from './parcels/signup-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({ title: 'mfe-account', parcels: { '/signup': signupApp, '/reset-password': resetPasswordApp, '/my-account': accountApp } });
