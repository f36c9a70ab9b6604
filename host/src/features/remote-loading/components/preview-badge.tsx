import { lazy, Suspense, useEffect, useState } from 'react';
import type { PreviewState } from '../preview-state';
import { useRelease } from '../release-context';

const PreviewStrip = lazy(() => import(/* webpackChunkName: "preview" */ './preview-strip').then((module) => ({ default: module.PreviewStrip })));

/**
 * The preview badge (issue 20 point 3): while this tab previews a version of a remote through a signed
 * link, a strip above the header says which and until when, with "Exit preview"; when a link was refused,
 * it says why once, with "Dismiss". Nothing at all for everyone else, whose pages never fetch the strip.
 * Reads the page load's preview from the release (`Release.preview`).
 *
 * @param reload loads the page again once the preview has ended (the browser's reload; a test's spy).
 */
export function PreviewBadge({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { preview } = useRelease();
  const [state, setState] = useState<PreviewState>({ kind: 'none' });
  useEffect(() => {
    let current = true;
    preview.then((known) => current && setState(known), () => undefined);
    return () => {
      current = false;
    };
  }, [preview]);
  if (state.kind === 'none') return null;
  return (
    <Suspense fallback={null}>
      <PreviewStrip state={state} onDismiss={() => setState({ kind: 'none' })} reload={reload} />
    </Suspense>
  );
}
