import { useMemo, useRef, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from '@casino/shared-modules/react-router';
import type { PlatformBusView } from '../bus/platform-bus';
import type { RouteLocation } from '../bus/state';
import { useBusState } from './platform-context';

export interface BusRouterProps {
  bus: PlatformBusView;
  /** The parcel's base path, e.g. `/en-UN/online-casino`. */
  basename: string;
  children: ReactNode;
}

/** True when `pathname` is `basename` or below it (react-router's basename rule: case-insensitive). */
function isWithin(pathname: string, basename: string): boolean {
  const path = pathname.toLowerCase();
  const base = basename.toLowerCase().replace(/\/+$/, '');
  return path === base || path.startsWith(`${base}/`);
}

/** The same place: path, query, hash and state. The history key is left out (no remote reads it). */
function sameLocation(a: RouteLocation, b: RouteLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && Object.is(a.state, b.state);
}

/**
 * A react-router `Router` driven by the host: the location comes from the bus's `location` state
 * and navigation goes back to the host as `NAVIGATE` commands, so there is one history
 * (ARCHITECTURE §3). Inside it, remotes use `Routes`, `Link` and `useNavigate` as usual.
 *
 * A location outside `basename` means the host is leaving the parcel's area (to unmount it, or to keep it
 * hidden, contract 2.11): the router holds the last location inside it, so the page stays as the player
 * left it rather than going blank (react-router renders nothing outside its basename).
 */
export function BusRouter({ bus, basename, children }: BusRouterProps) {
  const current = useBusState('location');
  const held = useRef(current);
  // A location equal to the one held keeps its identity: react-router re-renders every link and route
  // on a new location object (a kept page shown again gets the host's new, equal one).
  if (isWithin(current.pathname, basename) && !sameLocation(current, held.current)) held.current = current;
  const location = held.current;
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
      push: (to: To, state?: unknown) => bus.emit({ type: 'NAVIGATE', to: typeof to === 'string' ? to : createPath(to), state }),
      replace: (to: To, state?: unknown) =>
        bus.emit({ type: 'NAVIGATE', to: typeof to === 'string' ? to : createPath(to), replace: true, state }),
      go: (delta: number) => bus.emit({ type: 'NAVIGATE_DELTA', delta }),
    }),
    [bus],
  );
  return (
    <Router basename={basename} location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
