import { useMemo, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from '@casino/shared-modules/react-router';
import type { PlatformBusView } from '../bus/platform-bus';
import { useBusState } from './platform-context';

export interface BusRouterProps {
  bus: PlatformBusView;
  /** The parcel's base path, e.g. `/en-UN/online-casino`. */
  basename: string;
  children: ReactNode;
}

/**
 * A react-router `Router` driven by the host: the location comes from the bus's `location` state
 * and navigation goes back to the host as `NAVIGATE` commands, so there is one history
 * (ARCHITECTURE §3). Inside it, remotes use `Routes`, `Link` and `useNavigate` as usual.
 */
export function BusRouter({ bus, basename, children }: BusRouterProps) {
  const location = useBusState('location');
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
