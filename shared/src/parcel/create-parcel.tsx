import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Activity, Component, startTransition, useMemo, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import React from 'react';
import { flushSync } from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { QUERY_CACHE } from '../constants/platform';
import { normalisePlatformError } from '../http/platform-error';
import { theme } from '../ui/theme';
import { BusRouter } from './bus-router';
import { followSessionQueries } from './follow-session-queries';
import { assertMountProps, type MountProps } from './mount-props';
import { PlatformProvider } from './platform-context';
import { addEnglishTexts, followLanguage, loadLanguageTexts, settledWithin, TEXTS_WAIT_MS, type TextsBundle } from './texts-bundle';
import { TextsProvider } from './use-load-language';

/** What every remote's exposed module exports: its parcel and the contract it was built against. */
export interface ExposedParcelModule {
  parcel: LifeCycles<MountProps>;
  contractVersion: string;
}

export interface CreateParcelOptions {
  /** The parcel's root component; it renders inside the providers and the bus router. */
  rootComponent: ComponentType;
  /**
   * The remote's own i18next namespace: English, added at mount, and a loader per other language, whose
   * resources are loaded when the parcel mounts in it or the host changes to it (`TextsBundle`).
   */
  translations?: TextsBundle;
  /**
   * Starts the data the first screen needs, at mount, before the first render (render-as-you-fetch):
   * it gets the validated mount props and the parcel's query client, and should only start queries
   * (`queryClient.prefetchQuery`) with the same keys its components use. It must not throw; what it
   * starts is not awaited.
   */
  prefetch?: (props: MountProps, queryClient: QueryClient) => void;
}

/** spec 000 §9 query cache: stale 5 min, 3 retries with a doubling delay capped at 30 s, gc 5 min. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleTimeMs,
        gcTime: QUERY_CACHE.gcTimeMs,
        retry: (failures, error) => failures < QUERY_CACHE.retries && normalisePlatformError(error).kind !== 'client',
        retryDelay: (attempt) => Math.min(QUERY_CACHE.retryBaseDelayMs * 2 ** attempt, QUERY_CACHE.retryMaxDelayMs),
      },
    },
  });
}

/**
 * Whose data a parcel's query cache holds: the signed-in player (none when anonymous) and the page's
 * locale segment (`en-UN`), read from the mount props. Two mounts with the same owner may share a cache;
 * any other pair may not (a player's balances, limits or transactions never reach the next player).
 */
function cacheOwnerOf(props: Pick<MountProps, 'bus' | 'basePath'>): string {
  const playerId = props.bus.get('session')?.claims?.player_id ?? '';
  const locale = props.basePath.split('/')[1] ?? '';
  return `${playerId}@${locale}`;
}

/**
 * Wraps a parcel's tree in what every remote needs: the mount props, a query client of its own,
 * the host's i18n with the parcel's texts bundle (for `useLoadLanguage`), the theme and the bus router
 * at `basePath`.
 */
export function RemoteProviders({
  props,
  queryClient: given,
  texts = null,
  children,
}: {
  props: MountProps;
  queryClient?: QueryClient;
  texts?: TextsBundle | null;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <PlatformProvider value={props}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={props.i18n}>
          <TextsProvider value={texts}>
            <ThemeProvider theme={theme}>
              <BusRouter bus={props.bus} basename={props.basePath}>
                {children}
              </BusRouter>
            </ThemeProvider>
          </TextsProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </PlatformProvider>
  );
}

/** Rethrows render errors to single-spa so the host's parcel boundary shows its fallback. */
class ParcelErrorBoundary extends Component<{ children: ReactNode; onError: (error: Error) => void }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Parcel crashed', error, info.componentStack);
    this.props.onError(error);
  }
  override render() {
    return this.state.error ? null : this.props.children;
  }
}

type ParcelProps = MountProps & { name: string; onParcelError?: (error: Error) => void };

/**
 * single-spa-react's outermost boundary: nothing once the tree threw (`ParcelErrorBoundary` inside has
 * reported it). Given as a class because single-spa-react's own, made from an `errorBoundary` function,
 * keeps the first mount's props for the remote's life, and with them that mount's element, detached once
 * that mount is gone (issue 21 point 5).
 */
