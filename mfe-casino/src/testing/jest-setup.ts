import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Role queries over pages of tiles are slow in jsdom on a busy machine: give waits and tests room.
// 10 s, not 3: CI runs two packages' suites side by side on 2 cores, and a wait that passes costs nothing.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(15_000);

// jsdom has no layout: scrolling the window (the virtualised grid scrolls to a row) does nothing.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
