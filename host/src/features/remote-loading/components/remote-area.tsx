import type { RemoteName } from '@casino/shared/contract';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Parcel } from 'single-spa';
import { NotFoundPage, TryAgainScreen } from '../../errors';
import { pinnedRemote, useRelease } from '../release-context';
import { mountAreaParcel } from '../area-parcels';
import { loadAreaParcel, RemoteLoadError } from '../remote-loader';
import { recordTrace } from '../remote-traces';
import { assignmentOf, type VisitorAssignment } from '../visitor-release';
import { useHostServices } from '../../../lib/host-services';
import { canBeKept, keptParcelsOwnerOf, useParcelKeeper } from '../parcel-keeper';
import { RemoteSkeleton } from './remote-skeleton';

export interface RemoteAreaProps {
  remote: RemoteName;
  /** The exposed module to mount, e.g. `./CasinoApp`. */
  expose: string;
  /** The locale-prefixed path the parcel lives at, e.g. `/en-UN/online-casino`. */
  basePath: string;
  /** The area's name for people: the skeleton's and the fallback's text. */
  label: string;
  /** The remote need not expose the module yet: without it the page is not found. */
  optional?: boolean;
  /**
   * What the parcel is on the page (issue 17). `page` (the default): the page's area, as above. `widget`: a
   * part of a host page (the casino's winners on the home page): loading and failing show the skeleton and
   * the fallback in its place, as an area does. `overlay`: over the page (a dialog a parcel opens): no
   * skeleton while it loads, and nothing when it cannot load; the page stays usable. With `optional`, a
   * widget or an overlay the pinned version does not expose shows nothing (not the not-found page).
   */
  kind?: 'page' | 'widget' | 'overlay';
}

/** What an area's kept parcel is kept under: the same remote's same module at the same path. */
function keyOf(remote: RemoteName, expose: string, basePath: string): string {
  return `${remote}|${expose}|${basePath}`;
}

type AreaState = { status: 'loading' } | { status: 'mounted' } | { status: 'failed'; error: Error };

/**
 * One remote's area of the page (ARCHITECTURE §3, §4): loads the pinned version of `remote` on
 * first use, mounts its `expose` parcel with the mount props into an element carrying
 * `data-remote` and `data-remote-version`, shows a skeleton while it loads and the fallback with a
 * retry when it cannot load, is refused (contract major) or throws. Only this area goes down.
 */
