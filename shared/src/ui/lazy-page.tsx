import { lazy, Suspense, type ComponentType } from 'react';

/** A component loaded as its own chunk (`lazyPage`), which can be fetched ahead of its first render. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A route's page loaded as its own chunk the first time it renders (route-level code splitting,
 * issue 19): `const PlayPage = lazyPage(() => import('./play-page').then((module) => module.PlayPage))`.
 * A remote's start then carries only the page its area opens on; the others come when a player goes
 * to them. While the chunk loads (a few ms once the remote is up) the route shows an empty region
 * marked `aria-busy`, so nothing flashes and the prerenderer knows the page is not ready.
 *
 * A page the player is about to need can be fetched ahead of its first render (`preload()`: on intent, the step
 * before it, a Pay button), so it is there when its turn comes.
 *
 * @param load resolves to the page component; called once, at `preload()` or the first render, whichever comes
 *   first (again after a failed preload).
 * @returns a component taking the page's props, with `preload()`, which never throws: a failure is met again, and
 *   shown, at the first render.
 * @throws when the chunk cannot be loaded, at render: the parcel's error boundary shows the area's
 *   fallback, as for any render error (a failing remote takes down only its own area).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Page = lazy(async () => ({ default: await loadOnce() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyPage.preload = () => {
    loadOnce().catch(() => undefined);
  };
  return LazyPage;
}
