import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { SITE_AREAS } from '@casino/shared/site-map';
import { useEffect } from 'react';
import { SIGNUP_CALLBACK_MARKETS } from '../../../lib/spec-constants';
import { SignupWizard } from './signup-wizard';

/**
 * `/signup/callback` (spec 000 §2, spec 001 §2: the sign-up's return address, which exists for the FI and
 * BR markets): a visitor sent back here resumes the sign-up this tab kept (`signupFlow` in session
 * storage) at its step. In other markets there is no such address: the visitor goes to `/signup`.
 */
export function SignupCallback() {
  const { bus } = usePlatform();
  const { market, segment } = useBusState('locale');
  const served = (SIGNUP_CALLBACK_MARKETS as readonly string[]).includes(market);
  useEffect(() => {
    if (!served) bus.emit({ type: 'NAVIGATE', to: localePath(segment, SITE_AREAS.signup.path), replace: true });
  }, [bus, served, segment]);
  return served ? <SignupWizard /> : null;
}
