import type { PlatformBus } from '@casino/shared/bus';
import { createContext, useContext, type ReactNode } from 'react';
import type { ShellStore } from './shell-store';

/** Why a session ended (spec 000 §4). */
export type LogoutReason = 'user' | 'expired' | 'unauthorized' | 'idle';

/**
 * What the host's components ask of the session. The session feature's SessionService implements it;
 * app/ creates one and hands it down, so no feature reaches up for it.
 */
export interface HostSession {
  /** Logs in with the player's e-mail and password; rejects with the session feature's LoginRefusedError. */
  login(email: string, password: string): Promise<void>;
  logout(reason: LogoutReason): Promise<void>;
  /** Loads the logged-in player's profile again (after a failed load). */
  loadPlayer(): Promise<void>;
  /** The access token of a call that needs a player; throws `no session error` (spec 000 §8) without one. */
  requireAccessToken(): string;
  /** Marks the stored updated-terms flag (spec 000 §7 `showUpdatedTnC`). */
  setShowUpdatedTnC(value: boolean): void;
}

/** What the host's components ask of the support widget (the support feature's SupportWidget). */
export interface HostSupport {
  isOpened(): boolean;
  unreadCount(): number;
  setVisible(visible: boolean): void;
}

/** The host's own services, for the host's components (remotes get the bus and mount props instead). */
export interface HostServices {
  /** The whole bus: the host is the only one that sets state (remotes get its read-and-emit view). */
  bus: PlatformBus;
  session: HostSession;
  shell: ShellStore;
  support: HostSupport;
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