class SilentBoundary extends Component<ParcelProps & AppProps & { children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A parcel's root: the tree of `root` in the remote's providers, inside an `Activity` shown or hidden by
 * `props.active`. The tree is made again only when a platform prop changes: an update that only hides or
 * shows the parcel (or gives it another `onParcelError`) re-renders nothing inside it, so showing a kept
 * page costs its effects, not a render of every component.
 */
function ParcelRoot({ props, root: Root, queryClient, texts }: { props: ParcelProps; root: ComponentType; queryClient: QueryClient | undefined; texts: TextsBundle | null }) {
  const { bus, http, content, i18n, basePath, contractVersion, onParcelError } = props;
  const onError = useRef(onParcelError);
  onError.current = onParcelError;
  const tree = useMemo(
    () => (
      <RemoteProviders props={{ bus, http, content, i18n, basePath, contractVersion }} queryClient={queryClient} texts={texts}>
        <Root />
      </RemoteProviders>
    ),
    [bus, http, content, i18n, basePath, contractVersion, queryClient, texts, Root],
  );
  return (
    <ParcelErrorBoundary onError={(error) => onError.current?.(error)}>
      <Activity mode={props.active === false ? 'hidden' : 'visible'}>{tree}</Activity>
    </ParcelErrorBoundary>
  );
}

/**
 * Makes the single-spa parcel of one exposed module (ARCHITECTURE §4) with single-spa-react.
 *
 * The mount props are validated first: a host that passes a wrong shape gets a `ZodError` from
 * `mount`, which the host turns into the area's fallback. A render error inside the parcel is reported
 * to the host through the `onParcelError` prop the host passes with the mount props.
 *
 * Query cache (issue 19, switching between loaded remotes): the parcel keeps its query client across
 * mounts while the same player (or nobody) is on the same locale (`cacheOwnerOf`), so a player coming
 * back to a lobby sees its content at once. At each remount every kept query is marked stale, so the
 * first screen shows what it had and fetches afresh behind it (stale-while-revalidate: nothing the
 * parcel missed while unmounted stays). Another player or locale gets a new client, and the old one is
 * cleared once no mounted instance uses it; queries nothing observes are dropped after
 * `QUERY_CACHE.gcTimeMs` as always. The client is ready before the first render, so `options.prefetch`
 * can start the first screen's queries with it.
 *
 * Kept hidden (contract 2.11): when the host updates the parcel with `active: false`, its tree is a hidden
 * React `Activity` (its DOM hidden, its effects and subscriptions stopped, its state kept; its router holds
 * the last location inside its base path); `active: true` shows it again as it was, its effects started afresh,
 * rendered and committed before `update` returns (`flushSync`), so it is on screen in the next frame.
 *
 * Texts (issue 19): `mount` adds the bundle's English, then waits for the resources of the i18n
 * language (at most `TEXTS_WAIT_MS`; the first screen's queries run meanwhile) before the first render,
 * so a page never flashes English first. While mounted, the parcel loads the resources of each language
 * the host changes to (`followLanguage`); `unmount` stops that. A language that fails to load shows
 * English, and is tried again at the next mount or change.
 *
 * @returns lifecycles `bootstrap`, `mount`, `unmount`, `update`.
 */
export function createParcel(options: CreateParcelOptions): LifeCycles<MountProps> {
  const Root = options.rootComponent;
  const bundle = options.translations ?? null;
  // The query client of each mounted instance, by its single-spa name (unique while mounted).
  const queryClients = new Map<string, QueryClient>();
  // The client the next mount reuses when its owner (player and locale) is the same.
  let kept: { client: QueryClient; owner: string } | null = null;
  const inUse = (client: QueryClient) => [...queryClients.values()].includes(client);
  const queryClientFor = (props: MountProps): QueryClient => {
    const owner = cacheOwnerOf(props);
    if (kept?.owner === owner) {
      // Shown at once, fetched again behind it: the parcel heard no events while it was unmounted.
      void kept.client.invalidateQueries({ refetchType: 'none' });
      return kept.client;
    }
    if (kept && !inUse(kept.client)) kept.client.clear();
    kept = { client: createQueryClient(), owner };
    return kept.client;
  };
  // Each mounted instance follows the session while it is mounted (issue 21 points 7 and 8; an unmounted
  // parcel leaves no subscription behind): signing out empties its cache at once, signing in fetches again what
  // it shows, now as the player. The client kept for the next mount goes when an instance unmounts after the
  // player changed (the host unmounts kept pages at a sign-out), or at the next mount.
  const stopSession = new Map<string, () => void>();
  const followSession = (props: MountProps & { name: string }, queryClient: QueryClient) => {
    stopSession.set(props.name, followSessionQueries(queryClient, props.bus));
  };
  // The language listener of each mounted instance, by its single-spa name.
  const stopFollowing = new Map<string, () => void>();
  const stop = (name: string) => {
    stopFollowing.get(name)?.();
    stopFollowing.delete(name);
    stopSession.get(name)?.();
    stopSession.delete(name);
  };
  const lifecycles = singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: (props) => <ParcelRoot props={props} root={Root} queryClient={queryClients.get(props.name)} texts={bundle} />,
    errorBoundaryClass: SilentBoundary,
  });
  return {
    ...lifecycles,
    mount: async (props) => {
      const valid = assertMountProps(props);
      const queryClient = queryClientFor(valid);
      queryClients.set(props.name, queryClient);
      followSession(props, queryClient);
      if (options.prefetch) {
        try {
          options.prefetch(valid, queryClient);
        } catch (error) {
          // The components ask again; a prefetch is only a head start.
          console.error('Parcel prefetch failed', error);
        }
      }
      if (bundle) {
        addEnglishTexts(valid.i18n, bundle);
        stopFollowing.set(props.name, followLanguage(valid.i18n, bundle));
        // Texts that arrive while the mount still waits for them come before its first render: no one else on the
        // page needs to re-render for them. After TEXTS_WAIT_MS the area shows English, and their arrival is told.
        let waiting = true;
        await settledWithin(loadLanguageTexts(valid.i18n, bundle, valid.i18n.language, { silent: () => waiting }), TEXTS_WAIT_MS);
        waiting = false;
      }
      try {
        // The first render is a transition: React renders it in slices of a few ms rather than in one task, so
        // a phone's main thread can answer in between (issue 19, total blocking time of a cold lobby).
        let mounting: Promise<unknown> = Promise.resolve();
        startTransition(() => {
          mounting = lifecycles.mount(props);
        });
        return await mounting;
      } catch (error) {
        stop(props.name);
        throw error;
      }
    },
    unmount: async (props) => {
      try {
        return await lifecycles.unmount(props);
      } finally {
        stop(props.name);
        const queryClient = queryClients.get(props.name);
        queryClients.delete(props.name);
        // A client the next mount will not reuse (another player or locale came since) goes now, and so does
        // the kept one once the player is not the one it was kept for (a sign-out, another player).
        if (queryClient && queryClient !== kept?.client && !inUse(queryClient)) queryClient.clear();
        if (kept && kept.owner !== cacheOwnerOf(props) && !inUse(kept.client)) {
          kept.client.clear();
          kept = null;
        }
      }
    },
    update: (props) => {
      const update = lifecycles.update!;
      let updating: Promise<unknown> = Promise.resolve();
      if (props.active === false) {
        // Hidden: a transition, after the page the player goes to (the host has already taken this one's container
        // off the page). Shown again before it is done, the later update wins, as React orders a root's updates.
        startTransition(() => {
          updating = update(props);
        });
      } else {
        // Shown again (a kept page) or given new props: rendered and committed now, in the host's task, so the page
        // is on screen in the next frame rather than after a task of React's own (issue 19: switching back to a lobby).
        flushSync(() => {
          updating = update(props);
        });
      }
      return updating;
    },
  } as LifeCycles<MountProps>;
}
