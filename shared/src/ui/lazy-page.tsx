import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A route's page loaded as its own chunk the first time it renders (route-level code splitting,
 * issue 19): `const PlayPage = lazyPage(() => import('./play-page').then((module) => module.PlayPage))`.
 * A remote's start then carries only the page its area opens on; the others come when a player goes
 * to them. While the chunk loads (a few ms once the remote is up) the route shows an empty region
 * marked `aria-busy`, so nothing flashes and the prerenderer knows the page is not ready.
 *
 * @param load resolves to the page component; called once, on the first render.
 * @returns a component taking the page's props.
 * @throws when the chunk cannot be loaded, at render: the parcel's error boundary shows the area's
 *   fallback, as for any render error (a failing remote takes down only its own area).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
