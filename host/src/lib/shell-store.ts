import { useSyncExternalStore } from 'react';
import { BehaviorSubject } from '@casino/shared-modules/rxjs';

/**
 * What only the shell knows: overlays, the login dialog, and the platform facts the guards read
 * besides the bus (spec 000 §2 guards 1, 2, 4, 7; §3 Login state).
 */
export interface ShellState {
  /** spec 000 §3 Login state: open, loader, errors, redirect URL after login. */
  login: { open: boolean; redirectTo: string | null };
  maxAttemptsOpen: boolean;
  idleWarningOpen: boolean;
  /**
   * When the activity timer reaches 0 (spec 001 §4), browser ms; null while it does not count (no player,
   * or the reality check is open). The idle logout never comes first past this time.
   */
  activityTimerEndsAt: number | null;
  /** The reality-check dialog is open (spec 001 §4 Activity timer). */
  realityCheckOpen: boolean;
  maintenance: boolean;
  restricted: boolean;
  currentTermsVersion: string | null;
  /** spec 000 §2 guard 7: the platform's manual-claim availability; null while a logged-in player's is being asked. */
  manualClaimAllowed: boolean | null;
  showUpdatedTnC: boolean;
  toasts: Array<{ id: number; message: string; variant: 'info' | 'success' | 'error' }>;
  /** spec 000 §2 guard 10: unread support messages. */
  supportUnread: number;
  /** The logged-in player's profile could not be loaded. */
  playerLoadFailed: boolean;
  /** The remotes mounted on this page and their versions, for the footer's about line. */
  loadedRemotes: Record<string, string>;
}

export function initialShellState(): ShellState {
  return {
    login: { open: false, redirectTo: null },
    maxAttemptsOpen: false,
    idleWarningOpen: false,
    activityTimerEndsAt: null,
    realityCheckOpen: false,
    maintenance: false,
    restricted: false,
    currentTermsVersion: null,
    manualClaimAllowed: false,
    showUpdatedTnC: false,
    toasts: [],
    supportUnread: 0,
    playerLoadFailed: false,
    loadedRemotes: {},
  };
}

/** A small store of the shell's own state. */
export class ShellStore {
  private readonly subject = new BehaviorSubject<ShellState>(initialShellState());
  readonly state$ = this.subject.asObservable();
  get(): ShellState {
    return this.subject.getValue();
  }
  update(change: Partial<ShellState> | ((state: ShellState) => Partial<ShellState>)): void {
    const current = this.subject.getValue();
    this.subject.next({ ...current, ...(typeof change === 'function' ? change(current) : change) });
  }
  subscribe = (onChange: () => void) => {
    const subscription = this.subject.subscribe(onChange);
    return () => subscription.unsubscribe();
  };
}

/** Reads the shell state in a component, re-rendering on change. */
export function useShellState(store: ShellStore): ShellState {
  return useSyncExternalStore(store.subscribe, () => store.get(), () => store.get());
}
