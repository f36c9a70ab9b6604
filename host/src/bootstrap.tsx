import { revealWhenSettled } from './features/prerendered/prerendered-page';
import { yieldToMain } from './lib/yield-to-main';

/*
 * The app's start, in stages that each run as a task of their own (issue 19, ready and not only painted).
 * Evaluating all of the app's modules at once held a throttled phone's main thread for 200–260 ms in one
 * task (Lighthouse counts every ms of a task past 50 as blocking); each stage below evaluates a part of
 * them (`webpackMode: "eager"`: the same chunk, no request) and yields before the next. The first render
 * stays a plain (not time-sliced) render: as a transition it blocked ~50 ms less but painted ~150 ms
 * later on a throttled load without a prerendered page.
 */
async function start(root: HTMLElement): Promise<void> {
  // The remotes' areas mount under one host parcel, started here rather than by the first area (area-parcels.ts).
  const { startAreaParcels } = await import(/* webpackMode: "eager" */ './features/remote-loading/area-parcels');
  void startAreaParcels().catch(() => undefined);
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { createHostPlatform } = await import(/* webpackMode: "eager" */ './app/create-host-platform');
  await yieldToMain();
  const platform = createHostPlatform();
  await yieldToMain();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await yieldToMain();
  createRoot(root).render(<App platform={platform} />);
  // A prerendered first screen stays until the app has replaced it with its own (docs/prerendering.md).
  revealWhenSettled(root);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
