import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createHostPlatform } from './app/create-host-platform';
import { revealWhenSettled } from './features/prerendered/prerendered-page';
import { startAreaParcels } from './features/remote-loading/area-parcels';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The remotes' areas mount under one host parcel, started here rather than by the first area (area-parcels.ts).
void startAreaParcels().catch(() => undefined);
createRoot(root).render(<App platform={createHostPlatform()} />);
// A prerendered first screen stays until the app has replaced it with its own (docs/prerendering.md).
revealWhenSettled(root);
