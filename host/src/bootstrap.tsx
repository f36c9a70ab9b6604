import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createHostPlatform } from './app/create-host-platform';
import { revealWhenSettled } from './features/prerendered/prerendered-page';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App platform={createHostPlatform()} />);
// A prerendered first screen stays until the app has replaced it with its own (docs/prerendering.md).
revealWhenSettled(root);
