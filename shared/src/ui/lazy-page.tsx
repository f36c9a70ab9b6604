import { lazy, Suspense, type ComponentType } from 'react';
import type { EnglishTexts } from '../parcel/texts-bundle';
import { withEnglishTexts } from '../parcel/with-english-texts';

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
 * A part whose English is kept out of the parcel's start (a wizard's later steps, what a Pay button leads to) names
 * the chunk of that English, `options.texts`: it loads beside the part's chunk and is added before the part's first
 * render (`withEnglishTexts`). Parts that share one texts chunk load it once (webpack caches the `import()`).
 *
 * @param load resolves to the page component; called once, at `preload()` or the first render, whichever comes
 *   first (again after a failed preload).
 * @param options.texts resolves to the part's English, `{ namespace, en }` (the same object each time).
 * @returns a component taking the page's props, with `preload()`, which never throws: a failure is met again, and
 *   shown, at the first render.
 * @throws when the chunk cannot be loaded, at render: the parcel's error boundary shows the area's
 *   fallback, as for any render error (a failing remote takes down only its own area).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, options: { texts?: () => Promise<EnglishTexts> } = {}): LazyPage<P> {
  const { texts } = options;
  const loadWithTexts = texts ? () => Promise.all([load(), texts()]).then(([page, english]) => withEnglishTexts(page, english)) : load;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= loadWithTexts().catch((error: unknown) => {
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
