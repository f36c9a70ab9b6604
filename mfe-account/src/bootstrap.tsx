import { startHarness } from '@casino/shared/harness';
import { SITE_AREAS } from '@casino/shared/site-map';
import * as accountApp from './parcels/account-app';
import * as resetPasswordApp from './parcels/reset-password-app';
import * as signupApp from './parcels/signup-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({ title: 'mfe-account', parcels: { [SITE_AREAS.signup.path]: signupApp, [SITE_AREAS.resetPassword.path]: resetPasswordApp, [SITE_AREAS.account.path]: accountApp } });
