import { useEffect, useLayoutEffect } from 'react';
import { localePath } from '@casino/shared/market';
import { SITE_AREAS } from '@casino/shared/site-map';
import { useLocation, useNavigate } from '@casino/shared-modules/react-router';
import { useHostServices } from '../../lib/host-services';

/**
 * Makes the host's router the one history (ARCHITECTURE §3): the router's location is published
 * as the bus's `location` state, and NAVIGATE commands from remotes move the router. OPEN_DEPOSIT,
 * from any remote, opens the deposit modal at `/{segment}/deposit` (spec 000 §2, issue 14); the guards
 * decide there who may see it. Every navigation scrolls to the top (spec 000 §2).
 */
export function BusLocationSync() {
  const { bus } = useHostServices();
  const location = useLocation();
  const navigate = useNavigate();

  useLayoutEffect(() => {
    bus.set('location', { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state, key: location.key });
  }, [bus, location]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    const to = bus.on('NAVIGATE').subscribe((command) => void navigate(command.to, { replace: command.replace, state: command.state }));
    const delta = bus.on('NAVIGATE_DELTA').subscribe((command) => void navigate(command.delta));
    const deposit = bus.on('OPEN_DEPOSIT').subscribe(() => void navigate(localePath(bus.get('locale').segment, SITE_AREAS.deposit.path)));
    // spec 000 §2: after logout the player goes to the home page of the locale.
    const loggedOut = bus.on('LOGGED_OUT').subscribe(() => void navigate(`/${bus.get('locale').segment}`, { replace: true }));
    return () => {
      to.unsubscribe();
      delta.unsubscribe();
      deposit.unsubscribe();
      loggedOut.unsubscribe();
    };
  }, [bus, navigate]);

  return null;
}
