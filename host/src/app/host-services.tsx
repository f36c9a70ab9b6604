import type { PlatformBus } from '@casino/shared/bus';
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionService } from '../features/session/session-service';
import type { SupportWidget } from '../features/support/support-widget';
import type { ShellStore } from './shell-store';

/** The host's own services, for the host's components (remotes get the bus and mount props instead). */
export interface HostServices {
  /** The whole bus: the host is the only one that sets state (remotes get its read-and-emit view). */
  bus: PlatformBus;
  session: SessionService;
  shell: ShellStore;
  support: SupportWidget;
}

const HostServicesContext = createContext<HostServices | null>(null);

export function HostServicesProvider({ services, children }: { services: HostServices; children: ReactNode }) {
  return <HostServicesContext.Provider value={services}>{children}</HostServicesContext.Provider>;
}

/** The host's services. Throws outside the provider. */
export function useHostServices(): HostServices {
  const services = useContext(HostServicesContext);
  if (!services) throw new Error('useHostServices needs a HostServicesProvider');
  return services;
}
