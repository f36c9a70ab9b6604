import type { ComponentType } from 'react';
import { usePlatform } from './platform-context';
import { addEnglishTexts, type EnglishTexts } from './texts-bundle';

/**
 * `Component` with the English of `bundle` added to the parcel's i18n before its first render (issue 19): for
 * a part of a parcel fetched on demand (a later step of a wizard or a modal, a `lazyPage`) whose texts are kept
 * out of the parcel's start. Load the bundle beside the part's chunk, and wrap the part when both are in:
 *
 * `lazyPage(() => Promise.all([import('./step'), import('./later-texts')]).then(([step, texts]) => withEnglishTexts(step.Step, texts.bundle)))`
 *
 * The add is `addEnglishTexts`': once per i18n and bundle, synchronous, deep into the namespace without
 * overwriting what is there, and silent (no component re-renders for it: the keys are the part's own, which
 * nothing rendered before it uses). Other languages are whole namespaces (the parcel's `TextsBundle.load`), so a
 * part brings only English, the fallback of every language.
 *
 * @param Component the part; it must render inside a parcel (`usePlatform`).
 * @param bundle a part of the parcel's namespace, `{ namespace, en }`: the same object each time (it is added once).
 * @returns a component taking the part's props.
 */
export function withEnglishTexts<P extends object>(Component: ComponentType<P>, bundle: EnglishTexts): ComponentType<P> {
  function WithEnglishTexts(props: P) {
    addEnglishTexts(usePlatform().i18n, bundle);
    return <Component {...props} />;
  }
  WithEnglishTexts.displayName = `WithEnglishTexts(${Component.displayName ?? Component.name})`;
  return WithEnglishTexts;
}
