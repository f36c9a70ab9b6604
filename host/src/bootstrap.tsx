import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createHostPlatform } from './app/create-host-platform';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App platform={createHostPlatform()} />);
