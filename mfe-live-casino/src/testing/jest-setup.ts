import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Role queries over pages of tiles are slow in jsdom on a busy machine: give waits and tests room.
configure({ asyncUtilTimeout: 3000 });
jest.setTimeout(15_000);
