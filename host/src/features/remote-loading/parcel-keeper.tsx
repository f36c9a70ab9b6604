import type { PlatformBus, SessionState } from '@casino/shared/bus';
import { CONTRACT_VERSION } from '@casino/shared/contract';
import { dropResponsiveImages } from '@casino/shared/ui';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Parcel } from 'single-spa';
import type { Release } from './release-context';

/** How many pages' parcels stay mounted, hidden, after the player leaves them (the most recently left first). */
export const KEPT_PARCELS = 2;

/** A page's parcel kept mounted but hidden (contract 2.11 `active: false`), with what it was mounted with. */
export interface KeptParcel {
  parcel: Parcel;
  /** The element the parcel's React root renders into; it moves between the page and the keeper's holder. */
  container: HTMLElement;
  /** The remote's version it was loaded at: a page pinned to another version mounts afresh. */
  version: string;
  /**
   * The release manifest (the host's `useRelease().manifest`) it was loaded under: under the same one the
   * page's pinned version is the same, so it can be shown again at once, without asking the release again.
   */
  manifest: Release['manifest'];
}

/**
 * Keeps the parcels of the pages a player left mounted and hidden, so coming back to one shows it at once
 * (issue 19: switching between loaded remotes, e.g. the casino and the live casino lobbies). A kept
 * parcel's container waits in a hidden holder at the end of `document.body` (in the document, so nothing
 * of it is detached DOM); the parcel itself renders nothing visible and runs no effects (`Activity`).
 *
 * Kept parcels belong to one player (`owner`, the player's id, empty for a visitor) and go when another
 * player signs in or the player signs out (`release(owner)`), so no player's page survives in the DOM for
 * the next; at most `capacity` are kept once the navigation's effects have run (a page taken back in them does
 * not count), the least recently left unmounted first.
 */
export interface ParcelKeeper {
  /** The parcel kept under `key` for `owner`, left in the keeper, or null. */
  peek(key: string, owner: string): KeptParcel | null;
  /** Takes the parcel kept under `key` for `owner` out of the keeper, or null (one kept for another owner is unmounted). */
  take(key: string, owner: string): KeptParcel | null;
  /** Keeps a mounted parcel, already updated with `active: false`, under `key`; its container moves into the holder. */
  keep(key: string, owner: string, kept: KeptParcel): void;
  /** Unmounts every kept parcel not owned by `owner` (all of them without an owner). */
  release(owner?: string): void;
  /** How many parcels are kept now. */
  size(): number;
}

interface Entry extends KeptParcel {
  key: string;
  owner: string;
}

/** A keeper of at most `capacity` parcels whose holder is created in `doc` on first use. */
export function createParcelKeeper({ capacity = KEPT_PARCELS, doc = document }: { capacity?: number; doc?: Document } = {}): ParcelKeeper {
  let entries: Entry[] = [];
  let holder: HTMLElement | null = null;
  const holderElement = () => {
    if (!holder || !holder.isConnected) {
      holder = doc.createElement('div');
      holder.hidden = true;
      holder.setAttribute('data-kept-parcels', '');
      doc.body.append(holder);
    }
    return holder;
  };
  const drop = (entry: Entry) => {
    // React let go of the hidden page's images when it hid them; their sources go as they would have.
    dropResponsiveImages(entry.container);
    void entry.parcel
      .unmount()
      .catch((error: unknown) => console.error('A kept parcel could not be unmounted', error))
      .finally(() => entry.container.remove());
  };
  const kept = ({ parcel, container, version, manifest }: Entry): KeptParcel => ({ parcel, container, version, manifest });
  return {
    peek(key, owner) {
      const entry = entries.find((candidate) => candidate.key === key && candidate.owner === owner);
      return entry ? kept(entry) : null;
    },
    take(key, owner) {
      const entry = entries.find((candidate) => candidate.key === key);
      if (!entry) return null;
      entries = entries.filter((candidate) => candidate !== entry);
      if (entry.owner !== owner) {
        drop(entry);
        return null;
      }
      return kept(entry);
    },
    keep(key, owner, parcel) {
      for (const stale of entries.filter((candidate) => candidate.key === key)) drop(stale);
      holderElement().append(parcel.container);
      entries = [{ ...parcel, key, owner }, ...entries.filter((candidate) => candidate.key !== key)];
      // Over capacity, the least recently left goes, but after the task's other effects: the page the player goes to
      // takes its parcel back in the same navigation, after the page left is kept, and must not be the one evicted
      // (cycling three areas with a keeper of two would remount each one every time).
      queueMicrotask(() => {
        for (const evicted of entries.slice(capacity)) drop(evicted);
        entries = entries.slice(0, capacity);
      });
    },
    release(owner) {
      const [stay, go] = [entries.filter((entry) => owner !== undefined && entry.owner === owner), entries.filter((entry) => owner === undefined || entry.owner !== owner)];
      entries = stay;
      go.forEach(drop);
    },
    size: () => entries.length,
  };
}

/** True when a remote built against `contractVersion` can be kept hidden (`MountProps.active`, contract 2.11 of this major). */
export function canBeKept(contractVersion: string): boolean {
  const [major = NaN, minor = NaN] = contractVersion.split('.').map(Number);
  const [hostMajor] = CONTRACT_VERSION.split('.').map(Number);
  return major === hostMajor && (major > 2 || minor >= 11);
}

const ParcelKeeperContext = createContext<ParcelKeeper | null>(null);

/** Whose kept pages these are: the signed-in player's id, empty for a visitor. */
export function keptParcelsOwnerOf(session: SessionState): string {
  return session.claims?.player_id ?? '';
}

/**
 * Gives the remote areas below it a keeper (without one, an area unmounts its parcel when it goes) and
 * releases the kept parcels of anyone but the current player whenever the session changes.
 */
export function ParcelKeeperProvider({ keeper, bus, children }: { keeper: ParcelKeeper; bus: PlatformBus; children: ReactNode }) {
  useEffect(() => {
    const subscription = bus.select('session').subscribe((session) => keeper.release(keptParcelsOwnerOf(session)));
    return () => {
      subscription.unsubscribe();
      keeper.release();
    };
  }, [bus, keeper]);
  return <ParcelKeeperContext.Provider value={keeper}>{children}</ParcelKeeperContext.Provider>;
}

/** The keeper of the remote areas, or null when the app keeps none. */
export function useParcelKeeper(): ParcelKeeper | null {
  return useContext(ParcelKeeperContext);
}