export function RemoteArea({ remote, expose, basePath, label, optional = false, kind = 'page' }: RemoteAreaProps) {
  const platform = usePlatform();
  const { shell } = useHostServices();
  const { t } = useTranslation();
  const { market } = useBusState('locale');
  const { manifest } = useRelease();
  const keeper = useParcelKeeper();
  const element = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // A page the player left and comes back to under the same release shows at once: no skeleton first.
  const [keptAtFirst] = useState(() => (kind === 'page' ? (keeper?.peek(keyOf(remote, expose, basePath), keptParcelsOwnerOf(platform.bus.get('session'))) ?? null) : null));
  const shownAtFirst = keptAtFirst?.manifest === manifest ? keptAtFirst : null;
  const [version, setVersion] = useState<string | undefined>(shownAtFirst?.version);
  const [state, setState] = useState<AreaState>({ status: shownAtFirst ? 'mounted' : 'loading' });

  useEffect(() => {
    let active = true;
    let parcel: Parcel | null = null;
    let container: HTMLElement | null = null;
    // Set once the parcel mounted (or was shown again) and may be kept when the area goes.
    let keepable: { version: string } | null = null;
    const key = keyOf(remote, expose, basePath);
    const owner = keptParcelsOwnerOf(platform.bus.get('session'));
    const keeping = kind === 'page' ? keeper : null;
    // What is known of the load, for the traces of a failure after it (the loader traces its own).
    let loadedVersion: string | undefined;
    let mountedOnce = false;
    let visitor: { via?: VisitorAssignment['via']; bucket?: number } = {};
    const fail = (error: Error) => {
      if (!(error instanceof RemoteLoadError) && loadedVersion) {
        // A mount that threw, or an error the parcel reported while it ran: release health counts both.
        recordTrace({ market, remote, version: loadedVersion, phase: mountedOnce ? 'render' : 'mount', durationMs: 0, outcome: 'failed', reason: mountedOnce ? 'render-error' : 'mount-failed', ...visitor });
      }
      keepable = null;
      if (active) setState({ status: 'failed', error });
    };
    const propsFor = (domElement: HTMLElement, shown: boolean) => ({
      bus: platform.bus,
      http: platform.http,
      content: platform.content,
      i18n: platform.i18n,
      contractVersion: platform.contractVersion,
      basePath,
      domElement,
      onParcelError: fail,
      active: shown,
    });
    const kept = keeping && attempt === 0 ? keeping.take(key, owner) : null;
    if (kept && kept.manifest === manifest && element.current) {
      // The page the player left, shown again at once as it was (issue 19: switching between loaded remotes),
      // in this task: under the same release its version is the one pinned, so nothing is asked or loaded.
      parcel = kept.parcel;
      container = kept.container;
      element.current.append(container);
      loadedVersion = kept.version;
      mountedOnce = true;
      keepable = { version: kept.version };
      setVersion(kept.version);
      setState({ status: 'mounted' });
      parcel.update?.(propsFor(container, true)).catch((error: Error) => {
        console.error(`${remote} ${expose}:`, error);
        fail(error);
      });
    } else (async () => {
      setState({ status: 'loading' });
      const release = await manifest;
      const pinned = pinnedRemote(release, market, remote);
      if (active && pinned) setVersion(pinned.version);
      const loaded = await loadAreaParcel(release, market, remote, expose, { force: attempt > 0 });
      const { module } = loaded;
      loadedVersion = loaded.version;
      const assignment = assignmentOf(release, market, remote);
      if (assignment) visitor = { via: assignment.via, bucket: assignment.bucket };
      if (active) setVersion(loaded.version);
      if (kept && (kept.version !== loaded.version || !active || !element.current)) {
        void kept.parcel.unmount().finally(() => kept.container.remove());
      } else if (kept && element.current) {
        // The page the player left, shown again as it was: no load, no mount.
        parcel = kept.parcel;
        container = kept.container;
        element.current.append(container);
        await parcel.update?.(propsFor(container, true));
        mountedOnce = true;
        keepable = { version: loaded.version };
        if (active) setState((current) => (current.status === 'loading' ? { status: 'mounted' } : current));
        return;
      }
      if (!active || !element.current) return;
      // The parcel's own root element, which can move to the keeper and back; `display: contents` leaves
      // the page's layout (and what is visible in it) as if the parcel rendered into the area itself.
      const own = document.createElement('div');
      own.style.display = 'contents';
      element.current.append(own);
      const mountStarted = performance.now();
      const mounting = await mountAreaParcel(module.parcel as never, propsFor(own, true));
      if (!active) {
        // The area went while the parcel was being handed to single-spa: nothing else will unmount it.
        void mounting.mountPromise.then(() => mounting.unmount()).catch(() => undefined).finally(() => own.remove());
        return;
      }
      parcel = mounting;
      container = own;
      await parcel.mountPromise;
      mountedOnce = true;
      recordTrace({ market, remote, version: loaded.version, phase: 'mount', durationMs: performance.now() - mountStarted, outcome: 'ok', lastKnownGood: loaded.lastKnownGood, ...visitor });
      if (keeping && canBeKept(module.contractVersion)) keepable = { version: loaded.version };
      if (active) {
        setState((current) => (current.status === 'loading' ? { status: 'mounted' } : current));
        shell.update((state) => ({ loadedRemotes: { ...state.loadedRemotes, [remote]: loaded.version } }));
      }
    })().catch((error: Error) => {
      console.error(`${remote} ${expose}:`, error);
      fail(error);
    });
    return () => {
      active = false;
      const mounted = parcel;
      const element = container;
      if (!mounted || !element) return;
      // Kept only for whom it was mounted: a page left because the session changed (the sign-out's way home,
      // a sign-in's) goes after the keeper's release, which could not see it; kept, a player's page would
      // stay mounted, and subscribed, for the visitor after them.
      const sameOwner = keptParcelsOwnerOf(platform.bus.get('session')) === owner;
      if (keeping && keepable && sameOwner && mounted.getStatus() === 'MOUNTED') {
        // Hidden before the area's element goes, then kept in the keeper's holder.
        keeping.keep(key, owner, { parcel: mounted, container: element, version: keepable.version, manifest });
        void mounted.update?.(propsFor(element, false)).catch((error: unknown) => console.error(`${remote} ${expose}: could not be hidden`, error));
        return;
      }
      void mounted.mountPromise.then(() => mounted.unmount()).catch(() => undefined).finally(() => element.remove());
    };
  }, [manifest, market, remote, expose, basePath, attempt, platform, shell, keeper, kind]);

  if (optional && state.status === 'failed' && state.error instanceof RemoteLoadError && state.error.reason === 'not-exposed') {
    return kind === 'page' ? <NotFoundPage /> : null;
  }
  if (kind === 'overlay') {
    return <div ref={element} data-remote={remote} data-remote-version={version} data-remote-status={state.status} hidden={state.status === 'failed'} />;
  }
  return (
    <>
      {state.status === 'failed' ? (
        <TryAgainScreen as="h2" onTryAgain={() => setAttempt((n) => n + 1)} detail={t('common.areaFailed', { area: label, remote: `${remote}${version ? `@${version}` : ''}` })} />
      ) : null}
      <div
        ref={element}
        data-remote={remote}
        data-remote-version={version}
        data-remote-status={state.status}
        hidden={state.status === 'failed'}
      />
      {/* After the area's element: it hides itself once the parcel's content is there (remote-skeleton.tsx). */}
      {state.status === 'loading' ? <RemoteSkeleton label={label} /> : null}
    </>
  );
}
