import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Role queries over a lobby of tiles are slow in jsdom on a busy machine; a second is too tight.
configure({ asyncUtilTimeout: 3000 });
