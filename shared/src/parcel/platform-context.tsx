import { createContext, useContext, useSyncExternalStore, useCallback } from 'react';
import type { StateKey } from '../bus/platform-bus';
import type { PlatformState } from '../bus/state';
import type { MountProps } from './mount-props';

const PlatformContext = createContext<MountProps | null>(null);

/** Provides the mount props to a parcel's components. */
export const PlatformProvider = PlatformContext.Provider;

/** The mount props of the parcel this component lives in. Throws outside a parcel. */
export function usePlatform(): MountProps {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside a parcel (PlatformProvider is missing)');
  return platform;
}

/**
 * The current value of one bus state, re-rendering on change. The subscription ends with the
 * component, so an unmounted parcel leaves none behind (ARCHITECTURE §5).
 */
export function useBusState<K extends StateKey>(key: K): PlatformState[K] {
  const { bus } = usePlatform();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.select(key).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [bus, key],
  );
  return useSyncExternalStore(subscribe, () => bus.get(key), () => bus.get(key));
}
